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
  for (const auto& b : pairings.boards) {
    html += fmt::format(
        "<table class=\"slip\" style=\"border:1px dashed #000;width:100%;margin:0 0 12pt 0;"
        "page-break-inside:avoid\">\n"
        "<tr><td colspan=\"3\">{}</td><td>{} {}</td><td>{} {}</td></tr>\n"
        "<tr><td>{}</td><td colspan=\"4\" class=\"slip-name\">{}</td></tr>\n"
        "<tr><td>{}</td><td colspan=\"4\" class=\"slip-name\">{}</td></tr>\n"
        "<tr><td>{}</td><td>&#9744; 1-0</td><td>&#9744; ½-½</td><td>&#9744; "
        "0-1</td><td></td></tr>\n"
        "<tr><td>{}</td><td colspan=\"2\">{}: ____________</td>"
        "<td colspan=\"2\">{}: ____________</td></tr>\n"
        "</table>\n",
        escapeMarkup(eventTitle(header)), escapeMarkup(words.round), pairings.round,
        escapeMarkup(words.board), b.board, escapeMarkup(words.white), playerCell(state, b.white),
        escapeMarkup(words.black), playerCell(state, b.black), escapeMarkup(words.result),
        escapeMarkup(words.signature), escapeMarkup(words.white), escapeMarkup(words.black));
  }
  return html;
}

}  // namespace reports
