// SPDX-License-Identifier: MIT
#include "reports/start_list.h"

#include "reports/markup.h"

#include <fmt/format.h>

#include <algorithm>

namespace reports {

std::vector<int> startListOrder(const tournament::TournamentState& state, StartListOrder order) {
  std::vector<const tournament::PlayerRecord*> players;
  for (const auto& player : state.players) players.push_back(&player);
  const auto byNumber = [](const auto* a, const auto* b) {
    return a->startNumber < b->startNumber;
  };
  switch (order) {
    case StartListOrder::ByNumber:
      std::stable_sort(players.begin(), players.end(), byNumber);
      break;
    case StartListOrder::Alphabetical:
      std::stable_sort(players.begin(), players.end(), [&](const auto* a, const auto* b) {
        return a->name != b->name ? a->name < b->name : byNumber(a, b);
      });
      break;
    case StartListOrder::ByRating:
      std::stable_sort(players.begin(), players.end(), [&](const auto* a, const auto* b) {
        return a->rating != b->rating ? a->rating > b->rating : byNumber(a, b);
      });
      break;
  }
  std::vector<int> numbers;
  for (const auto* player : players) numbers.push_back(player->startNumber);
  return numbers;
}

std::string startListSection(const tournament::TournamentState& state, StartListOrder order,
                             Language language) {
  const DocumentWords& words = documentWords(language);
  const StandingsLabels labels = standingsLabels(language);
  const std::string& orderName = order == StartListOrder::ByNumber       ? words.byNumber
                                 : order == StartListOrder::Alphabetical ? words.alphabetical
                                                                         : words.byRating;
  std::string html = fmt::format("<h2>{} ({})</h2>\n<table class=\"start-list\">\n<thead><tr>",
                                 escapeMarkup(words.startList), escapeMarkup(orderName));
  for (const auto* head : {&labels.startNumber, &labels.title, &labels.name, &labels.federation,
                           &words.fideId, &labels.rating, &words.birth})
    html += fmt::format("<th>{}</th>", escapeMarkup(*head));
  html += "</tr></thead>\n<tbody>\n";
  for (const int number : startListOrder(state, order)) {
    const auto& p = *state.player(number);
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td class=\"num\">{}</td><td>{}</td></tr>\n",
        p.startNumber, escapeMarkup(p.title), escapeMarkup(p.name), escapeMarkup(p.federation),
        escapeMarkup(p.fideId), p.rating > 0 ? std::to_string(p.rating) : std::string(),
        escapeMarkup(p.birthDate));
  }
  html += "</tbody>\n</table>\n";
  return html;
}

}  // namespace reports
