// SPDX-License-Identifier: MIT
#include "app/live/request_router.h"

#include "app/live/live_json.h"
#include "reports/markup.h"
#include "reports/pairings_html.h"
#include "reports/standings_html.h"

#include <Poco/Exception.h>
#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/URI.h>

#include <fmt/format.h>

#include <charconv>

namespace live {
namespace {

constexpr const char* JsonType = "application/json; charset=utf-8";

struct Reply {
  int status = 200;
  std::string contentType = JsonType;
  std::string body;
};

Reply error(int status, std::string_view code, std::string_view message) {
  return {status, JsonType, errorJson(status, code, message)};
}

// The round asked for by ?round=N, or the latest recorded round.
std::expected<int, Reply> requestedRound(const Poco::URI& uri,
                                         const tournament::TournamentState& state) {
  const int recorded = state.roundsRecorded();
  for (const auto& [name, value] : uri.getQueryParameters()) {
    if (name != "round") continue;
    int round = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), round);
    if (ec != std::errc() || end != value.data() + value.size())
      return std::unexpected(error(400, "bad-round", "round must be a whole number"));
    if (round < 1 || round > recorded)
      return std::unexpected(
          error(404, "no-such-round",
                fmt::format("round {} is not paired (rounds 1-{})", round, recorded)));
    return round;
  }
  if (recorded == 0) return std::unexpected(error(404, "no-rounds", "no round has been paired"));
  return recorded;
}

std::string homePage(const tournament::TournamentState& state, const StandingsBuilder& standings) {
  std::string body = fmt::format("<h1>{}</h1>\n", reports::escapeMarkup(state.name));
  if (const int round = state.roundsRecorded(); round > 0)
    body += reports::pairingsSection(state, reports::roundPairings(state, round));
  const auto table = standings(state);
  if (table)
    body += reports::standingsSection(*table);
  else
    body +=
        fmt::format("<p class=\"notice\">{}</p>\n", reports::escapeMarkup(table.error().message));
  return reports::htmlPage(state.name, "en", body);
}

Reply route(const std::string& method, const std::string& target, const StateSource& source,
            const StandingsBuilder& standings) {
  if (method != "GET" && method != "HEAD")
    return error(405, "method-not-allowed", "this server is read-only: use GET");
  const Poco::URI uri(target);
  const std::string& path = uri.getPath();
  if (path != "/" && path != "/api/pairings" && path != "/api/standings")
    return error(404, "not-found", fmt::format("no such resource: {}", path));
  const auto state = source();
  if (!state)
    return error(503,
                 state.error().code == SourceErrorCode::Unreadable ? "source-unreadable"
                                                                   : "source-malformed",
                 state.error().detail);
  if (path == "/") return {200, "text/html; charset=utf-8", homePage(*state, standings)};
  if (path == "/api/standings") {
    const auto table = standings(*state);
    if (!table) return error(409, table.error().code, table.error().message);
    return {200, JsonType, standingsJson(*table)};
  }
  const auto round = requestedRound(uri, *state);
  if (!round) return round.error();
  return {200, JsonType, pairingsJson(*state, reports::roundPairings(*state, *round))};
}

class RouteHandler : public Poco::Net::HTTPRequestHandler {
public:
  RouteHandler(const StateSource& source, const StandingsBuilder& standings)
      : m_source(source), m_standings(standings) {}

  void handleRequest(Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response) override {
    Reply reply;
    try {
      reply = route(request.getMethod(), request.getURI(), m_source, m_standings);
    } catch (const Poco::SyntaxException& e) {
      reply = error(400, "bad-request", e.displayText());
    } catch (const std::exception& e) {
      reply = error(500, "internal", e.what());
    } catch (...) {
      reply = error(500, "internal", "unexpected failure");
    }
    response.setStatus(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(reply.status));
    response.setContentType(reply.contentType);
    response.set("Cache-Control", "no-cache");
    if (reply.status == 405) response.set("Allow", "GET, HEAD");
    response.setContentLength(static_cast<std::streamsize>(reply.body.size()));
    if (request.getMethod() == "HEAD") {
      response.send();
      return;
    }
    response.sendBuffer(reply.body.data(), reply.body.size());
  }

private:
  const StateSource& m_source;
  const StandingsBuilder& m_standings;
};

}  // namespace

RouterFactory::RouterFactory(StateSource source, StandingsBuilder standings)
    : m_source(std::move(source)), m_standings(std::move(standings)) {}

Poco::Net::HTTPRequestHandler* RouterFactory::createRequestHandler(
    const Poco::Net::HTTPServerRequest&) {
  return new RouteHandler(m_source, m_standings);
}

}  // namespace live
