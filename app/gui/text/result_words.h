// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round.h"

#include <QString>

namespace gui {

// A board's result in the desk's words, as the Round tab shows it: "1-0",
// "½-½", "+/-", "adjourned" (Guidelines I), "1-0 (not rated)" for a game of
// less than one move (TRF W D L, B.02 5.1); empty while it has none.
QString resultWords(tournament::RoundResult white, tournament::RoundResult black);
// The same for a stored result and its unrated mark.
QString resultWords(tournament::GameResult result, bool unrated);

}  // namespace gui
