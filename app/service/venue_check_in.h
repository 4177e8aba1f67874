// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/event_session.h"
#include "app/service/venue_access.h"
#include "persistence/check_in_store.h"

#include <expected>
#include <string>
#include <variant>
#include <vector>

namespace service {

// The round the venue checks players in for: the next round to pair of
// `section`, or 0 when every round is paired.
int roundToCheckIn(const tournament::Section& section);

// One player of a section's check-in list.
struct CheckInRow {
  int playerId = 0;
  int number = 0;  // pairing number
  std::string name;
  bool present = false;
  bool operator==(const CheckInRow&) const = default;
};

// A section's check-in: its round to check in for and the players who
// may play it (entered, not withdrawn, no bye asked for it), by number.
struct SectionCheckIn {
  std::string section;
  int round = 0;
  std::vector<CheckInRow> players;
};

// The check-in of every section with a round to check in, as `account`
// may see it: the chief and the organizer every player, a player himself,
// a deputy nothing (Forbidden).
std::expected<std::vector<SectionCheckIn>, VenueError> checkInList(persistence::CheckInStore& store,
                                                                   const tournament::Event& event,
                                                                   const VenueAccount& account);

// Marks player `playerId` present for his section's round to check in
// (or takes the mark back), at `now` (UTC ISO 8601). A player marks only
// himself; the chief and the organizer anyone. Refused: Forbidden,
// NoSuchPlayer, NoRoundToCheckIn, NotAvailable.
std::expected<void, VenueError> markPresent(persistence::CheckInStore& store,
                                            const tournament::Event& event,
                                            const VenueAccount& account, int playerId, bool present,
                                            const std::string& now);

using CheckInError = std::variant<VenueError, tournament::ActionError>;

// The arbiter's check-in made from the marks: tournament::CheckIn for the
// section's round to check in with the marked players present (C.04.2
// 3.3: every other player who could be paired gets a zero-point bye), one
// audited transaction signed by the account at `station`. The chief and
// the organizer only; refused (NoneCheckedIn) while nobody is marked.
std::expected<persistence::Applied, CheckInError> applyCheckIn(EventSession& session,
                                                               persistence::CheckInStore& store,
                                                               const VenueAccount& account,
                                                               const std::string& section,
                                                               const std::string& station);

}  // namespace service
