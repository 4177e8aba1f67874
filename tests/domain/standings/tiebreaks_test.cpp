// SPDX-License-Identifier: MIT
// C.07 tie-breaks on hand-built sections, every value worked out by hand in
// the comments (scores in points).
#include "domain/standings/buchholz.h"
#include "domain/standings/standings.h"
#include "tests/domain/standings/state_builder.h"

#include <gtest/gtest.h>

namespace standings {
namespace {

using testing::StateBuilder;
using tournament::RoundResult;

// Four players, three rounds:
//   R1: 1-2 1-0, 3-4 1-0;  R2: 1-3 =, 2 wins by forfeit against 4;
//   R3: 1-4 1-0, 2-3 0-1.
// Scores: P1 2.5, P2 1.0 (one point by forfeit), P3 2.5, P4 0.
tournament::TournamentState forfeitSection() {
  return StateBuilder(4, 3)
      .game(1, 1, 2, '1')
      .game(1, 3, 4, '1')
      .game(2, 1, 3, '=')
      .forfeit(2, 2, 4)
      .game(3, 1, 4, '1')
      .game(3, 2, 3, '0')
      .state;
}

TieBreak code(const char* text) { return *parseTieBreak(text); }

std::int64_t valueOf(const tournament::TournamentState& state, Edition edition, const char* tb,
                     int player) {
  StandingsOptions options;
  options.edition = edition;
  const SectionView view(state, options);
  return *computeTieBreak(view, code(tb))[static_cast<std::size_t>(player - 1)].value;
}

TEST(Buchholz, ForfeitWinDummyDependsOnTheEdition) {
  const auto state = forfeitSection();
  // P2: R1 P1 2.5, R3 P3 2.5, R2 an unplayed round (forfeit win against P4):
  // 2023 text 16.4: the dummy scores P2's own 1.0 -> BH 6.0.
  EXPECT_EQ(valueOf(state, Edition::Text2023, "BH", 2), 600);
  // 2026 text 16.4.1: capped at P4's adjusted score 0 -> BH 5.0.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "BH", 2), 500);
  // Pre-2023 15.2: virtual opponent = 0 before the round + (1 - 1) + 0.5 x
  // (3 - 2) = 0.5 -> BH 5.5.
  EXPECT_EQ(valueOf(state, Edition::Pre2023, "BH", 2), 550);
}

TEST(Buchholz, OpponentsUnplayedRoundsBeforeAndAfter2023) {
  const auto state = forfeitSection();
  // P1 met P2, P3, P4. 2023/2026 (16.3): P4's forfeit loss is followed by a
  // played round, so it counts at 0: P4 = 0, P2 = 1.0 -> 1 + 2.5 + 0 = 3.5.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "BH", 1), 350);
  // Pre-2023 (15.1 a): every unplayed game of an opponent counts as a draw:
  // P2 = 0 + 0.5 + 0 = 0.5, P4 = 0 + 0.5 + 0 = 0.5 -> 0.5 + 2.5 + 0.5 = 3.5.
  EXPECT_EQ(valueOf(state, Edition::Pre2023, "BH", 1), 350);
  // P4's own forfeit loss (R2): 2023 dummy = own 0; pre-2023 virtual = 0 +
  // (1 - 0) + 0.5 = 1.5 -> 2.5 + 1.5 + 2.5 = 6.5.
  EXPECT_EQ(valueOf(state, Edition::Text2023, "BH", 4), 500);
  EXPECT_EQ(valueOf(state, Edition::Pre2023, "BH", 4), 650);
}

TEST(Buchholz, WithdrawnOpponentsRemainingRoundsCountAsDraws) {
  // P3 loses to P1 in R1 and is absent afterwards (16.2.5): seen by P1 he
  // has 0 + 0.5 + 0.5 = 1.0, not 0.
  const auto state = StateBuilder(4, 3)
                         .game(1, 1, 3, '1')
                         .game(1, 2, 4, '=')
                         .bye(2, 1, RoundResult::PairingBye)
                         .game(2, 2, 4, '=')
                         .bye(3, 1, RoundResult::PairingBye)
                         .game(3, 2, 4, '=')
                         .state;
  // P1: R1 P3 1.0; R2, R3 PABs: dummy = own 3.0 (2023), capped at 0.5 x 3 =
  // 1.5 (2026).
  EXPECT_EQ(valueOf(state, Edition::Text2023, "BH", 1), 700);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "BH", 1), 400);
}

TEST(Cuts, VoluntaryUnplayedRoundIsCutFirstWhenNotLower) {
  const auto game = [](std::int64_t v) {
    return Contribution{1, 2, OpponentSource::Game, v, 100, v, false, false};
  };
  const auto vur = [](std::int64_t v) {
    return Contribution{2, 0, OpponentSource::Dummy, v, 50, v, true, false};
  };
  // BH 3.0, 2.5 (half-point bye), 1.5, 3.5, 3.5; Cut-1 (16.5): the VUR 2.5
  // is not lower than the least 1.5, so it goes: 11.5 remain.
  std::vector<Contribution> list = {game(300), vur(250), game(150), game(350), game(350)};
  applyCuts(list, 1, 0, true);
  EXPECT_TRUE(list[1].cut);
  EXPECT_FALSE(list[2].cut);
  // Before 2023 there is no exception: the lowest goes.
  std::vector<Contribution> old = {game(300), vur(250), game(150), game(350), game(350)};
  applyCuts(old, 1, 0, false);
  EXPECT_TRUE(old[2].cut);
  // Median-1 cuts one at each end; the high end has no VUR exception.
  std::vector<Contribution> median = {game(100), game(200), game(300), game(400)};
  applyCuts(median, 1, 1, true);
  EXPECT_TRUE(median[0].cut && median[3].cut && !median[1].cut && !median[2].cut);
}

TEST(Cuts, SonnebornBergerVurLowerThanTheLeastSignificantIsNotCut) {
  // SB: opponent 1.0 x 1 = 1.0 (least significant: lowest opponent score),
  // a zero-point bye against a dummy of 3.0 x 0 = 0 (VUR), 2.0 x 1 = 2.0.
  // The VUR's 0 is lower than 1.0, so the ordinary 1.0 is cut.
  std::vector<Contribution> list = {
      {1, 2, OpponentSource::Game, 100, 100, 100, false, false},
      {2, 0, OpponentSource::Dummy, 300, 0, 0, true, false},
      {3, 3, OpponentSource::Game, 200, 100, 200, false, false},
  };
  applyCuts(list, 1, 0, true);
  EXPECT_TRUE(list[0].cut);
  EXPECT_FALSE(list[1].cut);
}

TEST(Koya, LimitIsHalfTheMaximumAndMoves) {
  const auto state = forfeitSection();
  // K = 3: limit 1.5. P1 scored 0.5 against P3 (2.5) -> 0.5.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "KS", 1), 50);
  // /L-1 lowers the limit by half a point to 1.0: P2 (1.0) counts too, 1 + 0.5.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "KS/L-1", 1), 150);
}

TEST(OwnResults, CountsByDefinition) {
  const auto state = forfeitSection();
  // P2: forfeit win in R2 is a WIN but not a WON; REP counts it.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "WIN", 2), 100);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "WON", 2), 0);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "REP", 2), 300);
  // P4: forfeit loss is not a round elected to play.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "REP", 4), 200);
  // P3 had Black in R2 and R3 and won R3 with Black.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "BPG", 3), 200);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "BWG", 3), 100);
  // PS of P1: 1 + 1.5 + 2.5 = 5.0; Cut-1 drops the 1: 4.0.
  EXPECT_EQ(valueOf(state, Edition::Text2026, "PS", 1), 500);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "PS/C1", 1), 400);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "STD", 1), 250);
  EXPECT_EQ(valueOf(state, Edition::Text2026, "TPN", 3), 300);
}

TEST(Standings, EachTieBreakOnlyInsideTheGroupsStillTied) {
  const auto state = forfeitSection();
  // P1 and P3 tie on 2.5 and on BH (3.5 each: P3 met P4 0, P1 2.5, P2 1.0).
  // BPG separates them: P3 played Black twice, P1 never. P2's larger BH
  // (5.0) never lifts him above the 2.5 group.
  const std::vector<TieBreak> list = {code("BH"), code("BPG")};
  const auto table = computeStandings(state, {}, list);
  ASSERT_TRUE(table.has_value());
  ASSERT_EQ(table->rows.size(), 4u);
  EXPECT_EQ(table->rows[0].startNumber, 3);
  EXPECT_EQ(table->rows[1].startNumber, 1);
  EXPECT_EQ(table->rows[2].startNumber, 2);
  EXPECT_EQ(table->rows[3].startNumber, 4);
  // With BH alone the tie stands: both rank 1.
  const std::vector<TieBreak> bhOnly = {code("BH")};
  const auto tied = computeStandings(state, {}, bhOnly);
  EXPECT_EQ(tied->rows[0].rank, 1);
  EXPECT_EQ(tied->rows[1].rank, 1);
  EXPECT_EQ(tied->rows[2].rank, 3);
}

TEST(Standings, RatingTieBreaksAreDroppedWhenUnratedPlayersArePresent) {
  auto state = forfeitSection();
  state.players[0].rating = 2000;
  state.players[1].rating = 1900;
  state.players[2].rating = 1800;  // P4 unrated
  const std::vector<TieBreak> list = {code("ARO"), code("ARO/U1000")};
  const auto table = computeStandings(state, {}, list);
  ASSERT_TRUE(table.has_value());
  EXPECT_FALSE(table->applied[0]);
  EXPECT_TRUE(table->applied[1]);
  const auto& p3 = *std::find_if(table->rows.begin(), table->rows.end(),
                                 [](const StandingsRow& r) { return r.startNumber == 3; });
  EXPECT_FALSE(p3.values[0].has_value());
  // P3 met P4 (1000 for unrated), P1 2000, P2 1900: 4900 / 3 = 1633.3 -> 1633.
  EXPECT_EQ(p3.values[1], 163300);
}

TEST(Standings, RefusedWhileAnAdjournedGameIsUnresolved) {
  auto state = forfeitSection();
  state.players[0].rounds[2].result = RoundResult::Adjourned;
  state.players[3].rounds[2].result = RoundResult::Adjourned;
  const std::vector<TieBreak> list = {code("BH")};
  const auto table = computeStandings(state, {}, list);
  ASSERT_FALSE(table.has_value());
  EXPECT_EQ(table.error(), StandingsError::AdjournedGame);
}

TEST(Standings, LaterPreEnteredByesAreIgnored) {
  auto state = forfeitSection();
  for (auto& p : state.players) p.rounds.push_back({0, std::nullopt, RoundResult::HalfPointBye});
  const std::vector<TieBreak> list = {code("BH")};
  const auto table = computeStandings(state, {}, list);
  EXPECT_EQ(table->rounds, 3);
  EXPECT_EQ(table->rows[0].points, 5);  // 2.5, not 3.0
}

TEST(DirectEncounter, Article63WhenNotAllTiedPlayersMet) {
  // Six players, three rounds. A=1 B=2 C=3 tie on 2: A beat B and C, B and C
  // did not meet. A has 2 of a possible 2; B and C could reach at most 1, so
  // A is first (6.3); B and C stay tied. D=4 E=5 F=6 tie on 1: E beat F, F
  // beat D, D and E did not meet: E's 1 does not exceed the 1 that D could
  // still reach, so all three stay tied.
  const auto state = StateBuilder(6, 3)
                         .game(1, 1, 2, '1')
                         .game(1, 3, 4, '1')
                         .game(1, 5, 6, '1')
                         .game(2, 1, 3, '1')
                         .game(2, 2, 5, '1')
                         .game(2, 4, 6, '0')
                         .game(3, 1, 4, '0')
                         .game(3, 2, 6, '1')
                         .game(3, 3, 5, '1')
                         .state;
  const SectionView view(state, {});
  TieBreak de;
  de.kind = TieBreakKind::DE;
  const auto ranks = computeTieBreak(view, de);
  const std::int64_t expected[] = {100, 200, 200, 400, 400, 400};
  for (int p = 0; p < 6; ++p)
    EXPECT_EQ(ranks[static_cast<std::size_t>(p)].value, expected[p]) << p + 1;
}

TEST(TieBreakCodes, ParseWithModifiers) {
  EXPECT_EQ(code("bh/c1").cutLowest, 1);
  EXPECT_EQ(code("BH/M2").cutHighest, 2);
  EXPECT_EQ(code("BH/M2").cutLowest, 2);
  EXPECT_EQ(code("AROC").kind, TieBreakKind::ARO);
  EXPECT_EQ(code("AROC").cutLowest, 1);
  EXPECT_EQ(code("GE").kind, TieBreakKind::REP);
  EXPECT_EQ(code("KS/L+2").limitHalfPoints, 2);
  EXPECT_EQ(code("RTNG/U1000").unratedRating, 1000);
  EXPECT_TRUE(code("TPN/R").reverse);
  EXPECT_EQ(parseTieBreak("XYZ").error(), TieBreakParseError::UnknownCode);
  EXPECT_EQ(parseTieBreak("WIN/C1").error(), TieBreakParseError::ModifierNotAllowed);
  EXPECT_EQ(parseTieBreak("BH/Cx").error(), TieBreakParseError::BadModifier);
  for (const char* text : {"BH/C1", "BH/M1", "SB/C1", "ARO/C1", "KS/L-1", "DE", "PS/C1"})
    EXPECT_EQ(tieBreakCode(code(text)), text);
}

}  // namespace
}  // namespace standings

namespace standings {
namespace {

TEST(Scoring, ThreeOneZeroIsCountedInHalfPointsAndStdNormalisesIt) {
  // 3/1/0: a win is 6 half-points, a draw 2. P1 wins R1 and draws R2: 4 points,
  // STD 1.5; WIN 1.
  auto state = testing::StateBuilder(2, 2).game(1, 1, 2, '1').game(2, 2, 1, '=').state;
  state.scoring.win = state.scoring.forfeitWin = state.scoring.pairingBye = 6;
  state.scoring.fullPointBye = 6;
  state.scoring.draw = state.scoring.halfPointBye = 2;
  const SectionView view(state, {});
  EXPECT_EQ(view.score(1), 8);
  EXPECT_EQ(*computeTieBreak(view, *parseTieBreak("STD"))[0].value, 150);
  EXPECT_EQ(*computeTieBreak(view, *parseTieBreak("WIN"))[0].value, 100);
  // SB: P2 scored 1 point (2 half-points); P1's SB = 1 x 3 + 1 x 1 = 4 points.
  EXPECT_EQ(*computeTieBreak(view, *parseTieBreak("SB"))[0].value, 400);
}

TEST(DirectEncounter, WorkingListsTheGamesAmongPlayersOnTheSamePoints) {
  // P1 and P2 draw twice and tie; the working shows both games.
  const auto state = testing::StateBuilder(2, 2).game(1, 1, 2, '=').game(2, 2, 1, '=').state;
  const SectionView view(state, {});
  TieBreak de;
  de.kind = TieBreakKind::DE;
  const auto working = computeTieBreak(view, de);
  EXPECT_EQ(working[0].value, 100);
  EXPECT_EQ(working[1].value, 100);
  ASSERT_EQ(working[0].contributions.size(), 2u);
  EXPECT_EQ(working[0].contributions[1].opponent, 2);
  EXPECT_EQ(working[0].contributions[1].value, 50);
}

}  // namespace
}  // namespace standings
