// SPDX-License-Identifier: MIT
// Documents rendered to PDF and read back with pdftotext (poppler-utils):
// names, ranks and the page numbering are in the text; no row is split.
#include "app/pdf/pdf_document.h"
#include "reports/event_header.h"
#include "reports/markup.h"
#include "reports/result_slips.h"
#include "reports/round_pairings.h"
#include "reports/standings_html.h"
#include "reports/tiebreak_legend.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

#include <fmt/format.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <vector>

namespace {

const std::filesystem::path Out = ARBITER_TEST_OUTPUT_DIR "/pdf";

// 120 players, ranks 1..120, names alternating Latin and Chinese.
reports::StandingsTable bigTable() {
  reports::StandingsTable table{
      .event = "Spring Open", .rounds = 9, .tieBreakCodes = {"BH/C1", "SB"}, .lines = {}};
  for (int i = 1; i <= 120; ++i)
    table.lines.push_back({i,
                           {i, i % 2 ? fmt::format("Player {:03}", i) : fmt::format("王{}号", i),
                            "", "CHN", 2600 - i},
                           (120 - i) / 10,
                           {fmt::format("{}.5", 40 - i / 4), fmt::format("{}.25", 30 - i / 5)}});
  return table;
}

std::string documentHtml(reports::Language language) {
  const reports::EventHeader header{"Spring Open", "",          "Hangzhou", "2026-04-01",
                                    "2026-04-09",  "IA Li Wei", "90+30",    9};
  const auto table = bigTable();
  return reports::htmlPage(
      "Spring Open", reports::languageTag(language),
      reports::eventHeaderHtml(header, language) +
          reports::standingsSection(table, reports::standingsLabels(language)) +
          reports::tieBreakLegendHtml(table.tieBreakCodes, language));
}

std::string run(const std::string& command) {
  std::string out;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return out;
  std::array<char, 4096> chunk{};
  while (const std::size_t got = std::fread(chunk.data(), 1, chunk.size(), pipe.get()))
    out.append(chunk.data(), got);
  return out;
}

}  // namespace

TEST(PdfDocument, StandingsReadBackWithNamesRanksAndPageNumbers) {
  std::filesystem::create_directories(Out);
  const std::string file = (Out / "standings-a4.pdf").string();
  const auto layout = pdf::writePdf(documentHtml(reports::Language::En), file,
                                    {.paper = pdf::PaperSize::A4,
                                     .landscape = false,
                                     .runningTitle = "Spring Open — standings",
                                     .fontPoints = 10,
                                     .marginMillimetres = 15});
  ASSERT_TRUE(layout) << layout.error().message;
  ASSERT_GE(layout->pages, 3);  // 120 rows do not fit on two A4 pages at 10 pt
  const std::string text = run("pdftotext -layout '" + file + "' -");
  ASSERT_FALSE(text.empty()) << "pdftotext (poppler-utils) is needed";
  EXPECT_NE(text.find("Player 001"), std::string::npos);
  EXPECT_NE(text.find("王120号"), std::string::npos);  // CJK glyphs embedded and extractable
  EXPECT_NE(text.find("IA Li Wei"), std::string::npos);
  EXPECT_NE(text.find("Buchholz"), std::string::npos);  // the legend in words
  // The running header "n / m" (pdftotext may drop the spaces around the slash).
  std::string compact;
  for (const char c : text)
    if (c != ' ') compact += c;
  EXPECT_NE(compact.find(fmt::format("standings1/{}", layout->pages)), std::string::npos);
  EXPECT_NE(compact.find(fmt::format("standings{}/{}", layout->pages, layout->pages)),
            std::string::npos);
  // The table head is repeated: "Rk" once per page the table spans (at least 3).
  std::size_t heads = 0;
  for (auto at = text.find("Rtg"); at != std::string::npos; at = text.find("Rtg", at + 1)) ++heads;
  EXPECT_GE(heads, 3u);
  for (const auto& row : layout->rows)
    EXPECT_EQ(row.firstPage, row.lastPage) << "table " << row.table << " row " << row.row;
}

// Round 1 of 48 players, 24 boards (1-2, 3-4, ...): 24 slips of five lines
// each fill several A4 pages, and no slip is cut by a page break - every
// row of each slip lands on the page of its first row.
TEST(PdfDocument, NoResultSlipIsSplitAcrossAPageBreak) {
  using tournament::Color;
  using tournament::RoundResult;
  tournament::TournamentState state;
  state.name = "Spring Open";
  for (int i = 1; i <= 48; ++i) {
    const bool white = i % 2 == 1;
    state.players.push_back(test_support::makePlayer(
        i, fmt::format("Player {:02}", i), 2500 - i,
        {{white ? i + 1 : i - 1, white ? Color::White : Color::Black, RoundResult::Pending}}));
  }
  const reports::EventHeader header{"Spring Open", "", "", "", "", "", "", 9};
  const std::string html =
      reports::htmlPage("Spring Open", "en",
                        reports::resultSlipsSection(header, state, reports::roundPairings(state, 1),
                                                    reports::Language::En));
  std::filesystem::create_directories(Out);
  const auto layout = pdf::writePdf(html, (Out / "slips.pdf").string(), {});
  ASSERT_TRUE(layout) << layout.error().message;
  ASSERT_GE(layout->pages, 3);
  std::map<int, std::set<int>> pagesOfSlip;  // table index -> pages its rows touch
  for (const auto& row : layout->rows)
    if (row.table > 0) {  // table 0 holds the slips, one a row
      pagesOfSlip[row.table].insert(row.firstPage);
      pagesOfSlip[row.table].insert(row.lastPage);
    }
  ASSERT_EQ(pagesOfSlip.size(), 24u);
  for (const auto& [table, pages] : pagesOfSlip)
    EXPECT_EQ(pages.size(), 1u) << "slip " << table << " spans pages " << *pages.begin() << "-"
                                << *pages.rbegin();
  // A slip moved to the next page starts at its top: the first slip of
  // every page after the first lies within the top 5% of the page (a
  // 30-player PDF had a quarter of page 2 blank above its first slip).
  std::map<int, double> firstSlipTop;  // page -> top of its first slip's text
  for (const auto& row : layout->rows)
    if (row.table > 0 && row.row == 0 && !firstSlipTop.contains(row.firstPage))
      firstSlipTop[row.firstPage] = row.topOnPage;
  for (const auto& [page, top] : firstSlipTop)
    if (page > 1) EXPECT_LT(top, 0.05) << "page " << page;
}

TEST(PdfDocument, EmbedsTheCjkFont) {
  std::filesystem::create_directories(Out);
  const std::string file = (Out / "standings-letter-zh.pdf").string();
  const auto layout = pdf::writePdf(documentHtml(reports::Language::Zh), file,
                                    {.paper = pdf::PaperSize::Letter,
                                     .landscape = false,
                                     .runningTitle = "春季公开赛",
                                     .fontPoints = 11,
                                     .marginMillimetres = 15});
  ASSERT_TRUE(layout) << layout.error().message;
  const std::string fonts = run("pdffonts '" + file + "'");
  // Every font embedded (pdffonts' "emb" column, fifth from the end, says yes),
  // one of them with CJK glyphs.
  EXPECT_NE(fonts.find("WenQuanYi"), std::string::npos) << fonts;
  std::istringstream lines(fonts);
  std::string line;
  int embedded = 0;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::vector<std::string> columns;
    for (std::string word; words >> word;) columns.push_back(word);
    if (columns.size() < 6 || columns[0] == "name" || columns[0].starts_with("---")) continue;
    EXPECT_EQ(columns[columns.size() - 5], "yes") << line;
    ++embedded;
  }
  EXPECT_GE(embedded, 1);
  const std::string info = run("pdfinfo '" + file + "'");
  EXPECT_NE(info.find("612 x 792 pts (letter)"), std::string::npos) << info;
  const std::string text = run("pdftotext '" + file + "' -");
  EXPECT_NE(text.find("第9轮后排名"), std::string::npos);
  EXPECT_NE(text.find("春季公开赛"), std::string::npos);
}
