// SPDX-License-Identifier: MIT
#include "domain/tournament/scoring_spec.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace tournament {

namespace {

// One value in points with at most a ".5"/".0" fraction, as half-points.
std::expected<HalfPoints, ScoringSpecError> readHalfPoints(std::string_view text, int column) {
  const auto fail = std::unexpected(ScoringSpecError{ScoringSpecErrorCode::NotAHalfPoint, column});
  if (text.empty() || text.size() > 6) return fail;
  HalfPoints whole = 0;
  std::size_t i = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
    whole = whole * 10 + (text[i] - '0');
  if (i == 0) return fail;
  if (i == text.size()) return whole * 2;
  if (text.substr(i) == ".5") return whole * 2 + 1;
  if (text.substr(i) == ".0") return whole * 2;
  return fail;
}

}  // namespace

std::expected<ScoringSystem, ScoringSpecError> parseScoring(std::string_view spec) {
  std::vector<HalfPoints> values;
  std::size_t start = 0;
  while (start <= spec.size()) {
    const std::size_t comma = std::min(spec.find(',', start), spec.size());
    auto value = readHalfPoints(spec.substr(start, comma - start), static_cast<int>(start));
    if (!value) return std::unexpected(value.error());
    values.push_back(*value);
    start = comma + 1;
  }
  if (values.size() != 3)
    return std::unexpected(ScoringSpecError{ScoringSpecErrorCode::ExpectedThreeValues, 0});
  if (values[0] <= values[1] || values[1] < values[2])
    return std::unexpected(ScoringSpecError{ScoringSpecErrorCode::WinNotHighest, 0});
  ScoringSystem scoring;
  scoring.win = scoring.forfeitWin = scoring.pairingBye = scoring.fullPointBye = values[0];
  scoring.draw = scoring.halfPointBye = values[1];
  scoring.loss = scoring.forfeitLoss = scoring.zeroPointBye = values[2];
  return scoring;
}

std::optional<HalfPoints> parseHalfPoints(std::string_view text) {
  auto value = readHalfPoints(text, 0);
  return value ? std::optional(*value) : std::nullopt;
}

std::string formatHalfPoints(HalfPoints points, bool ascii) {
  const HalfPoints whole = points / 2;
  if (points % 2 == 0) return fmt::format("{}", whole);
  if (ascii) return fmt::format("{}.5", whole);
  return whole == 0 ? std::string("½") : fmt::format("{}½", whole);
}

std::string scoringSpec(const ScoringSystem& scoring) {
  return fmt::format("{},{},{}", formatHalfPoints(scoring.win, true),
                     formatHalfPoints(scoring.draw, true), formatHalfPoints(scoring.loss, true));
}

}  // namespace tournament
