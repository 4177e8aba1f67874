// SPDX-License-Identifier: MIT
// C.04.2 4.3: a result of a round that later rounds were paired on is
// changed only when the arbiter confirms it; C.04.2 2.4: a late entry's
// bye for a round he missed where the event's regulations allow it.
#include "domain/tournament/later_pairings.h"
#include "domain/tournament/renumbering.h"
#include "tests/domain/tournament/event_builder.h"

#include <algorithm>

using namespace testing_event;

namespace {

// fourPlayers() with round 1 decided (A beats C on board 1, D and B draw
// on board 2) and round 2 paired: A-B on board 1, C-D on board 2.
Event roundTwoPaired() {
  Event event = accepted(fourPlayers(), EnterResult{"S", 1, 1, GameResult::WhiteWins});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Draw});
  return accepted(event, SetPairing{"S", 2, {{1, 2}, {3, 4}}, 0, ""});
}

}  // namespace

TEST(LaterPairings, ACorrectionOfARoundPairedOnNeedsForce) {
  const Event event = roundTwoPaired();
  const EnterResult correction{"S", 1, 1, GameResult::BlackWins, false, true};
  const auto refusal = applyAction(event, correction);
  ASSERT_FALSE(refusal);
  EXPECT_EQ(refusal.error().code, ActionErrorCode::LaterRoundsPairedOn);
  EXPECT_EQ(refusal.error().detail, 1);
  EnterResult forced = correction;
  forced.force = true;
  const Event corrected = accepted(event, forced);
  EXPECT_EQ(section(corrected).round(1)->board(1)->result, GameResult::BlackWins);
  // The rule itself: round 1 altered, round 2 paired on it.
  EXPECT_EQ(pairingsMadeOn(event, corrected), (PairedOn{"S", 1, 2}));
  EXPECT_EQ(pairingsMadeOn(corrected, corrected), std::nullopt);
  // The same result again alters nothing; nor does a round-2 result.
  EXPECT_TRUE(applyAction(event, EnterResult{"S", 1, 1, GameResult::WhiteWins}));
  EXPECT_TRUE(applyAction(event, EnterResult{"S", 2, 1, GameResult::Draw}));
  // A batch is judged as a whole, the same way.
  EXPECT_EQ(refused(event, EnterResults{"S", 1, {{1, GameResult::Draw}}, true}),
            ActionErrorCode::LaterRoundsPairedOn);
}

// C.04.2 3.1: an adjourned game was paired as a draw; ending it after the
// next round was paired is the normal course, not a correction.
TEST(LaterPairings, EndingAnAdjournedGameAltersNothing) {
  Event event = accepted(fourPlayers(), EnterResult{"S", 1, 1, GameResult::WhiteWins});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Adjourned});
  event = accepted(event, SetPairing{"S", 2, {{1, 2}, {3, 4}}, 0, ""});
  EXPECT_TRUE(applyAction(event, EnterResult{"S", 1, 2, GameResult::BlackWins}));
}

// E enters after round 1 is paired: round 1 is one he missed.
TEST(LaterPairings, ALateEntrantsMissedRoundByeWhereTheRulesAllowIt) {
  Event event = accepted(fourPlayers(), AddPlayers{"S", {player("E", 2000)}});
  const Player late = *section(event).playerByNumber(5);  // a copy: `event` is replaced below
  ASSERT_EQ(late.entryRound, 2);
  const auto refusal = applyAction(event, RequestBye{"S", 5, 1, ByeKind::HalfPoint});
  ASSERT_FALSE(refusal);
  EXPECT_EQ(refusal.error().code, ActionErrorCode::MissedRoundByeNeedsRules);
  EXPECT_EQ(refusal.error().detail, 1);
  // A round he was in is no missed round: the old refusal stands.
  EXPECT_EQ(refused(event, RequestBye{"S", 1, 1, ByeKind::HalfPoint, false, true}),
            ActionErrorCode::RoundAlreadyPaired);

  event = accepted(event, RequestBye{"S", 5, 1, ByeKind::HalfPoint, false, true});
  const auto& byes = section(event).round(1)->byes;
  EXPECT_TRUE(std::ranges::any_of(
      byes, [&](const Bye& b) { return b.player == late.id && b.kind == ByeKind::HalfPoint; }));
  const TournamentState state = toTournamentState(section(event));
  EXPECT_EQ(state.players.at(4).rounds.at(0).result, RoundResult::HalfPointBye);
  // Cancelled, he is back to zero for the round he missed.
  event = accepted(event, RequestBye{"S", 5, 1, ByeKind::HalfPoint, true});
  EXPECT_TRUE(section(event).round(1)->byes.empty());
}

TEST(Renumbering, TheTableListsEveryMoveByTheOldNumber) {
  const Event before = fourPlayers();
  Event after = before;
  for (Player& p : after.sections[0].players) p.pairingNumber = 5 - p.pairingNumber;
  const auto notices = renumberingNotices(before, after);
  ASSERT_EQ(notices.size(), 4u);
  EXPECT_EQ(notices[0].detail, 1);
  EXPECT_EQ(notices[0].to, 4);
  EXPECT_EQ(notices[3].detail, 4);
  EXPECT_EQ(notices[3].to, 1);
  EXPECT_EQ(renumberingText(notices), " renumbered=1>4,2>3,3>2,4>1");
  EXPECT_EQ(renumberingText({}), "");
}
