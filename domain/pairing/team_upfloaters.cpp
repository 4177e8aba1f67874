// SPDX-License-Identifier: MIT
#include "domain/pairing/team_upfloaters.h"

#include "domain/pairing/team_pairability.h"

#include <algorithm>
#include <functional>

namespace pairing {

namespace {

// More sets than this of one size and score threshold are not generated
// (a bracket with that many equal candidates is paired from the first ones).
constexpr std::size_t SetLimit = 20000;

std::vector<int> without(const std::vector<int>& from, const std::vector<int>& removed) {
  std::vector<int> rest;
  for (int i : from)
    if (std::ranges::find(removed, i) == removed.end()) rest.push_back(i);
  return rest;
}

std::vector<int> joined(std::vector<int> a, const std::vector<int>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

class UpfloaterSearch {
public:
  UpfloaterSearch(const TeamSwissField& field, const std::vector<int>& residents,
                  const std::vector<int>& lower)
      : m_field(field), m_residents(residents), m_lower(lower) {}

  std::optional<TeamUpfloaterChoice> choose() {
    const std::size_t fewest = m_residents.size() % 2;
    for (std::size_t size = fewest; size <= m_lower.size(); size += 2) {  // C4
      auto choice = chooseOfSize(size);
      if (!choice) continue;
      if (size > fewest && choice->decidedBy == TeamCriterion::None)
        choice->decidedBy = TeamCriterion::C4Upfloaters;
      return choice;
    }
    return std::nullopt;
  }

private:
  tournament::HalfPoints score(int i) const { return m_field.entrants[i].primary; }

  // C1 and C3: the bracket can be paired and so can the teams left.
  bool legal(const std::vector<int>& set) const {
    return canAllBePaired(m_field, joined(m_residents, set)) &&
           canAllBePaired(m_field, without(m_lower, set));
  }

  // C6: unless upfloating empties it, the following scoregroup can be
  // paired with the fewest upfloaters its size allows (none or one) while
  // the teams below it can still be paired.
  bool nextScoregroupPairable(const std::vector<int>& set) const {
    if (m_lower.empty()) return true;
    const auto rest = without(m_lower, set);
    const auto nextScore = score(m_lower.front());
    std::vector<int> next;
    std::vector<int> below;
    for (int i : rest) (score(i) == nextScore ? next : below).push_back(i);
    if (next.empty()) return true;
    if (next.size() % 2 == 0)
      return canAllBePaired(m_field, next) && canAllBePaired(m_field, below);
    for (int candidate : below)
      if (canAllBePaired(m_field, joined(next, {candidate})) &&
          canAllBePaired(m_field, without(below, {candidate})))
        return true;
    return false;
  }

  // C7 (not in the last two rounds): upfloaters who floated last round.
  int floatedLastRound(const std::vector<int>& set) const {
    if (!m_field.floatCriteriaApply()) return 0;
    return static_cast<int>(
        std::ranges::count_if(set, [&](int i) { return m_field.entrants[i].floatedLastRound; }));
  }

  // C5: the scores in ascending order; compared lexicographically, higher
  // is better.
  std::vector<tournament::HalfPoints> profile(const std::vector<int>& set) const {
    std::vector<tournament::HalfPoints> scores;
    for (int i : set) scores.push_back(score(i));
    std::ranges::sort(scores);
    return scores;
  }

  // 3.5.4: sets by the TPNs of their members in 3.5.3 order (`m_lower` is
  // in that order and sets keep it).
  std::vector<int> tpns(const std::vector<int>& set) const {
    std::vector<int> numbers;
    for (int i : set) numbers.push_back(m_field.entrants[i].number);
    return numbers;
  }

  // Sets of `size` from the first `count` lower teams holding at least one
  // of the teams from `newFrom` on (the lowest score level taken so far).
  std::vector<std::vector<int>> sets(std::size_t size, std::size_t count,
                                     std::size_t newFrom) const {
    std::vector<std::vector<int>> out;
    std::vector<int> chosen;
    std::function<void(std::size_t)> extend = [&](std::size_t from) {
      if (out.size() >= SetLimit) return;
      if (chosen.size() == size) {
        if (size == 0 || static_cast<std::size_t>(chosen.back()) >= newFrom) {
          std::vector<int> set;
          for (int k : chosen) set.push_back(m_lower[k]);
          out.push_back(std::move(set));
        }
        return;
      }
      for (std::size_t k = from; k < count; ++k) {
        chosen.push_back(static_cast<int>(k));
        extend(k + 1);
        chosen.pop_back();
      }
    };
    extend(0);
    return out;
  }

  std::optional<TeamUpfloaterChoice> chooseOfSize(std::size_t size) {
    if (size == 0) {
      if (!legal({})) return std::nullopt;
      return TeamUpfloaterChoice{{}, TeamCriterion::None};
    }
    // Widen the candidates one score level at a time: a set holding a team
    // below the threshold has a worse C5 profile than any set above it.
    std::size_t levelStart = 0;
    while (levelStart < m_lower.size()) {
      std::size_t levelEnd = levelStart;
      while (levelEnd < m_lower.size() && score(m_lower[levelEnd]) == score(m_lower[levelStart]))
        ++levelEnd;
      if (levelEnd >= size) {
        auto candidates = sets(size, levelEnd, levelStart);
        std::ranges::stable_sort(candidates, [&](const auto& a, const auto& b) {
          const auto pa = profile(a);
          const auto pb = profile(b);
          if (pa != pb) return pa > pb;
          return tpns(a) < tpns(b);
        });
        if (auto choice = bestOf(candidates)) return choice;
      }
      levelStart = levelEnd;
    }
    return std::nullopt;
  }

  // The best legal set of the best C5 profile: C6, then C7, then the
  // first in order (3.5.5).
  std::optional<TeamUpfloaterChoice> bestOf(const std::vector<std::vector<int>>& candidates) {
    std::optional<TeamUpfloaterChoice> best;
    std::pair<int, int> bestKey;
    std::vector<tournament::HalfPoints> bestProfile;
    TeamCriterion passedOver = TeamCriterion::None;
    for (const auto& set : candidates) {
      if (best && profile(set) != bestProfile) break;
      // A set can do no better than (C6 met, its C7 count).
      if (best && std::pair<int, int>{0, floatedLastRound(set)} >= bestKey) continue;
      if (!legal(set)) {
        passedOver = std::max(passedOver, TeamCriterion::C3Completion);
        continue;
      }
      const std::pair<int, int> key{nextScoregroupPairable(set) ? 0 : 1, floatedLastRound(set)};
      if (!best) {
        bestProfile = profile(set);
        best = TeamUpfloaterChoice{set, passedOver};
        bestKey = key;
      } else if (key < bestKey) {
        best->upfloaters = set;
        best->decidedBy = key.first < bestKey.first ? TeamCriterion::C6NextScoregroup
                                                    : TeamCriterion::C7UpfloatersFloated;
        bestKey = key;
      }
      if (key == std::pair<int, int>{0, 0}) break;
    }
    return best;
  }

  const TeamSwissField& m_field;
  const std::vector<int>& m_residents;
  const std::vector<int>& m_lower;
};

}  // namespace

std::optional<TeamUpfloaterChoice> chooseTeamUpfloaters(const TeamSwissField& field,
                                                        const std::vector<int>& residents,
                                                        const std::vector<int>& lower) {
  return UpfloaterSearch(field, residents, lower).choose();
}

}  // namespace pairing
