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
  auto record = service::readRecordedGame(in, 1, profile);
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
  const auto record = service::readRecordedGame(in, 2, tournament::RulesProfile::Fide2023);
  ASSERT_FALSE(record.has_value());
  EXPECT_EQ(record.error().code, service::RecordErrorCode::NoSuchGame);
  EXPECT_EQ(record.error().gamesFound, 1);
}
