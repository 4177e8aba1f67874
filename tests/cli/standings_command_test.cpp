// SPDX-License-Identifier: MIT
// `arbiter standings` and `arbiter rating` end to end: the tsv output is the
// corpus format byte for byte (shared/corpus/tiebreaks), the working and the
// errors are shown as documented.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;
using cli_test::runArbiter;

const fs::path Corpus = ARBITER_CORPUS_DIR;
const fs::path Tiebreaks = Corpus / "tiebreaks";

// The expected file without its comment lines, and its input and options.
struct Expected {
  std::string table;
  std::string input;
  std::string system;
  std::string edition;
};

Expected readExpected(const fs::path& path) {
  Expected e;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# input: shared/corpus/", 0) == 0)
      e.input = (Corpus / line.substr(23)).string();
    if (line.rfind("# rounds:", 0) == 0) {
      e.system = line.find("round-robin") != std::string::npos ? "round-robin" : "swiss";
      e.edition = line.find("edition: 2023") != std::string::npos ? "2023" : "2026";
    }
    if (line.rfind('#', 0) != 0) e.table += line + "\n";
  }
  return e;
}

TEST(StandingsCommand, TsvReproducesEveryCorpusFileByteForByte) {
  int files = 0;
  for (const auto& entry : fs::directory_iterator(Tiebreaks)) {
    const auto name = entry.path().filename().string();
    if (name.find(".expected") == std::string::npos) continue;
    SCOPED_TRACE(name);
    const auto expected = readExpected(entry.path());
    const auto run = runArbiter({"standings", expected.input, "--format", "tsv", "--system",
                                 expected.system, "--edition", expected.edition});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, expected.table);
    ++files;
  }
  EXPECT_EQ(files, 30);
}

TEST(StandingsCommand, ExplainShowsTheDummyOpponentOfAHalfPointBye) {
  // FIDE TEC exercise, David (4): half-point bye in round 2 (category 3).
  // 2026: the dummy is capped at 0.5 x 5 = 2.5, BH 14.0; 2023: own 3.5, BH 15.0.
  const auto trf = (Tiebreaks / "fide-c07-held-exercises-swiss5.trf").string();
  const auto now = runArbiter({"standings", trf, "--tiebreaks", "BH", "--explain", "4"});
  ASSERT_EQ(now.exitCode, 0) << now.err;
  EXPECT_NE(now.out.find("BH of David (4): 14.0"), std::string::npos) << now.out;
  EXPECT_NE(now.out.find("dummy opponent"), std::string::npos);
  EXPECT_NE(now.out.find("VUR"), std::string::npos);
  const auto old =
      runArbiter({"standings", trf, "--tiebreaks", "BH", "--explain", "4", "--edition", "2023"});
  EXPECT_NE(old.out.find("BH of David (4): 15.0"), std::string::npos) << old.out;
}

TEST(StandingsCommand, JsonAndCrosstable) {
  const auto trf = (Tiebreaks / "fide-c07-held-exercises-swiss5.trf").string();
  const auto json = runArbiter({"standings", trf, "--format", "json", "--explain", "11"});
  ASSERT_EQ(json.exitCode, 0) << json.err;
  EXPECT_NE(json.out.find("\"standings\""), std::string::npos);
  EXPECT_NE(json.out.find("\"working\""), std::string::npos);
  const auto text = runArbiter({"standings", trf, "--crosstable"});
  EXPECT_NE(text.out.find("Crosstable"), std::string::npos);
  EXPECT_NE(text.out.find("9w+"), std::string::npos);  // Maria's forfeit win, round 4
}

TEST(StandingsCommand, ErrorsExitWithTheDocumentedCodes) {
  EXPECT_EQ(runArbiter({"standings", "/no/such/file.trf"}).exitCode, 66);
  const auto trf = (Tiebreaks / "fide-c07-held-exercises-swiss5.trf").string();
  const auto badCode = runArbiter({"standings", trf, "--tiebreaks", "BH,XYZ"});
  EXPECT_EQ(badCode.exitCode, 64);
  EXPECT_NE(badCode.err.find("XYZ"), std::string::npos);
  EXPECT_EQ(runArbiter({"standings", trf, "--edition", "1999"}).exitCode, 64);
  EXPECT_EQ(runArbiter({"standings", trf, "--explain", "99"}).exitCode, 64);
  const fs::path bad = fs::path(ARBITER_TEST_OUTPUT_DIR) / "standings-bad.trf";
  fs::create_directories(bad.parent_path());
  std::ofstream(bad) << "001    x\n";
  const auto broken = runArbiter({"standings", bad.string()});
  EXPECT_EQ(broken.exitCode, 65);
  EXPECT_NE(broken.err.find("standings-bad.trf:1:5"), std::string::npos) << broken.err;
}

TEST(StandingsCommand, RefusedWhileAnAdjournedGameIsUnresolved) {
  // The exercise with Bruno - Charline (round 5) adjourned (TRF26 code X).
  std::ifstream in(Tiebreaks / "fide-c07-held-exercises-swiss5.trf");
  const fs::path adjourned = fs::path(ARBITER_TEST_OUTPUT_DIR) / "standings-adjourned.trf";
  fs::create_directories(adjourned.parent_path());
  std::ofstream out(adjourned);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("001    2 ", 0) == 0 || line.rfind("001    3 ", 0) == 0) line.back() = 'X';
    out << line << '\n';
  }
  out.close();
  // No current standings while the game is adjourned (VCL); after round 4
  // they can be asked for.
  const auto run = runArbiter({"standings", adjourned.string()});
  EXPECT_EQ(run.exitCode, 76);
  EXPECT_NE(run.err.find("adjourned"), std::string::npos) << run.err;
  const auto before =
      runArbiter({"standings", adjourned.string(), "--round", "4", "--format", "json"});
  EXPECT_EQ(before.exitCode, 0) << before.err;
  EXPECT_NE(before.out.find("\"rounds\": 4,"), std::string::npos) << before.out;
  // Round 5 is not complete, and there is no round 9: said, not computed.
  for (const char* round : {"5", "9"}) {
    const auto later = runArbiter({"standings", adjourned.string(), "--round", round});
    EXPECT_EQ(later.exitCode, 64);
    EXPECT_NE(later.err.find("the last complete round is 4"), std::string::npos) << later.err;
  }
}

TEST(RatingCommand, EverySystemPrintsEachPlayersChange) {
  const auto trf = (Tiebreaks / "fide-c07-held-exercises-swiss5.trf").string();
  // Bruno (2150, K 20): 4.0 from 3.65 expected, worked out with table 8.1.2:
  // Lais 1750 (D 400) .92, Genevieve 1900 (250) .81, Alyx 2200 (-50) .43,
  // Stephan 1450 (700, counted as 400) .92, Charline 2100 (50) .57.
  // 20 x (4.00 - 3.65) = +7 -> 2157.
  const auto fide = runArbiter({"rating", trf, "--year", "2024"});
  ASSERT_EQ(fide.exitCode, 0) << fide.err;
  const auto bruno = fide.out.find("Bruno");
  ASSERT_NE(bruno, std::string::npos);
  EXPECT_NE(
      fide.out.substr(bruno, fide.out.find('\n', bruno) - bruno).find("4.00   3.65     +7  2157"),
      std::string::npos)
      << fide.out;
  // A TRF carries no club numbers: every player is the club's newcomer
  // (002: 1500, no title before 10 games; 004: no points, 001's 13级).
  const auto club = runArbiter({"rating", trf, "--system", "club-elo"});
  EXPECT_EQ(club.exitCode, 0);
  EXPECT_NE(club.out.find("(provisional)"), std::string::npos) << club.out;
  const auto ladder = runArbiter({"rating", trf, "--system", "class-points", "--naming", "levels"});
  EXPECT_EQ(ladder.exitCode, 0);
  EXPECT_NE(ladder.out.find("13级"), std::string::npos) << ladder.out;
  EXPECT_EQ(runArbiter({"rating", trf, "--system", "glicko"}).exitCode, 64);
}

}  // namespace
