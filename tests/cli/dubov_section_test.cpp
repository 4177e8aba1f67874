// SPDX-License-Identifier: MIT
// A Dubov section (C.04.4.1) of an event file through the real binary:
// `section add --pairing dubov`, a TRF with 192 FIDE_DUBOV imported as one,
// `pair`, `check` and `--explain` on it, and the export's 192 and 092. The
// expected pairings are those of the Dubov corpus
// (../shared/corpus/pairing/dubov/README.md: where py4swiss 0.3.1 and
// CPPDubovSystem 2.2 agree).
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const std::string Dubov = std::string(ARBITER_CORPUS_DIR) + "/pairing/dubov/";

// A corpus case with the record 192 FIDE_DUBOV after its 012 line, imported
// as section "Open" of a new event file; the event file's path.
std::string importedCase(const std::string& dir, const std::string& name) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Dubov Open"}).exitCode, 0);
  std::string trf = readAll(Dubov + name + ".trf");
  trf.insert(trf.find('\n') + 1, "192 FIDE_DUBOV\n");
  writeFile(dir + "/" + name + ".trf", trf);
  const auto imported =
      runArbiter({"trf", "import", dir + "/" + name + ".trf", file, "--section", "Open"});
  EXPECT_EQ(imported.exitCode, 0) << imported.err;
  return file;
}

}  // namespace

// Cases 001 (round 2: absentees, a forfeit) and 046 (8 players, round 5):
// the section is a Dubov one (event show), `pair` stores the corpus's
// pairing (pair list byte for byte), and `check` (by the section's system)
// finds it legal and the same as the engine's.
TEST(DubovSection, AnImportedDubovTrfPairsAsTheCorpusAndChecks) {
  for (const std::string name : {"001", "046"}) {
    SCOPED_TRACE(name);
    const std::string dir = freshDir("dubov-section-" + name);
    const std::string file = importedCase(dir, name);
    const auto shown = runArbiter({"event", "show", file});
    EXPECT_TRUE(contains(shown.out, "pairing: dubov (C.04.4.1, the 2026 edition)")) << shown.out;
    const auto paired =
        runArbiter({"pair", file, "--section", "Open", "--output", dir + "/round.pairs"});
    ASSERT_EQ(paired.exitCode, 0) << paired.err;
    EXPECT_EQ(readAll(dir + "/round.pairs"), readAll(Dubov + name + ".pairs"));
    const auto checked = runArbiter({"check", file, "--section", "Open"});
    EXPECT_EQ(checked.exitCode, 0) << checked.out << checked.err;
    EXPECT_TRUE(contains(checked.out, "absolute criteria: all met")) << checked.out;
    EXPECT_TRUE(contains(checked.out, "same pairs and colours as our pairing")) << checked.out;
  }
}

// Round 1 of eight players who have not played (C.04.4.1 3.2.3: nobody in
// the bracket has played, so G1 is the first half by TPN, 1-4, and G2 the
// rest, 5-8; 3.2.5: S1 = G1 by ARO (all 0), then TPN; 4.4: T2 = 5 6 7 8 is
// legal), so 1-5, 2-6, 3-7, 4-8. 5.2.1: the initial colour (White) goes to
// the higher-ranked player of a pair when his TPN is odd: 1 and 3 have
// White, 6 and 8 have White against 2 and 4. `--explain --dry-run` says so
// and stores nothing; the stored round and the TRF26 export name the system.
TEST(DubovSection, ASectionAddedAsDubovPairsRoundOneByTheText) {
  const std::string dir = freshDir("dubov-section-added");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "Open", "--rounds", "5", "--pairing",
                        "dubov", "--initial-colour", "white"})
                .exitCode,
            0);
  std::string csv = "name,rating\n";
  for (int i = 1; i <= 8; ++i)
    csv += "Player " + std::to_string(i) + "," + std::to_string(2400 - 50 * i) + "\n";
  writeFile(dir + "/players.csv", csv);
  const auto added =
      runArbiter({"player", "import", file, dir + "/players.csv", "--section", "Open"});
  ASSERT_EQ(added.exitCode, 0) << added.err;

  const std::string before = readAll(file);
  const auto explained = runArbiter({"pair", file, "--section", "Open", "--dry-run", "--explain"});
  ASSERT_EQ(explained.exitCode, 0) << explained.err;
  EXPECT_TRUE(contains(explained.out, "Round 1: FIDE Dubov system (C.04.4.1, 2026 edition)"))
      << explained.out;
  EXPECT_TRUE(contains(explained.out, "(5.2.1)")) << explained.out;
  EXPECT_EQ(readAll(file), before);

  const auto paired =
      runArbiter({"pair", file, "--section", "Open", "--output", dir + "/round.pairs"});
  ASSERT_EQ(paired.exitCode, 0) << paired.err;
  EXPECT_EQ(readAll(dir + "/round.pairs"), "4\n1 5\n6 2\n3 7\n8 4\n");
  const auto trf26 = runArbiter({"trf", "export", file, "--section", "Open", "--format", "trf26"});
  EXPECT_TRUE(contains(trf26.out, "\n092 Swiss system, FIDE Dubov (C.04.4.1)\n")) << trf26.out;
  EXPECT_TRUE(contains(trf26.out, "\n192 FIDE_DUBOV\n")) << trf26.out;
  const auto log = runArbiter({"log", file});
  EXPECT_TRUE(contains(log.out, "by=dubov")) << log.out;
}

// C.04.7 and the Dutch editions are refused for a Dubov section, and the
// file stays as it was.
TEST(DubovSection, AccelerationAndADutchEditionAreRefused) {
  const std::string dir = freshDir("dubov-section-refused");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  const std::string before = readAll(file);
  const auto baku = runArbiter({"section", "add", file, "--name", "Open", "--rounds", "5",
                                "--pairing", "dubov", "--acceleration", "baku"});
  EXPECT_NE(baku.exitCode, 0);
  EXPECT_TRUE(
      contains(baku.err, "Arbiter pairs the Dubov and Burstein systems by real scores only"))
      << baku.err;
  const auto edition = runArbiter({"section", "add", file, "--name", "Open", "--rounds", "5",
                                   "--pairing", "dubov", "--edition", "2017"});
  EXPECT_NE(edition.exitCode, 0);
  EXPECT_TRUE(contains(edition.err, "only the Dutch system (C.04.3) has editions")) << edition.err;
  EXPECT_EQ(readAll(file), before);
  const auto unknown =
      runArbiter({"section", "add", file, "--name", "Open", "--rounds", "5", "--pairing", "lim"});
  EXPECT_EQ(unknown.exitCode, 64);
  EXPECT_TRUE(contains(unknown.err, "--pairing must be dutch, dubov, burstein or round-robin"))
      << unknown.err;
}
