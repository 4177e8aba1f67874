// SPDX-License-Identifier: MIT
// Unrated games (a game of less than one move, TRF W D L) through the real
// binary: `result --unrated` is audited, shown and exported as W/L, counts
// in the standings, and is skipped by the FIDE rating report (B.02 5.1);
// a refused unrated forfeit leaves the file byte-identical.
#include "tests/cli/four_player_event.h"

#include <sstream>

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The words of the `rating` report row of start number `player`.
std::vector<std::string> ratingRow(const std::string& report, int player) {
  std::istringstream lines(report);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    std::vector<std::string> row;
    for (std::string word; words >> word;) row.push_back(word);
    if (!row.empty() && row[0] == std::to_string(player)) return row;
  }
  return {};
}

}  // namespace

// Anna 2400 (1), Bert 2300 (2), Carl 2200 (3), Dora 2100 (4); round 1 is
// 1-3 and 4-2 (initial colour white). Anna beats Carl in less than one
// move; Dora beats Bert in a rated game.
TEST(EventUnrated, StoredShownExportedAndSkippedByTheRating) {
  const std::string dir = freshDir("unrated");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);

  const std::string before = readAll(file);
  const auto forfeit = runArbiter(
      {"result", file, "--section", "Open", "--round", "1", "--board", "1", "+/-", "--unrated"});
  EXPECT_EQ(forfeit.exitCode, 76);
  EXPECT_TRUE(contains(forfeit.err, "board 1: only 1-0, 1/2-1/2 or 0-1 can be an unrated game"))
      << forfeit.err;
  EXPECT_EQ(readAll(file), before);

  const auto entered = runArbiter(
      {"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0", "--unrated"});
  ASSERT_EQ(entered.exitCode, 0) << entered.err;
  EXPECT_TRUE(contains(entered.out, "round 1 board 1: 1-0 unrated")) << entered.out;
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "2", "1-0"})
                .exitCode,
            0);
  EXPECT_TRUE(contains(runArbiter({"log", file}).out,
                       "result section=\"Open\" round=1 board=1 result=1-0 unrated"));
  EXPECT_TRUE(contains(runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).out,
                       "1-0 (unrated: less than one move, B.02 5.1)"));

  // C.04 Annex 2: W and L in the result columns (99), 1.0 / 0.0 points
  // (81-84), ranks (86-89): Anna and Dora tie on 1 point and on every
  // default tie-break (BH/C1, BH, SB: their opponents have 0; DE: they did
  // not meet; WIN: one each), so both rank 1; Bert and Carl share 3.
  const auto trf = runArbiter({"trf", "export", file, "--section", "Open"}).out;
  EXPECT_TRUE(contains(trf,
                       "001    1      Anna                              2400                  "
                       "           1.0    1     3 w W\n"))
      << trf;
  EXPECT_TRUE(contains(trf,
                       "001    3      Carl                              2200                  "
                       "           0.0    3     1 b L\n"))
      << trf;

  // B.02 5.1: Anna and Carl have no rated game. Dora (2100) beat Bert (2300):
  // D = 200, table 8.1.2 gives Bert PD 0.76 (198-206), Dora 0.24; K = 20
  // (below 2400, not new): Dora 20 x 0.76 = 15.2 -> +15, Bert -15.
  const auto report = runArbiter({"rating", file, "--section", "Open"});
  ASSERT_EQ(report.exitCode, 0) << report.err;
  const auto anna = ratingRow(report.out, 1);
  ASSERT_GE(anna.size(), 8u) << report.out;
  EXPECT_EQ(anna[3], "0") << report.out;  // games
  EXPECT_EQ(anna[7], "+0") << report.out;
  const auto dora = ratingRow(report.out, 4);
  ASSERT_GE(dora.size(), 8u) << report.out;
  EXPECT_EQ(dora[3], "1");
  EXPECT_EQ(dora[7], "+15");
  EXPECT_EQ(ratingRow(report.out, 2).at(7), "-15");

  // Corrected without --unrated: a rated game again, Anna has one game.
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  EXPECT_EQ(ratingRow(runArbiter({"rating", file, "--section", "Open"}).out, 1).at(3), "1");
  EXPECT_TRUE(contains(runArbiter({"trf", "export", file, "--section", "Open"}).out,
                       "1.0    1     3 w 1\n"));
}
