// SPDX-License-Identifier: MIT
// Edmonds' maximum-weight matching (primal-dual, with blossoms), after the
// description in Galil, "Efficient algorithms for finding maximum matching
// in graphs" (ACM Computing Surveys, 1986). Vertices 0..n-1; blossoms
// n..2n-1. Endpoint p of edge k is vertex ends[p], p = 2k or 2k+1.
#include "domain/pairing/weighted_matching.h"

#include <algorithm>

namespace pairing {

namespace {

enum Label : int { Free = 0, Outer = 1, Inner = 2, Marked = 5 };

class BlossomMatcher {
public:
  BlossomMatcher(int n, const std::vector<WeightedEdge>& edges)
      : m_n(n),
        m_edges(edges),
        m_ends(2 * edges.size()),
        m_neighbours(n),
        m_mate(n, -1),
        m_label(2 * n, Free),
        m_labelEnd(2 * n, -1),
        m_inBlossom(n),
        m_parent(2 * n, -1),
        m_children(2 * n),
        m_base(2 * n, -1),
        m_childEnds(2 * n),
        m_bestEdge(2 * n, -1),
        m_bestEdges(2 * n),
        m_hasBestEdges(2 * n, false),
        m_dual(2 * n),
        m_allowed(edges.size()) {
    MatchWeight maxWeight;
    for (std::size_t k = 0; k < edges.size(); ++k) {
      m_doubled.push_back(edges[k].weight + edges[k].weight);
      m_ends[2 * k] = edges[k].u;
      m_ends[2 * k + 1] = edges[k].v;
      m_neighbours[edges[k].u].push_back(2 * static_cast<int>(k) + 1);
      m_neighbours[edges[k].v].push_back(2 * static_cast<int>(k));
      maxWeight = std::max(maxWeight, m_doubled.back());
    }
    for (int v = 0; v < n; ++v) {
      m_inBlossom[v] = v;
      m_base[v] = v;
      m_dual[v] = maxWeight.half();
    }
    for (int b = 2 * n - 1; b >= n; --b) m_unused.push_back(b);
  }

  WeightedMatching solve() {
    for (int stage = 0; stage < m_n; ++stage) {
      if (!runStage()) break;
    }
    WeightedMatching result;
    result.mate.assign(m_n, -1);
    for (int v = 0; v < m_n; ++v)
      if (m_mate[v] >= 0) result.mate[v] = m_ends[m_mate[v]];
    certify(result);
    return result;
  }

private:
  // The final duals as a certificate: vertex duals are stored doubled
  // (2u), blossom duals as z, so an edge's doubled slack adds 2z for every
  // blossom holding both its ends.
  void certify(WeightedMatching& result) const {
    result.vertexDual.assign(m_dual.begin(), m_dual.begin() + m_n);
    for (int v = 0; v < m_n; ++v) result.dualObjective += m_dual[v];
    for (int b = m_n; b < 2 * m_n; ++b) {
      if (m_base[b] < 0) continue;
      const MatchWeight twice = m_dual[b] + m_dual[b];
      const std::size_t pairs = leavesOf(b).size() / 2;
      for (std::size_t pair = 0; pair < pairs; ++pair) result.dualObjective += twice;
    }
    // Per vertex, its blossoms from the outermost in, with the running sum
    // of their doubled duals: the blossoms holding both ends of an edge
    // are the common start of the two lists.
    std::vector<std::vector<int>> chain(m_n);
    std::vector<std::vector<MatchWeight>> running(m_n);
    for (int v = 0; v < m_n; ++v) {
      for (int b = m_parent[v]; b != -1; b = m_parent[b]) chain[v].push_back(b);
      std::reverse(chain[v].begin(), chain[v].end());
      MatchWeight sum;
      for (int b : chain[v]) running[v].push_back(sum += m_dual[b] + m_dual[b]);
    }
    result.slack.reserve(m_edges.size());
    for (std::size_t k = 0; k < m_edges.size(); ++k) {
      MatchWeight s = slack(static_cast<int>(k));
      const auto& a = chain[m_ends[2 * k]];
      const auto& b = chain[m_ends[2 * k + 1]];
      std::size_t common = 0;
      while (common < a.size() && common < b.size() && a[common] == b[common]) ++common;
      if (common > 0) s += running[m_ends[2 * k]][common - 1];
      result.slack.push_back(s);
    }
  }

  MatchWeight slack(int k) const {
    return m_dual[m_ends[2 * k]] + m_dual[m_ends[2 * k + 1]] - m_doubled[k];
  }

  void leaves(int b, std::vector<int>& out) const {
    if (b < m_n) {
      out.push_back(b);
      return;
    }
    for (int child : m_children[b]) leaves(child, out);
  }
  std::vector<int> leavesOf(int b) const {
    std::vector<int> out;
    leaves(b, out);
    return out;
  }

  static int wrap(int j, int size) { return ((j % size) + size) % size; }

  void assignLabel(int w, int t, int p) {
    const int b = m_inBlossom[w];
    m_label[w] = m_label[b] = t;
    m_labelEnd[w] = m_labelEnd[b] = p;
    m_bestEdge[w] = m_bestEdge[b] = -1;
    if (t == Outer) {
      leaves(b, m_queue);
    } else {
      const int base = m_base[b];
      assignLabel(m_ends[m_mate[base]], Outer, m_mate[base] ^ 1);
    }
  }

  // Walks up from v and w; returns the base of a new blossom or -1 when
  // the two trees differ (an augmenting path).
  int scanBlossom(int v, int w) {
    std::vector<int> path;
    int base = -1;
    while (v != -1 || w != -1) {
      int b = m_inBlossom[v];
      if (m_label[b] & 4) {
        base = m_base[b];
        break;
      }
      path.push_back(b);
      m_label[b] = Marked;
      if (m_labelEnd[b] == -1) {
        v = -1;
      } else {
        v = m_ends[m_labelEnd[b]];
        b = m_inBlossom[v];
        v = m_ends[m_labelEnd[b]];
      }
      if (w != -1) std::swap(v, w);
    }
    for (int b : path) m_label[b] = Outer;
    return base;
  }

  void addBlossom(int base, int k) {
    int v = m_edges[k].u;
    int w = m_edges[k].v;
    const int bb = m_inBlossom[base];
    int bv = m_inBlossom[v];
    int bw = m_inBlossom[w];
    const int b = m_unused.back();
    m_unused.pop_back();
    m_base[b] = base;
    m_parent[b] = -1;
    m_parent[bb] = b;
    std::vector<int> path;
    std::vector<int> ends;
    while (bv != bb) {
      m_parent[bv] = b;
      path.push_back(bv);
      ends.push_back(m_labelEnd[bv]);
      v = m_ends[m_labelEnd[bv]];
      bv = m_inBlossom[v];
    }
    path.push_back(bb);
    std::reverse(path.begin(), path.end());
    std::reverse(ends.begin(), ends.end());
    ends.push_back(2 * k);
    while (bw != bb) {
      m_parent[bw] = b;
      path.push_back(bw);
      ends.push_back(m_labelEnd[bw] ^ 1);
      w = m_ends[m_labelEnd[bw]];
      bw = m_inBlossom[w];
    }
    m_label[b] = Outer;
    m_labelEnd[b] = m_labelEnd[bb];
    m_dual[b] = MatchWeight{};
    m_children[b] = path;
    m_childEnds[b] = ends;
    for (int leaf : leavesOf(b)) {
      if (m_label[m_inBlossom[leaf]] == Inner) m_queue.push_back(leaf);
      m_inBlossom[leaf] = b;
    }
    std::vector<int> bestTo(2 * m_n, -1);
    for (int sub : path) {
      std::vector<int> candidates;
      if (!m_hasBestEdges[sub]) {
        for (int leaf : leavesOf(sub))
          for (int p : m_neighbours[leaf]) candidates.push_back(p / 2);
      } else {
        candidates = m_bestEdges[sub];
      }
      for (int e : candidates) {
        int i = m_edges[e].u;
        int j = m_edges[e].v;
        if (m_inBlossom[j] == b) std::swap(i, j);
        const int bj = m_inBlossom[j];
        if (bj != b && m_label[bj] == Outer && (bestTo[bj] == -1 || slack(e) < slack(bestTo[bj])))
          bestTo[bj] = e;
      }
      m_bestEdges[sub].clear();
      m_hasBestEdges[sub] = false;
      m_bestEdge[sub] = -1;
    }
    m_bestEdges[b].clear();
    for (int e : bestTo)
      if (e != -1) m_bestEdges[b].push_back(e);
    m_hasBestEdges[b] = true;
    m_bestEdge[b] = -1;
    for (int e : m_bestEdges[b])
      if (m_bestEdge[b] == -1 || slack(e) < slack(m_bestEdge[b])) m_bestEdge[b] = e;
  }

  void expandBlossom(int b, bool endStage) {
    for (int s : m_children[b]) {
      m_parent[s] = -1;
      if (s < m_n) {
        m_inBlossom[s] = s;
      } else if (endStage && m_dual[s] == MatchWeight{}) {
        expandBlossom(s, endStage);
      } else {
        for (int leaf : leavesOf(s)) m_inBlossom[leaf] = s;
      }
    }
    if (!endStage && m_label[b] == Inner) relabelExpandedInner(b);
    m_label[b] = m_labelEnd[b] = -1;
    m_children[b].clear();
    m_childEnds[b].clear();
    m_base[b] = -1;
    m_bestEdges[b].clear();
    m_hasBestEdges[b] = false;
    m_bestEdge[b] = -1;
    m_unused.push_back(b);
  }

  // An inner blossom expanded mid-stage: relabel the even-length path from
  // its entry child to its base, and free the other sub-blossoms.
  void relabelExpandedInner(int b) {
    const auto& children = m_children[b];
    const auto& ends = m_childEnds[b];
    const int size = static_cast<int>(children.size());
    const int entryChild = m_inBlossom[m_ends[m_labelEnd[b] ^ 1]];
    int j = static_cast<int>(std::find(children.begin(), children.end(), entryChild) -
                             children.begin());
    int step;
    int trick;
    if (j & 1) {
      j -= size;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    int p = m_labelEnd[b];
    while (j != 0) {
      m_label[m_ends[p ^ 1]] = Free;
      m_label[m_ends[ends[wrap(j - trick, size)] ^ trick ^ 1]] = Free;
      assignLabel(m_ends[p ^ 1], Inner, p);
      m_allowed[ends[wrap(j - trick, size)] / 2] = true;
      j += step;
      p = ends[wrap(j - trick, size)] ^ trick;
      m_allowed[p / 2] = true;
      j += step;
    }
    int bv = children[wrap(j, size)];
    m_label[m_ends[p ^ 1]] = m_label[bv] = Inner;
    m_labelEnd[m_ends[p ^ 1]] = m_labelEnd[bv] = p;
    m_bestEdge[bv] = -1;
    j += step;
    while (children[wrap(j, size)] != entryChild) {
      bv = children[wrap(j, size)];
      if (m_label[bv] == Outer) {
        j += step;
        continue;
      }
      for (int leaf : leavesOf(bv)) {
        if (m_label[leaf] != Free) {
          m_label[leaf] = Free;
          m_label[m_ends[m_mate[m_base[bv]]]] = Free;
          assignLabel(leaf, Inner, m_labelEnd[leaf]);
          break;
        }
      }
      j += step;
    }
  }

  void augmentBlossom(int b, int v) {
    int t = v;
    while (m_parent[t] != b) t = m_parent[t];
    if (t >= m_n) augmentBlossom(t, v);
    auto& children = m_children[b];
    auto& ends = m_childEnds[b];
    const int size = static_cast<int>(children.size());
    const int i =
        static_cast<int>(std::find(children.begin(), children.end(), t) - children.begin());
    int j = i;
    int step;
    int trick;
    if (i & 1) {
      j -= size;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j != 0) {
      j += step;
      t = children[wrap(j, size)];
      const int p = ends[wrap(j - trick, size)] ^ trick;
      if (t >= m_n) augmentBlossom(t, m_ends[p]);
      j += step;
      t = children[wrap(j, size)];
      if (t >= m_n) augmentBlossom(t, m_ends[p ^ 1]);
      m_mate[m_ends[p]] = p ^ 1;
      m_mate[m_ends[p ^ 1]] = p;
    }
    std::rotate(children.begin(), children.begin() + i, children.end());
    std::rotate(ends.begin(), ends.begin() + i, ends.end());
    m_base[b] = m_base[children[0]];
  }

  void augmentMatching(int k) {
    const int starts[2] = {m_edges[k].u, m_edges[k].v};
    const int remotes[2] = {2 * k + 1, 2 * k};
    for (int side = 0; side < 2; ++side) {
      int s = starts[side];
      int p = remotes[side];
      while (true) {
        const int bs = m_inBlossom[s];
        if (bs >= m_n) augmentBlossom(bs, s);
        m_mate[s] = p;
        if (m_labelEnd[bs] == -1) break;
        const int t = m_ends[m_labelEnd[bs]];
        const int bt = m_inBlossom[t];
        s = m_ends[m_labelEnd[bt]];
        const int j = m_ends[m_labelEnd[bt] ^ 1];
        if (bt >= m_n) augmentBlossom(bt, j);
        m_mate[j] = m_labelEnd[bt];
        p = m_labelEnd[bt] ^ 1;
      }
    }
  }

  // Scans the queue; returns true when the matching was augmented.
  bool scanQueue() {
    while (!m_queue.empty()) {
      const int v = m_queue.back();
      m_queue.pop_back();
      for (int p : m_neighbours[v]) {
        const int k = p / 2;
        const int w = m_ends[p];
        if (m_inBlossom[v] == m_inBlossom[w]) continue;
        MatchWeight kslack;
        if (!m_allowed[k]) {
          kslack = slack(k);
          if (kslack <= MatchWeight{}) m_allowed[k] = true;
        }
        if (m_allowed[k]) {
          if (m_label[m_inBlossom[w]] == Free) {
            assignLabel(w, Inner, p ^ 1);
          } else if (m_label[m_inBlossom[w]] == Outer) {
            const int base = scanBlossom(v, w);
            if (base >= 0) {
              addBlossom(base, k);
            } else {
              augmentMatching(k);
              return true;
            }
          } else if (m_label[w] == Free) {
            m_label[w] = Inner;
            m_labelEnd[w] = p ^ 1;
          }
        } else if (m_label[m_inBlossom[w]] == Outer) {
          const int b = m_inBlossom[v];
          if (m_bestEdge[b] == -1 || kslack < slack(m_bestEdge[b])) m_bestEdge[b] = k;
        } else if (m_label[w] == Free) {
          if (m_bestEdge[w] == -1 || kslack < slack(m_bestEdge[w])) m_bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  // One stage: grows alternating trees until an augmentation (true) or
  // the dual proves optimality (false).
  bool runStage() {
    std::fill(m_label.begin(), m_label.end(), Free);
    std::fill(m_bestEdge.begin(), m_bestEdge.end(), -1);
    for (int b = m_n; b < 2 * m_n; ++b) {
      m_bestEdges[b].clear();
      m_hasBestEdges[b] = false;
    }
    std::fill(m_allowed.begin(), m_allowed.end(), false);
    m_queue.clear();
    for (int v = 0; v < m_n; ++v)
      if (m_mate[v] == -1 && m_label[m_inBlossom[v]] == Free) assignLabel(v, Outer, -1);
    bool augmented = false;
    while (true) {
      if (scanQueue()) {
        augmented = true;
        break;
      }
      int deltaType = 1;
      MatchWeight delta = m_dual[0];
      for (int v = 1; v < m_n; ++v) delta = std::min(delta, m_dual[v]);
      int deltaEdge = -1;
      int deltaBlossom = -1;
      for (int v = 0; v < m_n; ++v) {
        if (m_label[m_inBlossom[v]] == Free && m_bestEdge[v] != -1) {
          const MatchWeight d = slack(m_bestEdge[v]);
          if (d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = m_bestEdge[v];
          }
        }
      }
      for (int b = 0; b < 2 * m_n; ++b) {
        if (m_parent[b] == -1 && m_label[b] == Outer && m_bestEdge[b] != -1 &&
            (b < m_n || m_base[b] >= 0)) {
          const MatchWeight d = slack(m_bestEdge[b]).half();
          if (d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = m_bestEdge[b];
          }
        }
      }
      for (int b = m_n; b < 2 * m_n; ++b) {
        if (m_base[b] >= 0 && m_parent[b] == -1 && m_label[b] == Inner && m_dual[b] < delta) {
          delta = m_dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      for (int v = 0; v < m_n; ++v) {
        const int label = m_label[m_inBlossom[v]];
        if (label == Outer) m_dual[v] -= delta;
        if (label == Inner) m_dual[v] += delta;
      }
      for (int b = m_n; b < 2 * m_n; ++b) {
        if (m_base[b] >= 0 && m_parent[b] == -1) {
          if (m_label[b] == Outer) m_dual[b] += delta;
          if (m_label[b] == Inner) m_dual[b] -= delta;
        }
      }
      if (deltaType == 1) break;
      if (deltaType == 2) {
        m_allowed[deltaEdge] = true;
        int i = m_edges[deltaEdge].u;
        if (m_label[m_inBlossom[i]] == Free) i = m_edges[deltaEdge].v;
        m_queue.push_back(i);
      } else if (deltaType == 3) {
        m_allowed[deltaEdge] = true;
        m_queue.push_back(m_edges[deltaEdge].u);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    for (int b = m_n; b < 2 * m_n; ++b)
      if (m_parent[b] == -1 && m_base[b] >= 0 && m_label[b] == Outer && m_dual[b] == MatchWeight{})
        expandBlossom(b, true);
    return augmented;
  }

  int m_n;
  const std::vector<WeightedEdge>& m_edges;
  std::vector<MatchWeight> m_doubled;
  std::vector<int> m_ends;
  std::vector<std::vector<int>> m_neighbours;
  std::vector<int> m_mate;
  std::vector<int> m_label;
  std::vector<int> m_labelEnd;
  std::vector<int> m_inBlossom;
  std::vector<int> m_parent;
  std::vector<std::vector<int>> m_children;
  std::vector<int> m_base;
  std::vector<std::vector<int>> m_childEnds;
  std::vector<int> m_bestEdge;
  std::vector<std::vector<int>> m_bestEdges;
  std::vector<bool> m_hasBestEdges;
  std::vector<int> m_unused;
  std::vector<MatchWeight> m_dual;
  std::vector<bool> m_allowed;
  std::vector<int> m_queue;
};

}  // namespace

WeightedMatching maximumWeightMatching(int vertexCount, const std::vector<WeightedEdge>& edges) {
  if (vertexCount == 0) return {};
  BlossomMatcher matcher(vertexCount, edges);
  return matcher.solve();
}

}  // namespace pairing
