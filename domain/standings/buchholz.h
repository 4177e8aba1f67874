// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak.h"
#include "domain/standings/working.h"

#include <cstdint>
#include <vector>

namespace standings {

// C.07 8.1 BH, 8.3 FB and 9.1 SB with the art. 14 cuts and medians and the
// art. 16 unplayed-round rules, for every player (index start number - 1).
// Each round is one contribution: the opponent's adjusted score (BH, FB) or
// that score times the player's points in the round (SB); an unplayed round
// has the dummy (or pre-2023 virtual) opponent. In a round robin, rounds
// without an opponent contribute nothing (art. 15).
std::vector<TieBreakWorking> buchholzFamily(const SectionView& view, const TieBreak& tieBreak);

// C.07 13.2 extended Sonneborn-Berger of a team event (EMMSB, EMGSB,
// EGMSB, EGGSB): per round the opponent's adjusted score in
// `opponentScores` (its dummy's for an unplayed round, art. 16) times the
// team's own points against it in `ownPoints` (the same teams, the other or
// the same score); `cuts` gives /C1 (14.1.2: the lowest opponent score,
// then the lowest product; 16.5 for VURs, as the reference program reads it:
// VurCandidate::LowestOpponentScore).
std::vector<TieBreakWorking> extendedSonnebornBerger(const SectionView& opponentScores,
                                                     const SectionView& ownPoints,
                                                     const TieBreak& cuts);

// C.07 8.2 AOB: the mean Buchholz of the opponents met over the board,
// rounded half-up to 0.01; undefined without such an opponent.
std::vector<TieBreakWorking> averageOfOpponentsBuchholz(const SectionView& view);

// Which VUR C.07 16.5 cuts instead of the least significant contribution.
// The text reads "the VUR with the lowest contribution"; TieBreakServer,
// FIDE TEC's reference program, takes the VUR with the lowest (dummy)
// opponent score. They differ only where a contribution is a product (SB,
// ESB) and the VURs' own points differ (a forfeit loss beside a bye).
enum class VurCandidate : std::uint8_t { LowestContribution, LowestOpponentScore };

// C.07 14 and 16.5: marks the `lowest` least significant and `highest`
// most significant contributions as cut. The least significant is the one
// with the lowest opponent value, then the lowest value. 16.5 (2023 and
// 2026 texts): when the player has VURs, the VUR `candidate` names is cut
// instead, provided its contribution is not lower than the least
// significant one. Individual events follow the text (the individual corpus
// marks the one cell where this differs as doubtful); team events follow
// the reference program, as shared/design/team-events.md asks where C.04.6
// and C.07 read two ways (the team corpus holds such a cell). There is no
// VUR exception for the highest values, nor before 2023.
void applyCuts(std::vector<Contribution>& contributions, int lowest, int highest, bool vurException,
               VurCandidate candidate = VurCandidate::LowestContribution);

}  // namespace standings
