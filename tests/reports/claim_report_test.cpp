// SPDX-License-Identifier: MIT
#include "reports/claim_report.h"

#include "domain/chess/pgn_reader.h"
#include "tests/reports/xml_check.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using reports_test::occurrences;
using reports_test::xmlProblem;

namespace {

// The knights go out and back twice: the start position stands at plies
// 0, 4 and 8 (White to move each time), so White may claim at ply 8 on the
// board (Laws 9.2.2) but not at ply 4 (only the second time).
constexpr const char* Shuffle =
    "[White \"Wang <Hao>\"]\n[Black \"李娜\"]\n[Event \"Desk\"]\n\n"
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";

struct Judged {
  chess::PgnGame game;
  chess::GameVerdict verdict;
  chess::MainLineRecord line;
};

Judged replay(const std::string& pgn) {
  std::istringstream in(pgn);
  chess::PgnReader reader(in);
  Judged judged;
  EXPECT_TRUE(reader.next(judged.game));
  chess::GameVerifier().verify(judged.game, judged.verdict, &judged.line);
  return judged;
}

reports::ClaimCase claimAt(const Judged& judged, int ply) {
  reports::ClaimCase claim;
  claim.white = std::string(judged.game.tag("White").value_or(""));
  claim.black = std::string(judged.game.tag("Black").value_or(""));
  claim.event = std::string(judged.game.tag("Event").value_or(""));
  claim.line = &judged.line;
  claim.request = {ply, chess::ClaimKind::Threefold, std::nullopt};
  claim.verdict = chess::checkClaim(judged.line, judged.verdict, claim.request).value();
  return claim;
}

}  // namespace

TEST(ClaimReport, ShowsACorrectThreefoldClaimWithThreeDiagrams) {
  const auto judged = replay(Shuffle);
  const auto html = reports::claimReportPage(claimAt(judged, 8));
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_NE(html.find("The claim is correct (Laws 9.2.2)."), std::string::npos);
  EXPECT_NE(html.find("Wang &lt;Hao&gt; – 李娜, Desk"), std::string::npos);
  EXPECT_EQ(occurrences(html, "<svg"), 3);
  // Ply 4 is 2... Ng8 (the knight from f6 to g8): both squares are marked.
  EXPECT_NE(html.find("<li>2... Ng8 (4)</li>"), std::string::npos);
  EXPECT_NE(html.find("<li>4... Ng8 (8)</li>"), std::string::npos);
  EXPECT_NE(html.find("<li>the start position</li>"), std::string::npos);
  EXPECT_EQ(occurrences(html, "class=\"highlight\" data-square=\"f6\""), 2);
  EXPECT_EQ(html.find("Consequence"), std::string::npos);
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  std::ofstream(ARBITER_TEST_OUTPUT_DIR "/claim_valid.html") << html;
}

TEST(ClaimReport, ShowsAnIncorrectClaimWithItsReasonAndTheFidePenalty) {
  const auto judged = replay(Shuffle);
  auto claim = claimAt(judged, 4);
  claim.penalty = tournament::incorrectClaimPenalty(tournament::RulesProfile::Fide2023,
                                                    tournament::RateOfPlay::Standard, false);
  const auto html = reports::claimReportPage(claim);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_NE(html.find("class=\"verdict-invalid\""), std::string::npos);
  EXPECT_NE(html.find("The position does not stand for the third time."), std::string::npos);
  // Laws 9.5.3: two minutes to the opponent (Black) of the claimant (White).
  EXPECT_NE(html.find("2 minute(s) added to the remaining time of Black; the game continues"),
            std::string::npos);
}

TEST(ClaimReport, UsesTheGivenLabels) {
  const auto judged = replay(Shuffle);
  reports::ClaimLabels labels;
  labels.lang = "zh-CN";
  labels.title = "和棋申请核查";
  labels.valid = "申请成立（规则 {}）。";
  const auto html = reports::claimReportPage(claimAt(judged, 8), labels);
  EXPECT_NE(html.find("<html lang=\"zh-CN\">"), std::string::npos);
  EXPECT_NE(html.find("<h1>和棋申请核查</h1>"), std::string::npos);
  EXPECT_NE(html.find("申请成立（规则 9.2.2）。"), std::string::npos);
}

TEST(ClaimReport, NamesImagesForRenderersWithoutSvg) {
  const auto judged = replay(Shuffle);
  auto claim = claimAt(judged, 8);
  claim.diagramsAsImages = true;
  const auto html = reports::claimReportPage(claim);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_EQ(occurrences(html, "<svg"), 0);
  EXPECT_NE(html.find("<img src=\"board:0\""), std::string::npos);
  EXPECT_NE(html.find("<img src=\"board:4\""), std::string::npos);
  EXPECT_NE(html.find("<img src=\"board:8\""), std::string::npos);
}
