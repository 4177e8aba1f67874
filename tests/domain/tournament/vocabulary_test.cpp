// SPDX-License-Identifier: MIT
#include "domain/tournament/vocabulary.h"

#include <gtest/gtest.h>

using namespace tournament;

// The spellings the command line, the TRF comments and the audit text use
// (README: `--rules fide|classic`, `--rate standard|rapid|blitz`,
// `--pairing dutch|dubov|burstein|round-robin`, byes `pairing|half|full|zero`).
TEST(Vocabulary, EachValueHasOneCodeThatReadsBack) {
  EXPECT_EQ(codeOf(RulesProfile::Fide2023), "fide");
  EXPECT_EQ(codeOf(RulesProfile::Classic), "classic");
  EXPECT_EQ(codeOf(RateOfPlay::Standard), "standard");
  EXPECT_EQ(codeOf(RateOfPlay::Rapid), "rapid");
  EXPECT_EQ(codeOf(RateOfPlay::Blitz), "blitz");
  EXPECT_EQ(codeOf(PairingSystem::DutchSwiss), "dutch");
  EXPECT_EQ(codeOf(PairingSystem::RoundRobin), "round-robin");
  EXPECT_EQ(codeOf(PairingSystem::DubovSwiss), "dubov");
  EXPECT_EQ(codeOf(PairingSystem::BursteinSwiss), "burstein");
  EXPECT_EQ(codeOf(ByeKind::PairingAllocated), "pairing");
  EXPECT_EQ(codeOf(ByeKind::HalfPoint), "half");
  EXPECT_EQ(codeOf(ByeKind::FullPoint), "full");
  EXPECT_EQ(codeOf(ByeKind::ZeroPoint), "zero");
  for (auto p : {RulesProfile::Fide2023, RulesProfile::Classic})
    EXPECT_EQ(rulesProfileFromCode(codeOf(p)), p);
  for (auto r : {RateOfPlay::Standard, RateOfPlay::Rapid, RateOfPlay::Blitz})
    EXPECT_EQ(rateFromCode(codeOf(r)), r);
  for (auto s : {PairingSystem::DutchSwiss, PairingSystem::RoundRobin, PairingSystem::DubovSwiss,
                 PairingSystem::BursteinSwiss})
    EXPECT_EQ(pairingSystemFromCode(codeOf(s)), s);
  for (auto b :
       {ByeKind::PairingAllocated, ByeKind::HalfPoint, ByeKind::FullPoint, ByeKind::ZeroPoint})
    EXPECT_EQ(byeKindFromCode(codeOf(b)), b);
}

// The other names the same profile once had are not codes.
TEST(Vocabulary, OtherSpellingsAreNotCodes) {
  EXPECT_EQ(rulesProfileFromCode("fide2023"), std::nullopt);
  EXPECT_EQ(rulesProfileFromCode("FIDE 2023"), std::nullopt);
  EXPECT_EQ(rulesProfileFromCode("FIDE"), std::nullopt);
  EXPECT_EQ(rateFromCode("classical"), std::nullopt);
  EXPECT_EQ(pairingSystemFromCode("swiss"), std::nullopt);
  EXPECT_EQ(byeKindFromCode(""), std::nullopt);
}

// The classic profile judges draws by the classic text (003 art. 10).
TEST(Vocabulary, TheProfileNamesItsDrawRules) {
  EXPECT_EQ(drawRulesOf(RulesProfile::Fide2023), chess::DrawRules::Fide2023);
  EXPECT_EQ(drawRulesOf(RulesProfile::Classic), chess::DrawRules::Classic);
}

// Laws 12.9: the nine options in the Law's order, each by its code or by
// its article number; a late arrival's side (Laws 6.7.1 one player, 6.7.2 both).
TEST(Vocabulary, PenaltyOptionsReadByCodeAndByArticle) {
  const std::pair<const char*, PenaltyOption> law[] = {
      {"12.9.1", PenaltyOption::Warning},
      {"12.9.2", PenaltyOption::TimeToOpponent},
      {"12.9.3", PenaltyOption::TimeDeducted},
      {"12.9.4", PenaltyOption::OpponentScoreRaised},
      {"12.9.5", PenaltyOption::OffenderScoreReduced},
      {"12.9.6", PenaltyOption::GameLost},
      {"12.9.7", PenaltyOption::Fine},
      {"12.9.8", PenaltyOption::Exclusion},
      {"12.9.9", PenaltyOption::Expulsion}};
  for (const auto& [article, option] : law) {
    EXPECT_EQ(penaltyOptionFromCode(article), option) << article;
    EXPECT_EQ(penaltyOptionFromCode(codeOf(option)), option) << article;
  }
  EXPECT_EQ(codeOf(PenaltyOption::TimeToOpponent), "time-to-opponent");
  EXPECT_EQ(penaltyOptionFromCode("12.9.10"), std::nullopt);
  EXPECT_EQ(penaltyOptionFromCode("12.9"), std::nullopt);
  EXPECT_EQ(penaltyOptionFromCode(""), std::nullopt);
  for (auto side : {LateSide::White, LateSide::Black, LateSide::Both})
    EXPECT_EQ(lateSideFromCode(codeOf(side)), side);
  EXPECT_EQ(lateSideFromCode("neither"), std::nullopt);
}
