// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_bracket.h"

#include "domain/pairing/bipartite_matching.h"
#include "domain/pairing/combinations.h"
#include "domain/pairing/dubov_colours.h"

#include <algorithm>

namespace pairing {

using tournament::Color;

namespace {

// Enough to find the shifters of any real bracket; a bracket that needs
// more tries is left unpaired (the round then fails, named C4).
constexpr long long MaxShifterSets = 200000;

struct Groups {
  std::vector<int> g1;
  std::vector<int> g2;
  std::vector<int> shifted;
};

class BracketPairer {
public:
  explicit BracketPairer(const std::vector<DubovPlayer>& players) : m_players(players) {}

  bool meet(int a, int b) const { return dubovMayMeet(m_players[a], m_players[b]); }

  int crossMatching(const std::vector<int>& left, const std::vector<int>& right) const {
    return maximumBipartiteMatching(static_cast<int>(left.size()), static_cast<int>(right.size()),
                                    [&](int i, int j) { return meet(left[i], right[j]); });
  }

  bool pairable(const Groups& g) const {
    return g.g1.size() == g.g2.size() && crossMatching(g.g1, g.g2) == static_cast<int>(g.g1.size());
  }

  // 4.3.2: White seekers by ascending ARO, then TPN; Black seekers by TPN;
  // 4.3.3: numbered from the middle out.
  std::vector<int> shifterOrder(std::vector<int> pool, bool whiteSeekers) const {
    std::sort(pool.begin(), pool.end(), [&](int a, int b) {
      const auto& x = m_players[a];
      const auto& y = m_players[b];
      if (whiteSeekers && x.aro != y.aro) return x.aro < y.aro;
      return x.tpn() < y.tpn();
    });
    return middleOut(std::move(pool));
  }

  // Moves the first set of `count` players of `from` (by shifter order)
  // into `to` for which `accept` holds.
  std::optional<Groups> shift(
      const Groups& g, bool fromG1, int count,
      const std::function<std::optional<Groups>(const Groups&)>& accept) const {
    const auto& from = fromG1 ? g.g1 : g.g2;
    const std::vector<int> order = shifterOrder(from, fromG1);
    std::optional<Groups> found;
    forEachCombination(static_cast<int>(order.size()), count, MaxShifterSets,
                       [&](const std::vector<int>& chosen) {
                         Groups next = g;
                         auto& src = fromG1 ? next.g1 : next.g2;
                         auto& dst = fromG1 ? next.g2 : next.g1;
                         for (int c : chosen) {
                           const int p = order[c];
                           src.erase(std::find(src.begin(), src.end(), p));
                           dst.push_back(p);
                           next.shifted.push_back(p);
                         }
                         found = accept(next);
                         return found.has_value();
                       });
    return found;
  }

  // 3.2.4, second part: equal sizes by shifting from the larger group.
  std::optional<Groups> equalise(const Groups& g) const {
    if (g.g1.size() == g.g2.size()) return pairable(g) ? std::optional(g) : std::nullopt;
    const bool fromG1 = g.g1.size() > g.g2.size();
    const int count =
        static_cast<int>((fromG1 ? g.g1.size() - g.g2.size() : g.g2.size() - g.g1.size()) / 2);
    return shift(g, fromG1, count, [&](const Groups& next) {
      return pairable(next) ? std::optional(next) : std::nullopt;
    });
  }

  // 3.2.4, first part: players of the smaller group (G1 when equal) who
  // must unavoidably meet each other: as many of them as such pairs move.
  std::optional<Groups> split(const Groups& g) const {
    const bool smallerIsG1 = g.g1.size() <= g.g2.size();
    const auto& smaller = smallerIsG1 ? g.g1 : g.g2;
    const auto& larger = smallerIsG1 ? g.g2 : g.g1;
    const int unmatched = static_cast<int>(smaller.size()) - crossMatching(smaller, larger);
    if (unmatched == 0) return equalise(g);
    const int pairsInside = (unmatched + 1) / 2;
    return shift(g, smallerIsG1, pairsInside, [&](const Groups& next) { return equalise(next); });
  }

  const std::vector<DubovPlayer>& m_players;
};

}  // namespace

std::optional<DubovBracket> pairDubovBracket(const std::vector<DubovPlayer>& players,
                                             const std::vector<int>& bracket, Color initial) {
  BracketPairer pairer(players);
  auto byTpn = [&](int a, int b) { return players[a].tpn() < players[b].tpn(); };
  Groups groups;
  const bool nobodyPlayed = std::none_of(bracket.begin(), bracket.end(),
                                         [&](int p) { return players[p].hasPlayedAGame(); });
  if (nobodyPlayed) {
    // 3.2.3: the first half of the bracket by TPN in G1.
    std::vector<int> ordered = bracket;
    std::sort(ordered.begin(), ordered.end(), byTpn);
    const auto half = ordered.begin() + static_cast<long>(ordered.size() / 2);
    groups.g1.assign(ordered.begin(), half);
    groups.g2.assign(half, ordered.end());
  } else {
    for (int p : bracket)
      (players[p].preference() == Color::White ? groups.g1 : groups.g2).push_back(p);
  }
  const auto split = pairer.split(groups);
  if (!split) return std::nullopt;

  DubovBracket result;
  result.g1 = split->g1;
  result.g2 = split->g2;
  result.shifted = split->shifted;
  // 3.2.5: S1 = G1 by ascending ARO, then TPN; 4.4.2: G2 by TPN.
  std::sort(result.g1.begin(), result.g1.end(), [&](int a, int b) {
    return players[a].aro != players[b].aro ? players[a].aro < players[b].aro : byTpn(a, b);
  });
  std::sort(result.g2.begin(), result.g2.end(), byTpn);
  const auto t2 = firstPerfectBipartiteMatching(
      static_cast<int>(result.g1.size()),
      [&](int i, int j) { return pairer.meet(result.g1[i], result.g2[j]); });
  if (!t2) return std::nullopt;
  for (int j : *t2) result.t2.push_back(result.g2[j]);
  for (std::size_t i = 0; i < result.g1.size(); ++i) {
    const auto& a = players[result.g1[i]];
    const auto& b = players[result.t2[i]];
    const bool aHigher = ranksAbove(a, b);
    const auto choice = aHigher ? dubovColours(a, b, initial) : dubovColours(b, a, initial);
    const Color aGets = aHigher ? choice.higherGets : tournament::opposite(choice.higherGets);
    result.colourViolations += (a.preference() != aGets) + (b.preference() == aGets);
  }
  return result;
}

}  // namespace pairing
