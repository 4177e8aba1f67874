// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/match_weight.h"

#include <vector>

namespace pairing {

// An undirected edge between vertices u and v with a non-negative weight.
struct WeightedEdge {
  int u = 0;
  int v = 0;
  MatchWeight weight;
};

// Maximum-weight matching in a general graph (Edmonds' blossom algorithm
// with the primal-dual method, O(n^3)). Returns mate[v] = the vertex
// matched to v, or -1. Weights must be non-negative; to get a maximum-
// cardinality matching among the heaviest, make cardinality the most
// significant field of every weight.
std::vector<int> maximumWeightMatching(int vertexCount, const std::vector<WeightedEdge>& edges);

}  // namespace pairing
