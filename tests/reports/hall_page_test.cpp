// SPDX-License-Identifier: MIT
// The hall screen (reports/hall_page.h): three views of one section - the
// latest round by board, the same alphabetical, the standings - turned by
// a script every N seconds.
#include "reports/hall_page.h"
#include "reports/site_pages.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

#include <algorithm>

using reports::Language;
using reports_test::occurrences;
using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

// Three players; round 1: Anna (W) beat Zoe, 王皓 had the pairing bye;
// round 2: 王皓 (W) - Anna pending, Zoe the bye. Standings after round 1
// (hand count): Anna 1, 王皓 1, Zoe 0.
reports::SiteSection section() {
  tournament::TournamentState state;
  state.name = "Open";
  state.players = {
      test_support::makePlayer(
          1, "Anna", 2100,
          {{2, Color::White, RoundResult::Win}, {3, Color::Black, RoundResult::Pending}}),
      test_support::makePlayer(
          2, "Zoe", 2000,
          {{1, Color::Black, RoundResult::Loss}, {0, std::nullopt, RoundResult::PairingBye}}),
      test_support::makePlayer(
          3, "王皓", 0,
          {{0, std::nullopt, RoundResult::PairingBye}, {1, Color::White, RoundResult::Pending}}),
  };
  reports::SiteSection site;
  site.header = {"Spring Open", "A", "Hangzhou", "2026-04-01", "", "", "", 5};
  site.state = state;
  site.standingsAfter = {{"Open",
                          1,
                          {"BH"},
                          {{1, {1, "Anna", "", "", 2100}, 2, {"0"}},
                           {1, {3, "王皓", "", "", 0}, 2, {"0"}},
                           {3, {2, "Zoe", "", "", 2000}, 0, {"1"}}}}};
  return site;
}

// The text of the view with this id: from its <section> to the next.
std::string view(const std::string& page, const std::string& id) {
  const auto start = page.find("<section class=\"view\" id=\"" + id + "\">");
  if (start == std::string::npos) return {};
  return page.substr(start, page.find("</section>", start) - start);
}

}  // namespace

TEST(HallPage, HoldsTheThreeViewsAndTheInterval) {
  const std::string page = reports::hallPage("Spring Open", section(), Language::En);
  EXPECT_EQ(xmlProblem(page), "");
  EXPECT_EQ(occurrences(page, "<section class=\"view\""), 3);
  // Round 2 by board: 王皓 (White) against Anna, Zoe's bye.
  const std::string byBoard = view(page, "by-board");
  EXPECT_NE(byBoard.find("table class=\"pairings\""), std::string::npos);
  EXPECT_NE(byBoard.find("<h2>Pairings of round 2</h2>"), std::string::npos);
  EXPECT_LT(byBoard.find("王皓"), byBoard.find("Anna"));
  // Alphabetical: one line per player, Anna before Zoe.
  const std::string alphabetical = view(page, "alphabetical");
  EXPECT_NE(alphabetical.find("<h2>Pairings of round 2, alphabetical</h2>"), std::string::npos);
  EXPECT_LT(alphabetical.find("Anna"), alphabetical.find("Zoe"));
  // Standings after round 1: Anna, 王皓, Zoe in that order.
  const std::string standings = view(page, "standings");
  EXPECT_NE(standings.find("Standings after round 1"), std::string::npos);
  EXPECT_LT(standings.find("Anna"), standings.find("王皓"));
  EXPECT_LT(standings.find("王皓"), standings.find("Zoe"));
  // Every 15 seconds unless ?every=N says otherwise; full screen on a click.
  EXPECT_NE(page.find("<body data-every=\"15\">"), std::string::npos);
  EXPECT_NE(page.find("[?&]every=(\\d+)"), std::string::npos);
  EXPECT_NE(page.find("setInterval(turn, every * 1000)"), std::string::npos);
  EXPECT_NE(page.find("requestFullscreen"), std::string::npos);
}

TEST(HallPage, SpeaksChineseAndSaysWhenThereIsNothingYet) {
  auto fresh = section();
  const std::string zh = reports::hallPage("Spring Open", fresh, Language::Zh);
  EXPECT_NE(zh.find("<html lang=\"zh-CN\">"), std::string::npos);
  EXPECT_NE(zh.find("赛场大屏"), std::string::npos);
  // Round 1 under way: pairings, but no standings yet.
  fresh.standingsAfter.clear();
  const std::string during = reports::hallPage("Spring Open", fresh, Language::En);
  EXPECT_NE(view(during, "standings").find("No standings yet"), std::string::npos);
  // Nothing paired: each view says so.
  fresh.state.players = {test_support::makePlayer(1, "Anna", 2100, {})};
  const std::string empty = reports::hallPage("Spring Open", fresh, Language::En);
  EXPECT_EQ(xmlProblem(empty), "");
  EXPECT_EQ(occurrences(empty, "No round has been paired yet."), 3);
}

TEST(HallPage, IsAPageOfTheSiteLinkedFromTheSectionsPages) {
  const reports::SiteModel model{"Spring Open", Language::En, {section()}};
  const auto paths = reports::sitePaths(model);
  for (const char* path : {"en/s1/hall.html", "zh/s1/hall.html"})
    EXPECT_NE(std::ranges::find(paths, path), paths.end()) << path;
  ASSERT_TRUE(reports::sitePage(model, "en/s1/hall.html"));
  EXPECT_NE(reports::sitePage(model, "en/s1/round-2.html")->body.find("<a href=\"hall.html\">"),
            std::string::npos);
}
