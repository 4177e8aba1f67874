// SPDX-License-Identifier: MIT
// The ranks of a section's TRF export (C.04 Annex 2 columns 86-89): the
// standings after the last complete round with the section's tie-breaks,
// counted by hand for a four-player event.
#include "tests/cli/four_player_event.h"

#include <algorithm>
#include <map>
#include <sstream>

using namespace event_cli;

namespace {

// Start number (columns 5-8) -> rank (columns 86-89) of every 001 line.
std::map<int, std::string> ranksOf(const std::string& trf) {
  std::map<int, std::string> ranks;
  std::istringstream lines(trf);
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("001")) continue;
    line.resize(std::max<std::size_t>(line.size(), 89), ' ');  // trailing blanks are cut
    ranks[std::stoi(line.substr(4, 4))] = line.substr(85, 4);
  }
  return ranks;
}

std::map<int, std::string> exportedRanks(const std::string& file) {
  const auto run = runArbiter({"trf", "export", file, "--section", "Open"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  return ranksOf(run.out);
}

void result(const std::string& file, int round, int board, const std::string& text) {
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", std::to_string(round),
                        "--board", std::to_string(board), text})
                .exitCode,
            0);
}

}  // namespace

// Anna 1, Bert 2, Carl 3, Dora 4 (by rating). Round 1: Anna - Carl 1-0,
// Dora - Bert 0-1. Round 2: Bert - Anna draw, Carl - Dora 1-0.
// Points: Anna 1.5, Bert 1.5, Carl 1, Dora 0.
TEST(TrfExportRanks, StandingsAfterTheLastCompleteRoundWithTheSectionsTieBreaks) {
  const std::string dir = freshDir("trf-ranks");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  EXPECT_EQ(exportedRanks(file),
            (std::map<int, std::string>{{1, "    "}, {2, "    "}, {3, "    "}, {4, "    "}}));
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);  // 1-3, 4-2
  result(file, 1, 1, "1-0");
  // Round 1 has a board without a result: no complete round, no ranks.
  EXPECT_EQ(exportedRanks(file).at(1), "    ");
  result(file, 1, 2, "0-1");
  writeFile(dir + "/round2.pairs", "2\n2 1\n3 4\n");
  ASSERT_EQ(
      runArbiter({"round", "set", file, "--section", "Open", "--round", "2", dir + "/round2.pairs"})
          .exitCode,
      0);
  result(file, 2, 1, "1/2-1/2");
  result(file, 2, 2, "1-0");

  // No list set: the Swiss defaults BH/C1, BH, SB, DE, WIN. Anna and Bert
  // tie on 1.5. BH/C1: Anna's opponents Carl 1 and Bert 1.5, cut 1 -> 1.5;
  // Bert's Dora 0 and Anna 1.5, cut 0 -> 1.5: still tied. BH: Anna 2.5,
  // Bert 1.5: Anna first.
  EXPECT_EQ(exportedRanks(file),
            (std::map<int, std::string>{{1, "   1"}, {2, "   2"}, {3, "   3"}, {4, "   4"}}));

  // The section's own list, WIN only: Anna and Bert won one game each, so
  // they share rank 1 (C.07: ties that remain share the rank).
  ASSERT_EQ(
      runArbiter({"section", "edit", file, "--section", "Open", "--tie-breaks", "WIN"}).exitCode,
      0);
  EXPECT_EQ(exportedRanks(file),
            (std::map<int, std::string>{{1, "   1"}, {2, "   1"}, {3, "   3"}, {4, "   4"}}));

  // Round 3 paired and partly entered: the ranks stay those after round 2.
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  result(file, 3, 1, "0-1");
  EXPECT_EQ(exportedRanks(file),
            (std::map<int, std::string>{{1, "   1"}, {2, "   1"}, {3, "   3"}, {4, "   4"}}));

  // A list naming no C.07 tie-break is refused and changes nothing.
  const std::string before = readAll(file);
  const auto bad =
      runArbiter({"section", "edit", file, "--section", "Open", "--tie-breaks", "BH-C1,SB"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_NE(bad.err.find("'BH-C1' is not a C.07 tie-break"), std::string::npos) << bad.err;
  EXPECT_EQ(readAll(file), before);
}
