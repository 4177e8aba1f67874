// SPDX-License-Identifier: MIT
#include "reports/prize_list.h"

#include "reports/csv_record.h"
#include "reports/markup.h"

#include <fmt/format.h>

namespace reports {

std::vector<PrizeListLine> prizeListLines(const tournament::Section& section,
                                          const std::vector<standings::PrizeAward>& awards,
                                          const std::vector<standings::ClubAward>& clubs) {
  std::vector<PrizeListLine> lines;
  for (const auto& award : awards) {
    const auto* player = section.playerByNumber(award.startNumber);
    lines.push_back({award.category, award.place, award.startNumber, player ? player->name : "",
                     award.amount, award.item, award.sharedWith});
  }
  for (const auto& club : clubs)
    lines.push_back({club.category, club.place, 0, club.club, club.amount, club.item, 0});
  return lines;
}

std::string amountText(std::int64_t hundredths) {
  if (hundredths % 100 == 0) return fmt::format("{}", hundredths / 100);
  return fmt::format("{}.{:02}", hundredths / 100, hundredths % 100);
}

std::string prizeListCsv(const std::vector<PrizeListLine>& lines, bool excelBom) {
  std::string csv = excelBom ? CsvBom : "";
  appendCsvRecord(csv,
                  {"category", "place", "start_number", "name", "amount", "item", "shared_with"});
  for (const auto& line : lines)
    appendCsvRecord(csv, {line.category, std::to_string(line.place),
                          line.startNumber > 0 ? std::to_string(line.startNumber) : "", line.name,
                          amountText(line.amount), line.item, std::to_string(line.sharedWith)});
  return csv;
}

std::string prizeListHtml(const std::string& title, int afterRound,
                          const std::vector<PrizeListLine>& lines, Language language) {
  const DocumentWords& words = documentWords(language);
  std::string body = fmt::format(
      "<h1>{}</h1>\n<h2>{}</h2>\n<table class=\"prizes\">\n<thead><tr><th>{}</th><th>{}</th>"
      "<th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
      escapeMarkup(title), escapeMarkup(fmt::format(fmt::runtime(words.prizeList), afterRound)),
      escapeMarkup(words.category), escapeMarkup(words.categoryPlace),
      escapeMarkup(standingsLabels(language).startNumber), escapeMarkup(words.player),
      escapeMarkup(words.prize), escapeMarkup(words.prizeShared));
  for (const auto& line : lines) {
    std::string prize = line.amount != 0 ? amountText(line.amount) : "";
    if (!line.item.empty()) prize += (prize.empty() ? "" : " + ") + line.item;
    body += fmt::format(
        "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        escapeMarkup(line.category), line.place,
        line.startNumber > 0 ? std::to_string(line.startNumber) : "", escapeMarkup(line.name),
        escapeMarkup(prize), line.sharedWith > 0 ? std::to_string(line.sharedWith) : "");
  }
  body += "</tbody>\n</table>\n";
  return htmlPage(title, languageTag(language), body);
}

}  // namespace reports
