// SPDX-License-Identifier: MIT
#include "reports/crosstable_grid.h"

#include "reports/markup.h"
#include "reports/points_format.h"
#include "reports/result_text.h"

#include <fmt/format.h>

namespace reports {

std::string crosstableGridSection(const tournament::TournamentState& state,
                                  const StandingsTable& table, const StandingsLabels& labels) {
  const std::size_t n = table.lines.size();
  std::string html = fmt::format(
      "<h2>{}</h2>\n<table class=\"crosstable-grid\">\n<thead><tr><th>#</th><th>{}</th><th>{}</th>",
      escapeMarkup(fmt::format(fmt::runtime(labels.crosstableHeading), table.rounds)),
      escapeMarkup(labels.name), escapeMarkup(labels.rating));
  for (std::size_t j = 1; j <= n; ++j) html += fmt::format("<th>{}</th>", j);
  html += fmt::format("<th>{}</th><th>{}</th></tr></thead>\n<tbody>\n", escapeMarkup(labels.points),
                      escapeMarkup(labels.rank));
  for (std::size_t i = 0; i < n; ++i) {
    const StandingsLine& line = table.lines[i];
    html += fmt::format("<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td>", i + 1,
                        escapeMarkup(line.player.name),
                        line.player.rating > 0 ? std::to_string(line.player.rating) : "");
    const auto* record = state.player(line.player.startNumber);
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j) {
        html += "<td class=\"diagonal\" style=\"background:#bbb\"></td>";
        continue;
      }
      std::string marks;
      const int opponent = table.lines[j].player.startNumber;
      if (record != nullptr)
        for (int r = 0; r < table.rounds && static_cast<std::size_t>(r) < record->rounds.size();
             ++r)
          if (record->rounds[r].opponent == opponent &&
              tournament::hasOpponent(record->rounds[r].result))
            marks += resultMark(record->rounds[r].result);
      html += fmt::format("<td class=\"num\">{}</td>", escapeMarkup(marks));
    }
    html += fmt::format("<td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
                        pointsText(line.points), line.rank);
  }
  html += "</tbody>\n</table>\n";
  return html;
}

}  // namespace reports
