// SPDX-License-Identifier: MIT
// `arbiter claim` end to end: verdicts, consequences per rules profile
// (FIDE 9.5.3 / A.3, classic 10.13) and exit codes.
#include "tests/cli/cli_run.h"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <gtest/gtest.h>

#include <string>

namespace {

const std::string Repetition = std::string(ARBITER_CORPUS_DIR) + "/pgn/tricky/repetition.pgn";

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(ClaimCommand, ACorrectThreefoldClaimWithAWrittenMove) {
  // Game 1: 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: at ply 7 Black writes Ng8.
  const auto run = cli_test::runArbiter(
      {"claim", Repetition, "--ply", "7", "--kind", "threefold", "--move", "Ng8"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(
      contains(run.out, "claim by Black at ply 7 with the written move Ng8 (Laws 9.2.1): CORRECT"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "ply 4 (2... Ng8)"));
}

TEST(ClaimCommand, AClassicClaimCitesTheOlderLawsArticle) {
  // The same claim under the classic profile: the client's text 003 art.
  // 10.10(1) (a written move that will repeat the position) decides, and the
  // line says it is the classic rules' article, not today's Laws.
  const auto run = cli_test::runArbiter({"claim", Repetition, "--ply", "7", "--kind", "threefold",
                                         "--move", "Ng8", "--rules", "classic"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(
      contains(run.out, "with the written move Ng8 (classic rules, art. 10.10(1)): CORRECT"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "The position (classic rules, art. 10.10(1):")) << run.out;
  EXPECT_FALSE(contains(run.out, "Laws 9.2")) << run.out;
}

TEST(ClaimCommand, AnIncorrectClaimUnderFideStandardRapidAndClassic) {
  const std::vector<std::string> base{"claim", Repetition, "--ply", "6", "--kind", "threefold"};
  auto with = [&](std::vector<std::string> extra) {
    auto args = base;
    args.insert(args.end(), extra.begin(), extra.end());
    return cli_test::runArbiter(args);
  };
  const auto standard = with({});
  EXPECT_EQ(standard.exitCode, 1);
  EXPECT_TRUE(
      contains(standard.out, "(FIDE Laws 2023, 9.5.3): 2 minutes added to Black's remaining time"))
      << standard.out;
  const auto rapid = with({"--rate", "rapid"});
  EXPECT_TRUE(
      contains(rapid.out, "(FIDE Laws 2023, A.3): 1 minute added to Black's remaining time"))
      << rapid.out;
  const auto classic = with({"--rules", "classic", "--used", "116", "--limit", "120"});
  EXPECT_EQ(classic.exitCode, 1);
  EXPECT_TRUE(contains(classic.out, "5 minutes added to White's used time")) << classic.out;
  EXPECT_TRUE(contains(classic.out, "White LOSES"));
  const auto written = with({"--move", "Ng1"});  // legal, but P7 = P3 only twice
  EXPECT_TRUE(contains(written.out, "the written move Ng1 must be played")) << written.out;
}

Poco::JSON::Object::Ptr parseJson(const std::string& text) {
  return Poco::JSON::Parser().parse(text).extract<Poco::JSON::Object::Ptr>();
}

TEST(ClaimCommand, JsonGivesACorrectClaimWithItsPlies) {
  // Game 1: 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 (P7); Black writes Ng8.
  // The start position stood at ply 0 and ply 4 (2... Ng8); Ng8 makes it
  // the third time at ply 8, not played: Laws 9.2.1.
  const auto run = cli_test::runArbiter({"claim", Repetition, "--ply", "7", "--kind", "threefold",
                                         "--move", "Ng8", "--format", "json"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const auto report = parseJson(run.out);
  EXPECT_TRUE(report->getValue<bool>("correct"));
  EXPECT_EQ(report->getValue<int>("game"), 1);
  EXPECT_EQ(report->getValue<int>("ply"), 7);
  EXPECT_TRUE(report->isNull("consequence"));
  const auto claims = report->getArray("claims");
  ASSERT_EQ(claims->size(), 1u);
  const auto claim = claims->getObject(0);
  EXPECT_EQ(claim->getValue<std::string>("kind"), "threefold");
  EXPECT_EQ(claim->getValue<std::string>("article"), "9.2.1");
  EXPECT_EQ(claim->getValue<std::string>("claimant"), "black");
  EXPECT_EQ(claim->getValue<std::string>("writtenMove"), "Ng8");
  EXPECT_TRUE(claim->isNull("flaw"));
  const auto occurrences = claim->getArray("occurrences");
  ASSERT_EQ(occurrences->size(), 3u);
  EXPECT_EQ(occurrences->getObject(0)->getValue<int>("ply"), 0);
  EXPECT_EQ(occurrences->getObject(1)->getValue<int>("ply"), 4);
  EXPECT_EQ(occurrences->getObject(1)->getValue<int>("moveNumber"), 2);
  EXPECT_EQ(occurrences->getObject(1)->getValue<std::string>("mover"), "black");
  EXPECT_EQ(occurrences->getObject(1)->getValue<std::string>("san"), "Ng8");
  EXPECT_EQ(occurrences->getObject(2)->getValue<int>("ply"), 8);
  EXPECT_TRUE(occurrences->getObject(2)->getValue<bool>("writtenMoveNotPlayed"));
}

TEST(ClaimCommand, JsonGivesTheClassicConsequenceOfAnIncorrectClaim) {
  // P6 (after 3... Nf6) stood only at ply 2: White's claim is incorrect.
  // Classic art. 10.13(2): 5 minutes on White's used time, 116 + 5 = 121 >
  // 120, so White loses.
  const auto run =
      cli_test::runArbiter({"claim", Repetition, "--ply", "6", "--kind", "threefold", "--rules",
                            "classic", "--used", "116", "--limit", "120", "--format", "json"});
  ASSERT_EQ(run.exitCode, 1) << run.err;
  const auto report = parseJson(run.out);
  EXPECT_FALSE(report->getValue<bool>("correct"));
  const auto claim = report->getArray("claims")->getObject(0);
  EXPECT_FALSE(claim->getValue<bool>("valid"));
  EXPECT_EQ(claim->getValue<std::string>("flaw"), "too-few-occurrences");
  EXPECT_EQ(claim->getValue<std::string>("claimant"), "white");
  const auto consequence = report->getObject("consequence");
  ASSERT_TRUE(consequence);
  EXPECT_EQ(consequence->getValue<std::string>("rules"), "classic");
  EXPECT_EQ(consequence->getValue<std::string>("article"), "10.13");
  EXPECT_EQ(consequence->getValue<int>("seconds"), 300);
  EXPECT_EQ(consequence->getValue<std::string>("clock"), "claimant-used");
  EXPECT_EQ(consequence->getValue<std::string>("player"), "white");
  EXPECT_TRUE(consequence->getValue<bool>("claimantLoses"));
  EXPECT_EQ(consequence->getValue<int>("claimantUsedAfterSeconds"), 121 * 60);

  // FIDE 9.5.3: two minutes on the opponent's (Black's) remaining time.
  const auto fide = parseJson(cli_test::runArbiter({"claim", Repetition, "--ply", "6", "--kind",
                                                    "threefold", "--format", "json"})
                                  .out);
  const auto fideConsequence = fide->getObject("consequence");
  EXPECT_EQ(fideConsequence->getValue<std::string>("article"), "9.5.3");
  EXPECT_EQ(fideConsequence->getValue<int>("seconds"), 120);
  EXPECT_EQ(fideConsequence->getValue<std::string>("player"), "black");
  EXPECT_FALSE(fideConsequence->getValue<bool>("claimantLoses"));
}

TEST(ClaimCommand, JsonSaysWhenTheGameHadAlreadyEnded) {
  // Game 11 (the corpus annotator): the start position occurs the 5th time
  // at ply 16, an automatic end (Laws 9.6.1); a claim at ply 17 has nothing
  // to claim.
  const auto run = cli_test::runArbiter(
      {"claim", Repetition, "--game", "11", "--ply", "17", "--format", "json"});
  ASSERT_EQ(run.exitCode, 1) << run.err;
  const auto report = parseJson(run.out);
  EXPECT_FALSE(report->getValue<bool>("correct"));
  const auto over = report->getObject("gameOver");
  ASSERT_TRUE(over);
  EXPECT_EQ(over->getValue<std::string>("end"), "fivefold");
  EXPECT_EQ(over->getValue<int>("ply"), 16);
  EXPECT_EQ(report->getArray("claims")->size(), 0u);
  EXPECT_TRUE(report->isNull("consequence"));
}

TEST(ClaimCommand, ErrorsAndUsage) {
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--ply", "7", "--format", "xml"}).exitCode,
            64);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition}).exitCode, 64);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--ply", "7", "--rules", "uscf"}).exitCode,
            64);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--ply", "99"}).exitCode, 65);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--game", "50", "--ply", "1"}).exitCode, 65);
  EXPECT_EQ(cli_test::runArbiter({"claim", "/nonexistent.pgn", "--ply", "1"}).exitCode, 66);
}

}  // namespace
