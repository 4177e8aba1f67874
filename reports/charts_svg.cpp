// SPDX-License-Identifier: MIT
#include "reports/charts_svg.h"

#include "domain/text/utf8.h"
#include "reports/markup.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace reports {
namespace {

constexpr double Width = 640;
constexpr double Height = 360;
constexpr double Left = 56;    // room for the y ticks and label
constexpr double Right = 160;  // room for the legend
constexpr double Top = 32;
constexpr double Bottom = 48;  // room for the x ticks and label

// A legend name's room right of its marker: about 17 columns of 12-unit type
// (a CJK character takes two); longer names are cut with "…".
constexpr int LegendColumns = 17;

const std::vector<std::string> Dashes = {"", "6 3", "2 3", "8 3 2 3", "4 4", "1 2", "10 4", "3 6"};

std::string number(double value) { return fmt::format("{:.1f}", value); }

// A marker of kind `index` (circle, square, triangle, diamond) at (x, y).
std::string marker(std::size_t index, double x, double y, const std::string& colour) {
  switch (index % 4) {
    case 0:
      return fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"3.5\" fill=\"{}\"/>", number(x),
                         number(y), colour);
    case 1:
      return fmt::format("<rect x=\"{}\" y=\"{}\" width=\"7\" height=\"7\" fill=\"{}\"/>",
                         number(x - 3.5), number(y - 3.5), colour);
    case 2:
      return fmt::format("<path d=\"M{} {}L{} {}L{} {}Z\" fill=\"{}\"/>", number(x), number(y - 4),
                         number(x + 4), number(y + 3.5), number(x - 4), number(y + 3.5), colour);
    default:
      return fmt::format("<path d=\"M{} {}L{} {}L{} {}L{} {}Z\" fill=\"{}\"/>", number(x),
                         number(y - 4.5), number(x + 4.5), number(y), number(x), number(y + 4.5),
                         number(x - 4.5), number(y), colour);
  }
}

std::string svgOpen(const std::string& title) {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 {} {}\" "
      "width=\"{}\" height=\"{}\" role=\"img\" font-family=\"sans-serif\" font-size=\"12\">"
      "<title>{}</title><text x=\"{}\" y=\"18\" font-size=\"14\" font-weight=\"bold\">{}</text>",
      Width, Height, Width, Height, escapeMarkup(title), Left, escapeMarkup(title));
}

std::string axes(const std::string& xLabel, const std::string& yLabel) {
  const double plotBottom = Height - Bottom;
  return fmt::format(
      "<path d=\"M{} {}V{}H{}\" fill=\"none\" stroke=\"#000\"/>"
      "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>"
      "<text transform=\"translate(14 {}) rotate(-90)\" text-anchor=\"middle\">{}</text>",
      Left, Top, plotBottom, Width - Right, number((Left + Width - Right) / 2), number(Height - 10),
      escapeMarkup(xLabel), number((Top + plotBottom) / 2), escapeMarkup(yLabel));
}

// A tick step giving at most ~8 integer ticks over `span`.
int tickStep(double span) { return std::max(1, static_cast<int>(std::ceil(span / 8))); }

}  // namespace

const std::vector<std::string>& chartPalette() {
  static const std::vector<std::string> palette = {"#0072B2", "#E69F00", "#009E73", "#D55E00",
                                                   "#CC79A7", "#56B4E9", "#F0E442", "#000000"};
  return palette;
}

std::string lineChartSvg(const LineChart& chart) {
  std::size_t steps = 1;
  // Points and rating changes from 0; ranks from 1 (at the top).
  double low = chart.invertY ? 1 : 0;
  double high = chart.invertY ? 2 : 1;
  for (const auto& series : chart.series) {
    steps = std::max(steps, series.values.size());
    for (double v : series.values) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  const double plotWidth = Width - Left - Right;
  const double plotHeight = Height - Top - Bottom;
  const auto xAt = [&](std::size_t i) {
    return Left + (steps <= 1 ? 0 : plotWidth * static_cast<double>(i) / (steps - 1));
  };
  const auto yAt = [&](double v) {
    const double share = (v - low) / (high - low);
    return chart.invertY ? Top + plotHeight * share : Top + plotHeight * (1 - share);
  };
  std::string svg = svgOpen(chart.title) + axes(chart.xLabel, chart.yLabel);
  const double plotBottom = Height - Bottom;
  for (std::size_t i = 0; i < steps; i += static_cast<std::size_t>(tickStep(steps)))
    svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>", number(xAt(i)),
                       number(plotBottom + 16), chart.firstX + static_cast<int>(i));
  const int yStep = tickStep(high - low);
  for (int v = static_cast<int>(std::ceil(low)); v <= high; v += yStep)
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>"
        "<path d=\"M{} {}H{}\" stroke=\"#ddd\"/>",
        Left - 6, number(yAt(v) + 4), v, Left, number(yAt(v)), Width - Right);
  const auto& palette = chartPalette();
  for (std::size_t s = 0; s < chart.series.size(); ++s) {
    const auto& series = chart.series[s];
    const std::string& colour = palette[s % palette.size()];
    const std::string& dash = Dashes[s % Dashes.size()];
    std::string points;
    std::string markers;
    for (std::size_t i = 0; i < series.values.size(); ++i) {
      points += fmt::format("{}{},{}", i ? " " : "", number(xAt(i)), number(yAt(series.values[i])));
      markers += marker(s, xAt(i), yAt(series.values[i]), colour);
    }
    svg += fmt::format(
        "<g class=\"series\"><polyline points=\"{}\" fill=\"none\" stroke=\"{}\" "
        "stroke-width=\"2\"{}/>{}</g>",
        points, colour, dash.empty() ? "" : fmt::format(" stroke-dasharray=\"{}\"", dash), markers);
    const double legendY = Top + 10 + 18 * static_cast<double>(s);
    svg += fmt::format(
        "<path d=\"M{} {}h24\" stroke=\"{}\" stroke-width=\"2\"{}/>{}"
        "<text x=\"{}\" y=\"{}\">{}<title>{}</title></text>",
        Width - Right + 12, number(legendY), colour,
        dash.empty() ? "" : fmt::format(" stroke-dasharray=\"{}\"", dash),
        marker(s, Width - Right + 24, legendY, colour), Width - Right + 42, number(legendY + 4),
        escapeMarkup(text::fitToWidth(series.name, LegendColumns)), escapeMarkup(series.name));
  }
  svg += "</svg>";
  return svg;
}

LineChart scoreProgression(const tournament::TournamentState& state,
                           const std::vector<int>& startNumbers, Language language) {
  const DocumentWords& words = documentWords(language);
  LineChart chart{words.scoreChart, words.round, words.points, {}, false};
  const int rounds = state.roundsRecorded();
  for (const int number : startNumbers) {
    const auto* player = state.player(number);
    if (player == nullptr) continue;
    ChartSeries series{player->name, {}};
    for (int r = 0; r <= rounds; ++r) series.values.push_back(state.scoreAfter(*player, r) / 2.0);
    chart.series.push_back(std::move(series));
  }
  return chart;
}

ProgressByPlayer ranksByRound(const std::vector<StandingsTable>& standingsAfter) {
  ProgressByPlayer ranks;
  for (const auto& table : standingsAfter)
    for (const auto& line : table.lines) ranks[line.player.startNumber].push_back(line.rank);
  return ranks;
}

LineChart rankProgression(const tournament::TournamentState& state,
                          const std::vector<StandingsTable>& standingsAfter,
                          const std::vector<int>& startNumbers, Language language) {
  return rankProgression(state, ranksByRound(standingsAfter), startNumbers, language);
}

LineChart rankProgression(const tournament::TournamentState& state, const ProgressByPlayer& ranks,
                          const std::vector<int>& startNumbers, Language language) {
  const DocumentWords& words = documentWords(language);
  LineChart chart{words.rankChart, words.round, words.rank, {}, true, 1};
  for (const int number : startNumbers) {
    const auto* player = state.player(number);
    if (player == nullptr) continue;
    const auto found = ranks.find(number);
    chart.series.push_back(
        {player->name, found == ranks.end() ? std::vector<double>{} : found->second});
  }
  return chart;
}

ProgressByPlayer ratingChangesByRound(const tournament::TournamentState& state,
                                      const rating::FideRatingOptions& options) {
  ProgressByPlayer changes;
  for (int r = 1; r <= state.roundsRecorded(); ++r)
    for (const auto& outcome : rating::fideRatingChanges(state, r, options))
      if (outcome.ratingBefore > 0) changes[outcome.startNumber].push_back(outcome.change.change);
  return changes;
}

LineChart ratingProgression(const tournament::TournamentState& state, int startNumber,
                            const rating::FideRatingOptions& options, Language language) {
  return ratingProgression(state, startNumber, ratingChangesByRound(state, options), language);
}

LineChart ratingProgression(const tournament::TournamentState& state, int startNumber,
                            const ProgressByPlayer& changes, Language language) {
  const DocumentWords& words = documentWords(language);
  LineChart chart{words.ratingChart, words.round, words.ratingChange, {}, false, 0};
  const auto* player = state.player(startNumber);
  if (player == nullptr || player->rating == 0) return chart;
  ChartSeries series{player->name, {0}};
  if (const auto found = changes.find(startNumber); found != changes.end())
    series.values.insert(series.values.end(), found->second.begin(), found->second.end());
  chart.series.push_back(std::move(series));
  return chart;
}

std::vector<RoundResultCounts> resultCounts(const tournament::TournamentState& state) {
  using tournament::RoundResult;
  std::vector<RoundResultCounts> counts;
  for (int r = 1; r <= state.roundsRecorded(); ++r) {
    RoundResultCounts round{.round = r};
    for (const auto& player : state.players) {
      if (static_cast<int>(player.rounds.size()) < r) continue;
      const auto& entry = player.rounds[static_cast<std::size_t>(r - 1)];
      if (entry.opponent == 0) continue;
      // Each board once: from White, or from the lower number when no colour is known.
      const bool white = entry.color ? *entry.color == tournament::Color::White
                                     : player.startNumber < entry.opponent;
      if (!white) continue;
      switch (entry.result) {
        case RoundResult::Win:
        case RoundResult::UnratedWin:
          ++round.whiteWins;
          break;
        case RoundResult::Draw:
        case RoundResult::UnratedDraw:
          ++round.draws;
          break;
        case RoundResult::Loss:
        case RoundResult::UnratedLoss:
          ++round.blackWins;
          break;
        case RoundResult::ForfeitWin:
        case RoundResult::ForfeitLoss:
          ++round.forfeits;
          break;
        default:
          break;
      }
    }
    counts.push_back(round);
  }
  return counts;
}

std::string resultDistributionSvg(const std::vector<RoundResultCounts>& counts, Language language) {
  const DocumentWords& words = documentWords(language);
  int most = 1;
  for (const auto& c : counts)
    most = std::max(most, c.whiteWins + c.draws + c.blackWins + c.forfeits);
  const double plotWidth = Width - Left - Right;
  const double plotHeight = Height - Top - Bottom;
  const double plotBottom = Height - Bottom;
  const double slot = plotWidth / std::max<std::size_t>(1, counts.size());
  const double barWidth = std::min(48.0, slot * 0.7);
  std::string svg = svgOpen(words.distributionChart) + axes(words.round, words.games);
  const int yStep = tickStep(most);
  for (int v = 0; v <= most; v += yStep) {
    const double y = plotBottom - plotHeight * v / most;
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text><path d=\"M{} {}H{}\" "
        "stroke=\"#ddd\"/>",
        Left - 6, number(y + 4), v, Left, number(y), Width - Right);
  }
  const auto& palette = chartPalette();
  // White wins, draws, black wins, forfeits: blue, orange, bluish green, vermilion.
  const std::string colours[] = {palette[0], palette[1], palette[2], palette[3]};
  const std::string names[] = {words.whiteWins, words.draws, words.blackWins, words.forfeits};
  for (std::size_t i = 0; i < counts.size(); ++i) {
    const auto& c = counts[i];
    const int values[] = {c.whiteWins, c.draws, c.blackWins, c.forfeits};
    const double x = Left + slot * (static_cast<double>(i) + 0.5);
    double base = plotBottom;
    for (int k = 0; k < 4; ++k) {
      if (values[k] == 0) continue;
      const double h = plotHeight * values[k] / most;
      svg += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#fff\">"
          "<title>{}: {}</title></rect>",
          number(x - barWidth / 2), number(base - h), number(barWidth), number(h), colours[k],
          escapeMarkup(names[k]), values[k]);
      base -= h;
    }
    svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>", number(x),
                       number(plotBottom + 16), c.round);
  }
  for (int k = 0; k < 4; ++k) {
    const double y = Top + 10 + 18 * k;
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"12\" fill=\"{}\"/>"
        "<text x=\"{}\" y=\"{}\">{}</text>",
        Width - Right + 12, number(y - 6), colours[k], Width - Right + 32, number(y + 4),
        escapeMarkup(names[k]));
  }
  svg += "</svg>";
  return svg;
}

}  // namespace reports
