// SPDX-License-Identifier: MIT
#include "reports/site_pages.h"
#include "reports/charts_svg.h"
#include "reports/markup.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <fmt/format.h>
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
  state.players[0].birthDate = "2014/03/02";  // Anna: U12 in 2026 (D.04.07 6)
  state.players[1].birthDate = "1976";        // 50 in 2026: S50 (D.04.03 2.1)
  state.players[2].birthDate = "2011";        // 王皓: U16, not U12
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
  section.categories = tournament::parseCategories("women,U12,U16,S50,U2050,unrated").value();
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
  // A section without categories (a TRF, or none set) has no category page.
  auto none = model();
  none.sections[0].categories.clear();
  const auto without = reports::sitePaths(none);
  EXPECT_EQ(std::find(without.begin(), without.end(), "en/s1/categories.html"), without.end());
  EXPECT_FALSE(reports::sitePage(none, "en/s1/categories.html"));
  EXPECT_EQ(reports::sitePage(none, "en/s1/standings-1.html")->body.find("categories.html"),
            std::string::npos);
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

TEST(SitePages, CategoriesAreTheSectionsOwn) {
  const auto page = reports::sitePage(model(), "en/s1/categories.html")->body;
  EXPECT_NE(page.find("Category standings (after round 1)"), std::string::npos);
  // After round 1 Anna and 王皓 share rank 1, the third player is 3rd. By hand (2026):
  // women: 王皓 (1st, rank 1); U12 (born 2014+): Anna; U16 (born 2010+): Anna and 王皓, both
  // 1st; S50 (born 1976-): the third player; U2050 (unrated included): 王皓 1st, the third
  // player 2nd (rank 3); unrated: 王皓.
  const auto row = [](int place, int rank, int number, std::string_view name) {
    return fmt::format(
        "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td></td><td>{}</td>",
        place, rank, number, name);
  };
  const auto section = [&](std::string_view heading) {
    const std::size_t at = page.find(fmt::format("<h3>{}</h3>", heading));
    EXPECT_NE(at, std::string::npos) << heading;
    const std::size_t end = page.find("</table>", at);
    return at == std::string::npos ? std::string() : page.substr(at, end - at);
  };
  const std::string evil = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;";
  EXPECT_NE(section("Women").find(row(1, 1, 3, "王皓")), std::string::npos);
  EXPECT_NE(section("Under 12 (U12)").find(row(1, 1, 1, "Anna")), std::string::npos);
  EXPECT_EQ(section("Under 12 (U12)").find("王皓"), std::string::npos);
  EXPECT_NE(section("Under 16 (U16)")
                .find(row(1, 1, 1, "Anna") + "<td></td><td "
                                             "class=\"num\">2100</td>"),
            std::string::npos);
  EXPECT_NE(section("Under 16 (U16)").find(row(1, 1, 3, "王皓")), std::string::npos);
  EXPECT_NE(section("50 and over (S50)").find(row(1, 3, 2, evil)), std::string::npos);
  EXPECT_NE(section("Rating under 2050 (U2050)").find(row(1, 1, 3, "王皓")), std::string::npos);
  EXPECT_NE(section("Rating under 2050 (U2050)").find(row(2, 3, 2, evil)), std::string::npos);
  EXPECT_NE(section("Unrated").find(row(1, 1, 3, "王皓")), std::string::npos);
  const auto zh = reports::sitePage(model(), "zh/s1/categories.html")->body;
  EXPECT_NE(zh.find("<h3>16岁以下 (U16)</h3>"), std::string::npos);
  EXPECT_NE(zh.find("<h3>50岁及以上 (S50)</h3>"), std::string::npos);
  EXPECT_NE(zh.find("<th>组内名次</th><th>总名次</th>"), std::string::npos);
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

TEST(Charts, RankProgressionReadsEachRoundsStandings) {
  const auto site = model();
  const auto chart = reports::rankProgression(
      site.sections[0].state, site.sections[0].standingsAfter, {2, 3}, Language::En);
  // After round 1 (the only complete round): the third player 3rd, 王皓 shares 1st.
  ASSERT_EQ(chart.series.size(), 2u);
  EXPECT_EQ(chart.series[0].values, (std::vector<double>{3}));
  EXPECT_EQ(chart.series[1].values, (std::vector<double>{1}));
  EXPECT_TRUE(chart.invertY);
  const std::string svg = reports::lineChartSvg(chart);
  EXPECT_EQ(xmlProblem(svg), "");
  EXPECT_NE(svg.find(">Rank after each round</text>"), std::string::npos);
}

TEST(Charts, RatingProgressionIsTheFideChangeAfterEachRound) {
  const auto site = model();
  const auto& section = site.sections[0];
  const auto options = reports::fideRatingOptions(section);
  // Round 1: the third player (2000, born 1976: K = 20, B.02 8.3.3) lost to Anna (2100):
  // D = -100, We = 0.36 (table 8.1.2, 99-106 -> 0.64 for the higher), 20 × (0 - 0.36) = -7.2
  // -> -7. Anna (born 2014: under 18 in 2026, rated below 2300: K = 40): 40 × (1 - 0.64) =
  // 14.4 -> +14. Round 2 is pending: no change.
  const auto lost = reports::ratingProgression(section.state, 2, options, Language::En);
  ASSERT_EQ(lost.series.size(), 1u);
  EXPECT_EQ(lost.series[0].values, (std::vector<double>{0, -7, -7}));
  const auto won = reports::ratingProgression(section.state, 1, options, Language::En);
  ASSERT_EQ(won.series.size(), 1u);
  EXPECT_EQ(won.series[0].values, (std::vector<double>{0, 14, 14}));
  // 王皓 is unrated: an initial rating is not a change.
  EXPECT_TRUE(reports::ratingProgression(section.state, 3, options, Language::En).series.empty());
  const auto page = reports::sitePage(site, "en/s1/player-2.html")->body;
  EXPECT_NE(page.find("Rating change after each round (FIDE)"), std::string::npos);
  EXPECT_NE(page.find("Rank after each round"), std::string::npos);
  // Round 2: the pairing-allocated bye in words, the point it scores (a win's), 1 in total.
  EXPECT_NE(page.find("<td>pairing-allocated bye</td><td>1</td><td class=\"num\">1</td>"),
            std::string::npos)
      << page;
  EXPECT_EQ(reports::sitePage(site, "en/s1/player-3.html")->body.find("Rating change"),
            std::string::npos);
}

namespace {

// The release as the build named it: app/version/version_from_git.cmake
// writes it to version.txt, the source the footer's words come from.
std::string builtRelease() {
  std::ifstream in(ARBITER_VERSION_FILE);
  std::string release;
  std::getline(in, release);
  return release;
}

}  // namespace

TEST(SitePages, EveryPageEndsWithTheReleaseThatMadeIt) {
  const std::string release = builtRelease();
  ASSERT_FALSE(release.empty()) << ARBITER_VERSION_FILE;
  const auto site = model();
  const reports::SiteRenderer renderer(site);
  const std::string footer =
      "<footer class=\"program\">Arbiter " + release + "</footer>\n</body>\n</html>\n";
  int pages = 0;
  for (const auto& path : reports::sitePaths(site)) {
    const auto page = renderer.page(path);
    ASSERT_TRUE(page.has_value()) << path;
    if (path.ends_with("hall.html")) {  // the hall screen's own footer
      EXPECT_NE(page->body.find(" · Arbiter " + release + "</footer>"), std::string::npos);
    } else if (path != "index.html") {  // the root only picks the reader's language
      EXPECT_TRUE(page->body.ends_with(footer)) << path;
    }
    ++pages;
  }
  EXPECT_GT(pages, 20);
}

TEST(SitePages, EveryDocumentEndsWithTheReleaseThatMadeIt) {
  const std::string release = builtRelease();
  ASSERT_FALSE(release.empty()) << ARBITER_VERSION_FILE;
  const std::string page = reports::htmlPage("Standings", "zh-CN", "<p>名次</p>\n");
  EXPECT_TRUE(page.ends_with("<p>名次</p>\n<footer class=\"program\">Arbiter " + release +
                             "</footer>\n</body>\n</html>\n"))
      << page;
}
