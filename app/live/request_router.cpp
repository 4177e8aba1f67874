// SPDX-License-Identifier: MIT
#include "app/live/request_router.h"

#include "app/live/live_json.h"
#include "app/live/manual_files.h"
#include "reports/language.h"
#include "reports/markup.h"
#include "reports/pairings_html.h"
#include "reports/standings_html.h"

#include <Poco/Exception.h>
#include <Poco/URI.h>

#include <fmt/format.h>

#include <charconv>

namespace live {
namespace {

Reply error(int status, std::string_view code, std::string_view message) {
  return errorReply(status, code, message);
}

// A 200 answer; the data changes with every result, so caches revalidate.
Reply ok(std::string contentType, std::string body) {
  return {200, std::move(contentType), std::move(body), {{"Cache-Control", "no-cache"}}};
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

std::string homePage(const service::PublishedSection& section, const StandingsBuilder& standings) {
  const tournament::TournamentState& state = section.state;
  std::string body = fmt::format("<h1>{}</h1>\n", reports::escapeMarkup(state.name));
  if (const int round = state.roundsRecorded(); round > 0)
    body += reports::pairingsSection(state, reports::roundPairings(state, round));
  const auto table = standings(section);
  if (table)
    body += reports::standingsSection(*table);
  else
    body +=
        fmt::format("<p class=\"notice\">{}</p>\n", reports::escapeMarkup(table.error().message));
  return reports::htmlPage(state.name, "en", body);
}

}  // namespace

Reply errorReply(int status, std::string_view code, std::string_view message) {
  Reply reply{status, "application/json; charset=utf-8", errorJson(status, code, message), {}};
  reply.fields.emplace_back("Cache-Control", "no-cache");
  if (status == 405) reply.fields.emplace_back("Allow", "GET, HEAD");
  return reply;
}

namespace {

Reply sourceError(const SourceError& e) {
  return error(503,
               e.code == SourceErrorCode::Unreadable ? "source-unreadable" : "source-malformed",
               e.detail);
}

// A site page, or 304 when the client's copy is current (RFC 9110 §13.1.2,
// §13.1.3: If-None-Match wins over If-Modified-Since). The body is copied
// only into a 200: a 304 is most of a busy site's answers.
Reply sitePageReply(const RequestHead& request, const CachedPage& page, const std::string& body,
                    const std::string& etag) {
  const std::string_view match = request.field("if-none-match");
  const bool current = !match.empty() ? (match == "*" || match.find(etag) != std::string_view::npos)
                                      : request.field("if-modified-since") == page.lastModified;
  Reply reply{
      current ? 304 : 200,
      "text/html; charset=utf-8",
      current ? std::string() : body,
      {{"ETag", etag}, {"Last-Modified", page.lastModified}, {"Cache-Control", "no-cache"}}};
  return reply;
}

std::optional<Reply> siteRoute(const RequestHead& request, const std::string& path,
                               SiteCache& site) {
  // "/": the event page; "/hall": the first section's hall screen
  // (hall.html?every=N works as /hall?every=N), in the reader's language.
  if (path == "/" || path == "/hall") {
    const auto own = site.language();
    if (!own) return sourceError(own.error());
    const reports::Language language =
        reports::preferredLanguage(request.field("accept-language"), *own);
    const std::string folder = fmt::format("{}/{}", language == reports::Language::Zh ? "zh" : "en",
                                           path == "/" ? "" : "s1/");
    const auto page = site.page(folder + (path == "/" ? "index.html" : "hall.html"));
    if (!page) return sourceError(page.error());
    if (!*page) return error(404, "not-found", "the event has no section");
    // The page of that language, its relative links resolved from its folder.
    std::string body = (*page)->body;
    if (const std::size_t head = body.find("<head>\n"); head != std::string::npos)
      body.insert(head + 7, fmt::format("<base href=\"/{}\">\n", folder));
    const std::string etag = fmt::format("\"{}\"", contentHash(body));
    Reply reply = sitePageReply(request, **page, body, etag);
    reply.fields.emplace_back("Vary", "Accept-Language");
    return reply;
  }
  if (path != "/index.html" && !path.starts_with("/en/") && !path.starts_with("/zh/"))
    return std::nullopt;
  const auto page = site.page(std::string_view(path).substr(1));
  if (!page) return sourceError(page.error());
  if (!*page) return error(404, "not-found", fmt::format("no such page: {}", request.target));
  return sitePageReply(request, **page, (*page)->body, (*page)->etag);
}

}  // namespace

Reply route(const RequestHead& request, const StateSource& source,
            const StandingsBuilder& standings, SiteCache* site,
            const std::filesystem::path& manual) {
  if (request.method != "GET" && request.method != "HEAD")
    return error(405, "method-not-allowed", "this server is read-only: use GET");
  Poco::URI uri;
  try {
    uri = Poco::URI(request.target);
  } catch (const Poco::SyntaxException&) {
    return error(400, "bad-request", "the request target is not a URI");
  }
  const std::string& path = uri.getPath();
  if (auto reply = manualReply(request, path, manual)) return std::move(*reply);
  if (site != nullptr)
    if (auto reply = siteRoute(request, path, *site)) return std::move(*reply);
  // The raw target is echoed (visible ASCII: the parser refuses anything
  // else), never the decoded path, which may hold any bytes.
  if (path != "/" && path != "/api/pairings" && path != "/api/standings")
    return error(404, "not-found", fmt::format("no such resource: {}", request.target));
  const auto section = source();
  if (!section) return sourceError(section.error());
  if (path == "/") return ok("text/html; charset=utf-8", homePage(*section, standings));
  if (path == "/api/standings") {
    const auto table = standings(*section);
    if (!table) return error(409, table.error().code, table.error().message);
    return ok("application/json; charset=utf-8", standingsJson(*section, *table));
  }
  const auto& state = section->state;
  const auto round = requestedRound(uri, state);
  if (!round) return round.error();
  return ok("application/json; charset=utf-8",
            pairingsJson(*section, reports::roundPairings(state, *round)));
}

}  // namespace live
