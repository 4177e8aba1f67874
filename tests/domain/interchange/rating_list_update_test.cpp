// SPDX-License-Identifier: MIT
// A newer list applied to registered players before round 1 (and only with
// force after it), and registration from a list entry.
#include "domain/interchange/rating_list_update.h"

#include <gtest/gtest.h>

namespace interchange {
namespace {

using namespace tournament;

RatingListEntry entry(std::uint32_t id, std::string name, std::string fed, int standard,
                      std::string title = "", std::string womenTitle = "") {
  RatingListEntry e;
  e.fideId = id;
  e.name = std::move(name);
  e.federation = std::move(fed);
  e.standard = static_cast<std::int16_t>(standard);
  e.title = std::move(title);
  e.womenTitle = std::move(womenTitle);
  e.sex = 'M';
  e.birthYear = 1990;
  return e;
}

Event registered() {
  Event event = applyAction(Event{}, CreateEvent{"E"})->event;
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = 5;
  event = applyAction(event, AddSection{settings})->event;
  std::vector<Player> players;
  for (const auto& [name, id, rating] :
       {std::tuple{"Alpha, A", "1001", 2300}, std::tuple{"Beta, B", "1002", 2200},
        std::tuple{"Gamma, C", "", 2100}, std::tuple{"Delta, D", "1004", 2000}}) {
    Player p;
    p.name = name;
    p.fideId = id;
    p.ratings.standard = rating;
    p.federation = "GER";
    players.push_back(p);
  }
  return applyAction(event, AddPlayers{"S", players})->event;
}

TEST(RatingListUpdate, ListsEachChangeAndThePlayersTheListLacks) {
  const Event event = registered();
  // Beta: 2200 -> 2350 and becomes FM; Alpha unchanged; Delta (1004) is not in the list.
  const RatingListIndex list(
      {entry(1001, "Alpha, A", "GER", 2300), entry(1002, "Beta, B", "AUT", 2350, "FM")});
  const auto update = listUpdate(event.sections[0], list, false);
  const std::vector<ListChange> expected{{2, ListField::Standard, "2200", "2350"},
                                         {2, ListField::Title, "", "FM"},
                                         {2, ListField::Federation, "GER", "AUT"}};
  EXPECT_EQ(update.changes, expected);
  EXPECT_EQ(update.notInList, std::vector<int>{4});
  ASSERT_EQ(update.edits.size(), 1u);

  // Applied before round 1: Beta's 2350 now ranks first (C.04.2 art. 2).
  auto outcome = applyAction(event, UpdateRatings{"S", update.edits, false, "FIDE Dec 2026"});
  ASSERT_TRUE(outcome);
  const Section& section = outcome->event.sections[0];
  EXPECT_EQ(section.playerByNumber(1)->name, "Beta, B");
  EXPECT_EQ(section.playerByNumber(1)->ratings.standard, 2350);
  EXPECT_EQ(section.playerByNumber(1)->title, "FM");
  // The table after it: Alpha 1 -> 2, Beta 2 -> 1.
  ASSERT_EQ(outcome->notices.size(), 3u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::PairingNumbersChanged);
  EXPECT_EQ(outcome->notices[1].code, NoticeCode::PairingNumberMoved);
  EXPECT_EQ(outcome->notices[1].detail, 1);
  EXPECT_EQ(outcome->notices[1].to, 2);
  EXPECT_EQ(outcome->notices[2].detail, 2);
  EXPECT_EQ(outcome->notices[2].to, 1);
  EXPECT_EQ(describeAction(UpdateRatings{"S", update.edits, false, "FIDE Dec 2026"}),
            "ratings update section=\"S\" list=\"FIDE Dec 2026\" players=1");
}

TEST(RatingListUpdate, RefusedAfterRoundOneUnlessForced) {
  Event event = registered();
  event = applyAction(event, SetPairing{"S", 1, {{1, 3}, {4, 2}}, 0, ""})->event;
  const RatingListIndex list({entry(1002, "Beta, B", "GER", 2350)});
  const auto update = listUpdate(event.sections[0], list, false);
  auto refused = applyAction(event, UpdateRatings{"S", update.edits, false});
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().code, ActionErrorCode::RatingsUsedByPairing);
  EXPECT_EQ(refused.error().detail, 1);
  auto forced = applyAction(event, UpdateRatings{"S", update.edits, true});
  ASSERT_TRUE(forced);
  // After round 1 the numbers stay.
  EXPECT_EQ(forced->event.sections[0].playerByNumber(2)->ratings.standard, 2350);
}

TEST(RatingListUpdate, RegistrationFromAListEntry) {
  const auto player = playerFromList(entry(8602980, "Hou, Yifan", "CHN", 2633, "GM", "WGM"));
  EXPECT_EQ(player.name, "Hou, Yifan");
  EXPECT_EQ(player.fideId, "8602980");
  EXPECT_EQ(player.title, "GM");
  EXPECT_EQ(player.federation, "CHN");
  EXPECT_EQ(player.birthDate, "1990");
  EXPECT_EQ(player.ratings.standard, 2633);
  EXPECT_EQ(playerFromList(entry(1, "X", "CHN", 2300, "", "WGM")).title, "WGM");
}

}  // namespace
}  // namespace interchange
