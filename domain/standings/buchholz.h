// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak.h"
#include "domain/standings/working.h"

#include <vector>

namespace standings {

// C.07 8.1 BH, 8.3 FB and 9.1 SB with the art. 14 cuts and medians and the
// art. 16 unplayed-round rules, for every player (index start number - 1).
// Each round is one contribution: the opponent's adjusted score (BH, FB) or
// that score times the player's points in the round (SB); an unplayed round
// has the dummy (or pre-2023 virtual) opponent. In a round robin, rounds
// without an opponent contribute nothing (art. 15).
std::vector<TieBreakWorking> buchholzFamily(const SectionView& view, const TieBreak& tieBreak);

// C.07 8.2 AOB: the mean Buchholz of the opponents met over the board,
// rounded half-up to 0.01; undefined without such an opponent.
std::vector<TieBreakWorking> averageOfOpponentsBuchholz(const SectionView& view);

// C.07 14 and 16.5: marks the `lowest` least significant and `highest`
// most significant contributions as cut. The least significant is the one
// with the lowest opponent value, then the lowest value. 16.5 (2023 and
// 2026 texts): when the player has VURs, the VUR with the lowest
// contribution is cut instead, provided it is not lower than the least
// significant value. The text is followed here: the VUR candidate is the
// one with the lowest *contribution* (TieBreakServer takes the lowest dummy
// score; the corpus marks the one cell where this differs as doubtful).
// There is no VUR exception for the highest values, nor before 2023.
void applyCuts(std::vector<Contribution>& contributions, int lowest, int highest,
               bool vurException);

}  // namespace standings
