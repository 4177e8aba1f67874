// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/venue_incident.h"
#include "domain/chess/claim_check.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace service {

// A draw claim brought to an arbiter at the board (Laws 9.2, 9.3; classic
// 10.10, 10.12): the scoresheet's moves up to the claim, as PGN movetext or
// in a scoresheet's forms (马g1-f3), the rules claimed under, and the move
// written on the scoresheet and not played (9.2.1, 9.3.1), if any. The
// claim is made at the position after the last move of `moves`.
struct StationClaim {
  std::string section;
  int round = 0;
  int board = 0;
  std::string moves;
  std::vector<chess::ClaimKind> kinds{chess::ClaimKind::Threefold, chess::ClaimKind::FiftyMoves};
  std::optional<std::string> writtenMove;
};

// Why the rules core cannot judge the claim on these moves.
enum class ClaimRecordProblem : std::uint8_t {
  NoMoves,                // the text holds no game
  UnusableStart,          // its FEN / SetUp tags give no usable position
  MoveNotPlayable,        // `token` at `ply` is illegal, ambiguous or no move
  WrittenMoveUnreadable,  // the written move is not a move
  GameAlreadyOver,        // an automatic end (5.1.1, 5.2, 9.6) came at `ply`
};

struct ClaimNotJudged {
  ClaimRecordProblem problem = ClaimRecordProblem::NoMoves;
  int ply = 0;
  std::string token;
};

using StationClaimError = std::variant<VenueError, tournament::ActionError, ClaimNotJudged>;

// Judges `claim` under its section's profile (board_claim.h: the claimant is
// the side to move after the last move) and records it as
// recordStationIncident does: Forbidden outside the account's role or area,
// one audited transaction in his name and station; the incident carries the
// verdict and its consequence (a correct claim draws the game, 9.5.2; an
// incorrect one gives the opponent time, 9.5.3, or classic 10.13).
std::expected<persistence::Applied, StationClaimError> recordStationClaim(
    EventSession& session, const VenueAccount& by, const std::string& station,
    const StationClaim& claim);

}  // namespace service
