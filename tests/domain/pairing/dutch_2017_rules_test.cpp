// SPDX-License-Identifier: MIT
// Where the 2017 edition of C.04.3 (with C.04.1 of the same time) reads a
// player's history differently from 2026; expected values from the rule
// texts quoted in each comment. The whole-round pairings are checked
// against bbpPairings v5.0.1 in dutch_corpus_test.cpp.
#include "domain/pairing/dutch_options.h"
#include "domain/pairing/dutch_pairer.h"
#include "domain/pairing/pairing.h"
#include "domain/pairing/pairing_player.h"
#include "domain/pairing/tournament_generator.h"
#include "tests/domain/pairing/corpus_case.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

using namespace pairing;
using pairing::testing::StateBuilder;

namespace {

const PairingPlayer& player(const std::vector<PairingPlayer>& players, int id) {
  return *std::find_if(players.begin(), players.end(),
                       [id](const PairingPlayer& p) { return p.id == id; });
}

std::vector<PairingPlayer> profiles(DutchEdition edition) {
  // Round 1: 1 beats 3 over the board, 2 takes a full-point bye (F), 4 a
  // zero-point bye (Z); round 2 is to be paired.
  const auto state = StateBuilder(4, 3).round("1-3:1 2:F 4:Z").state();
  DutchOptions options;
  options.edition = edition;
  return pairingPlayers(state, 2, options);
}

}  // namespace

// 2017 A.4.b: "A player who, for whatever reason, does not play in a
// round, also receives a downfloat" - the zero-point bye too. 2026 A.4
// (rules-reference 2.3): only scoring more than a loss without playing is
// a downfloat, so 4's zero-point bye is none. Both: 2's full-point bye is.
TEST(Dutch2017Rules, EveryUnplayedRoundIsADownfloat) {
  const auto old = profiles(DutchEdition::Rules2017);
  EXPECT_EQ(player(old, 2).floatBack(1), Float::Down);
  EXPECT_EQ(player(old, 4).floatBack(1), Float::Down);
  EXPECT_EQ(player(old, 3).floatBack(1), Float::None);  // a played game between equal scores
  const auto now = profiles(DutchEdition::Rules2026);
  EXPECT_EQ(player(now, 2).floatBack(1), Float::Down);
  EXPECT_EQ(player(now, 4).floatBack(1), Float::None);
}

// C.04.1 (2017) c: "A player who has already received a pairing-allocated
// bye, or has already scored a (forfeit) win due to an opponent not
// appearing in time, shall not receive the pairing-allocated bye" - a
// requested full-point bye does not bar it; in 2026 (C.04.1 4) every
// unplayed round worth a win does.
TEST(Dutch2017Rules, AFullPointByeDoesNotBarThePab) {
  EXPECT_TRUE(player(profiles(DutchEdition::Rules2017), 2).byeEligible);
  EXPECT_FALSE(player(profiles(DutchEdition::Rules2026), 2).byeEligible);
  const auto state = StateBuilder(4, 3).round("1-2:+ 3:U 4:F").state();
  DutchOptions options;
  options.edition = DutchEdition::Rules2017;
  const auto old = pairingPlayers(state, 2, options);
  EXPECT_FALSE(player(old, 1).byeEligible);  // a forfeit win
  EXPECT_FALSE(player(old, 3).byeEligible);  // a PAB
  EXPECT_TRUE(player(old, 4).byeEligible);
}

// The 2017 edition numbers its criteria without 2026's C5 and C9: pairs
// C5, PSD C6, the following bracket C7, colours C8-C11, floats C12-C19.
TEST(Dutch2017Rules, CriteriaAreNumberedAsThe2017TextDoes) {
  EXPECT_EQ(criterionLabel(Criterion::C6Pairs, DutchEdition::Rules2017), "C5");
  EXPECT_EQ(criterionLabel(Criterion::C7DownfloaterScores, DutchEdition::Rules2017), "C6");
  EXPECT_EQ(criterionLabel(Criterion::C8NextBracket, DutchEdition::Rules2017), "C7");
  EXPECT_EQ(criterionLabel(Criterion::C12ColourPreference, DutchEdition::Rules2017), "C10");
  EXPECT_EQ(criterionLabel(Criterion::C21UpfloatScoreTwoRoundsBack, DutchEdition::Rules2017),
            "C19");
  EXPECT_EQ(criterionLabel(Criterion::C12ColourPreference, DutchEdition::Rules2026), "C12");
}

// C.04.3 (2017) A.9 on corpus case 032 (round 12 of 12; its 2017 answer,
// bbpPairings v5.0.1's, is ../dutch-2017/032.pairs). Worked by hand: the
// 5.5 bracket is MDPs 8 and 2 with residents 10 11 12 13 15 17 18 19 21.
// Its best candidate by C5-C19, the following bracket by itself for C7,
// makes five pairs (8-10 2-18 11-13 12-21 15-19) and floats 17 alone. Then
// 17 and everyone below (14 20 22 23 at 5, 25 26 at 4.5, 24 at 3, 27 at 2)
// cannot complete the round: 17 is the only one of them who may have the
// PAB (the others have had it: U in their rounds 9, 5, 4, 8, 7, 2, 3, 1),
// and 27 has played 14, 20, 22, 23, 24, 25 and 26. So the 5.5 bracket is
// the PPB, re-paired to complete the round (C.4: 27 needs an opponent from
// 5.5 and 17 the PAB, so four pairs and three down: 8-10 2-18 13-11 15-19,
// 12, 17 and 21 float), without C7; every player left is the Collapsed
// Last Bracket (eleven players, three MDPs), whose pairing completes the
// round: 20-21 23-22 27-12 14-25 26-24, PAB 17, the reference's answer.
TEST(Dutch2017Rules, ThePenultimateBracketIsRepairedToCompleteAndTheRestCollapses) {
  const auto state =
      pairing::testing::readCorpusTrf(pairing::testing::corpusDir() + "/dutch/032.trf");
  ASSERT_TRUE(state);
  DutchOptions options;
  options.edition = DutchEdition::Rules2017;
  options.explain = true;
  const auto paired = pairDutch(*state, options);
  ASSERT_TRUE(paired && paired->explanation);
  const auto& brackets = paired->explanation->brackets;
  const auto ppb = std::find_if(brackets.begin(), brackets.end(),
                                [](const BracketExplanation& b) { return b.penultimate; });
  ASSERT_NE(ppb, brackets.end());
  EXPECT_EQ(ppb->score, 11);  // half-points: 5.5
  EXPECT_EQ(ppb->downfloaters, (std::vector<int>{12, 17, 21}));
  std::vector<std::pair<int, int>> pairs;
  for (const Board& b : ppb->pairs) pairs.emplace_back(b.white, b.black);
  std::sort(pairs.begin(), pairs.end());
  EXPECT_EQ(pairs, (std::vector<std::pair<int, int>>{{2, 18}, {8, 10}, {13, 11}, {15, 19}}));
  ASSERT_EQ(ppb + 2, brackets.end());  // the CLB is the last bracket
  const BracketExplanation& clb = *(ppb + 1);
  EXPECT_EQ(clb.movedDown, (std::vector<int>{12, 17, 21}));
  EXPECT_EQ(clb.residents, (std::vector<int>{14, 20, 22, 23, 25, 26, 24, 27}));
  EXPECT_FALSE(clb.penultimate);
  pairs.clear();
  for (const Board& b : clb.pairs) pairs.emplace_back(b.white, b.black);
  std::sort(pairs.begin(), pairs.end());
  EXPECT_EQ(pairs,
            (std::vector<std::pair<int, int>>{{14, 25}, {20, 21}, {23, 22}, {26, 24}, {27, 12}}));
  EXPECT_EQ(paired->bye, 17);
}

// Over generated tournaments (9 to 150 players, with forfeits, byes, late
// entries): the 2017 edition pairs every round the 2026 edition pairs and
// seats every available player on a board or as the single PAB.
TEST(Dutch2017RulesSlow, EveryPlayerIsSeatedInGeneratedTournaments) {
  DutchOptions old;
  old.edition = DutchEdition::Rules2017;
  int rounds = 0;
  std::uint64_t seed = 9000;
  for (int sweep = 0; sweep < 5; ++sweep)
    for (int players : {9, 16, 25, 40, 67, 150})
      for (int profile = 0; profile < 2; ++profile) {
        GeneratorConfig config;
        config.players = players;
        config.rounds = 9;
        config.seed = seed++;
        if (profile == 1) {
          config.forfeitPercent = 6;
          config.byePercent = 4;
          config.fullByePercent = 3;
          config.zeroByePercent = 3;
          config.lateEntryPercent = 8;
        }
        const RoundPairer pairer =
            [&](const tournament::TournamentState& state) -> std::optional<GeneratedRound> {
          const auto paired = pairDutch(state, old);
          EXPECT_TRUE(paired || !pairDutch(state))
              << "players " << players << " seed " << config.seed;
          if (!paired) return std::nullopt;
          ++rounds;
          std::vector<int> seats(state.players.size() + 1, 0);
          for (const Board& b : paired->boards) ++seats[b.white], ++seats[b.black];
          if (paired->bye) ++seats[*paired->bye];
          for (const auto& p : state.players)
            EXPECT_EQ(seats[p.startNumber], isAvailable(state, p, paired->round) ? 1 : 0)
                << "players " << players << " seed " << config.seed << " round " << paired->round;
          GeneratedRound round;
          for (const Board& b : paired->boards) round.boards.emplace_back(b.white, b.black);
          round.bye = paired->bye;
          return round;
        };
        generateTournament(config, pairer);
      }
  EXPECT_GT(rounds, 400);
  std::printf("2017 edition: %d generated rounds, every player seated\n", rounds);
}
