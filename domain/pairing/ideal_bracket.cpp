// SPDX-License-Identifier: MIT
#include "domain/pairing/ideal_bracket.h"

#include "domain/pairing/cardinality_matching.h"
#include "domain/pairing/colour_allocation.h"
#include "domain/pairing/colour_conflicts.h"

#include <algorithm>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;

namespace {

bool floatedDown(const PairingPlayer& p) {
  return p.floatBack(1) == Float::Down || p.floatBack(2) == Float::Down;
}

class IdealSearch {
public:
  explicit IdealSearch(const BracketInput& input) : m_in(input), m_mate(input.ranked.size(), -1) {
    for (int r = 0; r < static_cast<int>(input.ranked.size()); ++r) {
      const Role role = input.roles[r];
      if (inBracket(role)) m_bracket.push_back(r);
      if (role == Role::Next || role == Role::Lower) m_anyBelow = true;
    }
  }

  std::optional<BracketResult> run() {
    int mdps = 0;
    PreferenceCounts counts;
    for (int r : m_bracket) {
      if (m_in.roles[r] == Role::MovedDown) ++mdps;
      counts.add(m_in.ranked[r], 1);
    }
    const int size = static_cast<int>(m_bracket.size());
    const int floaters = size % 2;
    if (size < 2 || 2 * mdps > size) return std::nullopt;
    // The last bracket, odd: its odd one out gets the PAB. C5: any
    // resident has the lowest score; C9: the fewest unplayed rounds among
    // the residents who may have it (C2).
    m_givesBye = floaters == 1 && !m_anyBelow;
    if (m_givesBye) {
      for (int r : m_bracket)
        if (m_in.roles[r] == Role::Resident && m_in.byeEligible[r])
          m_fewestUnplayed = std::min(m_fewestUnplayed, m_in.ranked[r].unplayedRounds);
      if (m_fewestUnplayed == NoBye) return std::nullopt;
    }
    m_floaters = floaters;
    std::tie(m_bound12, m_bound13) = conflictsWithin(counts, floaters);
    if (!pairMovedDown() || !pairRemainder()) return std::nullopt;
    BracketResult result;
    for (int r : m_bracket) {
      if (m_mate[r] > r) result.pairs.emplace_back(r, m_mate[r]);
      if (m_mate[r] < 0) result.downfloaters.push_back(r);
    }
    if (m_givesBye) result.bye = result.downfloaters.front();
    result.decidedBy =
        m_decided == Criterion::Order && result.pairs.empty() ? Criterion::None : m_decided;
    return result;
  }

private:
  static constexpr int MaxLeaves = 4;
  static constexpr int NoBye = 1 << 20;

  // Whether r may be the odd one out of an ideal candidate: no downfloat
  // one or two rounds before (C14, C16); for the PAB also C2 and C9.
  bool mayFloat(int r) const {
    const PairingPlayer& p = m_in.ranked[r];
    if (floatedDown(p)) return false;
    return !m_givesBye || (m_in.byeEligible[r] && p.unplayedRounds == m_fewestUnplayed);
  }

  // Why x (the higher ranked) and y cannot be a pair of an ideal candidate:
  // a repeated float (C14-C21, as BracketWeights counts them) or more
  // colour conflicts than the bound leaves; Criterion::None if they can.
  Criterion reject(int x, int y, int& c12, int& c13) const {
    const PairingPlayer& a = m_in.ranked[x];
    const PairingPlayer& b = m_in.ranked[y];
    const bool aMoved = m_in.roles[x] == Role::MovedDown;
    const bool bMoved = m_in.roles[y] == Role::MovedDown;
    if (aMoved != bMoved) {
      const PairingPlayer& resident = aMoved ? b : a;
      if (resident.floatBack(1) == Float::Up) return Criterion::C15RepeatedUpfloat;
      if (resident.floatBack(2) == Float::Up) return Criterion::C17UpfloatTwoRoundsBack;
    } else if (aMoved && (floatedDown(a) || floatedDown(b))) {
      return Criterion::C18RepeatedDownfloatScore;
    }
    const ColourCost cost = colourCost(a, b, allocateColours(a, b, m_in.initial).first);
    if (cost.topscorerDifference > 0) return Criterion::C10TopscorerColourDifference;
    if (cost.topscorerThrice > 0) return Criterion::C11TopscorerSameColourThrice;
    c12 = m_cost12 + cost.preference;
    c13 = m_cost13 + cost.strongPreference;
    if (c12 > m_bound12) return Criterion::C12ColourPreference;
    if (c13 > m_bound13) return Criterion::C13StrongColourPreference;
    return Criterion::None;
  }

  void note(Criterion c) { m_decided = std::min(m_decided, c); }

  // C.04.3 art. 4: each MDP, by rank, with the first player below him in
  // the bracket who fits; a choice is never taken back (the matching
  // would have to decide whether a later split needs it).
  bool pairMovedDown() {
    PreferenceCounts open;
    for (int r : m_bracket) open.add(m_in.ranked[r], 1);
    for (int x : m_bracket) {
      if (m_in.roles[x] != Role::MovedDown || m_mate[x] >= 0) continue;
      bool paired = false;
      open.add(m_in.ranked[x], -1);
      for (int y : m_bracket) {
        if (y <= x || m_mate[y] >= 0 || !m_in.compatible(x, y)) continue;
        int c12 = 0;
        int c13 = 0;
        if (const Criterion c = reject(x, y, c12, c13); c != Criterion::None) {
          note(c);
          continue;
        }
        open.add(m_in.ranked[y], -1);
        const auto [rest12, rest13] = conflictsWithin(open, m_floaters);
        if (c12 + rest12 > m_bound12 || c13 + rest13 > m_bound13) {
          note(c12 + rest12 > m_bound12 ? Criterion::C12ColourPreference
                                        : Criterion::C13StrongColourPreference);
          open.add(m_in.ranked[y], 1);
          continue;
        }
        m_mate[x] = y;
        m_mate[y] = x;
        m_cost12 = c12;
        m_cost13 = c13;
        paired = true;
        break;
      }
      if (!paired) return false;
    }
    return true;
  }

  // The remainder: S1 its first p players, S2 the rest, transpositions of
  // S2 in lexicographic order (art. 4.2), depth first with the bounds.
  bool pairRemainder() {
    std::vector<int> remainder;
    for (int r : m_bracket)
      if (m_mate[r] < 0) remainder.push_back(r);
    const auto pairs = static_cast<std::ptrdiff_t>(remainder.size() / 2);
    m_s1.assign(remainder.begin(), remainder.begin() + pairs);
    m_s2.assign(remainder.begin() + pairs, remainder.end());
    m_used.assign(m_s2.size(), false);
    m_s1Counts = {};
    m_s2Counts = {};
    for (int r : m_s1) m_s1Counts.add(m_in.ranked[r], 1);
    for (int r : m_s2) {
      m_s2Counts.add(m_in.ranked[r], 1);
      if (!mayFloat(r)) ++m_mustPair;
    }
    m_nodeLimit = 8 * static_cast<long>(remainder.size()) + 2000;
    return search(0);
  }

  bool search(std::size_t i) {
    if (++m_nodes > m_nodeLimit) m_aborted = true;
    if (m_aborted) return false;
    if (i == m_s1.size()) return leaf();
    const int x = m_s1[i];
    m_s1Counts.add(m_in.ranked[x], -1);
    for (std::size_t j = 0; j < m_s2.size() && !m_aborted; ++j) {
      const int y = m_s2[j];
      if (m_used[j] || !m_in.compatible(x, y)) continue;
      int c12 = 0;
      int c13 = 0;
      if (const Criterion c = reject(x, y, c12, c13); c != Criterion::None) {
        note(c);
        continue;
      }
      const bool must = !mayFloat(y);
      m_s2Counts.add(m_in.ranked[y], -1);
      m_mustPair -= must ? 1 : 0;
      const auto [rest12, rest13] = bipartiteConflicts(m_s1Counts, m_s2Counts);
      const bool open = m_mustPair <= static_cast<int>(m_s1.size() - i - 1);
      if (c12 + rest12 > m_bound12) {
        note(Criterion::C12ColourPreference);
      } else if (c13 + rest13 > m_bound13) {
        note(Criterion::C13StrongColourPreference);
      } else if (!open) {
        note(Criterion::C14RepeatedDownfloat);
      } else {
        const int saved12 = m_cost12;
        const int saved13 = m_cost13;
        m_used[j] = true;
        m_mate[x] = y;
        m_mate[y] = x;
        m_cost12 = c12;
        m_cost13 = c13;
        if (search(i + 1)) return true;
        m_used[j] = false;
        m_mate[x] = m_mate[y] = -1;
        m_cost12 = saved12;
        m_cost13 = saved13;
      }
      m_s2Counts.add(m_in.ranked[y], 1);
      m_mustPair += must ? 1 : 0;
    }
    m_s1Counts.add(m_in.ranked[x], 1);
    return false;
  }

  // A complete candidate within the colour and float bounds: it is ideal
  // when the next bracket and everyone below can be paired as well as any
  // candidate could allow (C8, C4, C5).
  bool leaf() {
    if (++m_leaves > MaxLeaves) {
      m_aborted = true;
      return false;
    }
    std::vector<int> floaters;
    for (std::size_t j = 0; j < m_s2.size(); ++j)
      if (!m_used[j]) floaters.push_back(m_s2[j]);
    for (int r : floaters)
      if (!mayFloat(r)) {
        note(m_givesBye ? Criterion::C9ByeUnplayed : Criterion::C14RepeatedDownfloat);
        return false;
      }
    if (m_givesBye) return true;
    switch (boundsBelow(m_in, floaters)) {
      case BoundsBelow::Reached:
        return true;
      case BoundsBelow::C8Missed:
        note(Criterion::C8NextBracket);
        return false;
      case BoundsBelow::Unknown:
        m_aborted = true;
        return false;
    }
    return false;
  }

  const BracketInput& m_in;
  std::vector<int> m_bracket;
  bool m_anyBelow = false;
  std::vector<int> m_mate;
  int m_bound12 = 0, m_bound13 = 0, m_cost12 = 0, m_cost13 = 0;
  std::vector<int> m_s1, m_s2;
  std::vector<bool> m_used;
  PreferenceCounts m_s1Counts, m_s2Counts;
  int m_mustPair = 0;
  int m_floaters = 0;
  bool m_givesBye = false;
  int m_fewestUnplayed = NoBye;
  long m_nodes = 0, m_nodeLimit = 0;
  int m_leaves = 0;
  bool m_aborted = false;
  Criterion m_decided = Criterion::Order;
};

}  // namespace

namespace {

// C8: the downfloaters and the next scoregroup pair everyone but the
// odd one out of the scoregroup (`leftover`, one such player).
bool nextBracketPairs(const BracketInput& input, const std::vector<int>& floaters,
                      std::optional<int>& leftover) {
  std::vector<int> group = floaters;
  for (int r = 0; r < static_cast<int>(input.ranked.size()); ++r)
    if (input.roles[r] == Role::Next) group.push_back(r);
  const int count = static_cast<int>(group.size());
  const int dummy = count % 2 == 1 ? count : -1;
  const int downfloaters = static_cast<int>(floaters.size());
  const auto adjacent = [&](int u, int v) {
    if (u == dummy) return v >= downfloaters;
    if (v == dummy) return u >= downfloaters;
    return input.compatible(group[u], group[v]);
  };
  const auto mate = maximumCardinalityMatching(count + (dummy >= 0 ? 1 : 0), adjacent);
  if (std::find(mate.begin(), mate.end(), -1) != mate.end()) return false;
  if (dummy >= 0) leftover = group[mate[dummy]];
  return true;
}

// C4/C5: the odd one out and all players below can be paired, the PAB
// (if any) at the lowest score of the players left.
bool lowerPairs(const BracketInput& input, std::optional<int> leftover) {
  std::vector<int> rest;
  for (int r = 0; r < static_cast<int>(input.ranked.size()); ++r)
    if (input.roles[r] == Role::Lower) rest.push_back(r);
  if (leftover) rest.push_back(*leftover);
  if (rest.empty()) return true;
  std::optional<HalfPoints> lowest;
  for (std::size_t r = 0; r < input.ranked.size(); ++r)
    if (input.roles[r] != Role::Out && input.byeEligible[r] &&
        (!lowest || input.ranked[r].score < *lowest))
      lowest = input.ranked[r].score;
  if (rest.size() % 2 == 1 && !lowest) return false;
  return canPairAll(input, rest, lowest);
}

}  // namespace

BoundsBelow boundsBelow(const BracketInput& input, const std::vector<int>& downfloaters) {
  std::optional<int> leftover;
  if (!nextBracketPairs(input, downfloaters, leftover)) return BoundsBelow::C8Missed;
  // The odd one out found is one of possibly several: if he and the
  // players below cannot all be paired, another might; only the matching
  // can tell.
  return lowerPairs(input, leftover) ? BoundsBelow::Reached : BoundsBelow::Unknown;
}

std::optional<BracketResult> idealBracket(const BracketInput& input) {
  return IdealSearch(input).run();
}

bool canPairAll(const BracketInput& input, const std::vector<int>& players,
                std::optional<HalfPoints> byeScore) {
  const int count = static_cast<int>(players.size());
  const int byeVertex = count % 2 == 1 ? count : -1;
  const auto eligible = [&](int u) {
    const int r = players[u];
    return input.byeEligible[r] && (!byeScore || input.ranked[r].score == *byeScore);
  };
  const auto adjacent = [&](int u, int v) {
    if (u == byeVertex) return eligible(v);
    if (v == byeVertex) return eligible(u);
    return input.compatible(players[u], players[v]);
  };
  const auto mate = maximumCardinalityMatching(count + (byeVertex >= 0 ? 1 : 0), adjacent);
  return std::find(mate.begin(), mate.end(), -1) == mate.end();
}

}  // namespace pairing
