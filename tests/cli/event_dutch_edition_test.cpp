// SPDX-License-Identifier: MIT
// The edition of C.04.3 as a section setting through the real binary:
// `trf import` of a file naming 192 FIDE_DUTCH_2017 keeps it, `pair` pairs
// the section by it (the expected round is bbpPairings v5.0.1's answer in
// ../shared/corpus/pairing/dutch-2017/), `check` checks by it, `event show`
// and `trf export` name it; a contradicting `pair --edition` is refused,
// `check --edition` says it checks by another edition; `section add/edit
// --edition` before round 1, refused after it and for a round robin (the
// file byte-identical).
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const std::string Corpus = std::string(ARBITER_CORPUS_DIR) + "/pairing/";

}  // namespace

// Corpus case 130 (16 players, rounds 1-3 paired, round 4 next) is one of
// the 24 where the editions pair differently.
TEST(EventDutchEdition, ImportedSectionPairsAndChecksByThe2017Edition) {
  const std::string dir = freshDir("edition-import");
  std::string text = readAll(Corpus + "dutch/130.trf");
  text.insert(text.find('\n') + 1, "192 FIDE_DUTCH_2017\n");
  writeFile(dir + "/in.trf", text);
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "E"}).exitCode, 0);
  const auto imported = runArbiter({"trf", "import", dir + "/in.trf", file, "--section", "S"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out,
                       "\n  pairing: dutch, edition 2017 (C.04.3)\n"));

  std::string before = readAll(file);
  const auto contradicted = runArbiter({"pair", file, "--section", "S", "--edition", "2026"});
  EXPECT_EQ(contradicted.exitCode, 64);
  EXPECT_TRUE(contains(contradicted.err, "--edition 2026 contradicts section \"S\""))
      << contradicted.err;
  EXPECT_EQ(readAll(file), before);

  const auto paired = runArbiter({"pair", file, "--section", "S", "--output", dir + "/r4.pairs"});
  ASSERT_EQ(paired.exitCode, 0) << paired.err;
  EXPECT_EQ(readAll(dir + "/r4.pairs"), readAll(Corpus + "dutch-2017/130.pairs"));
  const auto checked = runArbiter({"check", file});
  EXPECT_EQ(checked.exitCode, 0) << checked.out << checked.err;
  EXPECT_TRUE(contains(checked.out, "same pairs and colours as our pairing")) << checked.out;
  // By the 2026 criteria the 2017 round is not the best (v6.0.0 pairs
  // dutch/130.pairs); the check says which edition it used.
  const auto other = runArbiter({"check", file, "--edition", "2026"});
  EXPECT_EQ(other.exitCode, 1);
  EXPECT_TRUE(contains(other.out,
                       "note: checked by the 2026 edition of C.04.3; section \"S\" "
                       "is paired by the 2017 edition"))
      << other.out;

  for (const char* format : {"trf26", "trf16"}) {
    const std::string trf = dir + "/out-" + format + ".trf";
    ASSERT_EQ(
        runArbiter({"trf", "export", file, "--section", "S", "--format", format, "--output", trf})
            .exitCode,
        0);
    EXPECT_TRUE(contains(readAll(trf), "\n192 FIDE_DUTCH_2017\n")) << readAll(trf);
  }

  before = readAll(file);
  const auto fixed = runArbiter({"section", "edit", file, "--section", "S", "--edition", "2026"});
  EXPECT_EQ(fixed.exitCode, 76);
  EXPECT_TRUE(contains(fixed.err, "the Dutch edition cannot change once round 1 is paired"))
      << fixed.err;
  EXPECT_EQ(readAll(file), before);
}

// Set by `section add` or `edit` before round 1 (audited, undoable); a
// round robin has none; a value that is no edition is a usage error.
TEST(EventDutchEdition, SetBeforeRoundOneAndNeverForARoundRobin) {
  const std::string dir = freshDir("edition-edit");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "E"}).exitCode, 0);
  const auto added =
      runArbiter({"section", "add", file, "--name", "A", "--rounds", "5", "--edition", "2017"});
  ASSERT_EQ(added.exitCode, 0) << added.err;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "edition=2017"));
  ASSERT_EQ(runArbiter({"section", "edit", file, "--section", "A", "--edition", "2026"}).exitCode,
            0);
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out, "edition 2026 (C.04.3)"));
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out, "edition 2017 (C.04.3)"));

  const std::string before = readAll(file);
  const auto bad = runArbiter({"section", "edit", file, "--section", "A", "--edition", "2021"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_TRUE(contains(bad.err, "--edition must be 2026 or 2017")) << bad.err;
  const auto robin = runArbiter(
      {"section", "edit", file, "--section", "A", "--pairing", "round-robin", "--rounds", "3"});
  EXPECT_EQ(robin.exitCode, 76);
  EXPECT_TRUE(contains(robin.err, "a round robin is paired by the Berger tables")) << robin.err;
  EXPECT_EQ(readAll(file), before);
  const auto robinAdded = runArbiter({"section", "add", file, "--name", "B", "--rounds", "3",
                                      "--pairing", "round-robin", "--edition", "2017"});
  EXPECT_EQ(robinAdded.exitCode, 76);
  EXPECT_EQ(readAll(file), before);
}
