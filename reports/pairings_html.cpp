// SPDX-License-Identifier: MIT
#include "reports/pairings_html.h"

#include "reports/markup.h"
#include "reports/points_format.h"
#include "reports/result_text.h"

#include <fmt/format.h>

namespace reports {
namespace {

std::string playerName(const tournament::TournamentState& state, int startNumber) {
  const auto* player = state.player(startNumber);
  return player == nullptr ? std::string() : titledName(*player);
}

std::string playerRating(const tournament::TournamentState& state, int startNumber) {
  const auto* player = state.player(startNumber);
  return player == nullptr || player->rating == 0 ? std::string() : std::to_string(player->rating);
}

}  // namespace

const std::string& byeText(tournament::RoundResult result, const PairingsLabels& labels) {
  using tournament::RoundResult;
  switch (result) {
    case RoundResult::PairingBye:
      return labels.pairingBye;
    case RoundResult::HalfPointBye:
      return labels.halfPointBye;
    case RoundResult::FullPointBye:
      return labels.fullPointBye;
    default:
      return labels.zeroPointBye;
  }
}

std::string titledName(const tournament::PlayerRecord& player) {
  return escapeMarkup(player.title.empty() ? player.name : player.title + " " + player.name);
}

std::string pairingsSection(const tournament::TournamentState& state, const RoundPairings& pairings,
                            const PairingsLabels& labels) {
  std::string html =
      fmt::format("<h2>{}</h2>\n<table class=\"pairings\">\n<thead><tr>",
                  escapeMarkup(fmt::format(fmt::runtime(labels.heading), pairings.round)));
  for (const auto* head :
       {&labels.board, &labels.startNumber, &labels.white, &labels.rating, &labels.points,
        &labels.result, &labels.points, &labels.black, &labels.rating, &labels.startNumber})
    html += fmt::format("<th>{}</th>", escapeMarkup(*head));
  html += "</tr></thead>\n<tbody>\n";
  for (const auto& b : pairings.boards)
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"result\">{}</td><td class=\"num\">{}</td><td>{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        b.board, b.white, playerName(state, b.white), playerRating(state, b.white),
        pointsText(b.whiteScore),
        escapeMarkup(b.whiteResult == tournament::RoundResult::Adjourned
                         ? labels.adjourned
                         : boardResultText(b.whiteResult, b.blackResult)),
        pointsText(b.blackScore), playerName(state, b.black), playerRating(state, b.black),
        b.black);
  html += "</tbody>\n</table>\n";
  if (!pairings.absences.empty()) {
    html += fmt::format("<h3>{}</h3>\n<ul class=\"absences\">\n", escapeMarkup(labels.absences));
    for (const auto& a : pairings.absences)
      html += fmt::format("<li>{} {}: {}</li>\n", a.startNumber, playerName(state, a.startNumber),
                          escapeMarkup(byeText(a.result, labels)));
    html += "</ul>\n";
  }
  return html;
}

std::string pairingsPage(const tournament::TournamentState& state, const RoundPairings& pairings,
                         const PairingsLabels& labels) {
  return htmlPage(state.name, labels.lang,
                  fmt::format("<h1>{}</h1>\n{}", escapeMarkup(state.name),
                              pairingsSection(state, pairings, labels)));
}

}  // namespace reports
