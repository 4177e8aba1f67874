// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <vector>

namespace pairing {

// Maximum-cardinality matching in a general graph given by an adjacency
// test (Edmonds' blossom algorithm, breadth-first, after a greedy start).
// Returns mate[v] or -1. Used for the completion test of C.04.3 C4: can the
// players still to be paired all be paired?
std::vector<int> maximumCardinalityMatching(int vertexCount,
                                            const std::function<bool(int, int)>& adjacent);

// True when every vertex can be matched (a perfect matching exists).
bool hasPerfectMatching(int vertexCount, const std::function<bool(int, int)>& adjacent);

}  // namespace pairing
