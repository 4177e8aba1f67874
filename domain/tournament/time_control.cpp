// SPDX-License-Identifier: MIT
#include "domain/tournament/time_control.h"

#include <fmt/format.h>

#include <algorithm>

namespace tournament {

int TimeControl::allowanceSeconds(int moveNumber) const {
  int allowance = 0;
  int periodStart = 1;  // the first move number of the period being looked at
  for (const auto& period : periods) {
    if (moveNumber < periodStart) break;
    allowance += period.baseSeconds;
    const int last = period.moves == 0 ? moveNumber : periodStart + period.moves - 1;
    const int movesInPeriod = std::min(moveNumber, last) - periodStart + 1;
    allowance += movesInPeriod * period.incrementSeconds;
    if (period.moves == 0) break;
    periodStart += period.moves;
  }
  return allowance;
}

std::string TimeControl::spec() const {
  std::string text;
  for (const auto& period : periods) {
    if (!text.empty()) text += ',';
    if (period.moves > 0) text += fmt::format("{}/", period.moves);
    text += fmt::format("{}", period.baseSeconds / 60);
    if (period.incrementSeconds > 0) text += fmt::format("+{}", period.incrementSeconds);
    if (period.delaySeconds > 0) text += fmt::format("d{}", period.delaySeconds);
  }
  return text;
}

namespace {

class SpecReader {
public:
  explicit SpecReader(std::string_view text) : m_text(text) {}
  int column() const { return static_cast<int>(m_pos); }
  bool atEnd() const { return m_pos >= m_text.size(); }
  bool accept(char c) {
    if (atEnd() || m_text[m_pos] != c) return false;
    ++m_pos;
    return true;
  }
  std::expected<int, TimeControlError> number() {
    const std::size_t start = m_pos;
    long value = 0;
    while (!atEnd() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
      value = value * 10 + (m_text[m_pos++] - '0');
      if (value > 100000)
        return std::unexpected(
            TimeControlError{TimeControlErrorCode::NumberTooLarge, static_cast<int>(start)});
    }
    if (m_pos == start)
      return std::unexpected(TimeControlError{TimeControlErrorCode::ExpectedNumber, column()});
    return static_cast<int>(value);
  }

private:
  std::string_view m_text;
  std::size_t m_pos = 0;
};

std::expected<TimePeriod, TimeControlError> readPeriod(SpecReader& reader) {
  TimePeriod period;
  const int start = reader.column();
  auto first = reader.number();
  if (!first) return std::unexpected(first.error());
  int minutes = *first;
  if (reader.accept('/')) {
    period.moves = *first;
    auto base = reader.number();
    if (!base) return std::unexpected(base.error());
    minutes = *base;
  }
  if (minutes == 0)
    return std::unexpected(TimeControlError{TimeControlErrorCode::ZeroBaseTime, start});
  period.baseSeconds = minutes * 60;
  if (reader.accept('+')) {
    auto increment = reader.number();
    if (!increment) return std::unexpected(increment.error());
    period.incrementSeconds = *increment;
  } else if (reader.accept('d')) {
    auto delay = reader.number();
    if (!delay) return std::unexpected(delay.error());
    period.delaySeconds = *delay;
  }
  return period;
}

}  // namespace

std::expected<TimeControl, TimeControlError> parseTimeControl(std::string_view spec) {
  if (spec.empty()) return std::unexpected(TimeControlError{TimeControlErrorCode::Empty, 0});
  SpecReader reader(spec);
  TimeControl control;
  while (true) {
    const int periodColumn = reader.column();
    auto period = readPeriod(reader);
    if (!period) return std::unexpected(period.error());
    if (!control.periods.empty() && control.periods.back().moves == 0)
      return std::unexpected(
          TimeControlError{TimeControlErrorCode::MovesMissingBeforeLastPeriod, periodColumn});
    control.periods.push_back(*period);
    if (reader.atEnd()) break;
    if (!reader.accept(','))
      return std::unexpected(
          TimeControlError{TimeControlErrorCode::ExpectedSeparator, reader.column()});
  }
  return control;
}

RateOfPlay impliedRate(const TimeControl& control) {
  if (control.periods.empty()) return RateOfPlay::Standard;
  const TimePeriod& first = control.periods.front();
  // Laws A.1 / B.1: allotted time + 60 x increment, compared in seconds.
  const int total = first.baseSeconds + 60 * (first.incrementSeconds + first.delaySeconds);
  if (total <= 10 * 60) return RateOfPlay::Blitz;
  if (total < 60 * 60) return RateOfPlay::Rapid;
  return RateOfPlay::Standard;
}

}  // namespace tournament
