// SPDX-License-Identifier: MIT
#include "reports/category_standings.h"

#include "reports/csv_record.h"
#include "reports/markup.h"
#include "reports/points_format.h"

#include <fmt/format.h>

namespace reports {
namespace {

const StandingsLine* lineOf(const StandingsTable& table, int startNumber) {
  for (const auto& line : table.lines)
    if (line.player.startNumber == startNumber) return &line;
  return nullptr;
}

std::string ratingText(int rating) { return rating > 0 ? std::to_string(rating) : std::string(); }

}  // namespace

std::vector<standings::CategoryTable> categoryTables(const SiteSection& section,
                                                     const StandingsTable& table) {
  std::vector<standings::PrizeCandidate> players;
  for (const auto& line : table.lines) {
    const auto* player = section.state.player(line.player.startNumber);
    if (player == nullptr) continue;
    players.push_back({line.player.startNumber, line.rank, line.points, player->sex == 'w',
                       tournament::yearOf(player->birthDate), player->rating});
  }
  return standings::categoryStandings(section.categories, players,
                                      tournament::yearOf(section.header.startDate));
}

std::string categoryName(const tournament::Category& category, Language language) {
  const DocumentWords& words = documentWords(language);
  using tournament::CategoryKind;
  std::string name;
  switch (category.kind) {
    case CategoryKind::Women:
      return words.women;
    case CategoryKind::Unrated:
      return words.unrated;
    case CategoryKind::AgeUnder:
      name = fmt::format(fmt::runtime(words.juniors), category.limit);
      break;
    case CategoryKind::AgeFrom:
      name = fmt::format(fmt::runtime(words.seniors), category.limit);
      break;
    case CategoryKind::RatingUnder:
      name = fmt::format(fmt::runtime(words.ratingUnder), category.limit);
      break;
    case CategoryKind::RatingBand:
      return fmt::format(fmt::runtime(words.ratingBand), category.limit, category.upper);
  }
  return fmt::format("{} ({})", name, tournament::categoryCode(category));
}

std::string categoryStandingsSection(const SiteSection& section, const StandingsTable& table,
                                     Language language) {
  const DocumentWords& words = documentWords(language);
  const StandingsLabels labels = standingsLabels(language);
  std::string html =
      fmt::format("<h2>{} ({})</h2>\n", escapeMarkup(words.categories),
                  escapeMarkup(fmt::format(fmt::runtime(words.afterRound), table.rounds)));
  for (const auto& category : categoryTables(section, table)) {
    html += fmt::format("<h3>{}</h3>\n", escapeMarkup(categoryName(category.category, language)));
    if (category.places.empty()) {
      html += fmt::format("<p class=\"nobody\">{}</p>\n", escapeMarkup(words.nobodyInCategory));
      continue;
    }
    html += "<table class=\"category\">\n<thead><tr>";
    for (const std::string* head :
         {&words.categoryPlace, &words.overallRank, &labels.startNumber, &labels.title,
          &labels.name, &labels.federation, &labels.rating, &labels.points})
      html += fmt::format("<th>{}</th>", escapeMarkup(*head));
    html += "</tr></thead>\n<tbody>\n";
    for (const auto& place : category.places) {
      const StandingsLine& line = *lineOf(table, place.startNumber);
      const PlayerLabel& p = line.player;
      html += fmt::format(
          "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
          "<td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
          "</tr>\n",
          place.place, place.rank, p.startNumber, escapeMarkup(p.title), escapeMarkup(p.name),
          escapeMarkup(p.federation), ratingText(p.rating), pointsText(line.points));
    }
    html += "</tbody>\n</table>\n";
  }
  return html;
}

std::string categoryStandingsCsv(const SiteSection& section, const StandingsTable& table,
                                 Language language, bool excelBom) {
  const DocumentWords& words = documentWords(language);
  const StandingsLabels labels = standingsLabels(language);
  std::string csv = excelBom ? CsvBom : "";
  appendCsvRecord(csv,
                  {words.category, words.categoryPlace, words.overallRank, labels.startNumber,
                   labels.title, labels.name, labels.federation, labels.rating, labels.points});
  for (const auto& category : categoryTables(section, table))
    for (const auto& place : category.places) {
      const StandingsLine& line = *lineOf(table, place.startNumber);
      const PlayerLabel& p = line.player;
      appendCsvRecord(csv,
                      {categoryName(category.category, language), std::to_string(place.place),
                       std::to_string(place.rank), std::to_string(p.startNumber), p.title, p.name,
                       p.federation, ratingText(p.rating), pointsDecimal(line.points)});
    }
  return csv;
}

}  // namespace reports
