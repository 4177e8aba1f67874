// SPDX-License-Identifier: MIT
#include "reports/pairings_alphabetical.h"

#include "reports/markup.h"
#include "reports/pairings_html.h"
#include "reports/points_format.h"
#include "reports/start_list.h"

#include <fmt/format.h>

#include <map>

namespace reports {
namespace {

struct Seat {
  int board = 0;
  bool white = true;
  int opponent = 0;
  tournament::RoundResult absence = tournament::RoundResult::NotPaired;
};

}  // namespace

std::string alphabeticalPairingsSection(const tournament::TournamentState& state,
                                        const RoundPairings& pairings, Language language) {
  const DocumentWords& words = documentWords(language);
  const PairingsLabels labels = pairingsLabels(language);
  std::map<int, Seat> seats;
  for (const auto& b : pairings.boards) {
    seats[b.white] = {b.board, true, b.black, {}};
    seats[b.black] = {b.board, false, b.white, {}};
  }
  for (const auto& a : pairings.absences) seats[a.startNumber] = {0, true, 0, a.result};
  std::string html =
      fmt::format("<h2>{}</h2>\n<table class=\"pairings-alphabetical\">\n<thead><tr>",
                  escapeMarkup(fmt::format(fmt::runtime(words.pairingsAlpha), pairings.round)));
  for (const auto* head : {&labels.startNumber, &words.player, &labels.rating, &labels.points,
                           &words.board, &words.colour, &words.opponent})
    html += fmt::format("<th>{}</th>", escapeMarkup(*head));
  html += "</tr></thead>\n<tbody>\n";
  for (const int number : startListOrder(state, StartListOrder::Alphabetical)) {
    const auto found = seats.find(number);
    if (found == seats.end()) continue;
    const Seat& seat = found->second;
    const auto& player = *state.player(number);
    const std::string points = pointsText(state.scoreAfter(player, pairings.round - 1));
    const std::string rating = player.rating > 0 ? std::to_string(player.rating) : "";
    if (seat.board == 0) {
      html += fmt::format(
          "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td "
          "class=\"num\">{}</td><td colspan=\"3\">{}</td></tr>\n",
          number, titledName(player), rating, points, escapeMarkup(byeText(seat.absence, labels)));
      continue;
    }
    const auto* opponent = state.player(seat.opponent);
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td>{}</td><td>{} {}</td></tr>\n",
        number, titledName(player), rating, points, seat.board,
        escapeMarkup(seat.white ? words.white : words.black), seat.opponent,
        escapeMarkup(opponent != nullptr ? opponent->name : std::string()));
  }
  html += "</tbody>\n</table>\n";
  return html;
}

}  // namespace reports
