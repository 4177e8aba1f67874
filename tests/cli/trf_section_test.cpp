// SPDX-License-Identifier: MIT
// `arbiter trf import` / `trf export` of an event's section and `arbiter
// pair <event>` on imported corpus cases, with the real binary. Expected
// pairings are the reference engine's (pairing/dutch/*.pairs); the expected
// export is the corpus file as the event holds it (event_trf_text.h).
#include "tests/cli/event_cli_fixture.h"
#include "tests/domain/interchange/event_trf_text.h"

#include <sstream>

using namespace event_cli;

namespace {

const std::string Dutch = std::string(ARBITER_CORPUS_DIR) + "/pairing/dutch/";

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

// 001: absences in the next round; 008: player 1 absent in round 1 (F),
// forfeits; 069: unrated codes W/D/L; 107: nothing paired yet, XXC black1.
TEST(TrfSectionCli, ImportedCorpusCasesExportAsReadAndPairAsTheReference) {
  const std::string dir = freshDir("trf-corpus");
  for (const std::string name : {"001", "008", "069", "107"}) {
    SCOPED_TRACE(name);
    const std::string file = dir + "/" + name + ".arbiter";
    ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Corpus " + name}).exitCode, 0);
    const auto imported =
        runArbiter({"trf", "import", Dutch + name + ".trf", file, "--section", "Open"});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_TRUE(contains(imported.out, "section 'Open' imported: ")) << imported.out;
    EXPECT_TRUE(contains(imported.err, "ranks of")) << imported.err;

    const auto exported = runArbiter({"trf", "export", file, "--section", "Open"});
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    const std::string original = readAll(Dutch + name + ".trf");
    std::string expected = interchange::test::asTheEventHoldsIt(original);
    // Issue 15 item 19: 012 is the event's name, the section's is in a ###
    // line; 062/072 count the players and the rated ones, 092 the system.
    int players = 0;
    int rated = 0;
    std::istringstream lines(original);
    for (std::string line; std::getline(lines, line);)
      if (line.starts_with("001")) {
        ++players;
        rated += line.size() >= 52 && line.substr(48, 4) != "    " ? 1 : 0;
      }
    expected.replace(4, expected.find('\n') - 4,
                     "Corpus " + name + "\n062 " + std::to_string(players) + "\n072 " +
                         std::to_string(rated) +
                         "\n092 Swiss system, FIDE Dutch (C.04.3)\n### section: Open");
    // The ranks (our standings, blanked as in the original) are checked elsewhere.
    EXPECT_EQ(interchange::test::asTheEventHoldsIt(exported.out), expected);

    // 107's XXC black1 is kept: round 1 is paired with it, no option needed.
    EXPECT_FALSE(contains(imported.err, "XXC")) << imported.err;
    const auto paired =
        runArbiter({"pair", file, "--section", "Open", "--output", dir + "/" + name + ".pairs"});
    ASSERT_EQ(paired.exitCode, 0) << paired.err;
    EXPECT_EQ(readAll(dir + "/" + name + ".pairs"), readAll(Dutch + name + ".pairs"));
  }
}

// "0000 - +" (a forfeit without an opponent) has no board to go on: the
// import is refused and the event file is left byte-identical; so is an
// import into a section name already used.
TEST(TrfSectionCli, UnfaithfulImportIsRefusedAndLeavesTheEventUnchanged) {
  const std::string dir = freshDir("trf-refused");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "Open", "--rounds", "3"}).exitCode, 0);
  const std::string before = readAll(file);
  writeFile(dir + "/forfeit.trf",
            "012 Forfeits\n"
            "001    1      Anna                              2400                             1.0  "
            "     0000 - +\n"
            "001    2      Bert                              2300                             0.0  "
            "     0000 - -\n"
            "XXR 3\n");
  const auto forfeit = runArbiter({"trf", "import", dir + "/forfeit.trf", file});
  EXPECT_EQ(forfeit.exitCode, 65);
  EXPECT_TRUE(contains(forfeit.err, "player 1, round 1: a forfeit without an opponent"))
      << forfeit.err;
  EXPECT_EQ(readAll(file), before);

  const auto taken = runArbiter({"trf", "import", Dutch + "001.trf", file, "--section", "Open"});
  EXPECT_EQ(taken.exitCode, 76);
  EXPECT_EQ(readAll(file), before);
  writeFile(dir + "/broken.trf", "001    x      Anna\n");
  const auto broken = runArbiter({"trf", "import", dir + "/broken.trf", file});
  EXPECT_EQ(broken.exitCode, 65);
  EXPECT_TRUE(contains(broken.err, "broken.trf:1:")) << broken.err;
  EXPECT_EQ(readAll(file), before);
}

// One import is one audited action: `undo` removes the whole section.
TEST(TrfSectionCli, ImportIsOneUndoableAction) {
  const std::string dir = freshDir("trf-undo");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  ASSERT_EQ(
      runArbiter({"trf", "import", Dutch + "001.trf", file, "--section", "Imported"}).exitCode, 0);
  const auto log = runArbiter({"log", file}).out;
  EXPECT_TRUE(
      contains(log, "section import name=\"Imported\" rounds=11 players=23 paired-rounds=2"))
      << log;
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_EQ(runArbiter({"trf", "export", file, "--section", "Imported"}).exitCode, 64);
}

// A section built by hand: the header records its settings hold, the ###
// comments for what TRF cannot carry, the players in their C.04 Annex 2
// columns (C.04 Annex 2: 10 sex, 11-13 title, 15-47 name, 49-52 rating,
// 54-56 federation, 81-84 points, 92-99 round 1), XXR and the initial colour.
TEST(TrfSectionCli, ExportWritesSettingsAndCommentsOfAHandBuiltSection) {
  const std::string dir = freshDir("trf-export");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "Masters", "--rounds", "3", "--rules",
                        "classic", "--time-control", "90+30"})
                .exitCode,
            0);
  writeFile(dir + "/players.csv",
            "name,rating,title,federation,sex\nAnna,2400,IM,ENG,f\nBert,2300,,GER,m\n");
  ASSERT_EQ(
      runArbiter({"player", "import", file, "--section", "Masters", dir + "/players.csv"}).exitCode,
      0);
  ASSERT_EQ(
      runArbiter({"pair", file, "--section", "Masters", "--initial-colour", "black"}).exitCode, 0);
  ASSERT_EQ(
      runArbiter({"result", file, "--section", "Masters", "--round", "1", "--board", "1", "1-0"})
          .exitCode,
      0);
  const auto run =
      runArbiter({"trf", "export", file, "--section", "Masters", "--output", dir + "/out.trf"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  // Round 1: Anna (1) has the drawn colour black; Bert (White) wins, so he
  // ranks 1 and Anna 2 (86-89) after the complete round 1.
  EXPECT_EQ(readAll(dir + "/out.trf"),
            "012 Club\n"
            "062 2\n"
            "072 2\n"
            "092 Swiss system, FIDE Dutch (C.04.3)\n"
            "122 90+30\n"
            "### section: Masters\n"
            "### rules: classic\n"
            "### boards, round 1: 1:2-1\n"
            "001    1 w IM Anna                              2400 ENG                         0.0  "
            "  2     2 b 0\n"
            "001    2 m    Bert                              2300 GER                         1.0  "
            "  1     1 w 1\n"
            "XXR 3\n"
            "XXC black1\n");
  const auto trf26 =
      runArbiter({"trf", "export", file, "--section", "Masters", "--format", "trf26"});
  EXPECT_TRUE(contains(trf26.out, "142 3\n152 B\n")) << trf26.out;
}
