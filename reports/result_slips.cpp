// SPDX-License-Identifier: MIT
#include "reports/result_slips.h"

#include "reports/markup.h"

#include <fmt/format.h>

namespace reports {
namespace {

std::string playerCell(const tournament::TournamentState& state, int startNumber) {
  const auto* player = state.player(startNumber);
  if (player == nullptr) return {};
  return fmt::format("{} {}{}", startNumber, escapeMarkup(player->name),
                     player->rating > 0 ? fmt::format(" ({})", player->rating) : std::string());
}

}  // namespace

std::string resultSlipsSection(const EventHeader& header, const tournament::TournamentState& state,
                               const RoundPairings& pairings, Language language) {
  const DocumentWords& words = documentWords(language);
  std::string html = fmt::format(
      "<h2>{}</h2>\n", escapeMarkup(fmt::format(fmt::runtime(words.resultSlips), pairings.round)));
  // Each slip is one row of an outer table: a paged document (Qt's, a
  // browser's print) moves a row that fits on a page to the next page
  // rather than split it, so a slip is never cut by a page break. The
  // outer cells are white: the page's stripe of even rows would show in the
  // room a slip moved down leaves above it.
  html += "<table class=\"slips\" style=\"width:100%\" cellspacing=\"0\" cellpadding=\"0\">\n";
  for (const auto& b : pairings.boards) {
    html += fmt::format(
        "<tr><td style=\"padding:0 0 12pt 0;background:#fff;page-break-inside:avoid\">"
        "<table class=\"slip\" style=\"border:1px dashed #000;width:100%;"
        "page-break-inside:avoid\">\n"
        "<tr><td colspan=\"3\">{}</td><td>{} {}</td><td>{} {}</td></tr>\n"
        "<tr><td>{}</td><td colspan=\"4\" class=\"slip-name\">{}</td></tr>\n"
        "<tr><td>{}</td><td colspan=\"4\" class=\"slip-name\">{}</td></tr>\n"
        "<tr><td>{}</td><td>&#9744; 1-0</td><td>&#9744; ½-½</td><td>&#9744; "
        "0-1</td><td></td></tr>\n"
        "<tr><td>{}</td><td colspan=\"2\">{}: ____________</td>"
        "<td colspan=\"2\">{}: ____________</td></tr>\n"
        "</table></td></tr>\n",
        escapeMarkup(eventTitle(header)), escapeMarkup(words.round), pairings.round,
        escapeMarkup(words.board), b.board, escapeMarkup(words.white), playerCell(state, b.white),
        escapeMarkup(words.black), playerCell(state, b.black), escapeMarkup(words.result),
        escapeMarkup(words.signature), escapeMarkup(words.white), escapeMarkup(words.black));
  }
  return html + "</table>\n";
}

}  // namespace reports
