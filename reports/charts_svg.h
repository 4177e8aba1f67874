// SPDX-License-Identifier: MIT
#pragma once

#include "domain/rating/fide_rating.h"
#include "domain/tournament/tournament_state.h"
#include "reports/language.h"
#include "reports/standings_table.h"

#include <map>
#include <string>
#include <vector>

namespace reports {

// The eight colours of Okabe & Ito ("Color Universal Design", 2008), told
// apart with the common forms of colour blindness; the charts also give each
// series its own dash pattern and marker, so they read in grey print too.
const std::vector<std::string>& chartPalette();

// One line of a chart: a value per x step (x = firstX, firstX + 1, ...).
struct ChartSeries {
  std::string name;  // shown in the legend (escaped)
  std::vector<double> values;
};

struct LineChart {
  std::string title;
  std::string xLabel;
  std::string yLabel;
  std::vector<ChartSeries> series;
  bool invertY = false;  // ranks: 1 at the top
  int firstX = 0;        // the x of each series' first value (rounds: 0 or 1)
};

// A line chart as a standalone SVG element (width 640, height 360 user
// units, viewBox so it scales): axes with labels and integer ticks, a
// polyline with markers per series, a legend; every text escaped.
std::string lineChartSvg(const LineChart& chart);

// The score (points) of each player of `startNumbers` after rounds
// 0..roundsRecorded, as a line chart.
LineChart scoreProgression(const tournament::TournamentState& state,
                           const std::vector<int>& startNumbers, Language language);

// A value per round of each player, by start number.
using ProgressByPlayer = std::map<int, std::vector<double>>;

// Each player's rank after rounds 1..K from `standingsAfter` (index r - 1:
// the standings after round r); a table without the player adds no value.
ProgressByPlayer ranksByRound(const std::vector<StandingsTable>& standingsAfter);

// The rank of each player of `startNumbers` after rounds 1..K, from
// `standingsAfter` (index r - 1: the standings after round r), as a line
// chart with rank 1 at the top.
LineChart rankProgression(const tournament::TournamentState& state,
                          const std::vector<StandingsTable>& standingsAfter,
                          const std::vector<int>& startNumbers, Language language);
// The same from the ranks ranksByRound gave (for many charts of one event).
LineChart rankProgression(const tournament::TournamentState& state, const ProgressByPlayer& ranks,
                          const std::vector<int>& startNumbers, Language language);

// Each rated player's FIDE rating change (B.02, whole points, as
// rating::fideRatingChanges gives it for rounds 1..r) after rounds
// 1..roundsRecorded; unrated players (B.02 8.2: an initial rating, not a
// change) have none.
ProgressByPlayer ratingChangesByRound(const tournament::TournamentState& state,
                                      const rating::FideRatingOptions& options);

// The FIDE rating change of the player after rounds 0..roundsRecorded, as a
// line chart; no series for an unrated player or an unknown start number.
LineChart ratingProgression(const tournament::TournamentState& state, int startNumber,
                            const rating::FideRatingOptions& options, Language language);
// The same from the changes ratingChangesByRound gave (for many charts).
LineChart ratingProgression(const tournament::TournamentState& state, int startNumber,
                            const ProgressByPlayer& changes, Language language);

// Counts of one round's results for the distribution chart.
struct RoundResultCounts {
  int round = 0;
  int whiteWins = 0;  // played 1-0
  int draws = 0;      // played ½-½
  int blackWins = 0;  // played 0-1
  int forfeits = 0;   // +/-, -/+ and double forfeits
};

// The results of each recorded round, from the White players' entries.
std::vector<RoundResultCounts> resultCounts(const tournament::TournamentState& state);

// The result distribution by round as a stacked bar chart (SVG): white wins,
// draws, black wins, forfeits, each in its own palette colour and pattern
// order, with a legend and labelled axes.
std::string resultDistributionSvg(const std::vector<RoundResultCounts>& counts, Language language);

}  // namespace reports
