// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_player.h"

#include <optional>
#include <vector>

namespace pairing {

// A bracket paired by C.04.4.1 3.2.3-3.2.6: players are indices into the
// round's profiles.
struct DubovBracket {
  std::vector<int> g1;       // the White seekers (or first half), in S1 order (4.4.1)
  std::vector<int> g2;       // the others, in TPN order (4.4.2)
  std::vector<int> shifted;  // players moved between G1 and G2 (3.2.4, 4.3)
  std::vector<int> t2;       // the first legal transposition: t2[i] meets g1[i]
  int colourViolations = 0;  // C7: players of the bracket not given their preference
};

// Pairs an even bracket: G1 = the White seekers (3.2.3; the first half by
// TPN when nobody in it has played), G2 = the rest; shifts the players the
// smaller group must pair among themselves, then equalises the groups with
// the first legal set of shifters (3.2.4, 4.3); sorts G1 by ARO, then TPN
// (3.2.5); pairs S1 against the first legal transposition of G2 (3.2.6,
// 4.4). nullopt when no such pairing satisfies C1 and C3.
std::optional<DubovBracket> pairDubovBracket(const std::vector<DubovPlayer>& players,
                                             const std::vector<int>& bracket,
                                             tournament::Color initial);

}  // namespace pairing
