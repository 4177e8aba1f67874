// SPDX-License-Identifier: MIT
#include "domain/rating/fide_tables.h"

#include <algorithm>
#include <array>

namespace rating {

namespace {

// B.02 table 8.1.1, p = 0.00, 0.01, ..., 1.00.
constexpr std::array<int, 101> DpForScore = {
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366,  // .00-.10
    -351, -336, -322, -309, -296, -284, -273, -262, -251, -240,        // .11-.20
    -230, -220, -211, -202, -193, -184, -175, -166, -158, -149,        // .21-.30
    -141, -133, -125, -117, -110, -102, -95,  -87,  -80,  -72,         // .31-.40
    -65,  -57,  -50,  -43,  -36,  -29,  -21,  -14,  -7,   0,           // .41-.50
    7,    14,   21,   29,   36,   43,   50,   57,   65,   72,          // .51-.60
    80,   87,   95,   102,  110,  117,  125,  133,  141,  149,         // .61-.70
    158,  166,  175,  184,  193,  202,  211,  220,  230,  240,         // .71-.80
    251,  262,  273,  284,  296,  309,  322,  336,  351,  366,         // .81-.90
    383,  401,  422,  444,  470,  501,  538,  589,  677,  800,         // .91-1.00
};

// B.02 table 8.1.2: the last rating difference of each band, PD = .50 for
// 0-3, .51 for 4-10, ..., .99 for 620-735 (and 1.00 above 735).
constexpr std::array<int, 50> LastDifferenceOfBand = {
    3,   10,  17,  25,  32,  39,  46,  53,  61,  68,   // .50-.59
    76,  83,  91,  98,  106, 113, 121, 129, 137, 145,  // .60-.69
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235,  // .70-.79
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357,  // .80-.89
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,  // .90-.99
};

}  // namespace

int ratingDifferenceForScore(int percentage) {
  return DpForScore[static_cast<std::size_t>(std::clamp(percentage, 0, 100))];
}

int expectedScoreHundredths(int difference) {
  const int magnitude = difference < 0 ? -difference : difference;
  const auto band =
      std::lower_bound(LastDifferenceOfBand.begin(), LastDifferenceOfBand.end(), magnitude);
  const int higher = 50 + static_cast<int>(band - LastDifferenceOfBand.begin());
  return difference < 0 ? 100 - higher : higher;
}

}  // namespace rating
