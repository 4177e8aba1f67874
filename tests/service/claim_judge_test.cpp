// SPDX-License-Identifier: MIT
#include "app/service/claim_judge.h"

#include <gtest/gtest.h>

#include <sstream>

namespace {

// The knights go out and back twice: the start position (White to move)
// stands at plies 0, 4 and 8.
constexpr const char* Shuffle =
    "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n\n"
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";

service::RecordedGame shuffle(tournament::RulesProfile profile) {
  std::istringstream in(Shuffle);
  auto record = service::readRecordedGame(in, 1, profile, chess::SanMode::Lax);
  EXPECT_TRUE(record.has_value());
  return std::move(*record);
}

service::ClaimQuestion threefoldAt(int ply, tournament::RulesProfile profile,
                                   tournament::RateOfPlay rate) {
  return {ply, {chess::ClaimKind::Threefold}, std::nullopt, profile, rate};
}

}  // namespace

// Laws 9.2.2: at ply 8 the position stands for the third time.
TEST(ClaimJudge, TheThirdOccurrenceIsACorrectClaimWithoutPenalty) {
  const auto record = shuffle(tournament::RulesProfile::Fide2023);
  const auto judged = service::judgeClaim(
      record, threefoldAt(8, tournament::RulesProfile::Fide2023, tournament::RateOfPlay::Standard));
  ASSERT_TRUE(judged.has_value());
  EXPECT_TRUE(judged->valid);
  EXPECT_FALSE(judged->penalty.has_value());
}

// At ply 4 the position stands for the second time only: incorrect. FIDE
// 9.5.3: two minutes added to the opponent's remaining time; A.3 (rapid):
// one minute; classic 10.13(2): five minutes added to the claimant's used time.
TEST(ClaimJudge, AnIncorrectClaimCarriesTheProfilesConsequence) {
  using tournament::PenaltyClock;
  using tournament::RateOfPlay;
  using tournament::RulesProfile;
  const auto fide =
      service::judgeClaim(shuffle(RulesProfile::Fide2023),
                          threefoldAt(4, RulesProfile::Fide2023, RateOfPlay::Standard));
  ASSERT_TRUE(fide.has_value());
  EXPECT_FALSE(fide->valid);
  ASSERT_TRUE(fide->penalty.has_value());
  EXPECT_EQ(fide->penalty->seconds, 120);
  EXPECT_EQ(fide->penalty->clock, PenaltyClock::OpponentRemaining);

  const auto rapid = service::judgeClaim(shuffle(RulesProfile::Fide2023),
                                         threefoldAt(4, RulesProfile::Fide2023, RateOfPlay::Rapid));
  ASSERT_TRUE(rapid.has_value() && rapid->penalty.has_value());
  EXPECT_EQ(rapid->penalty->seconds, 60);

  const auto classic = service::judgeClaim(
      shuffle(RulesProfile::Classic), threefoldAt(4, RulesProfile::Classic, RateOfPlay::Standard));
  ASSERT_TRUE(classic.has_value() && classic->penalty.has_value());
  EXPECT_EQ(classic->penalty->seconds, 300);
  EXPECT_EQ(classic->penalty->clock, PenaltyClock::ClaimantUsed);
}

TEST(ClaimJudge, AGameThatIsNotThereIsNamedWithTheCount) {
  std::istringstream in(Shuffle);
  const auto record =
      service::readRecordedGame(in, 2, tournament::RulesProfile::Fide2023, chess::SanMode::Lax);
  ASSERT_FALSE(record.has_value());
  EXPECT_EQ(record.error().code, service::RecordErrorCode::NoSuchGame);
  EXPECT_EQ(record.error().gamesFound, 1);
}

// 003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关
// 局面,组织者必须在赛前明确宣布". K+R+B (White) v K+R (Black), the FEN's clock
// at 98; 50. Rg7 Kc8 make 100 half-moves (50 moves each). With K+R+B v K+R
// announced at 100 moves (200 half-moves) White's claim at move 51 is
// incorrect under the classic profile (10.13(2): 5 minutes to his used
// time); the FIDE profile (Laws 9.3.2: 50 moves) judges it correct.
TEST(ClaimJudge, TheSectionsExtendedFiftyMoveCountHoldsUnderClassicOnly) {
  using tournament::RulesProfile;
  const std::string pgn =
      "[White \"Anna\"]\n[Black \"Bert\"]\n[SetUp \"1\"]\n"
      "[FEN \"3k4/8/8/8/8/8/r7/4K1RB w - - 98 50\"]\n\n50. Rg7 Kc8 *\n";
  const auto judge = [&](RulesProfile profile) {
    std::istringstream in(pgn);
    auto record = service::readRecordedGame(in, 1, profile, chess::SanMode::Lax);
    EXPECT_TRUE(record.has_value());
    service::ClaimQuestion question;
    question.ply = 2;
    question.kinds = {chess::ClaimKind::FiftyMoves};
    question.profile = profile;
    question.fiftyMoveExtensions = chess::parseFiftyMoveExtensions("KRBvKR=100").value();
    return service::judgeClaim(*record, question);
  };
  const auto classic = judge(RulesProfile::Classic);
  ASSERT_TRUE(classic.has_value());
  EXPECT_FALSE(classic->valid);
  EXPECT_EQ(classic->verdicts.front().second.requiredHalfmoves, 200);
  ASSERT_TRUE(classic->penalty.has_value());
  EXPECT_EQ(classic->penalty->seconds, 300);
  const auto fide = judge(RulesProfile::Fide2023);
  ASSERT_TRUE(fide.has_value());
  EXPECT_TRUE(fide->valid);
  EXPECT_STREQ(fide->verdicts.front().second.article, "9.3.2");
}
