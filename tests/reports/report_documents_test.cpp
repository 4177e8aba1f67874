// SPDX-License-Identifier: MIT
#include "reports/report_documents.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

using reports::DocumentError;
using reports::DocumentKind;
using reports::Language;
using reports_test::occurrences;
using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

// Two players, one round: 1 (W) beat 2. Standings after round 1 by hand: 1 then 2.
reports::SiteSection section() {
  reports::SiteSection s;
  s.header = {"Club Cup", "Open", "Hangzhou", "2026-05-01", "", "IA Li", "90+30", 3};
  s.state.name = "Open";
  s.state.players = {
      test_support::makePlayer(1, "Anna", 2100, {{2, Color::White, RoundResult::Win}}),
      test_support::makePlayer(2, "王皓", 2000, {{1, Color::Black, RoundResult::Loss}})};
  s.standingsAfter = {
      {"Open",
       1,
       {"BH"},
       {{1, {1, "Anna", "", "", 2100}, 2, {"0"}}, {2, {2, "王皓", "", "", 2000}, 0, {"1"}}}}};
  return s;
}

reports::DocumentRequest request(DocumentKind kind, int round = 0) {
  return {kind, round, Language::En, reports::StartListOrder::ByNumber, true};
}

}  // namespace

TEST(ReportDocuments, ReadTheirKindsByName) {
  EXPECT_EQ(reports::parseDocumentKind("slips"), DocumentKind::ResultSlips);
  EXPECT_EQ(reports::parseDocumentKind("pairings-alpha"), DocumentKind::PairingsAlphabetical);
  EXPECT_FALSE(reports::parseDocumentKind("Standings"));
}

TEST(ReportDocuments, StandingsCarryHeaderTableAndLegend) {
  const auto page = reports::documentPage(section(), request(DocumentKind::Standings));
  ASSERT_TRUE(page);
  EXPECT_EQ(xmlProblem(*page), "");
  EXPECT_NE(page->find("<h1>Club Cup — Open</h1>"), std::string::npos);
  EXPECT_NE(page->find("<dt>Chief arbiter</dt><dd>IA Li</dd>"), std::string::npos);
  EXPECT_NE(page->find("Standings after round 1"), std::string::npos);
  EXPECT_NE(
      page->find("<dt>BH</dt><dd>Buchholz: the sum of the opponents&#39; scores (C.07 8.1)</dd>"),
      std::string::npos);
}

TEST(ReportDocuments, RefuseRoundsNotPairedAndStandingsBeforeAnyRound) {
  EXPECT_EQ(reports::documentPage(section(), request(DocumentKind::Pairings, 2)).error(),
            DocumentError::NoSuchRound);
  auto empty = section();
  empty.standingsAfter.clear();
  EXPECT_EQ(reports::documentPage(empty, request(DocumentKind::Standings)).error(),
            DocumentError::NoStandings);
}

TEST(ReportDocuments, FinalReportHoldsEveryPart) {
  const auto page = reports::documentPage(section(), request(DocumentKind::Final));
  ASSERT_TRUE(page);
  EXPECT_EQ(xmlProblem(*page), "");
  EXPECT_NE(page->find("Start list"), std::string::npos);
  EXPECT_NE(page->find("Pairings of round 1"), std::string::npos);
  EXPECT_NE(page->find("Standings after round 1"), std::string::npos);
  EXPECT_NE(page->find("Crosstable after round 1"), std::string::npos);
  EXPECT_NE(page->find("<table class=\"rating-fide\">"), std::string::npos);
  EXPECT_EQ(occurrences(*page, "<svg"), 3);  // score, rank, results by round
  EXPECT_NE(page->find("Rank after each round"), std::string::npos);
  auto zh = request(DocumentKind::Final);
  zh.language = Language::Zh;
  EXPECT_NE(reports::documentPage(section(), zh)->find("<html lang=\"zh-CN\">"), std::string::npos);
}
