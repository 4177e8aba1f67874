// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_upfloaters.h"

#include "domain/pairing/cardinality_matching.h"
#include "domain/pairing/combinations.h"

#include <algorithm>
#include <cstdlib>
#include <queue>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;

namespace {

// Sets of one container tried at most (C7-C10 then order); enough for any
// real bracket.
constexpr long long MaxSetsPerContainer = 20000;

// A container (4.2.2): how many upfloaters from each score level of the
// pool, levels by descending score.
using Container = std::vector<int>;

// Every container of `k` upfloaters over levels of the given sizes, in the
// order of C6: the lowest upfloater's score highest first, then the next.
std::vector<Container> containers(const std::vector<int>& levelSizes,
                                  const std::vector<HalfPoints>& levelScores, int k) {
  std::vector<Container> all;
  Container current(levelSizes.size(), 0);
  std::function<void(std::size_t, int)> fill = [&](std::size_t level, int left) {
    if (level == levelSizes.size()) {
      if (left == 0) all.push_back(current);
      return;
    }
    for (int take = std::min(left, levelSizes[level]); take >= 0; --take) {
      current[level] = take;
      fill(level + 1, left - take);
    }
    current[level] = 0;
  };
  fill(0, k);
  auto ascendingScores = [&](const Container& c) {
    std::vector<HalfPoints> s;
    for (std::size_t l = c.size(); l-- > 0;)
      for (int i = 0; i < c[l]; ++i) s.push_back(levelScores[l]);
    return s;
  };
  std::stable_sort(all.begin(), all.end(), [&](const Container& a, const Container& b) {
    return ascendingScores(a) > ascendingScores(b);
  });
  return all;
}

// The sets of a container in lexicographic order of sequence numbers: the
// choice in the highest level is the most significant.
void forEachSet(const std::vector<std::vector<int>>& levels, const Container& container,
                const std::function<bool(const std::vector<int>&)>& visit) {
  std::vector<int> chosen;
  long long visited = 0;
  std::function<bool(std::size_t)> walk = [&](std::size_t level) -> bool {
    if (level == levels.size()) return ++visited > MaxSetsPerContainer || visit(chosen);
    const auto& members = levels[level];
    return forEachCombination(static_cast<int>(members.size()), container[level],
                              MaxSetsPerContainer, [&](const std::vector<int>& picks) {
                                const auto mark = chosen.size();
                                for (int p : picks) chosen.push_back(members[p]);
                                const bool stop = walk(level + 1);
                                chosen.resize(mark);
                                return stop;
                              });
  };
  walk(0);
}

struct Candidate {
  UpfloaterQuality quality;
  long long order = 0;  // position in the sequence-number order
  std::vector<int> upfloaters;
  std::optional<DubovBracket> bracket;  // set once paired
};

// C7 cannot be below half the gap between White and Black seekers (all
// players without games seek Black: one of each pair then misses it).
int colourViolationBound(const std::vector<DubovPlayer>& players, const std::vector<int>& bracket) {
  int white = 0;
  for (int p : bracket) white += players[p].preference() == Color::White;
  const int black = static_cast<int>(bracket.size()) - white;
  return std::abs(white - black) / 2;
}

class UpfloaterSearch {
public:
  UpfloaterSearch(const std::vector<DubovPlayer>& players, const std::vector<int>& residents,
                  const DubovBracketContext& context)
      : m_players(players), m_residents(residents), m_context(context) {}

  std::vector<int> bracketWith(const std::vector<int>& upfloaters) const {
    std::vector<int> bracket = m_residents;
    bracket.insert(bracket.end(), upfloaters.begin(), upfloaters.end());
    return bracket;
  }

  UpfloaterQuality quality(const std::vector<int>& upfloaters, int colourViolations) const {
    return upfloaterQuality(m_players, upfloaters, colourViolations, m_context.maxUpfloats,
                            !m_context.lastRound);
  }

  // The best legal set of one container: best-first over C7 (its lower
  // bound until paired), C8-C10, then order.
  std::optional<DubovBracketChoice> bestOf(const std::vector<std::vector<int>>& levels,
                                           const Container& container) const {
    auto worse = [](const Candidate& a, const Candidate& b) {
      const auto c = compareQuality(a.quality, b.quality);
      if (c.criterion != DubovCriterion::None) return !c.firstBetter;
      if (a.order != b.order) return a.order > b.order;
      return a.bracket.has_value() < b.bracket.has_value();
    };
    std::priority_queue<Candidate, std::vector<Candidate>, decltype(worse)> queue(worse);
    long long order = 0;
    forEachSet(levels, container, [&](const std::vector<int>& set) {
      Candidate c;
      c.upfloaters = set;
      c.order = order++;
      c.quality = quality(set, colourViolationBound(m_players, bracketWith(set)));
      queue.push(std::move(c));
      return false;
    });
    std::optional<Candidate> firstLegal;
    while (!queue.empty()) {
      Candidate c = queue.top();
      queue.pop();
      if (!c.bracket) {
        c.bracket = pairDubovBracket(m_players, bracketWith(c.upfloaters), m_context.initial);
        if (!c.bracket) continue;
        c.quality = quality(c.upfloaters, c.bracket->colourViolations);
        queue.push(std::move(c));
        continue;
      }
      if (!m_context.completes(bracketWith(c.upfloaters))) continue;
      DubovBracketChoice choice{c.upfloaters, *c.bracket, DubovCriterion::None};
      if (c.order > 0) choice.decidedBy = decidedBy(levels, container, c);
      return choice;
    }
    return std::nullopt;
  }

  // The criterion that put `chosen` before the sets that precede it in
  // order: the first by which it beats the first legal one of them.
  DubovCriterion decidedBy(const std::vector<std::vector<int>>& levels, const Container& container,
                           const Candidate& chosen) const {
    DubovCriterion result = DubovCriterion::C4Completion;
    long long order = 0;
    forEachSet(levels, container, [&](const std::vector<int>& set) {
      if (order++ >= chosen.order) return true;
      const auto bracket = pairDubovBracket(m_players, bracketWith(set), m_context.initial);
      if (!bracket) return false;
      const auto c = compareQuality(chosen.quality, quality(set, bracket->colourViolations));
      if (c.criterion != DubovCriterion::None) result = c.criterion;
      return true;
    });
    return result;
  }

private:
  const std::vector<DubovPlayer>& m_players;
  const std::vector<int>& m_residents;
  const DubovBracketContext& m_context;
};

// C5's lower bound: residents left over by a maximum matching among them.
int fewestUpfloatersPossible(const std::vector<DubovPlayer>& players,
                             const std::vector<int>& residents) {
  const auto mate = maximumCardinalityMatching(
      static_cast<int>(residents.size()),
      [&](int a, int b) { return dubovMayMeet(players[residents[a]], players[residents[b]]); });
  return static_cast<int>(std::count(mate.begin(), mate.end(), -1));
}

}  // namespace

std::optional<DubovBracketChoice> chooseUpfloaters(const std::vector<DubovPlayer>& players,
                                                   const std::vector<int>& residents,
                                                   const std::vector<int>& pool,
                                                   const DubovBracketContext& context) {
  UpfloaterSearch search(players, residents, context);
  // Only a player who may meet a resident can be an upfloater.
  std::vector<std::vector<int>> levels;
  std::vector<HalfPoints> levelScores;
  for (int p : pool) {
    const bool useful = std::any_of(residents.begin(), residents.end(),
                                    [&](int r) { return dubovMayMeet(players[r], players[p]); });
    if (!useful) continue;
    if (levels.empty() || levelScores.back() != players[p].score()) {
      levels.emplace_back();
      levelScores.push_back(players[p].score());
    }
    levels.back().push_back(p);
  }
  std::vector<int> levelSizes;
  int available = 0;
  for (const auto& l : levels) {
    levelSizes.push_back(static_cast<int>(l.size()));
    available += static_cast<int>(l.size());
  }
  const int most = std::min(static_cast<int>(residents.size()), available);
  bool betterContainerFailed = false;
  for (int k = fewestUpfloatersPossible(players, residents); k <= most; k += 2) {
    for (const auto& container : containers(levelSizes, levelScores, k)) {
      if (auto choice = search.bestOf(levels, container)) {
        if (betterContainerFailed && choice->decidedBy == DubovCriterion::None)
          choice->decidedBy = DubovCriterion::C6UpfloaterScores;
        return choice;
      }
      betterContainerFailed = true;
    }
    betterContainerFailed = false;
  }
  return std::nullopt;
}

}  // namespace pairing
