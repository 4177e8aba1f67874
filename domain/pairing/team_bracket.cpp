// SPDX-License-Identifier: MIT
#include "domain/pairing/team_bracket.h"

#include "domain/pairing/weighted_matching.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace pairing {

TeamBracketQuality teamPairQuality(const TeamSwissField& field, int a, int b, bool aUpfloater,
                                   bool bUpfloater) {
  const auto& ea = field.entrants[a];
  const auto& eb = field.entrants[b];
  TeamBracketQuality q;
  // 4.3.2-4.3.4 grant one preference, opposite ones and the strong over
  // the mild: only two teams wanting the same colour leave one unmet.
  if (ea.preference.colour && ea.preference.colour == eb.preference.colour) {
    q.colourPreferences = 1;  // C8
    if (field.typeB() && ea.preference.strong && eb.preference.strong)
      q.strongColourPreferences = 1;  // C9
  }
  if (field.floatCriteriaApply())  // C10
    q.floatedOpponents =
        (aUpfloater && eb.floatedLastRound ? 1 : 0) + (bUpfloater && ea.floatedLastRound ? 1 : 0);
  return q;
}

namespace {

enum class Side : std::uint8_t { Open, Top, Bottom };

// The search for the first pairing in identifier order among the best by
// C8-C10. Positions are ranks by TPN. A current pairing `m_mate` that is
// best and keeps every decision so far certifies the next decision when it
// already agrees; else a swap of two pairs, or else an optimum matching
// under the decisions (the blossom algorithm) settles it.
class BracketSearch {
public:
  BracketSearch(const TeamSwissField& field, std::vector<int> members,
                const std::vector<int>& upfloaters)
      : m_field(field), m_members(std::move(members)), m_size(static_cast<int>(m_members.size())) {
    std::ranges::sort(m_members, [&](int a, int b) {
      return field.entrants[a].number < field.entrants[b].number;
    });
    m_scale = m_size + 1;
    m_cost.assign(static_cast<std::size_t>(m_size) * m_size, -1);
    for (int i = 0; i < m_size; ++i)
      for (int j = i + 1; j < m_size; ++j) {
        if (field.met(m_members[i], m_members[j])) continue;  // C1
        const auto q = teamPairQuality(field, m_members[i], m_members[j], isUp(upfloaters, i),
                                       isUp(upfloaters, j));
        const std::int64_t c =
            (q.colourPreferences * m_scale + q.strongColourPreferences) * m_scale +
            q.floatedOpponents;
        m_cost[i * m_size + j] = m_cost[j * m_size + i] = c;
      }
    m_side.assign(m_size, Side::Open);
    m_fixed.assign(m_size, -1);
  }

  std::optional<TeamBracketPairing> run() {
    const int half = m_size / 2;
    std::vector<int> natural(m_size);
    for (int i = 0; i < half; ++i) {
      natural[i] = half + i;
      natural[half + i] = i;
    }
    // The natural pairing has the smallest identifier of all: when it is
    // legal and no pairing can do better by C8-C10, it is the answer.
    if (complete(natural) && cost(natural) == lowerBound()) return answer(natural);
    auto best = optimum();
    if (!best) return std::nullopt;
    m_mate = std::move(*best);
    m_target = cost(m_mate);
    chooseTops();
    chooseBottoms();
    return answer(m_mate);
  }

private:
  bool isUp(const std::vector<int>& upfloaters, int rank) const {
    return std::ranges::find(upfloaters, m_members[rank]) != upfloaters.end();
  }
  std::int64_t edge(int i, int j) const { return m_cost[i * m_size + j]; }
  bool legal(int i, int j) const { return edge(i, j) >= 0; }

  bool complete(const std::vector<int>& mate) const {
    for (int i = 0; i < m_size; ++i)
      if (mate[i] < 0 || !legal(i, mate[i])) return false;
    return true;
  }
  std::int64_t cost(const std::vector<int>& mate) const {
    std::int64_t sum = 0;
    for (int i = 0; i < m_size; ++i)
      if (i < mate[i]) sum += edge(i, mate[i]);
    return sum;
  }

  // C8 and C9 at their least if colour were the only constraint: a pair
  // grants at most one White and one Black preference.
  std::int64_t lowerBound() const {
    const int half = m_size / 2;
    int white = 0, black = 0, strongWhite = 0, strongBlack = 0;
    for (int member : m_members) {
      const auto& p = m_field.entrants[member].preference;
      if (!p.colour) continue;
      const bool w = *p.colour == tournament::Color::White;
      (w ? white : black) += 1;
      if (m_field.typeB() && p.strong) (w ? strongWhite : strongBlack) += 1;
    }
    const std::int64_t c8 = std::max({0, white - half, black - half});
    const std::int64_t c9 = std::max({0, strongWhite - half, strongBlack - half});
    return (c8 * m_scale + c9) * m_scale;
  }

  bool allowed(int i, int j) const {  // i < j
    if (!legal(i, j) || m_fixed[i] >= 0 || m_fixed[j] >= 0) return false;
    return m_side[i] != Side::Bottom && m_side[j] != Side::Top;
  }

  // A pairing of the least cost under the decisions so far, or nullopt.
  std::optional<std::vector<int>> optimum() const {
    std::vector<int> open;
    std::vector<int> index(m_size, -1);
    for (int i = 0; i < m_size; ++i)
      if (m_fixed[i] < 0) {
        index[i] = static_cast<int>(open.size());
        open.push_back(i);
      }
    const std::int64_t maxCost = m_scale * m_scale * m_scale;
    const int half = m_size / 2;
    std::vector<WeightedEdge> edges;
    for (std::size_t a = 0; a < open.size(); ++a)
      for (std::size_t b = a + 1; b < open.size(); ++b) {
        const int i = open[a], j = open[b];
        if (!allowed(i, j)) continue;
        WeightedEdge e{static_cast<int>(a), static_cast<int>(b), {}};
        e.weight.addField(192, 1);  // every team paired first
        e.weight.addField(64, static_cast<std::uint64_t>(maxCost - edge(i, j)));
        // Among equals, a pairing near the natural one: fewer decisions to revise.
        e.weight.addField(0, static_cast<std::uint64_t>((i < half ? m_size : 0) + m_size -
                                                        std::abs(j - i - half)));
        edges.push_back(e);
      }
    const auto matching = maximumWeightMatching(static_cast<int>(open.size()), edges);
    std::vector<int> mate = m_fixed;
    for (std::size_t a = 0; a < open.size(); ++a) {
      if (matching.mate[a] < 0) return std::nullopt;
      mate[open[a]] = open[matching.mate[a]];
    }
    return mate;
  }

  // Whether a best pairing keeps the decisions; it becomes the current one.
  bool settle() {
    auto mate = optimum();
    if (!mate || cost(*mate) != m_target) return false;
    m_mate = std::move(*mate);
    return true;
  }

  // 3.6.2: the tops' TPNs come first in the identifier, so each team in
  // TPN order is a top member whenever a best pairing allows it.
  void chooseTops() {
    int tops = 0;
    const int half = m_size / 2;
    for (int x = 0; x < m_size; ++x) {
      if (tops == half) {
        m_side[x] = Side::Bottom;
        continue;
      }
      m_side[x] = Side::Top;
      if (m_mate[x] > x || swapToTop(x) || settle()) {
        ++tops;
      } else {
        m_side[x] = Side::Bottom;
      }
    }
  }

  // x is a bottom in the current pairing, with top y: re-pairs y, x and a
  // later pair a-b as y-a, x-b or y-b, x-a at the same cost.
  bool swapToTop(int x) {
    const int y = m_mate[x];
    const std::int64_t before = edge(y, x);
    for (int a = x + 1; a < m_size; ++a) {
      const int b = m_mate[a];
      if (b < a) continue;
      const std::int64_t old = before + edge(a, b);
      for (const auto& [ya, xb] : {std::pair{a, b}, std::pair{b, a}}) {
        if (!legal(y, ya) || !legal(x, xb)) continue;
        if (edge(y, ya) + edge(x, xb) != old) continue;
        m_mate[y] = ya;
        m_mate[ya] = y;
        m_mate[x] = xb;
        m_mate[xb] = x;
        return true;
      }
    }
    return false;
  }

  // Then the bottoms, in the order of their tops: each top takes the
  // smallest bottom a best pairing allows.
  void chooseBottoms() {
    for (int t = 0; t < m_size; ++t) {
      if (m_side[t] != Side::Top) continue;
      for (int b = t + 1; b < m_mate[t]; ++b) {
        if (m_side[b] != Side::Bottom || m_fixed[b] >= 0 || !legal(t, b)) continue;
        if (swapBottoms(t, b)) break;
        m_fixed[t] = b;
        m_fixed[b] = t;
        if (settle()) break;
        m_fixed[t] = m_fixed[b] = -1;
      }
      m_fixed[t] = m_mate[t];
      m_fixed[m_mate[t]] = t;
    }
  }

  // t-p and u-b become t-b and u-p at the same cost.
  bool swapBottoms(int t, int b) {
    const int p = m_mate[t];
    const int u = m_mate[b];
    if (m_fixed[u] >= 0 || u > p || !legal(u, p)) return false;
    if (edge(t, b) + edge(u, p) != edge(t, p) + edge(u, b)) return false;
    m_mate[t] = b;
    m_mate[b] = t;
    m_mate[u] = p;
    m_mate[p] = u;
    return true;
  }

  TeamBracketPairing answer(const std::vector<int>& mate) const {
    TeamBracketPairing out;
    for (int i = 0; i < m_size; ++i) {
      if (i > mate[i]) continue;
      out.pairs.emplace_back(m_members[i], m_members[mate[i]]);
      const std::int64_t c = edge(i, mate[i]);
      out.quality.colourPreferences += static_cast<int>(c / (m_scale * m_scale));
      out.quality.strongColourPreferences += static_cast<int>(c / m_scale % m_scale);
      out.quality.floatedOpponents += static_cast<int>(c % m_scale);
    }
    return out;
  }

  const TeamSwissField& m_field;
  std::vector<int> m_members;  // entrant indices by TPN
  int m_size = 0;
  std::int64_t m_scale = 1;
  std::vector<std::int64_t> m_cost;  // per pair of ranks; -1 = already met
  std::vector<Side> m_side;
  std::vector<int> m_fixed;  // a decided pair's other rank, or -1
  std::vector<int> m_mate;   // the current best pairing, by rank
  std::int64_t m_target = 0;
};

}  // namespace

std::optional<TeamBracketPairing> pairTeamBracket(const TeamSwissField& field,
                                                  std::vector<int> members,
                                                  const std::vector<int>& upfloaters) {
  if (members.size() % 2 != 0) return std::nullopt;
  if (members.empty()) return TeamBracketPairing{};
  return BracketSearch(field, std::move(members), upfloaters).run();
}

}  // namespace pairing
