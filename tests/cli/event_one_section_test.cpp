// SPDX-License-Identifier: MIT
// One section means that section for every command that works on a
// section: registration (player add/edit/list/import/from-list), the
// section's settings (section edit/draw-lots/leave-fide-mode), the rounds
// (checkin, round set), games, norms, prizes, ratings update and report. With two
// sections and no --section each of them refuses (64), names the sections
// and leaves the file as it was.
#include "tests/cli/four_player_event.h"

#include <algorithm>

namespace {

using namespace event_cli;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A FIDE list line laid out at the list's columns: id at column 1, name 16,
// federation 77, sex 81, title 85, standard rating 114, birth year 153.
std::string fideList(const std::string& id, const std::string& name, const std::string& rating) {
  std::string line(160, ' ');
  const auto put = [&line](std::size_t column, const std::string& value) {
    std::copy(value.begin(), value.end(), line.begin() + static_cast<std::ptrdiff_t>(column));
  };
  put(0, id);
  put(15, name);
  put(76, "NOR");
  put(80, "M");
  put(84, "GM");
  put(113, rating);
  put(152, "1990");
  return "ID Number      Name                                                         Fed Sex Tit  "
         "WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n" +
         line + "\n";
}

// Every command on a section, each given everything but --section.
std::vector<std::vector<std::string>> sectionCommands(const std::string& file,
                                                      const std::string& dir) {
  return {
      {"player", "list", file},
      {"player", "add", file, "--name", "Emil", "--rating", "2000"},
      {"player", "edit", file, "--player", "1", "--club", "Hove"},
      {"player", "import", file, dir + "/late.csv"},
      {"player", "from-list", file, "--list", dir + "/list.txt", "1503014"},
      {"ratings", "update", file, "--list", dir + "/list.txt", "--yes"},
      {"section", "edit", file, "--place", "Hove"},
      {"section", "draw-lots", file, "--seed", "7"},
      {"section", "leave-fide-mode", file, "--confirm"},
      {"round", "set", file, "--round", "1", dir + "/round1.pairs"},
      {"checkin", file, "--round", "1", "1", "2", "3", "4"},
      {"games", file, dir + "/r1.pgn"},
      {"norms", file},
      {"prizes", file, "--table", dir + "/prizes.txt"},
      {"report", "standings", file},
      {"report", "norm", file, "--player", "1", "--title", "IM"},
  };
}

void writeInputs(const std::string& dir) {
  writeFile(dir + "/late.csv", "name,rating\nFritz,1900\n");
  writeFile(dir + "/list.txt", fideList("1503014", "Carlsen, Magnus", "2830"));
  writeFile(dir + "/round1.pairs", "2\n1 3\n4 2\n");
  writeFile(
      dir + "/r1.pgn",
      "[Round \"1\"]\n[White \"Anna\"]\n[Black \"Carl\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
  writeFile(dir + "/prizes.txt", "category Overall = 100 50\n");
}

}  // namespace

TEST(EventOneSection, EveryRegistrationCommandTakesTheOnlySection) {
  const std::string dir = freshDir("one-section-registration");
  const std::string file = fourPlayerEvent(dir);  // Anna 2400 .. Dora 2100 = 1..4
  writeInputs(dir);
  const auto list = runArbiter({"player", "list", file, "--format", "tsv"});
  ASSERT_EQ(list.exitCode, 0) << list.err;
  EXPECT_TRUE(contains(list.out, "\n1\tAnna\t")) << list.out;
  // Before round 1 the list is ranked by rating (C.04.2 art. 2): Emil 2000
  // comes after Dora 2100, number 5.
  const auto add = runArbiter({"player", "add", file, "--name", "Emil", "--rating", "2000"});
  ASSERT_EQ(add.exitCode, 0) << add.err;
  EXPECT_TRUE(contains(add.out, "registered Emil in 'Open' as pairing number 5")) << add.out;
  const auto edit = runArbiter({"player", "edit", file, "--player", "5", "--club", "Hove"});
  EXPECT_EQ(edit.exitCode, 0) << edit.err;
  EXPECT_TRUE(contains(edit.out, "player 5 edited")) << edit.out;
  const auto import = runArbiter({"player", "import", file, dir + "/late.csv"});
  EXPECT_EQ(import.exitCode, 0) << import.err;
  EXPECT_TRUE(contains(import.out, "registered 1 players in 'Open'")) << import.out;
  const auto fromList =
      runArbiter({"player", "from-list", file, "--list", dir + "/list.txt", "1503014"});
  EXPECT_EQ(fromList.exitCode, 0) << fromList.err;
  EXPECT_TRUE(contains(fromList.out, "registered Carlsen, Magnus (1503014, NOR)")) << fromList.out;
  // The list gives Carlsen the rating he has: nothing to change.
  const auto update = runArbiter({"ratings", "update", file, "--list", dir + "/list.txt", "--yes"});
  EXPECT_EQ(update.exitCode, 0) << update.err;
  EXPECT_TRUE(contains(update.out, "nothing to change")) << update.out;
  const auto edited = runArbiter({"section", "edit", file, "--place", "Hove"});
  EXPECT_EQ(edited.exitCode, 0) << edited.err;
  EXPECT_TRUE(contains(edited.out, "section 'Open' edited")) << edited.out;
  // TRF record 022 is the city (the place) of the tournament.
  EXPECT_TRUE(contains(runArbiter({"trf", "export", file}).out, "\n022 Hove\n"));
  const auto leave = runArbiter({"section", "leave-fide-mode", file, "--confirm"});
  EXPECT_EQ(leave.exitCode, 0) << leave.err;
  EXPECT_TRUE(contains(leave.out, "section 'Open' has left FIDE mode")) << leave.out;
}

TEST(EventOneSection, EveryRoundCommandTakesTheOnlySection) {
  const std::string dir = freshDir("one-section-rounds");
  const std::string file = fourPlayerEvent(dir);
  writeInputs(dir);
  const auto checkin = runArbiter({"checkin", file, "--round", "1", "1", "2", "3", "4"});
  EXPECT_EQ(checkin.exitCode, 0) << checkin.err;
  EXPECT_TRUE(contains(checkin.out, "round 1: check-in recorded")) << checkin.out;
  const auto set = runArbiter({"round", "set", file, "--round", "1", dir + "/round1.pairs"});
  ASSERT_EQ(set.exitCode, 0) << set.err;
  ASSERT_EQ(runArbiter({"results", file, "--round", "1", "1 0"}).exitCode, 0);
  // Board 1 of round 1 is Anna (1) - Carl (3), as round1.pairs gives it.
  const auto games = runArbiter({"games", file, dir + "/r1.pgn"});
  EXPECT_NE(games.exitCode, 64) << games.err;
  EXPECT_TRUE(contains(games.out, "round 1 board 1: matched")) << games.out << games.err;
  const auto norms = runArbiter({"norms", file});
  EXPECT_EQ(norms.exitCode, 0) << norms.err;
  EXPECT_TRUE(contains(norms.out, "no title norm in this section")) << norms.out;
  // After round 1 (Anna beat Carl, Bert beat Dora): Anna and Bert 1 point;
  // Anna first by her higher opponent, or by number - either way one of the
  // two has 100 and the other 50.
  const auto prizes =
      runArbiter({"prizes", file, "--table", dir + "/prizes.txt", "--format", "csv"});
  EXPECT_EQ(prizes.exitCode, 0) << prizes.err;
  EXPECT_TRUE(contains(prizes.out, "Overall,1,")) << prizes.out;
  EXPECT_TRUE(contains(prizes.out, ",100,")) << prizes.out;
}

TEST(EventOneSection, DrawingLotsTakesTheOnlySection) {
  const std::string dir = freshDir("one-section-lots");
  const std::string file = fourPlayerEvent(dir, {"--pairing", "round-robin"});
  const auto drawn = runArbiter({"section", "draw-lots", file, "--seed", "2026"});
  EXPECT_EQ(drawn.exitCode, 0) << drawn.err;
  EXPECT_TRUE(contains(drawn.out, "numbers drawn by lot (seed 2026)")) << drawn.out;
}

TEST(EventOneSection, WithTwoSectionsEveryCommandNamesThemAndChangesNothing) {
  const std::string dir = freshDir("one-section-two");
  const std::string file = fourPlayerEvent(dir);
  writeInputs(dir);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "Girls", "--rounds", "5"}).exitCode, 0);
  const std::string before = readAll(file);
  for (const auto& command : sectionCommands(file, dir)) {
    const auto run = runArbiter(command);
    const std::string said = command[0] + " " + command[1];
    EXPECT_EQ(run.exitCode, 64) << said << ": " << run.err;
    EXPECT_TRUE(contains(run.err, "several sections")) << said << ": " << run.err;
    EXPECT_TRUE(contains(run.err, "Open") && contains(run.err, "Girls")) << said << ": " << run.err;
  }
  EXPECT_EQ(readAll(file), before) << "a refusal leaves the file as it was";
}
