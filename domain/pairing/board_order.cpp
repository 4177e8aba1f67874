// SPDX-License-Identifier: MIT
#include "domain/pairing/board_order.h"

#include <algorithm>
#include <tuple>

namespace pairing {

void sortBoards(std::vector<Board>& boards, const std::function<tournament::HalfPoints(int)>& score,
                const std::function<int(int)>& rank) {
  auto key = [&](const Board& b) {
    const auto sw = score(b.white);
    const auto sb = score(b.black);
    return std::make_tuple(-std::max(sw, sb), -std::min(sw, sb),
                           std::min(rank(b.white), rank(b.black)));
  };
  std::stable_sort(boards.begin(), boards.end(),
                   [&](const Board& a, const Board& b) { return key(a) < key(b); });
}

}  // namespace pairing
