// SPDX-License-Identifier: MIT
// The client's club Elo and class-point ladder, against hand-worked values
// from the client's texts 002 (club Elo) and 004 (class points), quoted
// beside each case.
#include "domain/rating/class_points.h"
#include "domain/rating/club_elo.h"
#include "tests/domain/standings/state_builder.h"

#include <gtest/gtest.h>

namespace rating {
namespace {

constexpr ClubPlayer Established{1500, 25};

TEST(ClubElo, ExpectedScoreIsTheLogisticFormula) {
  EXPECT_DOUBLE_EQ(clubExpectedScore(1500, 1500), 0.5);
  // 1 / (1 + 10^(-200/400)) = 1 / (1 + 0.316228) = 0.759747
  EXPECT_NEAR(clubExpectedScore(1600, 1400), 0.759747, 1e-6);
}

TEST(ClubElo, TwoRatedPlayersMove32TimesWMinusWe) {
  // 1500 beats 1500: 32 x (1 - 0.5) = 16.
  const auto win = clubGameChange(Established, Established, 2);
  EXPECT_EQ(win.first, 16);
  EXPECT_EQ(win.second, -16);
  EXPECT_TRUE(win.counted);
  // 1600 draws 1400: 32 x (0.5 - 0.7597) = -8.31 -> -8; the other +8.
  const auto draw = clubGameChange({1600, 25}, {1400, 25}, 1);
  EXPECT_EQ(draw.first, -8);
  EXPECT_EQ(draw.second, 8);
}

TEST(ClubElo, RatedAgainstUnratedScalesByTheUnratedPlayersGames) {
  // The unrated player (4 games counted) beats a rated 1500 at 1500:
  // Rd = 16; rated: -16 x 4/10 x 2/3 = -4.27 -> -4; unrated: 16 x 17/10 = 27.2 -> 27.
  const auto change = clubGameChange(Established, {1500, 4}, 0);
  EXPECT_EQ(change.first, -4);
  EXPECT_EQ(change.second, 27);
  // With no game counted yet the rated player does not move; the unrated x 2.1.
  const auto first = clubGameChange({1500, 0}, Established, 2);
  EXPECT_EQ(first.first, 34);  // 16 x 21 / 10 = 33.6 -> 34
  EXPECT_EQ(first.second, 0);
}

TEST(ClubElo, GamesBetweenUnratedPlayersCountForNothing) {
  const auto change = clubGameChange({1500, 3}, {1500, 9}, 2);
  EXPECT_EQ(change.first, 0);
  EXPECT_EQ(change.second, 0);
  EXPECT_FALSE(change.counted);
}

// 002, "1. 等级分和对应称号": every line of the table, at its lower bound and
// one point below it (each band is [floor, next floor - 1]).
//   特级大师 >= 2500   一级大师 >= 2400   二级大师 >= 2300   三级大师 >= 2200
//   一级棋士 >= 2100   二级棋士 >= 2000   三级棋士 >= 1900   四级棋士 >= 1800
//   五级棋士 >= 1700   一级棋手 >= 1600   二级棋手 >= 1500   三级棋手 >= 1400
//   四级棋手 >= 1300   五级棋手 >= 1200   六级棋手 >= 1100   七级棋手 < 1100
TEST(ClubElo, EveryTitleBandOfTheTable) {
  struct Row {
    int floor;
    const char* name;
  };
  const Row table[] = {{2500, "特级大师"}, {2400, "一级大师"}, {2300, "二级大师"},
                       {2200, "三级大师"}, {2100, "一级棋士"}, {2000, "二级棋士"},
                       {1900, "三级棋士"}, {1800, "四级棋士"}, {1700, "五级棋士"},
                       {1600, "一级棋手"}, {1500, "二级棋手"}, {1400, "三级棋手"},
                       {1300, "四级棋手"}, {1200, "五级棋手"}, {1100, "六级棋手"}};
  for (std::size_t i = 0; i < std::size(table); ++i) {
    const auto atFloor = clubTitle({table[i].floor, 10});
    ASSERT_TRUE(atFloor.has_value());
    EXPECT_EQ(clubTitleName(*atFloor), table[i].name) << table[i].floor;
    EXPECT_EQ(clubTitleFloor(*atFloor), table[i].floor);
    // One point below the floor is the next line down ("七级棋手 < 1100" last).
    const char* below = i + 1 < std::size(table) ? table[i + 1].name : "七级棋手";
    EXPECT_EQ(clubTitleName(*clubTitle({table[i].floor - 1, 10})), below) << table[i].floor - 1;
  }
  EXPECT_EQ(clubTitleName(*clubTitle({3100, 40})), "特级大师");
  EXPECT_EQ(clubTitleName(*clubTitle({400, 40})), "七级棋手");
  EXPECT_EQ(clubTitle({2200, 10}), ClubTitle::Master3);
  EXPECT_EQ(clubTitle({2499, 10}), ClubTitle::Master1);
  // "无称号 下棋盘数小于 10 盘": nine valid games, no title whatever the rating.
  EXPECT_FALSE(clubTitle({1900, 9}).has_value());
}

// 002: "有级别的人 : Rn=Ro+Rd·(n/10)·(2/3)"; "无级别的人 : Rn=Ro+Rd·(21-n)/10";
// "n : 无级别的人下过棋的有效盘数". Read from the event's own club numbers: a
// player at 1620 with 6 valid games is still provisional, and the FIDE
// rating (2300 here) is never read.
TEST(ClubElo, ProvisionalPlayersFromTheFileKeepTheirGameCount) {
  auto state = standings::testing::StateBuilder(2, 1).game(1, 1, 2, '1').state;
  state.players[0].rating = 2300;  // FIDE, ignored
  state.players[0].clubRatings = {1620, 6, 0};
  state.players[1].rating = 1950;  // FIDE, ignored
  state.players[1].clubRatings = {1580, 30, 0};
  const auto initial = clubPlayersOf(state);
  EXPECT_EQ(initial[0].rating, 1620);
  EXPECT_EQ(initial[0].gamesWithRated, 6);
  EXPECT_EQ(initial[1].rating, 1580);
  // Player 1 (provisional, n = 6) beats player 2 (rated 1580):
  // We(1) = 1 / (1 + 10^((1580 - 1620) / 400)) = 1 / (1 + 10^-0.1)
  //       = 1 / (1 + 0.794328) = 0.557312; Rd(1) = 32 x (1 - 0.557312) = 14.166.
  // Unrated: 14.166 x (21 - 6) / 10 = 21.25 -> +21 (1641).
  // Rated:   Rd(2) = 32 x (0 - 0.442688) = -14.166; x (6/10) x (2/3) = -5.67 -> -6 (1574).
  const auto out = clubEloChanges(state, 1, initial);
  EXPECT_EQ(out[0].after.rating, 1641);
  EXPECT_EQ(out[0].after.gamesWithRated, 7);
  EXPECT_FALSE(clubTitle(out[0].after).has_value());
  EXPECT_EQ(out[1].after.rating, 1574);
  // Only games against players with a title count ("和有级别的人下够 10 盘").
  EXPECT_EQ(out[1].after.gamesWithRated, 30);
}

TEST(ClubElo, AnUnratedPlayerBecomesRatedAfterTenGamesWithRatedPlayers) {
  // Round 1: 1 (unrated, 9 games) draws 2 (rated); 3 (unrated) has the PAB.
  const auto state = standings::testing::StateBuilder(3, 1)
                         .game(1, 1, 2, '=')
                         .bye(1, 3, tournament::RoundResult::PairingBye)
                         .state;
  const std::vector<ClubPlayer> initial = {{1500, 9}, {1500, 30}, {1500, 0}};
  const auto out = clubEloChanges(state, 1, initial);
  EXPECT_EQ(out[0].after.gamesWithRated, 10);
  EXPECT_TRUE(clubTitle(out[0].after).has_value());
  EXPECT_EQ(out[0].after.rating, 1500);  // a draw between equals changes nothing
  EXPECT_EQ(out[2].after.gamesWithRated, 0);
}

TEST(ClassPoints, DrawsByDifference) {
  EXPECT_EQ(classPointExchange(100, 105, 1), 0);    // D 5 < 10: nothing
  EXPECT_EQ(classPointExchange(100, 110, 1), 6);    // (10 + 1) / 2 = 5.5 -> 6
  EXPECT_EQ(classPointExchange(100, 199, 1), 10);   // (10 + 9.9) / 2 = 9.95 -> 10
  EXPECT_EQ(classPointExchange(100, 200, 1), 25);   // D / 4
  EXPECT_EQ(classPointExchange(350, 100, 1), -63);  // 250 / 4 = 62.5 -> 63 to the lower
}

TEST(ClassPoints, LowerPlayerWins) {
  EXPECT_EQ(classPointExchange(100, 105, 2), 10);    // D < 10
  EXPECT_EQ(classPointExchange(100, 140, 2), 14);    // 10 + 40/10
  EXPECT_EQ(classPointExchange(100, 199, 2), 20);    // 10 + 9.9 = 19.9 -> 20
  EXPECT_EQ(classPointExchange(100, 200, 2), 50);    // D / 2
  EXPECT_EQ(classPointExchange(400, 100, 0), -150);  // the lower (second) wins: 300 / 2
}

TEST(ClassPoints, HigherPlayerWins) {
  EXPECT_EQ(classPointExchange(105, 100, 2), 10);  // D < 10
  EXPECT_EQ(classPointExchange(110, 100, 2), 9);   // 10 - 10/12.5 = 9.2 -> 9
  EXPECT_EQ(classPointExchange(150, 100, 2), 6);   // 10 - 4
  EXPECT_EQ(classPointExchange(199, 100, 2), 2);   // 10 - 7.92 = 2.08 -> 2
  EXPECT_EQ(classPointExchange(200, 100, 2), 2);   // 100..199: 2
  EXPECT_EQ(classPointExchange(299, 100, 2), 2);
  EXPECT_EQ(classPointExchange(300, 100, 2), 0);   // D >= 200: nothing
  EXPECT_EQ(classPointExchange(100, 150, 0), -6);  // seen from the loser
}

TEST(ClassPoints, EqualPointsWinnerGetsTen) {
  EXPECT_EQ(classPointExchange(500, 500, 2), 10);
  EXPECT_EQ(classPointExchange(500, 500, 0), -10);
  EXPECT_EQ(classPointExchange(500, 500, 1), 0);
}

// 004: "级别分别是无级别、30-1级。每个级别需要积累100分" - 无级别 is the first
// class, each class takes 100 points: 无级别 0-99, 30级 100-199, 29级 200-299,
// ..., 2级 2900-2999, 1级 from 3000. Every boundary of the ladder.
TEST(ClassPoints, TheLadderStartsWithUnclassedAndEachClassTakesAHundred) {
  using K = ClassName::Kind;
  const auto name = [](int points) { return className(points, ClassNaming::Classes30To1); };
  EXPECT_EQ(name(0), (ClassName{K::Unclassed, 0}));
  EXPECT_EQ(name(99), (ClassName{K::Unclassed, 0}));
  EXPECT_EQ(name(-40), (ClassName{K::Unclassed, 0}));  // below 0: the text has no class lower
  for (int klass = 30; klass >= 1; --klass) {
    const int floor = (31 - klass) * 100;  // 30级 at 100, 29级 at 200, ..., 1级 at 3000
    EXPECT_EQ(name(floor), (ClassName{K::Class, klass})) << floor;
    if (klass > 1) {
      EXPECT_EQ(name(floor + 99), (ClassName{K::Class, klass})) << floor + 99;
    }
  }
  EXPECT_EQ(name(3000), (ClassName{K::Class, 1}));
  EXPECT_EQ(name(2999), (ClassName{K::Class, 2}));
  EXPECT_EQ(name(9000), (ClassName{K::Class, 1}));
}

TEST(ClassPoints, LevelTableBoundaries) {
  using K = ClassName::Kind;
  const auto name = [](int points) { return className(points, ClassNaming::KyuDan); };
  EXPECT_EQ(name(0), (ClassName{K::Kyu, 13}));
  EXPECT_EQ(name(12), (ClassName{K::Kyu, 13}));
  EXPECT_EQ(name(13), (ClassName{K::Kyu, 12}));
  EXPECT_EQ(name(90), (ClassName{K::Kyu, 7}));
  EXPECT_EQ(name(91), (ClassName{K::Kyu, 6}));
  EXPECT_EQ(name(486), (ClassName{K::Kyu, 2}));
  EXPECT_EQ(name(487), (ClassName{K::Kyu, 1}));
  EXPECT_EQ(name(680), (ClassName{K::Kyu, 1}));
  EXPECT_EQ(name(681), (ClassName{K::Dan, 1}));
  EXPECT_EQ(name(1867), (ClassName{K::Dan, 3}));
  EXPECT_EQ(name(1868), (ClassName{K::Dan, 4}));
  EXPECT_EQ(name(5123), (ClassName{K::Dan, 6}));
  EXPECT_EQ(name(5124), (ClassName{K::Dan, 7}));
}

// 004: "注意：输方扣分等于赢方得分" - the loser loses what the winner gains,
// with no floor (the text gives none). 5 points lose to 10 (D 5,
// "相差10分以内，得10分"): the winner 10 -> 20, the loser 5 -> -5; the sum 15
// stays 15. Each reads its own class points, not the FIDE rating.
TEST(ClassPoints, PointsAreConservedWithoutAFloor) {
  auto state = standings::testing::StateBuilder(2, 1).game(1, 1, 2, '0').state;
  state.players[0].rating = 1950;  // FIDE, ignored
  state.players[0].clubRatings.classPoints = 5;
  state.players[1].clubRatings.classPoints = 10;
  const auto initial = classPointsOf(state);
  ASSERT_EQ(initial, (std::vector<int>{5, 10}));
  const auto out = classPointChanges(state, 1, initial);
  EXPECT_EQ(out[0].after, -5);
  EXPECT_EQ(out[1].after, 20);
  EXPECT_EQ(out[0].after + out[1].after, 15);
}

}  // namespace
}  // namespace rating
