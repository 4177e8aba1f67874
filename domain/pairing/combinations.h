// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <vector>

namespace pairing {

// Calls `visit` with every k-subset of {0, ..., n-1} in lexicographic order
// ({0,1} before {0,2}, {0,n-1} before {1,2}) until it returns true; at most
// `limit` subsets. Returns true when `visit` stopped it.
bool forEachCombination(int n, int k, long long limit,
                        const std::function<bool(const std::vector<int>&)>& visit);

// The sequence numbers of C.04.4.1 4.3.3: from a sorted list, #1 goes to the
// player in the middle (the higher one when two are), then the middle of
// what remains, and so on. Returns the list in sequence-number order.
std::vector<int> middleOut(std::vector<int> sorted);

}  // namespace pairing
