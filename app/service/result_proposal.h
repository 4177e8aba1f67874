// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/venue_access.h"
#include "domain/tournament/section.h"
#include "persistence/result_proposal_store.h"

#include <cstdint>
#include <expected>
#include <string>

namespace service {

// A player's word on the result of his own game at the venue, as a
// station sends it.
struct ProposedResult {
  std::string section;
  int round = 0;
  int board = 0;
  tournament::GameResult result = tournament::GameResult::Pending;
};

enum class ProposalState : std::uint8_t {
  Proposed,   // waiting for the opponent
  Confirmed,  // both players said the same: waiting for an arbiter
};

// `player` proposes `proposal` at `now` (UTC ISO 8601), or confirms it when
// his opponent proposed the same result; a different result replaces the
// opponent's proposal (the latest word stands, unconfirmed). Refused with
// Forbidden unless `player` is a player account playing that game,
// BadRequest for a result other than 1-0, 1/2-1/2 or 0-1 (forfeits and
// byes are the arbiter's), and ResultStored once the board has a result.
// The board's result itself is unchanged: an arbiter finalises it by
// entering it (enterStationResult), or enters another.
std::expected<ProposalState, VenueError> proposeResult(persistence::ResultProposalStore& store,
                                                       const tournament::Event& event,
                                                       const VenueAccount& player,
                                                       const ProposedResult& proposal,
                                                       const std::string& now);

}  // namespace service
