// SPDX-License-Identifier: MIT
#include "reports/standings_html.h"

#include "reports/markup.h"
#include "reports/points_format.h"

#include <fmt/format.h>

namespace reports {

std::string standingsSection(const StandingsTable& table, const StandingsLabels& labels) {
  std::string html =
      fmt::format("<h2>{}</h2>\n<table class=\"standings\">\n<thead><tr>",
                  escapeMarkup(fmt::format(fmt::runtime(labels.heading), table.rounds)));
  for (const auto* head : {&labels.rank, &labels.startNumber, &labels.title, &labels.name,
                           &labels.federation, &labels.rating, &labels.points})
    html += fmt::format("<th>{}</th>", escapeMarkup(*head));
  for (const auto& code : table.tieBreakCodes)
    html += fmt::format("<th>{}</th>", escapeMarkup(code));
  html += "</tr></thead>\n<tbody>\n";
  for (const auto& line : table.lines) {
    const PlayerLabel& p = line.player;
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td>",
        line.rank, p.startNumber, escapeMarkup(p.title), escapeMarkup(p.name),
        escapeMarkup(p.federation), p.rating > 0 ? std::to_string(p.rating) : std::string(),
        pointsText(line.points));
    for (const auto& value : line.tieBreaks)
      html += fmt::format("<td class=\"num\">{}</td>", escapeMarkup(value));
    html += "</tr>\n";
  }
  html += "</tbody>\n</table>\n";
  return html;
}

std::string standingsPage(const StandingsTable& table, const StandingsLabels& labels) {
  return htmlPage(
      table.event, labels.lang,
      fmt::format("<h1>{}</h1>\n{}", escapeMarkup(table.event), standingsSection(table, labels)));
}

}  // namespace reports
