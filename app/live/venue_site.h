// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/event_streams.h"
#include "app/live/http_reply.h"
#include "app/live/http_request.h"
#include "app/service/venue_event.h"
#include "app/venue/venue_accounts.h"

#include <atomic>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>

namespace live {

// The venue's write side of `arbiter serve --venue`: the signed-in stations
// and their small HTTP API (README "The venue's HTTP API"):
//   GET  /login, /station          the sign-in page and the station (zh/en)
//   GET  /venue.js, /venue.css, /live.js   their script and style; live.js
//                                  makes a site page follow /api/events
//   POST /api/setup                {code, name, password}: the chief's first sign-in
//   POST /api/login                {name, password} or {code}: a session cookie
//   POST /api/logout
//   GET  /api/me                   {name, role, csrf}
//   GET  /api/boards               the boards of the latest rounds the account may see
//   POST /api/results              {section, round, board, result, version}
//   GET  /api/penalty-options      the options of Laws 12.9: {code, words: {en, zh}}
//   POST /api/incidents            {section, round, board, kind: late|penalty, ...}: a late
//                                  arrival or a penalty (venue_incident_request.h)
//   POST /api/claims               {section, round, board, moves, claim, writtenMove}: a draw
//                                  claim judged on the scoresheet's moves (venue_claim_request.h)
//   POST /api/proposals            {section, round, board, result}: a player proposes
//                                  the result of his game, or confirms his opponent's
//   GET  /api/checkin              each section's round to check in for and its players
//                                  (chief, organizer; a player himself)
//   POST /api/checkin              {player, present}: a player himself, the chief or the
//                                  organizer anyone
//   POST /api/checkin/apply        {section}: the check-in from the marks (chief, organizer)
//   GET  /api/changes              the latest changes of the event, newest first (chief)
//   POST /api/undo                 {id, force}: undo a change (chief)
//   GET  /api/accounts             the staff accounts: {name, role, area, disabled} (chief)
//   POST /api/accounts             {name, role, area, password} (chief)
//   POST /api/accounts/disable     {name, disabled} (chief)
//   GET  /api/players              the players, for their codes (chief, organizer)
//   POST /api/player-codes         {player}: a new sign-in code (chief, organizer)
//   POST /api/player-codes/all     {section}: new codes for all its players, to print
//   GET  /api/sessions             who is signed in where (chief)
//   POST /api/sessions/end         {id} (chief)
//   GET  /api/events               Server-Sent Events: {"version"} when the file changed
// Every POST carries X-CSRF-Token: the session's, or for /api/login and
// /api/setup the sign-in page's (its cookie, double-submitted). Answers are
// JSON; errors {"error": {"status", "code", "message"}} with 400, 401
// (no session), 403 (outside the role or area, or a missing or wrong CSRF
// token), 404, 409 (a stale board version, with the stored one; a proposal on
// a board that has its result), 429.
// The event file is watched (a few times a second) and every change, the
// desk's too, is published to the open event streams.
class VenueSite {
public:
  // Opens `eventFile` for writing (throws persistence::StorageError).
  VenueSite(const std::filesystem::path& eventFile, std::shared_ptr<EventStreams> streams,
            bool secureCookies = false);
  ~VenueSite();
  VenueSite(const VenueSite&) = delete;
  VenueSite& operator=(const VenueSite&) = delete;

  // The one-time setup code while the event has no chief arbiter.
  std::optional<std::string> setupCode() const { return m_accounts.setupCode(); }
  // The answer when `request` is the venue's, else nullopt.
  std::optional<Reply> answer(const RequestHead& request);

private:
  Reply page(const RequestHead& request, std::string_view path);
  Reply signIn(const RequestHead& request, bool setup);
  Reply signedInRoute(const RequestHead& request, std::string_view path);
  void watch();

  std::filesystem::path m_path;
  std::shared_ptr<EventStreams> m_streams;
  bool m_secureCookies;
  venue::VenueAccounts m_accounts;
  service::VenueEvent m_event;
  std::atomic<bool> m_stopping{false};
  std::thread m_watcher;
};

}  // namespace live
