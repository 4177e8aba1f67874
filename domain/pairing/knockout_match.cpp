// SPDX-License-Identifier: MIT
#include "domain/pairing/knockout_match.h"

namespace pairing {

KnockoutMatchStatus knockoutMatchStatus(const std::vector<KnockoutStage>& ladder,
                                        const std::vector<KnockoutGame>& games) {
  std::size_t next = 0;
  for (std::size_t stage = 0; stage < ladder.size(); ++stage) {
    const KnockoutStage& rules = ladder[stage];
    const int count = rules.armageddon ? 1 : rules.games;
    int upper = 0;  // half points in this stage
    int lower = 0;
    for (int played = 0; played < count; ++played) {
      if (next == games.size())
        return KnockoutMatchStatus{KnockoutSide::None, static_cast<int>(stage), count - played,
                                   false};
      const KnockoutGame& game = games[next++];
      if (rules.armageddon) {
        // A draw sends Black through.
        const bool upperThrough =
            game.upperHalfPoints == 2 ||
            (game.upperHalfPoints == 1 && game.upperColour == tournament::Color::Black);
        return KnockoutMatchStatus{upperThrough ? KnockoutSide::Upper : KnockoutSide::Lower,
                                   static_cast<int>(stage), 0, false};
      }
      upper += game.upperHalfPoints;
      lower += 2 - game.upperHalfPoints;
      // More than half the stage's points (count half points of 2 * count)
      // cannot be caught: the stage, and the match, are decided.
      if (upper > count)
        return KnockoutMatchStatus{KnockoutSide::Upper, static_cast<int>(stage), 0, false};
      if (lower > count)
        return KnockoutMatchStatus{KnockoutSide::Lower, static_cast<int>(stage), 0, false};
    }
  }
  return KnockoutMatchStatus{KnockoutSide::None, static_cast<int>(ladder.size()), 0, true};
}

tournament::Color knockoutStageColour(tournament::Color first, int game) {
  return game % 2 == 0 ? first : tournament::opposite(first);
}

}  // namespace pairing
