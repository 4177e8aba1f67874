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

// An optimum matching with its dual certificate (vertex duals u >= 0,
// blossom duals z >= 0, every edge's slack u_i + u_j + sum of z over the
// blossoms holding both ends - w >= 0), doubled to stay integral. By LP
// duality every matching that contains edge k weighs at most
// (dualObjective - slack[k]) / 2, and dualObjective / 2 is the optimum.
struct WeightedMatching {
  std::vector<int> mate;                // the vertex matched to v, or -1
  std::vector<MatchWeight> vertexDual;  // per vertex, doubled (2u)
  std::vector<MatchWeight> slack;       // per edge, doubled
  MatchWeight dualObjective;            // 2 (sum u + sum z floor(|B| / 2))
};

// Maximum-weight matching in a general graph (Edmonds' blossom algorithm
// with the primal-dual method, O(n^3)). Weights must be non-negative; to
// get a maximum-cardinality matching among the heaviest, make cardinality
// the most significant field of every weight.
WeightedMatching maximumWeightMatching(int vertexCount, const std::vector<WeightedEdge>& edges);

}  // namespace pairing
