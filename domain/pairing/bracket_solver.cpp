// SPDX-License-Identifier: MIT
#include "domain/pairing/bracket_solver.h"

#include "domain/pairing/colour_allocation.h"
#include "domain/pairing/colour_conflicts.h"

#include <algorithm>
#include <tuple>

namespace pairing {

BracketSolver::BracketSolver(const std::vector<PairingPlayer>& ranked,
                             const std::vector<Role>& roles, tournament::Color initial,
                             Compatible compatible, std::vector<bool> byeEligible, Below below,
                             bool filters)
    : m_ranked(ranked),
      m_roles(roles),
      m_weights(ranked, roles, initial, below != Below::All),
      m_compatible(std::move(compatible)),
      m_byeEligible(std::move(byeEligible)),
      m_bracketPosition(ranked.size(), -1),
      m_below(below),
      m_filters(filters),
      m_fixedMate(ranked.size(), -1),
      m_floats(ranked.size(), false),
      m_side(ranked.size(), 0) {
  for (int i = 0; i < static_cast<int>(ranked.size()); ++i) {
    if (roles[i] != Role::Out) m_active.push_back(i);
    if (inBracket(roles[i])) m_bracketPosition[i] = m_bracketSize++;
  }
  // A bracket alone is settled through its tight edges, which stand for
  // all best candidates only without the order bias.
  if (filters && below == Below::None) m_weights.countOrder(false);
  m_needsBye = below == Below::All && m_active.size() % 2 == 1;
}

// Whether a (higher ranked) and b may be paired under the constraints so
// far: C1/C3, a floater stays out of the bracket's pairs, a split keeps
// its sides apart.
bool BracketSolver::admissible(int a, int b) const {
  if ((m_floats[a] && inBracket(m_roles[b])) || (m_floats[b] && inBracket(m_roles[a])))
    return false;
  if (m_side[a] != 0 && m_side[a] == m_side[b]) return false;
  return m_compatible(a, b);
}

BracketSolver::Graph BracketSolver::graph() const {
  Graph g;
  for (int r : m_active) {
    if (m_fixedMate[r] >= 0) {
      if (r < m_fixedMate[r]) g.fixedTotal += m_weights.pair(r, m_fixedMate[r]);
      continue;
    }
    g.rankOf.push_back(r);
  }
  const int byeVertex = static_cast<int>(g.rankOf.size());
  for (std::size_t i = 0; i < g.rankOf.size(); ++i) {
    const int a = g.rankOf[i];
    for (std::size_t j = i + 1; j < g.rankOf.size(); ++j) {
      const int b = g.rankOf[j];
      if (admissible(a, b))
        g.edges.push_back({static_cast<int>(i), static_cast<int>(j), m_weights.pair(a, b)});
    }
    if (m_needsBye && m_byeEligible[a])
      g.edges.push_back({static_cast<int>(i), byeVertex, m_weights.bye(a)});
  }
  g.vertexCount = byeVertex + (m_needsBye ? 1 : 0);
  return g;
}

BracketSolver::Solution BracketSolver::match() const {
  const Graph g = graph();
  const std::vector<int>& rankOf = g.rankOf;
  const std::vector<WeightedEdge>& edges = g.edges;
  const int byeVertex = static_cast<int>(rankOf.size());
  const WeightedMatching matching = maximumWeightMatching(g.vertexCount, edges);
  const auto& mate = matching.mate;
  Solution solution;
  solution.mate.assign(m_ranked.size(), -1);
  for (int r : m_active)
    if (m_fixedMate[r] >= 0) solution.mate[r] = m_fixedMate[r];
  solution.total = g.fixedTotal;
  if (bipartite()) {
    solution.tight = TightMatchings::of(g.vertexCount, edges, matching);
    solution.rankOf = rankOf;
  }
  const MatchWeight ceiling = g.fixedTotal + g.fixedTotal + matching.dualObjective;
  solution.pairBound.assign(static_cast<std::size_t>(m_bracketSize) * m_bracketSize, MatchWeight{});
  for (std::size_t k = 0; k < edges.size(); ++k) {
    if (edges[k].v == byeVertex) continue;
    const int a = rankOf[edges[k].u];
    const int b = rankOf[edges[k].v];
    if (inBracket(m_roles[a]) && inBracket(m_roles[b]))
      solution.pairBound[pairIndex(a, b)] = ceiling - matching.slack[k];
  }
  for (std::size_t i = 0; i < rankOf.size(); ++i) {
    const int m = mate[i];
    if (m < 0) continue;
    const int a = rankOf[i];
    if (m == byeVertex) {
      solution.mate[a] = -2;
      solution.total += m_weights.bye(a);
    } else {
      const int b = rankOf[m];
      solution.mate[a] = b;
      if (a < b) solution.total += m_weights.pair(a, b);
    }
  }
  return solution;
}

int BracketSolver::pairIndex(int a, int b) const {
  const int low = std::min(m_bracketPosition[a], m_bracketPosition[b]);
  const int high = std::max(m_bracketPosition[a], m_bracketPosition[b]);
  return low * m_bracketSize + high;
}

// Speed, exact: a pair whose duality bound already falls short of the best
// pairing in some criterion cannot be part of a best candidate, so no
// matching is needed to reject it. The criterion noted is the one the
// bound loses; the candidate itself may lose in an earlier one.
bool BracketSolver::ruledOut(int x, int y, const MatchWeight& best, Criterion& decided) const {
  const Criterion lost =
      m_weights.firstDifference(best, m_current.pairBound[pairIndex(x, y)].half());
  if (lost == Criterion::Order) return false;
  decided = std::min(decided, lost);
  return true;
}

MatchWeight BracketSolver::weightOf(int a, int b) const {
  if (b == -1) return {};
  return b == -2 ? m_weights.bye(a) : m_weights.pair(std::min(a, b), std::max(a, b));
}

// Speed, exact: the current best rearranged so that x and y are paired,
// their old partners p and q paired with each other or with the two ends
// of another current pair (or p given the PAB q had). When one such
// rearrangement keeps the best pairing in every criterion, it is a best
// candidate with x-y, and no matching is needed.
bool BracketSolver::rearrangementKeepsBest(int x, int y, const MatchWeight& best) {
  std::vector<int>& mate = m_current.mate;
  const int p = mate[x];
  const int q = mate[y];
  const MatchWeight base = m_current.total - weightOf(x, p) - weightOf(y, q) + weightOf(x, y);
  auto keepsBest = [&](const MatchWeight& total) {
    if (m_weights.firstDifference(best, total) != Criterion::Order) return false;
    m_current.total = total;
    mate[x] = y;
    mate[y] = x;
    return true;
  };
  auto pairUp = [&](int a, int b) {
    mate[a] = b;
    if (b >= 0) mate[b] = a;
  };
  if (p >= 0 && q >= 0) {
    if (admissible(p, q) && keepsBest(base + weightOf(p, q))) {
      pairUp(p, q);
      return true;
    }
    for (int s : m_active) {
      const int t = mate[s];
      if (t <= s || m_fixedMate[s] >= 0 || s == x || s == y || s == p || s == q || t == x ||
          t == y || t == p || t == q)
        continue;
      const MatchWeight rest = base - weightOf(s, t);
      for (const auto& [ps, qt] : {std::pair{s, t}, std::pair{t, s}}) {
        if (admissible(p, ps) && admissible(q, qt) &&
            keepsBest(rest + weightOf(p, ps) + weightOf(q, qt))) {
          pairUp(p, ps);
          pairUp(q, qt);
          return true;
        }
      }
    }
    return false;
  }
  for (const auto& [left, other] : {std::pair{p, q}, std::pair{q, p}}) {
    if (left < 0) continue;
    const int gets = other == -2 && m_byeEligible[left] ? -2 : -1;
    if (!keepsBest(base + weightOf(left, gets))) return false;
    pairUp(left, gets);
    return true;
  }
  return keepsBest(base);
}

bool BracketSolver::tryPair(int x, int y, const MatchWeight& best, Criterion& decided) {
  if (m_filters && ruledOut(x, y, best, decided)) return false;
  m_fixedMate[x] = y;
  m_fixedMate[y] = x;
  if (m_filters && rearrangementKeepsBest(x, y, best)) return true;
  Solution trial = match();
  if (m_weights.firstDifference(best, trial.total) == Criterion::Order) {
    m_current = std::move(trial);
    return true;
  }
  decided = std::min(decided, m_weights.firstDifference(best, trial.total));
  m_fixedMate[x] = m_fixedMate[y] = -1;
  return false;
}

bool BracketSolver::tryFloat(int x, const MatchWeight& best, Criterion& decided) {
  m_floats[x] = true;
  Solution trial = match();
  if (m_weights.firstDifference(best, trial.total) == Criterion::Order) {
    m_current = std::move(trial);
    return true;
  }
  decided = std::min(decided, m_weights.firstDifference(best, trial.total));
  m_floats[x] = false;
  return false;
}

// C.04.3 art. 4: x takes the first candidate (in generation order) that
// still allows the best pairing; if none does, x floats.
void BracketSolver::choose(int x, const std::vector<int>& candidates, const MatchWeight& best,
                           Criterion& decided) {
  if (m_tight) {
    for (int y : candidates) {
      if (m_tight->pair(m_vertexOf[x], m_vertexOf[y])) {
        m_fixedMate[x] = y;
        m_fixedMate[y] = x;
        return;
      }
      ruledOut(x, y, best, decided);
    }
    if (m_tight->leaveSingle(m_vertexOf[x])) {
      m_floats[x] = true;
      return;
    }
    // Unreachable by duality (the best pairing pairs x or leaves him out);
    // should it happen, the matchings decide.
    m_tight.reset();
    m_current = match();
  }
  const int current = m_current.mate[x];
  for (int y : candidates) {
    if (y == current) {
      m_fixedMate[x] = y;
      m_fixedMate[y] = x;
      return;
    }
    if (tryPair(x, y, best, decided)) return;
  }
  if (current >= 0 && inBracket(m_roles[current])) {
    tryFloat(x, best, decided);
  } else {
    m_floats[x] = true;
  }
}

// Speed, exact: once a split is in force over the bracket alone, its graph
// is bipartite (S1 - S2), and without the order bias (off for a bracket
// alone) the best candidates are exactly its maximum-weight matchings;
// TightMatchings then answers every choice of the S1 players without
// another weighted matching.
bool BracketSolver::bipartite() const {
  return m_filters && m_below == Below::None &&
         std::any_of(m_side.begin(), m_side.end(), [](int side) { return side != 0; });
}

void BracketSolver::enterTightPhase() {
  if (!m_current.tight) return;
  m_tight = std::move(m_current.tight);
  m_current.tight.reset();
  m_vertexOf.assign(m_ranked.size(), -1);
  for (std::size_t v = 0; v < m_current.rankOf.size(); ++v)
    m_vertexOf[m_current.rankOf[v]] = static_cast<int>(v);
}

// The colour conflicts (C12, C13) of the current best pairing's pairs
// inside the remainder: every best candidate has exactly as many there.
std::pair<int, int> BracketSolver::remainderConflicts(const std::vector<int>& remainder) const {
  std::pair<int, int> conflicts{0, 0};
  for (int a : remainder) {
    const int b = m_current.mate[a];
    if (b <= a || std::find(remainder.begin(), remainder.end(), b) == remainder.end()) continue;
    const PairingPlayer& pa = m_ranked[a];
    const PairingPlayer& pb = m_ranked[b];
    const ColourCost cost = colourCost(pa, pb, allocateColours(pa, pb, m_weights.initial()).first);
    conflicts.first += cost.preference;
    conflicts.second += cost.strongPreference;
  }
  return conflicts;
}

// C.04.3 art. 4.2-4.3: all transpositions of S2 come before any exchange
// between S1 and S2; exchanges of one player each are ordered by the
// smallest BSN difference, then the highest S1 player, then the lowest S2
// one. Returns S1 of the first split that still allows the best pairing
// (and keeps that split as a constraint), or the plain S1 if none does.
std::vector<int> BracketSolver::splitRemainder(const std::vector<int>& remainder, int pairs,
                                               const MatchWeight& best) {
  const int size = static_cast<int>(remainder.size());
  // Speed, exact: a split whose sides cannot pair with as few colour
  // conflicts as the best pairing has (C12, C13) needs no matching.
  const auto [best12, best13] = remainderConflicts(remainder);
  PreferenceCounts plainS1;
  PreferenceCounts plainS2;
  for (int i = 0; i < size; ++i) (i < pairs ? plainS1 : plainS2).add(m_ranked[remainder[i]], 1);
  auto coloursAllow = [&](int out, int in) {
    PreferenceCounts s1 = plainS1;
    PreferenceCounts s2 = plainS2;
    if (out >= 0) {
      const PairingPlayer& leaving = m_ranked[remainder[out]];
      const PairingPlayer& joining = m_ranked[remainder[in]];
      s1.add(leaving, -1);
      s2.add(leaving, 1);
      s2.add(joining, -1);
      s1.add(joining, 1);
    }
    const auto [c12, c13] = bipartiteConflicts(s1, s2);
    return c12 <= best12 && c13 <= best13;
  };
  auto trySplit = [&](int out, int in) {
    if (m_filters && !coloursAllow(out, in)) return false;
    for (int i = 0; i < size; ++i) m_side[remainder[i]] = i < pairs ? 1 : 2;
    if (out >= 0) {
      m_side[remainder[out]] = 2;
      m_side[remainder[in]] = 1;
    }
    Solution trial = match();
    if (m_weights.firstDifference(best, trial.total) == Criterion::Order) {
      m_current = std::move(trial);
      return true;
    }
    return false;
  };
  std::vector<int> s1;
  auto collect = [&] {
    for (int r : remainder)
      if (m_side[r] == 1) s1.push_back(r);
    return s1;
  };
  if (pairs == 0 || trySplit(-1, -1)) return collect();
  std::vector<std::tuple<int, int, int>> exchanges;  // (difference, -out, in)
  for (int out = 0; out < pairs; ++out)
    for (int in = pairs; in < size; ++in) exchanges.emplace_back(in - out, -out, in);
  std::sort(exchanges.begin(), exchanges.end());
  for (const auto& [difference, negOut, in] : exchanges)
    if (trySplit(-negOut, in)) return collect();
  std::fill(m_side.begin(), m_side.end(), 0);
  return {remainder.begin(), remainder.begin() + pairs};
}

BracketResult BracketSolver::solve() {
  BracketResult result;
  m_current = match();
  for (int r : m_active)
    if (m_current.mate[r] == -1 && m_below != Below::None &&
        (m_below == Below::All || m_roles[r] != Role::Lower)) {
      result.complete = false;
      return result;
    }
  // C9 applies when the bracket moves down exactly one player, the PAB one.
  int leaving = 0;
  bool byeLeaves = false;
  for (int r : m_active) {
    if (!inBracket(m_roles[r])) continue;
    const int m = m_current.mate[r];
    if (m == -2) byeLeaves = true;
    if (m == -2 || (m >= 0 && !inBracket(m_roles[m]))) ++leaving;
  }
  if (leaving == 1 && byeLeaves) {
    m_weights.countByeUnplayed(true);
    m_current = match();
  }
  const MatchWeight best = m_current.total;
  Criterion decided = Criterion::Order;
  auto unfixedBracket = [&](int from) {
    std::vector<int> out;
    for (int r : m_active)
      if (r > from && inBracket(m_roles[r]) && m_fixedMate[r] < 0 && !m_floats[r] &&
          m_compatible(from, r))
        out.push_back(r);
    return out;
  };
  // MDPs first, in rank order, each with the first resident that works.
  for (int x : m_active) {
    if (m_roles[x] != Role::MovedDown || m_fixedMate[x] >= 0) continue;
    choose(x, unfixedBracket(x), best, decided);
  }
  // The remainder: S1 = its first p players, p = its pairs in the optimum.
  std::vector<int> remainder;
  for (int r : m_active)
    if (m_roles[r] == Role::Resident && m_fixedMate[r] < 0) remainder.push_back(r);
  int pairs = 0;
  for (int r : remainder) {
    const int m = m_current.mate[r];
    if (m >= 0 && m_roles[m] == Role::Resident && m_fixedMate[m] < 0) ++pairs;
  }
  pairs /= 2;
  const std::vector<int> s1 = splitRemainder(remainder, pairs, best);
  enterTightPhase();
  for (int x : s1) {
    if (m_fixedMate[x] >= 0 || m_floats[x]) continue;
    std::vector<int> candidates;
    for (int y : unfixedBracket(x))
      if (m_side[y] != 1) candidates.push_back(y);
    choose(x, candidates, best, decided);
  }
  std::fill(m_side.begin(), m_side.end(), 0);
  for (int r : m_active) {
    if (!inBracket(m_roles[r])) continue;
    const int m = m_fixedMate[r];
    if (m >= 0 && r < m) result.pairs.emplace_back(r, m);
    if (m < 0) {
      result.downfloaters.push_back(r);
      if (m_current.mate[r] == -2) result.bye = r;
    }
  }
  result.decidedBy =
      decided == Criterion::Order && result.pairs.empty() ? Criterion::None : decided;
  return result;
}

}  // namespace pairing
