// SPDX-License-Identifier: MIT
#include "app/live/venue_site.h"

#include "app/live/request_json.h"
#include "app/live/request_router.h"
#include "app/live/site_source.h"
#include "app/live/venue_claim_request.h"
#include "app/live/venue_incident_request.h"
#include "app/live/venue_pages.h"
#include "app/live/venue_undo_reply.h"
#include "app/venue/venue_secrets.h"
#include "app/words/action_words.h"
#include "domain/tournament/vocabulary.h"
#include "reports/language.h"
#include "reports/record_words.h"

#include <Poco/Exception.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/URI.h>

#include <fmt/format.h>

#include <chrono>
#include <sstream>

namespace live {
namespace {

using Poco::JSON::Array;
using Poco::JSON::Object;
using service::VenueErrorCode;

constexpr std::string_view SessionCookie = "arbiter_session";
constexpr std::string_view SignInCookie = "arbiter_signin";

Reply venueError(const service::VenueError& error) {
  switch (error.code) {
    case VenueErrorCode::NotSignedIn:
      return errorReply(401, "not-signed-in", "sign in first");
    case VenueErrorCode::BadCredentials:
      return errorReply(401, "bad-credentials", "the name, password or code is wrong");
    case VenueErrorCode::LockedOut:
      return errorReply(429, "locked-out", "too many failed sign-ins: the account is locked");
    case VenueErrorCode::TooManyAttempts:
      return errorReply(429, "too-many-attempts", "too many failed sign-ins from this station");
    case VenueErrorCode::Disabled:
      return errorReply(403, "disabled", "the account is disabled");
    case VenueErrorCode::Forbidden:
      return errorReply(403, "forbidden", "outside this account's role or area");
    case VenueErrorCode::SetupDone:
      return errorReply(409, "setup-done", "the chief arbiter's account exists already");
    case VenueErrorCode::WeakPassword:
      return errorReply(
          400, "weak-password",
          fmt::format("a password has at least {} characters", venue::MinPasswordLength));
    case VenueErrorCode::NameTaken:
      return errorReply(409, "name-taken", "an account of that name exists");
    case VenueErrorCode::BadRequest:
      return errorReply(400, "bad-request", "a name, role or area is malformed");
    case VenueErrorCode::NoSuchPlayer:
      return errorReply(404, "no-such-player", "the event has no such player");
    case VenueErrorCode::ResultStored:
      return errorReply(409, "result-stored", "the board has its result already");
    case VenueErrorCode::NoRoundToCheckIn:
      return errorReply(409, "no-round-to-check-in", "every round of the section is paired");
    case VenueErrorCode::NotAvailable:
      return errorReply(409, "not-available",
                        "the player cannot play that round (withdrawn, enters later or a bye)");
    case VenueErrorCode::NoneCheckedIn:
      return errorReply(409, "none-checked-in", "nobody is marked present yet");
  }
  return errorReply(500, "internal", "unknown refusal");
}

// The value of cookie `name` in the request's Cookie field (RFC 6265 §5.4), or "".
std::string cookie(const RequestHead& request, std::string_view name) {
  std::string_view rest = request.field("cookie");
  while (!rest.empty()) {
    const std::size_t end = rest.find(';');
    std::string_view pair = rest.substr(0, end);
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    const std::size_t equals = pair.find('=');
    if (equals != std::string_view::npos && pair.substr(0, equals) == name)
      return std::string(pair.substr(equals + 1));
  }
  return {};
}

std::string cookieField(std::string_view name, std::string_view value, bool secure,
                        bool expire = false) {
  return fmt::format("{}={}; Path=/; HttpOnly; SameSite=Strict{}{}", name, value,
                     secure ? "; Secure" : "", expire ? "; Max-Age=0" : "");
}

// Each section's round to check in for and its players, as /api/checkin answers.
Object checkInJson(const std::vector<service::SectionCheckIn>& list) {
  Array sections;
  for (const auto& section : list) {
    Array players;
    for (const auto& row : section.players) {
      Object player;
      player.set("id", row.playerId);
      player.set("number", row.number);
      player.set("name", row.name);
      player.set("present", row.present);
      players.add(player);
    }
    Object out;
    out.set("section", section.section);
    out.set("round", section.round);
    out.set("players", players);
    sections.add(out);
  }
  Object out;
  out.set("sections", sections);
  return out;
}

Reply badBody(std::string_view what) { return errorReply(400, "bad-request", what); }

// 422: the rules refuse the change; the refusal's code and its words in
// both languages of the stations.
Reply actionRefused(const tournament::ActionError& action) {
  Object error;
  error.set("status", 422);
  error.set("code", "action-refused");
  error.set("message", "the rules refuse this change");
  error.set("reason", static_cast<int>(action.code));
  error.set("detail", action.detail);
  Object reasons;
  reasons.set("en", words::actionErrorText(action, words::Language::En));
  reasons.set("zh", words::actionErrorText(action, words::Language::Zh));
  error.set("reasons", reasons);
  Object out;
  out.set("error", error);
  return jsonReply(422, out);
}

// A state-changing request from another site is refused even before its
// token is looked at: when the browser names an Origin, it is this host.
bool sameOrigin(const RequestHead& request) {
  const std::string_view origin = request.field("origin");
  if (origin.empty()) return true;
  const std::string_view host = request.field("host");
  return origin == fmt::format("http://{}", host) || origin == fmt::format("https://{}", host);
}

Object accountJson(const service::VenueAccount& account) {
  Object out;
  out.set("name", account.name);
  out.set("role", std::string(service::roleCode(account.role)));
  out.set("player", account.playerId);
  return out;
}

Object boardJson(const service::StationBoard& board) {
  Object out;
  out.set("section", board.section);
  out.set("round", board.round);
  out.set("board", board.board);
  out.set("white", board.whiteName);
  out.set("black", board.blackName);
  out.set("result", std::string(tournament::resultText(board.result.result)));
  out.set("version", service::boardVersion(board.result));
  out.set("mayEnter", board.mayEnter);
  out.set("mayPropose", board.mayPropose);
  if (board.proposal) {
    Object proposal;
    proposal.set("result", std::string(tournament::resultText(board.proposal->result)));
    proposal.set("by", board.proposal->proposedBy);
    proposal.set("confirmed", board.proposal->confirmed);
    out.set("proposal", proposal);
  }
  return out;
}

}  // namespace

VenueSite::VenueSite(const std::filesystem::path& eventFile, std::shared_ptr<EventStreams> streams,
                     bool secureCookies)
    : m_path(eventFile),
      m_streams(std::move(streams)),
      m_secureCookies(secureCookies),
      m_accounts(eventFile.string()),
      m_event(eventFile.string()) {
  m_watcher = std::thread([this] { watch(); });
}

VenueSite::~VenueSite() {
  m_stopping = true;
  m_watcher.join();
}

void VenueSite::watch() {
  // PRAGMA data_version would need a connection per check; the file's
  // stamp (its size and time and the -wal's) changes with every commit,
  // the desk's and the CLI's too.
  std::string seen = fileVersion(m_path);
  auto lastBeat = std::chrono::steady_clock::now();
  while (!m_stopping) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const std::string now = fileVersion(m_path);
    if (now != seen) {
      seen = now;
      Object event;
      event.set("version", now);
      std::ostringstream out;
      event.stringify(out);
      m_streams->publish(out.str());
    }
    if (std::chrono::steady_clock::now() - lastBeat > std::chrono::seconds(15)) {
      m_streams->keepAlive();
      lastBeat = std::chrono::steady_clock::now();
    }
  }
}

std::optional<Reply> VenueSite::answer(const RequestHead& request) {
  Poco::URI uri;
  try {
    uri = Poco::URI(request.target);
  } catch (const Poco::SyntaxException&) {
    return std::nullopt;
  }
  const std::string path = uri.getPath();
  if (path == "/login" || path == "/station" || path == "/venue.js" || path == "/venue.css" ||
      path == "/live.js") {
    if (request.method != "GET" && request.method != "HEAD")
      return errorReply(405, "method-not-allowed", "use GET");
    return page(request, path);
  }
  if (path == "/api/events") {
    if (m_streams->full()) return errorReply(503, "busy", "too many live screens are open");
    Reply reply{200, "text/event-stream", "retry: 2000\n\n", {{"Cache-Control", "no-store"}}};
    reply.stream = true;
    return reply;
  }
  if (!path.starts_with("/api/") || path == "/api/pairings" || path == "/api/standings")
    return std::nullopt;
  if (request.method == "POST" && !sameOrigin(request))
    return errorReply(403, "cross-origin", "the request came from another site");
  if (path == "/api/login" || path == "/api/setup") {
    if (request.method != "POST") return errorReply(405, "method-not-allowed", "use POST");
    return signIn(request, path == "/api/setup");
  }
  return signedInRoute(request, path);
}

Reply VenueSite::page(const RequestHead& request, std::string_view path) {
  if (path == "/venue.js") return venueScript();
  if (path == "/venue.css") return venueStyle();
  if (path == "/live.js") return liveScript();
  Poco::URI uri(request.target);
  reports::Language language =
      reports::preferredLanguage(request.field("accept-language"), reports::Language::En);
  for (const auto& [name, value] : uri.getQueryParameters())
    if (name == "lang") language = value == "zh" ? reports::Language::Zh : reports::Language::En;
  if (path == "/login") {
    // The sign-in form's own CSRF token: in a cookie and in the page; the
    // form sends it back in X-CSRF-Token (a double submit).
    const std::string token = venue::randomToken();
    Reply reply = loginPage(language, token, m_accounts.setupCode().has_value());
    reply.fields.emplace_back("Set-Cookie", cookieField(SignInCookie, token, m_secureCookies));
    return reply;
  }
  if (!m_accounts.session(cookie(request, SessionCookie)))
    return Reply{303, "text/plain; charset=utf-8", "", {{"Location", "/login"}}};
  return stationPage(language);
}

Reply VenueSite::signIn(const RequestHead& request, bool setup) {
  const std::string expected = cookie(request, SignInCookie);
  if (expected.empty() || !venue::sameSecret(request.field("x-csrf-token"), expected))
    return errorReply(403, "csrf", "the sign-in form's token is missing or wrong");
  const auto body = bodyObject(request.body);
  if (!body) return badBody("the body is not a JSON object");
  std::expected<venue::SignedIn, service::VenueError> signedIn =
      std::unexpected(service::VenueError{VenueErrorCode::BadRequest});
  const auto name = textOf(body, "name");
  const auto password = textOf(body, "password");
  const auto code = textOf(body, "code");
  if (setup) {
    if (!code || !name || !password) return badBody("expected code, name and password");
    signedIn = m_accounts.setUp(*code, *name, *password, request.peer);
  } else if (code) {
    signedIn = m_accounts.signInWithCode(*code, request.peer);
  } else {
    if (!name || !password) return badBody("expected name and password, or code");
    signedIn = m_accounts.signIn(*name, *password, request.peer);
  }
  if (!signedIn) return venueError(signedIn.error());
  Object out = accountJson(signedIn->account);
  out.set("csrf", signedIn->csrf);
  Reply reply = jsonReply(200, out);
  reply.fields.emplace_back("Set-Cookie",
                            cookieField(SessionCookie, signedIn->token, m_secureCookies));
  return reply;
}

Reply VenueSite::signedInRoute(const RequestHead& request, std::string_view path) {
  const std::string token = cookie(request, SessionCookie);
  const auto session = m_accounts.session(token);
  if (!session) return venueError(session.error());
  const service::VenueAccount& account = session->account;
  const bool post = request.method == "POST";
  if (post && !venue::sameSecret(request.field("x-csrf-token"), session->csrf))
    return errorReply(403, "csrf", "the request's CSRF token is missing or wrong");
  if (!post && request.method != "GET" && request.method != "HEAD")
    return errorReply(405, "method-not-allowed", "use GET or POST");
  const auto body = post ? bodyObject(request.body) : nullptr;
  if (post && !body && path != "/api/logout") return badBody("the body is not a JSON object");

  if (path == "/api/me" && !post) {
    Object out = accountJson(account);
    out.set("csrf", session->csrf);
    if (const auto name = m_event.playerName(account)) out.set("playerName", *name);
    return jsonReply(200, out);
  }
  if (path == "/api/logout" && post) {
    m_accounts.signOut(token);
    Reply reply = jsonReply(200, Object());
    reply.fields.emplace_back("Set-Cookie", cookieField(SessionCookie, "", m_secureCookies, true));
    return reply;
  }
  if (path == "/api/boards" && !post) {
    Array boards;
    for (const auto& board : m_event.boards(account)) boards.add(boardJson(board));
    Object out;
    out.set("boards", boards);
    return jsonReply(200, out);
  }
  if (path == "/api/results" && post) {
    const auto section = textOf(body, "section");
    const auto round = numberOf(body, "round");
    const auto boardNumber = numberOf(body, "board");
    const auto resultText = textOf(body, "result");
    const auto versionText = textOf(body, "version");
    if (!section || !round || !boardNumber || !resultText || !versionText)
      return badBody("expected section, round, board, result and version");
    const auto result = service::parseBoardVersion(*resultText);
    const auto seen = service::parseBoardVersion(*versionText);
    if (!result || !seen) return badBody("result and version are results such as 1-0 or *");
    const auto entered =
        m_event.enterResult(account, request.peer,
                            service::StationResult{*section, *round, *boardNumber, *result, *seen});
    if (entered) {
      Object out;
      out.set("audit", entered->auditId);
      out.set("version", service::boardVersion(*result));
      return jsonReply(200, out);
    }
    if (const auto* refused = std::get_if<service::VenueError>(&entered.error()))
      return venueError(*refused);
    if (const auto* changed = std::get_if<service::ResultChangedMeanwhile>(&entered.error())) {
      Object error;
      error.set("status", 409);
      error.set("code", "board-changed");
      error.set("message", "another station entered a result for this board meanwhile");
      Object out;
      out.set("error", error);
      out.set("version", service::boardVersion(changed->stored));
      return jsonReply(409, out);
    }
    return actionRefused(std::get<tournament::ActionError>(entered.error()));
  }
  if (path == "/api/penalty-options" && !post) {
    Array options;
    for (int n = 1; const auto code = tournament::penaltyOptionFromCode(fmt::format("12.9.{}", n));
         ++n) {
      Object words;
      words.set("en", reports::penaltyOptionText(*code, reports::Language::En));
      words.set("zh", reports::penaltyOptionText(*code, reports::Language::Zh));
      Object option;
      option.set("code", std::string(tournament::codeOf(*code)));
      option.set("words", words);
      options.add(option);
    }
    Object out;
    out.set("options", options);
    return jsonReply(200, out);
  }
  if (path == "/api/incidents" && post) {
    const auto incident = stationIncidentOf(body);
    if (!incident) return badBody(incident.error());
    const auto recorded = m_event.recordIncident(account, request.peer, *incident);
    if (!recorded) {
      if (const auto* refused = std::get_if<service::VenueError>(&recorded.error()))
        return venueError(*refused);
      return actionRefused(std::get<tournament::ActionError>(recorded.error()));
    }
    Object out;
    out.set("audit", recorded->auditId);
    if (recorded->incident) out.set("incident", incidentJson(*recorded->incident));
    return jsonReply(200, out);
  }
  if (path == "/api/claims" && post) {
    const auto claim = stationClaimOf(body);
    if (!claim) return badBody(claim.error());
    const auto recorded = m_event.recordClaim(account, request.peer, *claim);
    if (!recorded) {
      if (const auto* refused = std::get_if<service::VenueError>(&recorded.error()))
        return venueError(*refused);
      if (const auto* problem = std::get_if<service::ClaimNotJudged>(&recorded.error()))
        return claimNotJudged(*problem);
      return actionRefused(std::get<tournament::ActionError>(recorded.error()));
    }
    Object out;
    out.set("audit", recorded->auditId);
    if (recorded->incident) out.set("incident", incidentJson(*recorded->incident));
    return jsonReply(200, out);
  }
  if (path == "/api/changes" && !post) {
    const auto changes = m_event.changes(account, 30);
    if (!changes) return venueError(changes.error());
    Array list;
    for (const auto& change : *changes) {
      Object row;
      row.set("id", change.id);
      row.set("at", change.at);
      row.set("who", change.who);
      row.set("action", change.action);
      row.set("undone", change.undone);
      row.set("isUndo", change.isUndo);
      row.set("undoable", change.undoable);
      list.add(row);
    }
    Object out;
    out.set("changes", list);
    return jsonReply(200, out);
  }
  if (path == "/api/undo" && post) {
    const auto id = numberOf(body, "id");
    const auto force = flagOf(body, "force", false);
    if (!id || !force) return badBody("expected id (a change) and force (true or false)");
    const auto undone = m_event.undo(account, request.peer, *id, *force);
    if (!undone) {
      if (const auto* refused = std::get_if<service::VenueError>(&undone.error()))
        return venueError(*refused);
      return undoRefused(std::get<persistence::UndoError>(undone.error()));
    }
    Object out;
    out.set("audit", undone->auditId);
    out.set("undone", undone->undoneId);
    return jsonReply(200, out);
  }
  if (path == "/api/checkin" && !post) {
    const auto list = m_event.checkIns(account);
    if (!list) return venueError(list.error());
    return jsonReply(200, checkInJson(*list));
  }
  if (path == "/api/checkin" && post) {
    const auto player = numberOf(body, "player");
    if (!player || !body->has("present") || !body->get("present").isBoolean())
      return badBody("expected player (an id) and present (true or false)");
    const auto marked = m_event.markPresent(account, *player, body->getValue<bool>("present"),
                                            venue::utcStamp(std::chrono::system_clock::now()));
    if (!marked) return venueError(marked.error());
    return jsonReply(200, Object());
  }
  if (path == "/api/checkin/apply" && post) {
    const auto section = textOf(body, "section");
    if (!section) return badBody("expected section");
    const auto applied = m_event.applyCheckIn(account, *section, request.peer);
    if (applied) {
      Object out;
      out.set("audit", applied->auditId);
      return jsonReply(200, out);
    }
    if (const auto* refused = std::get_if<service::VenueError>(&applied.error()))
      return venueError(*refused);
    return actionRefused(std::get<tournament::ActionError>(applied.error()));
  }
  if (path == "/api/proposals" && post) {
    const auto section = textOf(body, "section");
    const auto round = numberOf(body, "round");
    const auto boardNumber = numberOf(body, "board");
    const auto resultText = textOf(body, "result");
    if (!section || !round || !boardNumber || !resultText)
      return badBody("expected section, round, board and result");
    const auto result = tournament::parseResult(*resultText);
    if (!result) return badBody("the result is 1-0, 1/2-1/2 or 0-1");
    const auto state =
        m_event.propose(account, service::ProposedResult{*section, *round, *boardNumber, *result},
                        venue::utcStamp(std::chrono::system_clock::now()));
    if (!state) return venueError(state.error());
    Object out;
    out.set("state", *state == service::ProposalState::Confirmed ? "confirmed" : "proposed");
    return jsonReply(200, out);
  }
  if (path == "/api/accounts" && !post) {
    const auto staff = m_accounts.staff(account);
    if (!staff) return venueError(staff.error());
    Array list;
    for (const auto& one : *staff) {
      Object row;
      row.set("name", one.name);
      row.set("role", std::string(service::roleCode(one.role)));
      row.set("area", one.area);
      row.set("disabled", one.disabled);
      list.add(row);
    }
    Object out;
    out.set("accounts", list);
    return jsonReply(200, out);
  }
  if (path == "/api/accounts" && post) {
    const auto name = textOf(body, "name");
    const auto role = service::parseRole(textOf(body, "role").value_or(""));
    const auto password = textOf(body, "password");
    if (!name || !role || !password) return badBody("expected name, role, area and password");
    const auto added = m_accounts.addAccount(
        account, *name, *role, textOf(body, "area").value_or(""), *password, request.peer);
    if (!added) return venueError(added.error());
    return jsonReply(200, accountJson(*added));
  }
  if (path == "/api/accounts/disable" && post) {
    const auto name = textOf(body, "name");
    if (!name || !body->has("disabled") || !body->get("disabled").isBoolean())
      return badBody("expected name and disabled");
    const auto done =
        m_accounts.setDisabled(account, *name, body->getValue<bool>("disabled"), request.peer);
    if (!done) return venueError(done.error());
    return jsonReply(200, Object());
  }
  if (path == "/api/players" && !post) {
    if (account.role != service::VenueRole::Chief && account.role != service::VenueRole::Organizer)
      return venueError({VenueErrorCode::Forbidden});
    Array players;
    const tournament::Event event = m_event.event();
    for (const auto& section : event.sections)
      for (const auto& player : section.players) {
        Object out;
        out.set("id", player.id);
        out.set("section", section.settings.name);
        out.set("number", player.pairingNumber);
        out.set("name", player.name);
        players.add(out);
      }
    Object out;
    out.set("players", players);
    return jsonReply(200, out);
  }
  if (path == "/api/player-codes/all" && post) {
    const auto section = textOf(body, "section");
    if (!section) return badBody("expected section");
    const auto issued =
        m_accounts.issuePlayerCodes(account, m_event.event(), *section, request.peer);
    if (!issued) return venueError(issued.error());
    Array codes;
    for (const auto& one : *issued) {
      Object code;
      code.set("player", one.playerId);
      code.set("number", one.number);
      code.set("name", one.name);
      code.set("code", one.code);
      codes.add(code);
    }
    Object out;
    out.set("section", *section);
    out.set("codes", codes);
    return jsonReply(200, out);
  }
  if (path == "/api/player-codes" && post) {
    const auto player = numberOf(body, "player");
    if (!player) return badBody("expected player (an id)");
    const auto code = m_accounts.issuePlayerCode(account, m_event.event(), *player, request.peer);
    if (!code) return venueError(code.error());
    Object out;
    out.set("player", *player);
    out.set("code", *code);
    return jsonReply(200, out);
  }
  if (path == "/api/sessions" && !post) {
    const auto sessions = m_accounts.sessions(account);
    if (!sessions) return venueError(sessions.error());
    Array list;
    for (const auto& seen : *sessions) {
      Object out;
      out.set("account", seen.account);
      out.set("station", seen.station);
      out.set("since", seen.createdAt);
      out.set("lastSeen", seen.lastSeen);
      out.set("id", seen.tokenDigest);
      list.add(out);
    }
    Object out;
    out.set("sessions", list);
    return jsonReply(200, out);
  }
  if (path == "/api/sessions/end" && post) {
    const auto id = textOf(body, "id");
    if (!id) return badBody("expected id");
    const auto ended = m_accounts.endSession(account, *id);
    if (!ended) return venueError(ended.error());
    return jsonReply(200, Object());
  }
  return errorReply(404, "not-found", fmt::format("no such resource: {}", request.target));
}

}  // namespace live
