// SPDX-License-Identifier: MIT
#include "reports/rating_report.h"

#include "domain/rating/class_points.h"
#include "domain/rating/club_elo.h"
#include "reports/markup.h"
#include "reports/points_format.h"
#include "reports/record_words.h"

#include <fmt/format.h>

#include <cstdlib>

namespace reports {
namespace {

// 720 reads "7.20"; with `sign`, "+7.20" (and "-3.40" either way).
std::string hundredths(int value, bool sign = false) {
  return fmt::format("{}{}.{:02d}", value < 0 ? "-" : (sign && value > 0 ? "+" : ""),
                     std::abs(value) / 100, std::abs(value) % 100);
}

std::string signedNumber(int value) { return fmt::format("{:+d}", value); }

std::string cells(std::initializer_list<std::string_view> texts, bool head) {
  std::string row = "<tr>";
  for (const auto text : texts)
    row += fmt::format(fmt::runtime(head ? "<th>{}</th>" : "<td>{}</td>"), text);
  return row + "</tr>\n";
}

std::string nameOf(const tournament::TournamentState& state, int startNumber) {
  const auto* player = state.player(startNumber);
  return player == nullptr ? std::string() : escapeMarkup(player->name);
}

std::string fideSummary(const tournament::TournamentState& state,
                        const std::vector<rating::FidePlayerRating>& outcomes,
                        const StandingsLabels& labels, const DocumentWords& document,
                        const RecordWords& words) {
  std::string html = "<table class=\"rating-fide\">\n<thead>" +
                     cells({escapeMarkup(labels.startNumber), escapeMarkup(labels.name),
                            escapeMarkup(words.rating), escapeMarkup(document.games),
                            escapeMarkup(words.k), "ΣW", "ΣWe", escapeMarkup(words.change),
                            escapeMarkup(words.newRating), escapeMarkup(words.performance)},
                           true) +
                     "</thead>\n<tbody>\n";
  for (const auto& r : outcomes) {
    const std::string after = r.ratingAfter ? std::to_string(*r.ratingAfter) : "";
    const std::string performance = r.performance ? std::to_string(*r.performance) : "";
    if (r.initial) {
      // B.02 8.2: an unrated player's initial rating, or why there is none.
      const std::string note =
          r.initial->ignored     ? words.eventIgnored
          : r.initial->published ? words.initialRating
                                 : fmt::format(fmt::runtime(words.notPublished), r.initial->rating);
      html += fmt::format(
          "<tr><td class=\"num\">{}</td><td>{}</td><td></td><td class=\"num\">{}</td><td></td>"
          "<td></td><td></td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
          r.startNumber, nameOf(state, r.startNumber), r.games, escapeMarkup(note), after,
          performance);
      continue;
    }
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        r.startNumber, nameOf(state, r.startNumber), r.ratingBefore, r.games,
        r.games > 0 ? std::to_string(r.change.k) : std::string(),
        hundredths(r.change.scoreHundredths), hundredths(r.change.expectedHundredths),
        signedNumber(r.change.change), after, performance);
  }
  return html + "</tbody>\n</table>\n";
}

// One player's games with the working of B.02 8.3: W − We per game times K.
std::string fideGames(const tournament::TournamentState& state, const rating::FidePlayerRating& r,
                      rating::RatingRate rate, const DocumentWords& documentWords,
                      const RecordWords& words) {
  const bool rated = !r.initial;
  std::string heading = fmt::format("{} {}", r.startNumber, nameOf(state, r.startNumber));
  if (rated) heading += fmt::format(" ({}, K {})", r.ratingBefore, r.change.k);
  std::string html =
      fmt::format("<h4>{}</h4>\n<table class=\"rating-games\">\n<thead>{}</thead>\n<tbody>\n",
                  fmt::format(fmt::runtime(escapeMarkup(words.gamesOf)), heading),
                  cells({escapeMarkup(documentWords.round), escapeMarkup(documentWords.opponent),
                         escapeMarkup(words.opponentRating), escapeMarkup(words.difference), "W",
                         "We", escapeMarkup(words.gameChange)},
                        true));
  for (const auto& line : r.lines) {
    const std::string opponent = fmt::format("{} {}", line.opponent, nameOf(state, line.opponent));
    if (!rated) {
      html += fmt::format(
          "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td></td>"
          "<td class=\"num\">{}</td><td></td><td></td></tr>\n",
          line.round, opponent, line.opponentRating, pointsText(line.score));
      continue;
    }
    // B.02 8.3.1: the capped difference; 8.3: the game's share K (W − We).
    const int difference = rating::cappedDifference(r.ratingBefore, line.opponentRating, rate);
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        line.round, opponent, line.opponentRating, signedNumber(difference), pointsText(line.score),
        hundredths(line.expectedHundredths),
        hundredths(r.change.k * (line.score * 50 - line.expectedHundredths), true));
  }
  html += "</tbody>\n";
  if (rated)
    html += fmt::format(
        "<tfoot><tr><td colspan=\"4\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{} → {}</td></tr></tfoot>\n",
        escapeMarkup(words.sum), hundredths(r.change.scoreHundredths),
        hundredths(r.change.expectedHundredths),
        hundredths(r.change.k * (r.change.scoreHundredths - r.change.expectedHundredths), true),
        signedNumber(r.change.change));
  return html + "</table>\n";
}

std::string classText(const rating::ClassName& name, const RecordWords& words) {
  switch (name.kind) {
    case rating::ClassName::Kind::Unclassed:
      return words.unclassed;
    case rating::ClassName::Kind::Class:
      return fmt::format(fmt::runtime(words.classNumber), name.number);
    case rating::ClassName::Kind::Kyu:
      return fmt::format(fmt::runtime(words.kyu), name.number);
    case rating::ClassName::Kind::Dan:
      return fmt::format(fmt::runtime(words.dan), name.number);
  }
  return {};
}

std::string clubSection(const tournament::TournamentState& state, int rounds,
                        const StandingsLabels& labels, const RecordWords& words) {
  std::string html = fmt::format(
      "<h3>{}</h3>\n<table class=\"rating-club\">\n<thead>{}</thead>\n<tbody>\n",
      escapeMarkup(words.clubHeading),
      cells({escapeMarkup(labels.startNumber), escapeMarkup(labels.name),
             escapeMarkup(words.before), escapeMarkup(words.change), escapeMarkup(words.after),
             escapeMarkup(words.gamesCounted), escapeMarkup(words.title)},
            true));
  for (const auto& r : rating::clubEloChanges(state, rounds, rating::clubPlayersOf(state))) {
    const auto title = rating::clubTitle(r.after);
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>\n",
        r.startNumber, nameOf(state, r.startNumber), r.before.rating,
        signedNumber(r.after.rating - r.before.rating), r.after.rating, r.after.gamesWithRated,
        escapeMarkup(title ? std::string(rating::clubTitleName(*title)) : words.provisional));
  }
  html += "</tbody>\n</table>\n";

  html += fmt::format("<h3>{}</h3>\n<table class=\"rating-class\">\n<thead>{}</thead>\n<tbody>\n",
                      escapeMarkup(words.classHeading),
                      cells({escapeMarkup(labels.startNumber), escapeMarkup(labels.name),
                             escapeMarkup(words.before), escapeMarkup(words.change),
                             escapeMarkup(words.after), escapeMarkup(words.classColumn)},
                            true));
  constexpr auto Naming = rating::ClassNaming::Classes30To1;
  for (const auto& r : rating::classPointChanges(state, rounds, rating::classPointsOf(state))) {
    const auto before = rating::className(r.before, Naming);
    const auto after = rating::className(r.after, Naming);
    std::string cls = classText(after, words);
    if (!(before == after)) cls += fmt::format(fmt::runtime(words.was), classText(before, words));
    html += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td>{}</td></tr>\n",
        r.startNumber, nameOf(state, r.startNumber), r.before, signedNumber(r.after - r.before),
        r.after, escapeMarkup(cls));
  }
  return html + "</tbody>\n</table>\n";
}

}  // namespace

std::string ratingReportSection(const tournament::TournamentState& state,
                                const RatingReportInput& input, Language language) {
  const RecordWords& words = recordWords(language);
  const DocumentWords& document = documentWords(language);
  const StandingsLabels labels = standingsLabels(language);
  std::string html = fmt::format(
      "<h2>{}</h2>\n<h3>{}</h3>\n<p>{}</p>\n",
      escapeMarkup(fmt::format(fmt::runtime(words.ratingReport), input.rounds)),
      escapeMarkup(words.fideHeading),
      escapeMarkup(input.fide.rate == rating::RatingRate::Standard ? words.standardRate
                                                                   : words.rapidBlitzRate));
  const auto outcomes = rating::fideRatingChanges(state, input.rounds, input.fide);
  html += fideSummary(state, outcomes, labels, document, words);
  html += fmt::format("<p>{}</p>\n<p>{}</p>\n", escapeMarkup(words.kLegend),
                      escapeMarkup(words.expectedLegend));
  bool anyGames = false;
  for (const auto& r : outcomes) {
    if (r.lines.empty()) continue;
    anyGames = true;
    html += fideGames(state, r, input.fide.rate, document, words);
  }
  if (!anyGames)
    html += fmt::format("<p>{}</p>\n",
                        escapeMarkup(fmt::format(fmt::runtime(words.noRatedGames), input.rounds)));
  if (input.club) html += clubSection(state, input.rounds, labels, words);
  return html;
}

}  // namespace reports
