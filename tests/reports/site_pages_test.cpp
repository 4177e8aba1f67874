// SPDX-License-Identifier: MIT
#include "reports/site_pages.h"
#include "reports/charts_svg.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

using reports::Language;
using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

tournament::RoundEntry game(int opponent, Color color, RoundResult result) {
  return {opponent, color, result};
}

// Three players: R1 1 (W) beat 2, 3 had the PAB; R2 3 (W) - 1 pending, 2 PAB.
reports::SiteModel model() {
  tournament::TournamentState state;
  state.name = "Open";
  state.players = {
      test_support::makePlayer(
          1, "Anna", 2100,
          {game(2, Color::White, RoundResult::Win), game(3, Color::Black, RoundResult::Pending)}),
      test_support::makePlayer(
          2, "\"><img src=x onerror=alert(1)>", 2000,
          {game(1, Color::Black, RoundResult::Loss), {0, std::nullopt, RoundResult::PairingBye}}),
      test_support::makePlayer(3, "王皓", 0,
                               {{0, std::nullopt, RoundResult::PairingBye},
                                game(1, Color::White, RoundResult::Pending)}),
  };
  state.players[2].sex = 'w';
  reports::SiteSection section;
  section.header = {"Open <2026>", "A", "Hangzhou", "2026-04-01", "", "", "", 5};
  section.state = state;
  // After round 1 (hand count): Anna 1, 王皓 1 (PAB), the other 0; round 2 is in progress.
  section.standingsAfter = {
      {"Open",
       1,
       {"BH"},
       {{1, {1, "Anna", "", "", 2100}, 2, {"0"}},
        {1, {3, "王皓", "", "", 0}, 2, {"0"}},
        {3, {2, "\"><img src=x onerror=alert(1)>", "", "", 2000}, 0, {"1"}}}}};
  return {"Open <2026>", Language::En, {section}};
}

}  // namespace

TEST(SitePages, ListsEveryPageInBothLanguages) {
  const auto paths = reports::sitePaths(model());
  for (const char* expected :
       {"index.html", "en/index.html", "zh/index.html", "en/s1/round-1.html", "en/s1/round-2.html",
        "zh/s1/round-2.html", "en/s1/standings-1.html", "en/s1/crosstable.html",
        "en/s1/categories.html", "en/s1/charts.html", "en/s1/player-3.html", "zh/s1/player-2.html"})
    EXPECT_NE(std::find(paths.begin(), paths.end(), expected), paths.end()) << expected;
  // Round 2 is being played: no standings after it yet.
  EXPECT_EQ(std::find(paths.begin(), paths.end(), "en/s1/standings-2.html"), paths.end());
  EXPECT_FALSE(reports::sitePage(model(), "en/s1/round-3.html"));
  EXPECT_FALSE(reports::sitePage(model(), "en/s2/round-1.html"));
  EXPECT_FALSE(reports::sitePage(model(), "fr/index.html"));
  EXPECT_FALSE(reports::sitePage(model(), "en/s1/round-01.html"));
}

TEST(SitePages, EveryPageIsWellFormedAndEscapesEveryName) {
  const auto site = model();
  const std::filesystem::path out = ARBITER_TEST_OUTPUT_DIR "/site-pages";
  for (const auto& path : reports::sitePaths(site)) {
    const auto page = reports::sitePage(site, path);
    ASSERT_TRUE(page) << path;
    EXPECT_EQ(xmlProblem(page->body), "") << path;
    EXPECT_EQ(page->body.find("<img"), std::string::npos) << path;
    EXPECT_EQ(page->body.find("Open <2026>"), std::string::npos) << path;
    std::filesystem::create_directories((out / path).parent_path());
    std::ofstream(out / path) << page->body;
  }
}

TEST(SitePages, RoundPageLinksRoundsSwitchesLanguageAndRefreshesWhilePending) {
  const auto round2 = reports::sitePage(model(), "en/s1/round-2.html")->body;
  EXPECT_NE(round2.find("<a href=\"round-1.html\">1</a>"), std::string::npos);
  EXPECT_NE(round2.find("<a aria-current=\"page\" href=\"round-2.html\">2</a>"), std::string::npos);
  EXPECT_NE(round2.find("href=\"../../zh/s1/round-2.html\""), std::string::npos);
  EXPECT_NE(round2.find("http-equiv=\"refresh\""), std::string::npos);
  const auto round1 = reports::sitePage(model(), "en/s1/round-1.html")->body;
  EXPECT_EQ(round1.find("http-equiv=\"refresh\""), std::string::npos);  // complete
  const auto zh = reports::sitePage(model(), "zh/s1/round-1.html")->body;
  EXPECT_NE(zh.find("<html lang=\"zh-CN\">"), std::string::npos);
  EXPECT_NE(zh.find("第1轮对阵"), std::string::npos);
}

TEST(SitePages, StandingsCarryTheHeaderAndTheLegend) {
  const auto page = reports::sitePage(model(), "en/s1/standings-1.html")->body;
  EXPECT_NE(page.find("<dt>Place</dt><dd>Hangzhou</dd>"), std::string::npos);
  EXPECT_NE(page.find("Standings after round 1"), std::string::npos);
  EXPECT_NE(page.find("<dt>BH</dt><dd>Buchholz"), std::string::npos);
  EXPECT_NE(page.find("<table class=\"standings\">"), std::string::npos);
}

TEST(SitePages, CategoriesListWomenAndUnrated) {
  const auto page = reports::sitePage(model(), "en/s1/categories.html")->body;
  // 王皓 is the only woman and the only unrated player: category rank 1, overall 1.
  EXPECT_NE(page.find("<h3>Women</h3>"), std::string::npos);
  EXPECT_NE(page.find("<tr><td class=\"num\">1</td><td class=\"num\">1</td><td>王皓</td>"),
            std::string::npos);
  EXPECT_NE(page.find("<h3>Unrated</h3>"), std::string::npos);
}

TEST(Charts, ScoreProgressionFollowsThePoints) {
  const auto site = model();
  const auto chart = reports::scoreProgression(site.sections[0].state, {1, 3}, Language::En);
  ASSERT_EQ(chart.series.size(), 2u);
  // Anna: 0 before round 1, 1 after it, 1 after round 2 (pending counts nothing).
  EXPECT_EQ(chart.series[0].values, (std::vector<double>{0, 1, 1}));
  const std::string svg = reports::lineChartSvg(chart);
  EXPECT_EQ(xmlProblem(svg), "");
  EXPECT_NE(svg.find("#0072B2"), std::string::npos);                   // Okabe-Ito blue, series 1
  EXPECT_NE(svg.find("stroke-dasharray=\"6 3\""), std::string::npos);  // series 2 dashed
  EXPECT_NE(svg.find(">Round</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Points</text>"), std::string::npos);
}

TEST(Charts, ResultDistributionCountsEachBoardOnce) {
  const auto counts = reports::resultCounts(model().sections[0].state);
  ASSERT_EQ(counts.size(), 2u);
  EXPECT_EQ(counts[0].whiteWins, 1);  // 1 (W) beat 2
  EXPECT_EQ(counts[0].draws + counts[0].blackWins + counts[0].forfeits, 0);
  EXPECT_EQ(counts[1].whiteWins + counts[1].draws + counts[1].blackWins, 0);  // pending
  EXPECT_EQ(xmlProblem(reports::resultDistributionSvg(counts, Language::Zh)), "");
}
