// SPDX-License-Identifier: MIT
#include "domain/pairing/tight_matchings.h"

#include <algorithm>
#include <deque>

namespace pairing {

std::optional<TightMatchings> TightMatchings::of(int vertexCount,
                                                 const std::vector<WeightedEdge>& edges,
                                                 const WeightedMatching& optimum) {
  TightMatchings t;
  t.m_tight.resize(vertexCount);
  for (std::size_t k = 0; k < edges.size(); ++k)
    if (optimum.slack[k] == MatchWeight{}) {
      t.m_tight[edges[k].u].push_back(edges[k].v);
      t.m_tight[edges[k].v].push_back(edges[k].u);
    }
  // Two-colour the tight graph: the search below is only sound without
  // odd cycles.
  std::vector<int> side(vertexCount, -1);
  for (int s = 0; s < vertexCount; ++s) {
    if (side[s] >= 0) continue;
    side[s] = 0;
    std::deque<int> queue{s};
    while (!queue.empty()) {
      const int a = queue.front();
      queue.pop_front();
      for (int b : t.m_tight[a]) {
        if (side[b] == side[a]) return std::nullopt;
        if (side[b] < 0) {
          side[b] = 1 - side[a];
          queue.push_back(b);
        }
      }
    }
  }
  t.m_positive.resize(vertexCount);
  for (int v = 0; v < vertexCount; ++v) t.m_positive[v] = optimum.vertexDual[v] > MatchWeight{};
  t.m_gone.assign(vertexCount, false);
  t.m_mate = optimum.mate;
  t.m_reachedFrom.assign(vertexCount, -1);
  return t;
}

bool TightMatchings::pair(int u, int v) {
  if (m_gone[u] || m_gone[v] ||
      std::find(m_tight[u].begin(), m_tight[u].end(), v) == m_tight[u].end())
    return false;
  const std::vector<int> saved = m_mate;
  const int freed[2] = {m_mate[u], m_mate[v]};
  for (int w : {u, v})
    if (m_mate[w] >= 0) m_mate[m_mate[w]] = -1;
  m_mate[u] = v;
  m_mate[v] = u;
  m_gone[u] = m_gone[v] = true;
  for (int r : freed)
    if (r >= 0 && r != u && r != v && m_mate[r] < 0 && m_positive[r] && !cover(r)) {
      m_mate = saved;
      m_gone[u] = m_gone[v] = false;
      return false;
    }
  return true;
}

bool TightMatchings::leaveSingle(int u) {
  if (m_gone[u] || m_positive[u]) return false;
  const std::vector<int> saved = m_mate;
  const int freed = m_mate[u];
  if (freed >= 0) m_mate[freed] = -1;
  m_mate[u] = -1;
  m_gone[u] = true;
  if (freed >= 0 && m_positive[freed] && !cover(freed)) {
    m_mate = saved;
    m_gone[u] = false;
    return false;
  }
  return true;
}

// Covers the single vertex r by an alternating path of tight edges that
// ends at a single vertex of the other side (augmenting) or at a vertex
// of r's side with dual 0, which becomes single. In a bipartite graph
// such a path exists whenever some optimum covers r and keeps every
// other positive vertex covered (the symmetric difference with that
// optimum contains one).
bool TightMatchings::cover(int r) {
  std::fill(m_reachedFrom.begin(), m_reachedFrom.end(), -1);
  std::vector<bool> seen(m_mate.size(), false);
  seen[r] = true;
  std::deque<int> queue{r};
  while (!queue.empty()) {
    const int s = queue.front();
    queue.pop_front();
    for (int w : m_tight[s]) {
      if (m_gone[w] || m_reachedFrom[w] >= 0 || w == m_mate[s]) continue;
      m_reachedFrom[w] = s;
      const int next = m_mate[w];
      if (next < 0) {
        flipTo(w);
        return true;
      }
      if (seen[next]) continue;
      seen[next] = true;
      if (!m_positive[next]) {
        m_mate[next] = -1;
        m_mate[w] = -1;
        flipTo(w);
        return true;
      }
      queue.push_back(next);
    }
  }
  return false;
}

// Flips the path found by `cover` from its end w back to its start.
void TightMatchings::flipTo(int w) {
  while (w >= 0) {
    const int s = m_reachedFrom[w];
    const int previous = m_mate[s];
    m_mate[s] = w;
    m_mate[w] = s;
    w = previous;
  }
}

}  // namespace pairing
