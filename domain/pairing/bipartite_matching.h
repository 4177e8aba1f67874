// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>
#include <vector>

namespace pairing {

// A perfect matching between `size` left and `size` right vertices given by
// an adjacency test: partner[i] is the right vertex of left vertex i. The
// lexicographically first one: left 0 gets the smallest right vertex that
// still admits a perfect matching of the rest, then left 1, and so on
// (the first transposition of C.04.4.1 4.4). nullopt when there is none.
std::optional<std::vector<int>> firstPerfectBipartiteMatching(
    int size, const std::function<bool(int, int)>& adjacent);

// The size of a maximum matching between `left` and `right` vertices.
int maximumBipartiteMatching(int left, int right, const std::function<bool(int, int)>& adjacent);

}  // namespace pairing
