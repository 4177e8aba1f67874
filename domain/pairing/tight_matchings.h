// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/weighted_matching.h"

#include <optional>
#include <vector>

namespace pairing {

// The maximum-weight matchings of a bipartite graph, all at once. By LP
// duality (complementary slackness), given one optimum with its duals,
// the optimal matchings are exactly the matchings of the tight edges
// (slack 0) that cover every vertex of positive dual. Constraints are
// added one by one - a pair fixed, a vertex left single - each accepted
// only when some optimal matching still obeys all of them; one such
// matching is kept and repaired by alternating paths, so a question costs
// a breadth-first search instead of a new weighted matching.
class TightMatchings {
public:
  // Nothing when the tight edges do not form a bipartite graph.
  static std::optional<TightMatchings> of(int vertexCount, const std::vector<WeightedEdge>& edges,
                                          const WeightedMatching& optimum);

  // Fixes u-v (both leave the graph) when some optimum obeying the
  // constraints so far pairs them.
  bool pair(int u, int v);
  // Leaves u single when some optimum obeying the constraints so far does.
  bool leaveSingle(int u);

private:
  TightMatchings() = default;
  bool cover(int r);
  void flipTo(int w);

  std::vector<std::vector<int>> m_tight;  // tight neighbours
  std::vector<bool> m_positive;           // dual > 0: must be covered
  std::vector<bool> m_gone;               // fixed or left single
  std::vector<int> m_mate;
  std::vector<int> m_reachedFrom;  // BFS: other-side vertex -> same-side one
};

}  // namespace pairing
