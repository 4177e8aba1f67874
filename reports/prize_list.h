// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/club_prizes.h"
#include "domain/standings/prizes.h"
#include "domain/tournament/section.h"
#include "reports/language.h"

#include <cstdint>
#include <string>
#include <vector>

namespace reports {

// One line of a prize list: the prize of a category's place and who wins
// it (standings::PrizeAward with the player's name), or a best-club prize
// (standings::ClubAward: no start number, the club's name).
struct PrizeListLine {
  std::string category;
  int place = 0;
  int startNumber = 0;  // 0 for a club
  std::string name;
  std::int64_t amount = 0;  // hundredths, after sharing
  std::string item;
  int sharedWith = 0;  // 0 = not shared
};

// The lines of `awards` (standings::awardPrizes) with the names of the
// section's players, in the awards' order, then the club awards.
std::vector<PrizeListLine> prizeListLines(const tournament::Section& section,
                                          const std::vector<standings::PrizeAward>& awards,
                                          const std::vector<standings::ClubAward>& clubs = {});

// "1000" for 100000 hundredths, "12.50" for 1250.
std::string amountText(std::int64_t hundredths);

// The prize list as CSV for spreadsheets and programs (RFC 4180, CRLF):
// category,place,start_number,name,amount,item,shared_with; `excelBom`
// prefixes a UTF-8 byte-order mark.
std::string prizeListCsv(const std::vector<PrizeListLine>& lines, bool excelBom = false);

// The prize list as an HTML5 page in `language`: `title` (the event and
// section) and a table headed "Prize list after round N".
std::string prizeListHtml(const std::string& title, int afterRound,
                          const std::vector<PrizeListLine>& lines, Language language);

}  // namespace reports
