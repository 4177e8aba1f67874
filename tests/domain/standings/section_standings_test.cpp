// SPDX-License-Identifier: MIT
#include "domain/standings/section_standings.h"

#include "tests/domain/standings/state_builder.h"

#include <gtest/gtest.h>

#include <map>

using standings::testing::StateBuilder;
using tournament::Color;
using tournament::RoundResult;

namespace {

std::vector<std::string> codesOf(const std::vector<standings::TieBreak>& list) {
  std::vector<std::string> codes;
  for (const auto& tb : list) codes.push_back(standings::tieBreakCode(tb));
  return codes;
}

// Four players; round 1: 1-3 1-0, 4-2 0-1. Round 2 paired 1-2, 3-4, with
// only 3-4 (½-½) in: board 1-2 has no result yet.
tournament::TournamentState roundTwoUnderWay() {
  StateBuilder builder(4, 3);
  builder.game(1, 1, 3, '1').game(1, 4, 2, '0').game(2, 3, 4, '=');
  auto& state = builder.state;
  state.players[0].rounds[1] = {2, Color::White, RoundResult::Pending};
  state.players[1].rounds[1] = {1, Color::Black, RoundResult::Pending};
  return state;
}

}  // namespace

// C.07: a game without a result counts neither as played nor as a bye, so
// while round 2 is under way the standings are those after round 1.
TEST(SectionStandings, DuringARoundTheStandingsAreThoseAfterTheRoundBefore) {
  const auto state = roundTwoUnderWay();
  EXPECT_EQ(standings::lastCompleteRound(state), 1);
  const auto rule = standings::sectionRule({}, "", tournament::PairingSystem::DutchSwiss);
  const auto table = standings::sectionStandings(state, rule);
  ASSERT_TRUE(table.has_value());
  EXPECT_EQ(table->rounds, 1);
  // After round 1: players 1 and 2 have 1 point, 3 and 4 none.
  ASSERT_EQ(table->rows.size(), 4u);
  EXPECT_EQ(table->rows[0].points + table->rows[1].points, 4);
  EXPECT_EQ(table->rows[2].points + table->rows[3].points, 0);
  // Round 2 (one game without a result) and round 3 (not played) cannot be named.
  for (int round : {2, 3})
    EXPECT_EQ(standings::sectionStandings(state, rule, round).error(),
              standings::StandingsError::RoundNotComplete);
}

// An adjourned game (VCL, rules-reference §1.10) also keeps its round open,
// and there are no current standings until it is resolved; those after
// round 1 can still be asked for.
TEST(SectionStandings, AnAdjournedGameKeepsItsRoundOpenAndWithholdsTheStandings) {
  auto state = roundTwoUnderWay();
  state.players[0].rounds[1].result = RoundResult::Adjourned;
  state.players[1].rounds[1].result = RoundResult::Adjourned;
  EXPECT_EQ(standings::lastCompleteRound(state), 1);
  const auto rule = standings::sectionRule({}, "", tournament::PairingSystem::DutchSwiss);
  const auto current = standings::sectionStandings(state, rule);
  ASSERT_FALSE(current.has_value());
  EXPECT_EQ(current.error(), standings::StandingsError::AdjournedGame);
  const auto afterOne = standings::sectionStandings(state, rule, 1);
  ASSERT_TRUE(afterOne.has_value());
  EXPECT_EQ(afterOne->rounds, 1);
}

// Round 1 under way: there are no standings yet, and it says so.
TEST(SectionStandings, NoStandingsWhileTheFirstRoundIsPlayed) {
  StateBuilder builder(2, 1);
  builder.state.players[0].rounds[0] = {2, Color::White, RoundResult::Pending};
  builder.state.players[1].rounds[0] = {1, Color::Black, RoundResult::Pending};
  EXPECT_EQ(standings::lastCompleteRound(builder.state), 0);
  const auto table = standings::sectionStandings(
      builder.state, standings::sectionRule({}, "", tournament::PairingSystem::DutchSwiss));
  ASSERT_FALSE(table.has_value());
  EXPECT_EQ(table.error(), standings::StandingsError::NoCompleteRound);
}

// A bye entered ahead for round 3 does not make round 3 a round.
TEST(SectionStandings, AByeEnteredAheadDoesNotMakeARound) {
  StateBuilder builder(4, 3);
  builder.game(1, 1, 3, '1').game(1, 4, 2, '0').bye(3, 1, RoundResult::HalfPointBye);
  EXPECT_EQ(standings::lastCompleteRound(builder.state), 1);
}

// The section's own list and edition; the C.07 defaults when it names none
// (Swiss: BH/C1, BH, SB, DE, WIN; round robin: DE, SB, WIN, KS) or one that
// no longer reads.
TEST(SectionStandings, TheSectionRuleIsItsOwnListAndEdition) {
  const auto own =
      standings::sectionRule({"SB", "BH"}, "2023", tournament::PairingSystem::DutchSwiss);
  EXPECT_EQ(codesOf(own.tieBreaks), (std::vector<std::string>{"SB", "BH"}));
  EXPECT_EQ(own.options.edition, standings::Edition::Text2023);
  const auto swiss = standings::sectionRule({}, "", tournament::PairingSystem::DutchSwiss);
  EXPECT_EQ(codesOf(swiss.tieBreaks), (std::vector<std::string>{"BH/C1", "BH", "SB", "DE", "WIN"}));
  EXPECT_EQ(swiss.options.edition, standings::Edition::Text2026);
  const auto robin = standings::sectionRule({"??"}, "", tournament::PairingSystem::RoundRobin);
  EXPECT_EQ(codesOf(robin.tieBreaks), (std::vector<std::string>{"DE", "SB", "WIN", "KS"}));
}

// The round in progress as it stands (provisional): round 2's 3-4 draw
// counts, 1-2 (no result yet) counts as not yet played. By hand, in
// half-points: 1 and 2 won in round 1 (2 each) and have nothing more yet;
// 3 and 4 lost in round 1 and drew each other (1 each).
TEST(SectionStandings, TheProvisionalStandingsCountTheResultsEnteredSoFar) {
  const auto state = roundTwoUnderWay();
  const auto rule = standings::sectionRule({}, "", tournament::PairingSystem::DutchSwiss);
  const auto table = standings::provisionalStandings(state, rule);
  ASSERT_TRUE(table.has_value());
  EXPECT_EQ(table->rounds, 2);
  std::map<int, int> points;
  for (const auto& row : table->rows) points[row.startNumber] = row.points;
  EXPECT_EQ(points, (std::map<int, int>{{1, 2}, {2, 2}, {3, 1}, {4, 1}}));
  // An adjourned game counts the same way while it is unresolved.
  auto adjourned = state;
  adjourned.players[0].rounds[1].result = RoundResult::Adjourned;
  adjourned.players[1].rounds[1].result = RoundResult::Adjourned;
  ASSERT_TRUE(standings::provisionalStandings(adjourned, rule).has_value());
  EXPECT_EQ(standings::provisionalStandings(adjourned, rule)->rounds, 2);
}

// With every result in there is no round in progress; with nothing paired, no standings.
TEST(SectionStandings, NoProvisionalStandingsWithoutARoundInProgress) {
  auto state = roundTwoUnderWay();
  state.players[0].rounds[1].result = RoundResult::Win;
  state.players[1].rounds[1].result = RoundResult::Loss;
  const auto rule = standings::sectionRule({}, "", tournament::PairingSystem::DutchSwiss);
  EXPECT_EQ(standings::provisionalStandings(state, rule).error(),
            standings::StandingsError::RoundNotComplete);
  EXPECT_EQ(standings::provisionalStandings(StateBuilder(2, 1).state, rule).error(),
            standings::StandingsError::NoRounds);
}
