// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <QChar>

#include <optional>
#include <utility>

namespace gui {

// Both players' results of a board: {White's, Black's}.
using BoardResult = std::pair<tournament::RoundResult, tournament::RoundResult>;

// The board result typed with one key, as arbiters enter results blind:
//   1  White won        =  (or 5) drawn        0  Black won
//   +  White won by forfeit     -  Black won by forfeit
//   *  double forfeit (-/-)     Space  pending again (undo an entry)
//   W D L  White won, drawn, White lost in a game of less than one move:
//          played, not rated (TRF W D L; B.02 5.1)
// nullopt for any other key.
std::optional<BoardResult> resultForKey(QChar key);

}  // namespace gui
