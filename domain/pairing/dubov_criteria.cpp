// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_criteria.h"

#include <algorithm>

namespace pairing {

std::string dubovCriterionLabel(DubovCriterion c) {
  if (c == DubovCriterion::None) return "none";
  if (c == DubovCriterion::Order) return "order";
  return "C" + std::to_string(static_cast<int>(c));
}

UpfloaterQuality upfloaterQuality(const std::vector<DubovPlayer>& players,
                                  const std::vector<int>& upfloaters, int colourViolations,
                                  int maxUpfloats, bool floatCriteria) {
  UpfloaterQuality q;
  q.colourViolations = colourViolations;
  for (int u : upfloaters) {
    const auto& p = players[u];
    q.scores.push_back(p.score());
    if (!floatCriteria) continue;
    if (p.upfloats >= maxUpfloats) {
      ++q.maximumUpfloaters;
      q.maximumUpfloats += p.upfloats;
    }
    if (p.upfloatedLast) ++q.repeatedUpfloaters;
  }
  std::sort(q.scores.begin(), q.scores.end());
  return q;
}

QualityComparison compareQuality(const UpfloaterQuality& a, const UpfloaterQuality& b) {
  // C6: the smallest score difference first, i.e. the lowest upfloater's
  // score, then the next (a higher score is a smaller difference).
  if (a.scores != b.scores) return {DubovCriterion::C6UpfloaterScores, a.scores > b.scores};
  const std::pair<DubovCriterion, std::pair<int, int>> fewer[] = {
      {DubovCriterion::C7ColourPreference, {a.colourViolations, b.colourViolations}},
      {DubovCriterion::C8MaximumUpfloaters, {a.maximumUpfloaters, b.maximumUpfloaters}},
      {DubovCriterion::C9MaximumUpfloats, {a.maximumUpfloats, b.maximumUpfloats}},
      {DubovCriterion::C10RepeatedUpfloat, {a.repeatedUpfloaters, b.repeatedUpfloaters}},
  };
  for (const auto& [criterion, counts] : fewer)
    if (counts.first != counts.second) return {criterion, counts.first < counts.second};
  return {};
}

}  // namespace pairing
