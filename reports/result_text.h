// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <string>

namespace reports {

// A board's result as printed on a pairings list, from both players'
// entries: "1-0", "½-½", "0-1", "+/-", "-/+", "-/-" (double forfeit);
// unrated played games are shown like rated ones; "" while pending; "adj."
// for an adjourned game (the live feed's code: pages and the desk say it in
// words, PairingsLabels::adjourned).
std::string boardResultText(tournament::RoundResult white, tournament::RoundResult black);

// One player's result as a crosstable mark: "1", "½", "0", "+", "-", and
// the TRF letters for byes and absences ("U", "H", "F", "Z"); "" when not
// paired or pending, "A" when adjourned.
std::string resultMark(tournament::RoundResult result);

}  // namespace reports
