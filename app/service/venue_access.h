// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace service {

// Who may do what at the venue. Every check is made by the server, in the
// use case, never only in a page.
enum class VenueRole : std::uint8_t {
  Chief,      // everything; manages accounts
  Deputy,     // results and incidents on the boards of his area
  Organizer,  // registration, check-in, documents; no results
  Player,     // his own board only
};

std::string_view roleCode(VenueRole role);
std::optional<VenueRole> parseRole(std::string_view code);

// Part of a deputy's area: a section's boards from `first` to `last`
// (0 and 0: every board of it).
struct AreaPart {
  std::string section;
  int first = 0;
  int last = 0;
  bool operator==(const AreaPart&) const = default;
};

// Parses "Open, Rapid:1-20, Blitz:7" into its parts; nullopt for a part
// that is empty or has a malformed board range (from > to, board < 1).
std::optional<std::vector<AreaPart>> parseArea(std::string_view text);

// Why a venue request was refused (no sentences: the front end has the words).
enum class VenueErrorCode : std::uint8_t {
  NotSignedIn,       // no session, or it ended or expired (HTTP 401)
  BadCredentials,    // unknown name, wrong password or code (401)
  LockedOut,         // the account failed too often; try later (429)
  TooManyAttempts,   // this station failed too often; try later (429)
  Disabled,          // the account is disabled (403)
  Forbidden,         // outside the account's role or area (403)
  SetupDone,         // the chief's setup was made already (409)
  WeakPassword,      // shorter than MinPasswordLength (400)
  NameTaken,         // an account of that name exists (409)
  BadRequest,        // a malformed name, role or area (400)
  NoSuchPlayer,      // no player of that id in the event (404)
  ResultStored,      // the board has its result: nothing left to propose (409)
  NoRoundToCheckIn,  // every round of the section is paired (409)
  NotAvailable,      // the player cannot play the round: withdrawn, enters later, bye asked (409)
  NoneCheckedIn,     // a check-in with nobody marked present would give everyone a bye (409)
};

struct VenueError {
  VenueErrorCode code;
};

// A signed-in account as the use cases see it.
struct VenueAccount {
  int id = 0;
  std::string name;
  VenueRole role = VenueRole::Player;
  std::vector<AreaPart> area;  // a deputy's
  int playerId = 0;            // a player's
};

// How an audit row names a change made at the venue: "NAME (ROLE, STATION)".
std::string auditSignature(const VenueAccount& account, const std::string& station);

// True when `account` may enter or correct the result of board `board` of
// `section` and record its incidents: the chief always, a deputy inside his area, nobody else (a
// player proposes; the organizer enters no results).
bool mayEnterResult(const VenueAccount& account, std::string_view section, int board);

// True when `account` may see board `board` of round `round` of `section`
// as a station (its boards screen): a player only his own board.
bool maySeeBoard(const VenueAccount& account, const tournament::Section& section, int round,
                 int board);

}  // namespace service
