// SPDX-License-Identifier: MIT
// A hand-made team tournament for the team tests: four teams of two boards
// (352 WB), three rounds, everyone meets everyone, every board played.
//
//   round 1: T1-T2 1½-½ (board 1 1-0, board 2 ½-½)   T3-T4 1-1 (0-1, 1-0)
//   round 2: T1-T3 1-1 (½-½, ½-½)                     T2-T4 2-0 (1-0, 1-0)
//   round 3: T1-T4 0-2 (0-1, 0-1)                     T2-T3 1½-½ (1-0, ½-½)
//
// The team named first is the "white" team: White on board 1, Black on 2.
// Totals (match points 2/1/0):
//   T1 MP 3 GP 2½   T2 MP 4 GP 4   T3 MP 2 GP 2½   T4 MP 3 GP 3
#pragma once

#include "domain/interchange/trf_reader.h"

#include <string_view>

namespace standings::testing {

inline constexpr std::string_view FourTeamTrf = R"(012 Four teams
142 3
192 FIDE_TEAM_MP_GP
352 WB
362 TW 2.0   TD 1.0   TL 0.0
001    1 m    Player 1                                                           1.5          3 w 1     5 w =     7 w 0
001    2 m    Player 2                                                           1.0          4 b =     6 b =     8 b 0
001    3 m    Player 3                                                           2.0          1 b 0     7 w 1     5 w 1
001    4 m    Player 4                                                           2.0          2 w =     8 b 1     6 b =
001    5 m    Player 5                                                           0.5          7 w 0     1 b =     3 b 0
001    6 m    Player 6                                                           2.0          8 b 1     2 w =     4 w =
001    7 m    Player 7                                                           2.0          5 b 1     3 b 0     1 b 1
001    8 m    Player 8                                                           1.0          6 w 0     4 w 0     2 w 1
310   1 Team One                         One                                1    2
310   2 Team Two                         Two                                3    4
310   3 Team Three                       Three                              5    6
310   4 Team Four                        Four                               7    8
)";

}  // namespace standings::testing
