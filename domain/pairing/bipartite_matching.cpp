// SPDX-License-Identifier: MIT
#include "domain/pairing/bipartite_matching.h"

namespace pairing {

namespace {

// Augmenting paths (Kuhn) over an explicit adjacency list; `blocked`
// vertices take no part (left) or cannot be taken (right).
class Matcher {
public:
  Matcher(int left, int right, const std::function<bool(int, int)>& adjacent)
      : m_edges(left), m_leftMate(left, -1), m_rightMate(right, -1), m_fixedRight(right, false) {
    for (int i = 0; i < left; ++i)
      for (int j = 0; j < right; ++j)
        if (adjacent(i, j)) m_edges[i].push_back(j);
  }

  // Greedy start in order, then one augmenting search per unmatched left.
  int maximise() {
    for (int i = 0; i < leftCount(); ++i)
      for (int j : m_edges[i])
        if (m_rightMate[j] < 0) {
          m_leftMate[i] = j;
          m_rightMate[j] = i;
          break;
        }
    int size = 0;
    for (int i = 0; i < leftCount(); ++i) {
      if (m_leftMate[i] >= 0 || augment(i)) ++size;
    }
    return size;
  }

  // Fixes left vertex `i` (all before it fixed) to its smallest right
  // vertex that leaves a perfect matching of the unfixed rest.
  void fixFirst(int i) {
    for (int j : m_edges[i]) {
      if (m_fixedRight[j]) continue;
      if (m_leftMate[i] == j) break;
      const int displaced = m_rightMate[j];
      const int freed = m_leftMate[i];
      m_leftMate[i] = j;
      m_rightMate[j] = i;
      m_leftMate[displaced] = -1;
      m_rightMate[freed] = -1;
      m_fixedLeft = i;
      if (augment(displaced)) break;
      m_leftMate[i] = freed;
      m_rightMate[freed] = i;
      m_leftMate[displaced] = j;
      m_rightMate[j] = displaced;
    }
    m_fixedRight[m_leftMate[i]] = true;
    m_fixedLeft = i;
  }

  int leftCount() const { return static_cast<int>(m_edges.size()); }
  const std::vector<int>& leftMates() const { return m_leftMate; }

private:
  bool augment(int start) {
    m_visited.assign(m_rightMate.size(), false);
    return tryAugment(start);
  }

  bool tryAugment(int i) {
    for (int j : m_edges[i]) {
      if (m_visited[j] || isFixedRight(j)) continue;
      m_visited[j] = true;
      const int holder = m_rightMate[j];
      if (holder >= 0 && holder <= m_fixedLeft) continue;
      if (holder < 0 || tryAugment(holder)) {
        m_leftMate[i] = j;
        m_rightMate[j] = i;
        return true;
      }
    }
    return false;
  }

  bool isFixedRight(int j) const { return m_fixedRight[j]; }

  std::vector<std::vector<int>> m_edges;
  std::vector<int> m_leftMate;
  std::vector<int> m_rightMate;
  std::vector<bool> m_visited;
  std::vector<bool> m_fixedRight;
  int m_fixedLeft = -1;  // left vertices 0..m_fixedLeft keep their mates
};

}  // namespace

std::optional<std::vector<int>> firstPerfectBipartiteMatching(
    int size, const std::function<bool(int, int)>& adjacent) {
  Matcher matcher(size, size, adjacent);
  if (matcher.maximise() < size) return std::nullopt;
  for (int i = 0; i < size; ++i) matcher.fixFirst(i);
  return matcher.leftMates();
}

int maximumBipartiteMatching(int left, int right, const std::function<bool(int, int)>& adjacent) {
  Matcher matcher(left, right, adjacent);
  return matcher.maximise();
}

}  // namespace pairing
