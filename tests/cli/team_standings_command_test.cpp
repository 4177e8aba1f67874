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

TEST(TeamStandingsCommand, PairAndCheckRefuseATeamSwiss) {
  const auto trf = (TeamCorpus / "held-team-34-49.trf").string();
  const std::vector<std::vector<std::string>> runs = {{"pair", trf}, {"check", trf}};
  for (const auto& args : runs) {
    const auto run = runArbiter(args);
    EXPECT_EQ(run.exitCode, 76) << args.front();
    EXPECT_NE(run.err.find("team"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("(C.04.6"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
  }
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
