// SPDX-License-Identifier: MIT
#include "domain/pairing/bracket_solver.h"

#include "domain/pairing/colour_allocation.h"
#include "domain/pairing/colour_conflicts.h"

#include <algorithm>
#include <limits>

namespace pairing {

BracketSolver::BracketSolver(const std::vector<PairingPlayer>& ranked,
                             const std::vector<Role>& roles, tournament::Color initial,
                             Compatible compatible, std::vector<bool> byeEligible, Below below,
                             bool filters, WeightRules rules)
    : m_ranked(ranked),
      m_roles(roles),
      m_weights(ranked, roles, initial, below != Below::All, rules),
      m_compatible(std::move(compatible)),
      m_byeEligible(std::move(byeEligible)),
      m_bracketPosition(ranked.size(), -1),
      m_below(below),
      m_filters(filters),
      m_nextBracketAlone(rules.nextBracketAlone),
      m_mdpsApart(rules.edition == DutchEdition::Rules2017),
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
  return pairable(a, b);
}

// C1/C3, and in the 2017 edition the shape of a heterogeneous bracket: S1
// holds MDPs only and S2 residents only (C.04.3 2017 B.2; the MDPs not in
// S1 wait in Limbo), so two MDPs are never paired with each other.
bool BracketSolver::pairable(int a, int b) const {
  if (m_mdpsApart && m_roles[a] == Role::MovedDown && m_roles[b] == Role::MovedDown) return false;
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
        g.edges.push_back({static_cast<int>(i), static_cast<int>(j), edgeWeight(a, b)});
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
      if (a < b) solution.total += edgeWeight(a, b);
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
  return m_filters && m_below == Below::None && !m_exchange &&
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

std::uint64_t BracketSolver::sideCost(int r, int side) const {
  const int i = m_exchange->index[r];
  const bool fromS1 = i < m_exchange->pairs;
  const auto index = static_cast<std::uint64_t>(i);
  if (side == 1) return fromS1 ? 0 : index;
  return fromS1 ? m_exchange->unit - index : 0;
}

// A remainder player without a partner in it ends in S2 (C.04.3 art. 4.3:
// S1 players are all paired).
std::uint64_t BracketSolver::unpairedCost(int r) const {
  return m_side[r] == 1 ? m_exchange->unpairedS1 : sideCost(r, 2);
}

// The cheaper way the pair a-b can sit across S1 and S2 under the sides
// fixed so far (admissible() has ruled out the pairs that cannot).
std::uint64_t BracketSolver::pairCost(int a, int b) const {
  std::uint64_t cost = std::numeric_limits<std::uint64_t>::max();
  for (const auto& [one, two] : {std::pair{a, b}, std::pair{b, a}})
    if (m_side[one] != 2 && m_side[two] != 1)
      cost = std::min(cost, sideCost(one, 1) + sideCost(two, 2));
  return cost;
}

// The cheapest split a solution's pairs allow.
std::uint64_t BracketSolver::exchangeCost(const Solution& solution) const {
  std::uint64_t cost = 0;
  for (std::size_t r = 0; r < m_exchange->index.size(); ++r) {
    if (m_exchange->index[r] < 0) continue;
    const int m = solution.mate[r];
    const int rank = static_cast<int>(r);
    if (m >= 0 && m_exchange->index[m] >= 0) {
      if (rank < m) cost += pairCost(rank, m);
    } else {
      cost += unpairedCost(rank);
    }
  }
  return cost;
}

// The weight of a pair; while a split is chosen, plus the exchange field:
// the unpaired costs of both players saved, the pair's own cost spent (a
// maximum-weight matching then minimises the cost of the split below all
// the criteria). `unpairedS1` exceeds every pair cost, so it stays positive.
MatchWeight BracketSolver::edgeWeight(int a, int b) const {
  MatchWeight w = m_weights.pair(a, b);
  if (m_exchange && m_exchange->index[a] >= 0 && m_exchange->index[b] >= 0)
    w.addField(m_weights.exchangeOffset(), static_cast<std::uint64_t>(m_exchange->index.size()) +
                                               unpairedCost(a) + unpairedCost(b) - pairCost(a, b));
  return w;
}

// C.04.3 art. 4.2-4.3: the split S1 = the first `pairs` players with all
// transpositions of S2 comes first, then the exchanges between S1 and S2
// in the order of art. 4.3. Returns S1 of the first split that still
// allows the best pairing (kept as a constraint: m_side).
std::vector<int> BracketSolver::splitRemainder(const std::vector<int>& remainder, int pairs,
                                               MatchWeight& best) {
  if (pairs == 0) return {};
  const int size = static_cast<int>(remainder.size());
  // Speed, exact: a split whose sides cannot pair with as few colour
  // conflicts as the best pairing has (C12, C13) needs no matching.
  const auto [best12, best13] = remainderConflicts(remainder);
  const std::function<bool(int, int)> coloursAllow = [&, best12, best13](int out, int in) {
    if (!m_filters) return true;
    PreferenceCounts s1;
    PreferenceCounts s2;
    for (int i = 0; i < size; ++i) (i < pairs ? s1 : s2).add(m_ranked[remainder[i]], 1);
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
  std::vector<int> s1;
  auto collect = [&] {
    for (int r : remainder)
      if (m_side[r] == 1) s1.push_back(r);
    return s1;
  };
  if (coloursAllow(-1, -1)) {
    for (int i = 0; i < size; ++i) m_side[remainder[i]] = i < pairs ? 1 : 2;
    Solution trial = match();
    if (m_weights.firstDifference(best, trial.total) == Criterion::Order) {
      m_current = std::move(trial);
      return collect();
    }
  }
  if (exchange(remainder, pairs, best, coloursAllow)) return collect();
  // Only for a remainder of thousands of players, whose weights leave no
  // room for the exchange field: every remainder player chooses, in rank
  // order, so the pairing is still a best one and complete, though not
  // necessarily the first in the order of art. 4.3.
  for (int r : remainder) m_side[r] = 0;
  m_current = match();
  return remainder;
}

// C.04.3 art. 4.3: exchanges are ordered by the number of players
// exchanged, then the difference of the BSN sums moved (S2 to S1 minus S1
// to S2), then the highest different BSN moved from S1 (higher first),
// then the lowest different BSN moved from S2 (lower first). One matching
// with the exchange field finds the fewest players and the smallest
// difference any best pairing allows; the players leaving S1 are then
// fixed from the highest down and those joining it from the lowest up,
// each kept only when a best pairing with that cost still exists.
bool BracketSolver::exchange(const std::vector<int>& remainder, int pairs, MatchWeight& best,
                             const std::function<bool(int, int)>& coloursAllow) {
  const int size = static_cast<int>(remainder.size());
  const auto n = static_cast<std::uint64_t>(size);
  Exchange ex;
  ex.index.assign(m_ranked.size(), -1);
  for (int i = 0; i < size; ++i) ex.index[remainder[i]] = i;
  ex.pairs = pairs;
  ex.unit = n * n + 1;          // more than any difference of BSN sums
  ex.unpairedS1 = n * ex.unit;  // more than any split costs
  const auto maxPairs = static_cast<std::uint64_t>(pairs) + 1;
  if (!m_weights.addExchangeField(maxPairs * (n + 2 * ex.unpairedS1))) return false;
  m_exchange = std::move(ex);
  for (int r : remainder) m_side[r] = 0;
  // The layout changed: the best pairing in it, and the cheapest split.
  Solution first = match();
  best = first.total;
  const std::uint64_t target = exchangeCost(first);
  const int count = static_cast<int>(target / m_exchange->unit);
  const auto difference = static_cast<long long>(target % m_exchange->unit);
  auto keepsBest = [&] {
    Solution trial = match();
    if (m_weights.firstDifference(best, trial.total) != Criterion::Order ||
        exchangeCost(trial) != target)
      return false;
    m_current = std::move(trial);
    return true;
  };
  auto finish = [&](bool found) {
    m_exchange.reset();
    m_exchanged = found ? count : 0;
    if (found) m_current = match();
    return found;
  };
  auto setSides = [&](int out, int in) {
    for (int i = 0; i < size; ++i) m_side[remainder[i]] = i < pairs ? 1 : 2;
    m_side[remainder[out]] = 2;
    m_side[remainder[in]] = 1;
  };
  if (count == 1) {
    // One player each way: the pair is fixed by the one leaving S1.
    for (int out = pairs - 1; out >= 0; --out) {
      const auto in = static_cast<int>(out + difference);
      if (in < pairs || in >= size || !coloursAllow(out, in)) continue;
      setSides(out, in);
      if (keepsBest()) return finish(true);
    }
    return finish(false);
  }
  long long outSum = 0;
  int upper = pairs;  // the players of S1 from `upper` on are decided
  for (int left = count; left > 0; --left) {
    bool found = false;
    for (int out = upper - 1; out >= left - 1 && !found; --out) {
      m_side[remainder[out]] = 2;
      if (keepsBest()) {
        found = true;
        outSum += out;
        upper = out;
      } else {
        m_side[remainder[out]] = 1;
      }
    }
    if (!found) return finish(false);
  }
  for (int i = 0; i < upper; ++i) m_side[remainder[i]] = 1;
  long long inSum = 0;
  int lower = pairs;  // the players of S2 below `lower` are decided
  for (int left = count; left > 0; --left) {
    const long long needed = difference + outSum - inSum;  // the BSNs still to move in
    bool found = false;
    for (int in = lower; in + left <= size && !found; ++in) {
      const long long fewest = left * static_cast<long long>(in) + left * (left - 1LL) / 2;
      const long long most =
          in + (left - 1LL) * (2LL * size - left) / 2;  // `in` and the top left - 1
      if (needed < fewest) break;
      m_side[remainder[in]] = 1;
      if (needed <= most && (left == 1 || keepsBest())) {
        found = true;
        inSum += in;
        lower = in + 1;
      } else {
        m_side[remainder[in]] = 2;
      }
    }
    if (!found) return finish(false);
  }
  for (int i = lower; i < size; ++i) m_side[remainder[i]] = 2;
  return finish(true);
}

MatchWeight BracketSolver::bestBeyond(const std::vector<std::pair<int, int>>& pairs) {
  for (int r : m_active) {
    m_floats[r] = inBracket(m_roles[r]);
    m_fixedMate[r] = -1;
  }
  MatchWeight own;
  for (const auto& [a, b] : pairs) {
    m_floats[a] = m_floats[b] = false;
    m_fixedMate[a] = b;
    m_fixedMate[b] = a;
    own += m_weights.pair(a, b);
  }
  return match().total - own;
}

BracketResult BracketSolver::solve() {
  BracketResult result;
  m_current = match();
  for (int r : m_active)
    if (m_current.mate[r] == -1 && m_below != Below::None && !m_nextBracketAlone &&
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
  if (leaving == 1 && byeLeaves && m_weights.countByeUnplayed(true)) m_current = match();
  MatchWeight best = m_current.total;
  Criterion decided = Criterion::Order;
  auto unfixedBracket = [&](int from) {
    std::vector<int> out;
    for (int r : m_active)
      if (r > from && inBracket(m_roles[r]) && m_fixedMate[r] < 0 && !m_floats[r] &&
          pairable(from, r))
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
  // Each S1 player, in BSN order, with the first S2 player (in BSN order,
  // which after an exchange may rank above him) that keeps the best.
  for (int x : s1) {
    if (m_fixedMate[x] >= 0 || m_floats[x]) continue;
    std::vector<int> candidates;
    for (int y : remainder)
      if (y != x && m_fixedMate[y] < 0 && !m_floats[y] && pairable(x, y) &&
          (m_side[x] == 1 ? m_side[y] == 2 : y > x))
        candidates.push_back(y);
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
  result.exchanged = m_exchanged;
  return result;
}

}  // namespace pairing
