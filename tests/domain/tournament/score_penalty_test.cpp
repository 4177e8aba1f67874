// SPDX-License-Identifier: MIT
// Laws 12.9.4 (the opponent's score in the game raised to the maximum) and
// 12.9.5 (the offender's score reduced), stored on the board and carried
// into the section's totals. Expected totals are counted by hand below.
#include "domain/standings/section_view.h"
#include "domain/tournament/scoring_spec.h"
#include "tests/domain/tournament/event_builder.h"

namespace {

using namespace testing_event;

RecordPenalty scorePenalty(int board, Color offender, PenaltyOption option,
                           std::optional<HalfPoints> score = {}) {
  RecordPenalty p;
  p.section = "S";
  p.round = 1;
  p.board = board;
  p.offender = offender;
  p.article = "11.5";
  p.option = option;
  p.score = score;
  return p;
}

HalfPoints total(const Event& event, int pairingNumber) {
  const TournamentState state = toTournamentState(section(event));
  return state.scoreAfter(*state.player(pairingNumber), 1);
}

// Round 1 of fourPlayers(): board 1 A(1)-C(3), board 2 D(4)-B(2).
Event drawnBoardOne(RulesProfile rules, const std::string& scoring = "") {
  Event event = fourPlayers(rules);
  if (!scoring.empty()) event.sections[0].settings.scoring = *parseScoring(scoring);
  return accepted(event, EnterResult{"S", 1, 1, GameResult::Draw});
}

class ScorePenalty : public testing::TestWithParam<RulesProfile> {};

TEST_P(ScorePenalty, RaisedOpponentScoreCountsAsTheMaximum) {
  // ½-½, then 12.9.4 against White (A): C's score in the game becomes 1.
  // Totals by hand: A ½ = 1 half-point, C 1 = 2 half-points (the game's
  // total 1½ exceeds 1: 12.9.4 is the exception to 10.2's total).
  const Event event = accepted(drawnBoardOne(GetParam()),
                               scorePenalty(1, Color::White, PenaltyOption::OpponentScoreRaised));
  EXPECT_EQ(section(event).round(1)->board(1)->blackScore, 2);
  EXPECT_FALSE(section(event).round(1)->board(1)->whiteScore.has_value());
  EXPECT_EQ(section(event).incidents.back().seconds, 2);
  EXPECT_EQ(total(event, 1), 1);
  EXPECT_EQ(total(event, 3), 2);
  const TournamentState state = toTournamentState(section(event));
  EXPECT_EQ(state.player(3)->rounds[0].adjustment, 1);
  EXPECT_EQ(state.player(3)->rounds[0].result,
            RoundResult::Draw);  // the game's result is unchanged
  const standings::SectionView view(state, {});
  EXPECT_EQ(view.score(3), 2);
  EXPECT_EQ(view.at(3, 1).gamePoints, 1);  // over the board: a draw (TPR)
}

TEST_P(ScorePenalty, ReducedOffenderScore) {
  const Event drawn = drawnBoardOne(GetParam());
  // 12.9.5 needs the reduced score; it must be a lower normal score (10.2).
  EXPECT_EQ(refused(drawn, scorePenalty(1, Color::White, PenaltyOption::OffenderScoreReduced)),
            ActionErrorCode::MissingScore);
  EXPECT_EQ(refused(drawn, scorePenalty(1, Color::White, PenaltyOption::OffenderScoreReduced, 1)),
            ActionErrorCode::NotAScoreReduction);
  // ½-½, A reduced to 0: A 0, C ½.
  const Event event =
      accepted(drawn, scorePenalty(1, Color::White, PenaltyOption::OffenderScoreReduced, 0));
  EXPECT_EQ(total(event, 1), 0);
  EXPECT_EQ(total(event, 3), 1);
  EXPECT_EQ(toTournamentState(section(event)).player(1)->rounds[0].adjustment, -1);
}

TEST_P(ScorePenalty, PendingGameCountsOnceItHasAResultAndSurvivesCorrections) {
  Event event = fourPlayers(GetParam());
  auto outcome =
      applyAction(event, scorePenalty(2, Color::Black, PenaltyOption::OpponentScoreRaised));
  ASSERT_TRUE(outcome.has_value());
  ASSERT_EQ(outcome->notices.size(), 1u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::ScoreAppliesWhenFinished);
  event = outcome->event;
  EXPECT_EQ(total(event, 4), 0);  // nothing yet: the game is pending
  // B (black, the offender) wins 0-1: D's score in the game is still 1.
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::BlackWins});
  EXPECT_EQ(total(event, 4), 2);
  EXPECT_EQ(total(event, 2), 2);
  // Corrected to ½-½: D 1 (raised), B ½.
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Draw, false, true});
  EXPECT_EQ(total(event, 4), 2);
  EXPECT_EQ(total(event, 2), 1);
}

TEST_P(ScorePenalty, ThreeOneZeroScoring) {
  // 3/1/0 = 6/2/0 half-points. Draw, 12.9.4: the opponent gets 3 (6).
  const Event drawn = drawnBoardOne(GetParam(), "3,1,0");
  const Event raised =
      accepted(drawn, scorePenalty(1, Color::Black, PenaltyOption::OpponentScoreRaised));
  EXPECT_EQ(total(raised, 1), 6);
  EXPECT_EQ(total(raised, 3), 2);
  // 12.9.5: ½ point is not a normal score under 3/1/0; 0 is.
  EXPECT_EQ(refused(drawn, scorePenalty(1, Color::Black, PenaltyOption::OffenderScoreReduced, 1)),
            ActionErrorCode::NotAScoreReduction);
  const Event reduced =
      accepted(drawn, scorePenalty(1, Color::Black, PenaltyOption::OffenderScoreReduced, 0));
  EXPECT_EQ(total(reduced, 3), 0);
  EXPECT_EQ(total(reduced, 1), 2);
}

INSTANTIATE_TEST_SUITE_P(BothProfiles, ScorePenalty,
                         testing::Values(RulesProfile::Fide2023, RulesProfile::Classic));

}  // namespace
