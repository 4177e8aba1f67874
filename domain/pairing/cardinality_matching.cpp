// SPDX-License-Identifier: MIT
#include "domain/pairing/cardinality_matching.h"

#include <algorithm>

namespace pairing {

namespace {

class CardinalityMatcher {
public:
  CardinalityMatcher(int n, const std::function<bool(int, int)>& adjacent)
      : m_n(n),
        m_adjacent(adjacent),
        m_mate(n, -1),
        m_parent(n),
        m_base(n),
        m_used(n),
        m_blossom(n) {}

  std::vector<int> solve() {
    for (int v = 0; v < m_n; ++v)
      for (int u = v + 1; u < m_n && m_mate[v] == -1; ++u)
        if (m_mate[u] == -1 && m_adjacent(v, u)) {
          m_mate[v] = u;
          m_mate[u] = v;
        }
    for (int v = 0; v < m_n; ++v)
      if (m_mate[v] == -1) augmentFrom(v);
    return m_mate;
  }

private:
  int lowestCommonAncestor(int a, int b) {
    std::vector<bool> seen(m_n, false);
    while (true) {
      a = m_base[a];
      seen[a] = true;
      if (m_mate[a] == -1) break;
      a = m_parent[m_mate[a]];
    }
    while (true) {
      b = m_base[b];
      if (seen[b]) return b;
      b = m_parent[m_mate[b]];
    }
  }

  void markPath(int v, int base, int child) {
    while (m_base[v] != base) {
      m_blossom[m_base[v]] = m_blossom[m_base[m_mate[v]]] = true;
      m_parent[v] = child;
      child = m_mate[v];
      v = m_parent[m_mate[v]];
    }
  }

  // Breadth-first search for an augmenting path from the free vertex root.
  void augmentFrom(int root) {
    std::fill(m_used.begin(), m_used.end(), false);
    std::fill(m_parent.begin(), m_parent.end(), -1);
    for (int i = 0; i < m_n; ++i) m_base[i] = i;
    m_used[root] = true;
    std::vector<int> queue{root};
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int v = queue[head];
      for (int to = 0; to < m_n; ++to) {
        if (to == v || m_base[v] == m_base[to] || m_mate[v] == to || !m_adjacent(v, to)) continue;
        if (to == root || (m_mate[to] != -1 && m_parent[m_mate[to]] != -1)) {
          const int base = lowestCommonAncestor(v, to);
          std::fill(m_blossom.begin(), m_blossom.end(), false);
          markPath(v, base, to);
          markPath(to, base, v);
          for (int i = 0; i < m_n; ++i) {
            if (!m_blossom[m_base[i]]) continue;
            m_base[i] = base;
            if (!m_used[i]) {
              m_used[i] = true;
              queue.push_back(i);
            }
          }
        } else if (m_parent[to] == -1) {
          m_parent[to] = v;
          if (m_mate[to] == -1) {
            flip(to);
            return;
          }
          m_used[m_mate[to]] = true;
          queue.push_back(m_mate[to]);
        }
      }
    }
  }

  void flip(int v) {
    while (v != -1) {
      const int pv = m_parent[v];
      const int next = m_mate[pv];
      m_mate[v] = pv;
      m_mate[pv] = v;
      v = next;
    }
  }

  int m_n;
  const std::function<bool(int, int)>& m_adjacent;
  std::vector<int> m_mate;
  std::vector<int> m_parent;
  std::vector<int> m_base;
  std::vector<bool> m_used;
  std::vector<bool> m_blossom;
};

}  // namespace

std::vector<int> maximumCardinalityMatching(int vertexCount,
                                            const std::function<bool(int, int)>& adjacent) {
  return CardinalityMatcher(vertexCount, adjacent).solve();
}

bool hasPerfectMatching(int vertexCount, const std::function<bool(int, int)>& adjacent) {
  if (vertexCount % 2 != 0) return false;
  const auto mate = maximumCardinalityMatching(vertexCount, adjacent);
  return std::none_of(mate.begin(), mate.end(), [](int m) { return m < 0; });
}

}  // namespace pairing
