// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string_view>
#include <vector>

namespace interchange {

// What TRF has no record for but a section's export says in `###` lines
// (section_trf_comments.h), read back: each round's board numbers and the
// boards whose game is adjourned.
struct BoardOfRound {
  int number = 0;
  int white = 0;  // start numbers
  int black = 0;
};
struct RoundBoards {
  int round = 0;
  std::vector<BoardOfRound> boards;
};
struct AdjournedBoard {
  int round = 0;
  int board = 0;
};

// "### boards, round R: B:W-B ..." read; nullopt when the line is not one.
std::optional<RoundBoards> readBoardsComment(std::string_view line);
// "### warning: adjourned game, round R, board B: ..." read; nullopt when not one.
std::optional<AdjournedBoard> readAdjournedComment(std::string_view line);

// Gives each game of a round its board number when the round's boards line
// names every game of that round as the file pairs it (the same players
// and colours; otherwise the line is ignored), and marks adjourned the
// games without a result on an adjourned board (TRF16 writes an adjourned
// game's result blank, as a game not yet finished).
void applyBoardComments(tournament::TournamentState& state, const std::vector<RoundBoards>& rounds,
                        const std::vector<AdjournedBoard>& adjourned);

}  // namespace interchange
