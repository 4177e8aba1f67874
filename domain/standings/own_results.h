// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak.h"
#include "domain/standings/working.h"

#include <vector>

namespace standings {

// The tie-breaks of type B computed from the player's own rounds, and the
// two "off-board" ones of 2026, for every player (index start number - 1):
// - PS (7.5): the sum of the running scores after each round; /C1 drops the
//   running score after round 1, /C2 after rounds 1 and 2;
// - KS (9.2): the points scored in rounds with an opponent (forfeits
//   included) against opponents with at least half the maximum score, the
//   limit moved by /L±n half-points. The maximum is K x a win; in a round
//   robin one game less per cycle when the player count divides K, and one
//   less per player never paired (as TieBreakServer counts a round robin's
//   possible games);
// - WIN (7.1): rounds scoring a win's points, with or without playing;
// - WON (7.2), BPG (7.3), BWG (7.4): over-the-board games won, played with
//   Black, won with Black;
// - REP (7.6): games played over the board, PABs, forfeit wins and
//   full-point byes (the rounds minus requested byes, forfeit losses and
//   absences);
// - STD (2026): 1 for each round with more than a draw's points, ½ for a
//   draw's points;
// - TPN (2026): the pairing number (lower ranks first);
// - RTNG (2026): the player's rating, or the /U value for an unrated
//   player; undefined for everyone when an unrated player has no value.
std::vector<TieBreakWorking> ownResultTieBreak(const SectionView& view, const TieBreak& tieBreak);

}  // namespace standings
