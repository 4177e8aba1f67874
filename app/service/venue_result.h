// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/result_entry.h"
#include "app/service/venue_access.h"
#include "persistence/result_proposal_store.h"

#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace service {

// A board's version as a station sees it: the stored result's text
// ("1-0", "*"), with ":unrated" for a game of less than one move. A station
// writes "result X over version V"; another station's write in between
// changes V, and the write is refused (ResultChangedMeanwhile).
std::string boardVersion(const BoardResultView& view);
std::optional<BoardResultView> parseBoardVersion(std::string_view text);

// The players' word on a board still without a result (result_proposal.h):
// the result one of them proposed, and whether the other confirmed it.
struct BoardProposal {
  tournament::GameResult result = tournament::GameResult::Pending;
  std::string proposedBy;  // the player's name
  bool confirmed = false;
  bool operator==(const BoardProposal&) const = default;
};

// A board as a station lists it.
struct StationBoard {
  std::string section;
  int round = 0;
  int board = 0;
  int white = 0;  // player ids
  int black = 0;
  std::string whiteName;
  std::string blackName;
  BoardResultView result;
  bool mayEnter = false;    // the account may enter its result
  bool mayPropose = false;  // the account is a player of this game, still without a result
  std::optional<BoardProposal> proposal;
};

// The boards of each section's latest round that `account` may see
// (venue_access.h: a deputy his area, a player his own board, the chief
// and the organizer all), in section order and board order, each still
// without a result with its players' proposal from `proposals`.
std::vector<StationBoard> stationBoards(const tournament::Event& event, const VenueAccount& account,
                                        const std::vector<persistence::ProposalRow>& proposals);

// A result sent by a station: the board, the result, and the version of
// the board the station showed.
struct StationResult {
  std::string section;
  int round = 0;
  int board = 0;
  BoardResultView result;
  BoardResultView seen;
};

using StationResultError =
    std::variant<VenueError, tournament::ActionError, ResultChangedMeanwhile>;

// Enters `entry` for `by` (signed in at `station`): refused with Forbidden
// outside his role or area, otherwise service::enterResult in one audited
// transaction whose audit row names the account and the station.
std::expected<persistence::Applied, StationResultError> enterStationResult(
    EventSession& session, const VenueAccount& by, const std::string& station,
    const StationResult& entry);

}  // namespace service
