// SPDX-License-Identifier: MIT
// `arbiter standings` on a team TRF ranks teams: its tsv is the team corpus
// format (shared/corpus/team-tiebreaks) byte for byte; `trf import` refuses
// a team tournament and leaves the event file as it was.
#include "tests/cli/event_cli_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace event_cli;

namespace {

namespace fs = std::filesystem;
const fs::path TeamCorpus = fs::path(ARBITER_CORPUS_DIR) / "team-tiebreaks";

// The expected file without its comment lines.
std::string expectedTable(const fs::path& path) {
  std::ifstream in(path);
  std::string line, table;
  while (std::getline(in, line))
    if (line.rfind('#', 0) != 0) table += line + "\n";
  return table;
}

TEST(TeamStandingsCommand, TsvReproducesEveryTeamCorpusFileByteForByte) {
  int files = 0;
  for (const auto& entry : fs::directory_iterator(TeamCorpus)) {
    const auto name = entry.path().filename().string();
    if (!name.ends_with(".expected.tsv")) continue;
    SCOPED_TRACE(name);
    const auto trf = TeamCorpus / (name.substr(0, name.size() - 13) + ".trf");
    const auto run = runArbiter({"standings", trf.string(), "--format", "tsv"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, expectedTable(entry.path()));
    ++files;
  }
  EXPECT_EQ(files, 61);
}

TEST(TeamStandingsCommand, TextRanksTeamsByMatchPointsThenTheList) {
  const auto trf = (TeamCorpus / "held-team-34-49.trf").string();
  const auto run = runArbiter({"standings", trf, "--tiebreaks", "BH:MP/C1"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  // Teams 1-5 have 10 MP; BH:MP/C1 under the 2026 text (the corpus's
  // BH:MP/C1/V2 column): team 1 54, teams 3 and 5 53, teams 2 and 4 52.
  EXPECT_NE(run.out.find("team standings after round 7"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("   1    1  Team 01"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("   2    3  Team 03"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("   2    5  Team 05"), std::string::npos) << run.out;
  const auto bad = runArbiter({"standings", trf, "--tiebreaks", "BH:XP"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_NE(bad.err.find("'BH:XP'"), std::string::npos) << bad.err;
}

TEST(TeamStandingsCommand, PairGivesATeamRoundRobinsNextRoundByTeamNumbers) {
  const std::string dir = freshDir("team-pair");
  writeFile(dir + "/rr.trf",
            "012 Team round robin\n"
            "142 3\n"
            "192 FIDE_TEAM_ROUNDROBIN\n"
            "352 WB\n"
            "001    1 m    Player 1\n"
            "001    2 m    Player 2\n"
            "001    3 m    Player 3\n"
            "001    4 m    Player 4\n"
            "001    5 m    Player 5\n"
            "001    6 m    Player 6\n"
            "001    7 m    Player 7\n"
            "001    8 m    Player 8\n"
            "310   1 Team 1                           T1                                 1    2\n"
            "310   2 Team 2                           T2                                 3    4\n"
            "310   3 Team 3                           T3                                 5    6\n"
            "310   4 Team 4                           T4                                 7    8\n");
  const auto run = runArbiter({"pair", dir + "/rr.trf"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  // C.05 Annex 1, 4 teams, round 1: 1-4 and 2-3, the lower number White.
  EXPECT_EQ(run.out, "2\n1 4\n2 3\n");
}

// The corpus cases whose pairing the corpus README works out by hand from
// the articles (shared/corpus/pairing/team-swiss): 011 (round 1, Type B,
// PAB 7 by 3.4.2-3.4.4, 1-4 2-5 3-6 by 3.6, colours by 4.3.1) and 093
// (GP primary, PAB 4, 1-2, 3 takes upfloater 5, 6-7; colours 4.3.6,
// 4.3.2, 4.3.8). `pair` prints the .pairs file byte for byte.
TEST(TeamStandingsCommand, PairGivesATeamSwissRoundInThePairListFormat) {
  const fs::path swiss = fs::path(ARBITER_CORPUS_DIR) / "pairing" / "team-swiss";
  for (const char* name : {"011", "093"}) {
    const auto run = runArbiter({"pair", (swiss / (std::string(name) + ".trf")).string()});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, readAll((swiss / (std::string(name) + ".pairs")).string())) << name;
    EXPECT_TRUE(run.err.empty()) << run.err;  // the 192 code is a system Arbiter pairs
  }
  const auto explained = runArbiter({"pair", (swiss / "093.trf").string(), "--explain"});
  ASSERT_EQ(explained.exitCode, 0) << explained.err;
  EXPECT_NE(explained.out.find("FIDE Swiss team system (C.04.6"), std::string::npos);
  EXPECT_NE(explained.out.find("Pairing-allocated bye, given first (3.4"), std::string::npos);
  EXPECT_NE(explained.out.find("4 Stone Knights 4"), std::string::npos) << explained.out;
  EXPECT_NE(explained.out.find("(4.3.6)"), std::string::npos) << explained.out;
}

// A cell of a player's round at column 92 + 10 (round - 1): opponent,
// colour, result.
std::string playerLine(int number, const std::vector<std::string>& cells) {
  std::string line = "001 " + std::string(4 - std::to_string(number).size(), ' ') +
                     std::to_string(number) + " m    Player " + std::to_string(number);
  line.resize(91, ' ');
  for (const auto& cell : cells) line += cell + "  ";
  return line + "\n";
}

// `check` on a team Swiss: round 2 repeats round 1's matches, which C1
// forbids; the checker names it for each match.
TEST(TeamStandingsCommand, CheckNamesATeamSwissRematch) {
  const std::string dir = freshDir("team-check");
  writeFile(dir + "/swiss.trf",
            "012 Team Swiss\n142 3\n192 FIDE_TEAM_TYPEA_MP_GP\n352 W\n" +
                playerLine(1, {"   3 w 1", "   3 b 1"}) + playerLine(2, {"   4 w =", "   4 b ="}) +
                playerLine(3, {"   1 b 0", "   1 w 0"}) + playerLine(4, {"   2 b =", "   2 w ="}) +
                "310   1 Team 1                           T1                                 1\n"
                "310   2 Team 2                           T2                                 2\n"
                "310   3 Team 3                           T3                                 3\n"
                "310   4 Team 4                           T4                                 4\n");
  const auto run = runArbiter({"check", dir + "/swiss.trf"});
  EXPECT_EQ(run.exitCode, 1) << run.err << run.out;
  EXPECT_NE(run.out.find("Round 2: 2 matches"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("violation C1 of C.04.6: team 3 met team 1 before"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("violation C1 of C.04.6: team 4 met team 2 before"), std::string::npos)
      << run.out;
  const auto all = runArbiter({"check", dir + "/swiss.trf", "--all"});
  // Round 1 (no history): identifier 1 2 | 3 4 gives 1-3 and 2-4 as given,
  // but 4.3.1 gives the first-team 2 (even TPN, initial colour White)
  // Black, where the file has it White: the colours differ (art. 4).
  EXPECT_NE(all.out.find("Round 1: 2 matches\nabsolute criteria: all met\ndiffers from our "
                         "pairing first in 4 of C.04.6"),
            std::string::npos)
      << all.out;
  EXPECT_NE(all.out.find("2 rounds checked, 2 with a violation or not as ours"), std::string::npos)
      << all.out;
}

// --boards: the board standings of Held's 4-board, 7-round team exercise,
// one table per board; an individual TRF refuses the option.
TEST(TeamStandingsCommand, BoardsListsEachBoardsPlayers) {
  const auto trf = (TeamCorpus / "held-team-34-49.trf").string();
  const auto run = runArbiter({"standings", trf, "--boards", "--min-games", "5"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("board standings after round 7 (prizes: at least 5 games)"),
            std::string::npos)
      << run.out;
  for (const char* board : {"\nBoard 1\n", "\nBoard 2\n", "\nBoard 3\n", "\nBoard 4\n"})
    EXPECT_NE(run.out.find(board), std::string::npos) << board;
  EXPECT_EQ(run.out.find("\nBoard 5\n"), std::string::npos);
  const auto individual = runArbiter(
      {"standings", (fs::path(ARBITER_CORPUS_DIR) / "pairing" / "dubov" / "001.trf").string(),
       "--boards"});
  EXPECT_EQ(individual.exitCode, 64);
  EXPECT_NE(individual.err.find("--boards"), std::string::npos) << individual.err;
}

TEST(TeamStandingsCommand, ImportRefusesATeamTournament) {
  const std::string dir = freshDir("team-import");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  const std::string before = readAll(file);
  const auto run = runArbiter(
      {"trf", "import", (TeamCorpus / "held-team-34-49.trf").string(), file, "--section", "T"});
  EXPECT_EQ(run.exitCode, 65);
  EXPECT_NE(run.err.find("a team tournament"), std::string::npos) << run.err;
  EXPECT_EQ(readAll(file), before);
}

}  // namespace
