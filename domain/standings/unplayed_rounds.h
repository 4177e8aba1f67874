// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"

#include <vector>

namespace standings {

// The scores that C.07 art. 16 (and the pre-2023 rules) give to unplayed
// rounds, for one tie-break computation. `fore` selects Fore Buchholz
// (8.3): every player who had an opponent in the last round K is scored as
// if that game were drawn.
class UnplayedRounds {
public:
  UnplayedRounds(const SectionView& view, bool fore);

  // C.07 16.3: the player's score as his opponents see it, in half-points.
  // 2023/2026 Swiss: unplayed rounds after the last non-VUR round (a
  // withdrawal, trailing byes) count as a draw, all others at the points
  // awarded. Round robin (art. 15): such rounds count nothing.
  // Pre-2023 (15.1 a): every unplayed round counts as a draw.
  tournament::HalfPoints adjustedScore(int startNumber) const;

  // The score of the opponent the player is given for an unplayed round
  // (`round` with no game), in half-points:
  // - 2023 text, 16.4: a dummy scoring the player's own final score;
  // - 2026 text, 16.4.1/16.4.2: the same, capped for a forfeit at the
  //   scheduled opponent's adjusted score, otherwise at a draw x K;
  // - pre-2023, 15.2: a virtual opponent with the player's score before the
  //   round, plus the complement of the round's result, plus a draw for
  //   each later round: Svon = SPR + (1 - SfPR) + 0.5 (n - R).
  // With `fore`, the player's own score is his fore-adjusted score.
  tournament::HalfPoints unplayedOpponentScore(int startNumber, int round) const;

  // True when the round counts as a game against its opponent: played over
  // the board, a forfeit in a round robin (art. 15), or FB's last round.
  bool countsAsGame(int startNumber, int round) const;

private:
  const SectionView& m_view;
  bool m_fore = false;
  std::vector<tournament::HalfPoints> m_adjusted;  // by start number - 1
  std::vector<tournament::HalfPoints> m_ownScore;  // own score seen by the dummy
};

}  // namespace standings
