// SPDX-License-Identifier: MIT
// The client's club Elo and class-point ladder, against hand-worked values
// from the seed-text rules (quoted beside each case).
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

TEST(ClubElo, TitleBandsAndTheTenGameRule) {
  EXPECT_EQ(clubTitle({1099, 10}), ClubTitle::Player7);
  EXPECT_EQ(clubTitle({1100, 10}), ClubTitle::Player6);
  EXPECT_EQ(clubTitle({1500, 10}), ClubTitle::Player2);
  EXPECT_EQ(clubTitle({1699, 10}), ClubTitle::Player1);
  EXPECT_EQ(clubTitle({1700, 10}), ClubTitle::Candidate5);
  EXPECT_EQ(clubTitle({2499, 10}), ClubTitle::InternationalMaster);
  EXPECT_EQ(clubTitle({2500, 10}), ClubTitle::GrandMaster);
  EXPECT_FALSE(clubTitle({1900, 9}).has_value());
  EXPECT_EQ(clubTitleName(ClubTitle::Player7), "七级棋手");
  EXPECT_EQ(clubTitleName(ClubTitle::Player2), "二级棋手");
  EXPECT_EQ(clubTitleName(ClubTitle::Candidate5), "五级棋士");
  EXPECT_EQ(clubTitleName(ClubTitle::GrandMaster), "特级大师");
  EXPECT_EQ(clubTitleFloor(ClubTitle::GrandMaster), 2500);
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

TEST(ClassPoints, ClassesThirtyToOne) {
  using K = ClassName::Kind;
  EXPECT_EQ(className(0, ClassNaming::Classes30To1), (ClassName{K::Class, 30}));
  EXPECT_EQ(className(99, ClassNaming::Classes30To1), (ClassName{K::Class, 30}));
  EXPECT_EQ(className(100, ClassNaming::Classes30To1), (ClassName{K::Class, 29}));
  EXPECT_EQ(className(2899, ClassNaming::Classes30To1), (ClassName{K::Class, 2}));
  EXPECT_EQ(className(2900, ClassNaming::Classes30To1), (ClassName{K::Class, 1}));
  EXPECT_EQ(className(9000, ClassNaming::Classes30To1), (ClassName{K::Class, 1}));
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

TEST(ClassPoints, PointsNeverGoBelowZero) {
  const auto state = standings::testing::StateBuilder(2, 1).game(1, 1, 2, '0').state;
  // 5 against 10 (D 5): the winner gains 10, the loser stops at 0.
  const auto out = classPointChanges(state, 1, {5, 10});
  EXPECT_EQ(out[0].after, 0);
  EXPECT_EQ(out[1].after, 20);
}

}  // namespace
}  // namespace rating
