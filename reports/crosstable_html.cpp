// SPDX-License-Identifier: MIT
#include "reports/crosstable_html.h"

#include "reports/markup.h"
#include "reports/points_format.h"
#include "reports/result_text.h"

#include <fmt/format.h>

#include <map>

namespace reports {
namespace {

// A score set by a penalty (Laws 12.9.4 / 12.9.5) shows the points it counts: "5b½ (1)".
std::string cellText(const tournament::RoundEntry& entry, const tournament::ScoringSystem& scoring,
                     const std::map<int, int>& lineOf) {
  const std::string penalty =
      entry.adjustment == 0
          ? ""
          : fmt::format(" ({})", pointsText(scoring.pointsFor(entry.result) + entry.adjustment));
  const auto line = lineOf.find(entry.opponent);
  if (line == lineOf.end() || !tournament::hasOpponent(entry.result))
    return resultMark(entry.result) + penalty;
  const char* colour = !entry.color ? "" : *entry.color == tournament::Color::White ? "w" : "b";
  return fmt::format("{}{}{}{}", line->second, colour, resultMark(entry.result), penalty);
}

}  // namespace

std::string crosstableSection(const tournament::TournamentState& state, const StandingsTable& table,
                              const StandingsLabels& labels) {
  std::map<int, int> lineOf;  // start number -> 1-based line
  for (std::size_t i = 0; i < table.lines.size(); ++i)
    lineOf[table.lines[i].player.startNumber] = static_cast<int>(i) + 1;

  std::string html = fmt::format(
      "<h2>{}</h2>\n<table class=\"crosstable\">\n<thead><tr><th>#</th><th>{}</th><th>{}</th>",
      escapeMarkup(fmt::format(fmt::runtime(labels.crosstableHeading), table.rounds)),
      escapeMarkup(labels.name), escapeMarkup(labels.rating));
  for (int r = 1; r <= table.rounds; ++r)
    html += fmt::format("<th>{}</th>", escapeMarkup(fmt::format(fmt::runtime(labels.round), r)));
  html += fmt::format("<th>{}</th></tr></thead>\n<tbody>\n", escapeMarkup(labels.points));
  for (std::size_t i = 0; i < table.lines.size(); ++i) {
    const StandingsLine& line = table.lines[i];
    const PlayerLabel& p = line.player;
    html += fmt::format("<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td>", i + 1,
                        escapeMarkup(p.name), p.rating > 0 ? std::to_string(p.rating) : "");
    const auto* record = state.player(p.startNumber);
    for (int r = 0; r < table.rounds; ++r) {
      const bool known = record != nullptr && static_cast<std::size_t>(r) < record->rounds.size();
      html += fmt::format(
          "<td>{}</td>",
          known ? escapeMarkup(cellText(record->rounds[r], state.scoring, lineOf)) : "");
    }
    html += fmt::format("<td class=\"num\">{}</td></tr>\n", pointsText(line.points));
  }
  html += "</tbody>\n</table>\n";
  return html;
}

}  // namespace reports
