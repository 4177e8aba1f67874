// SPDX-License-Identifier: MIT
// The team tie-breaks of C.07 (2026) arts. 11-13 worked by hand on the
// four-team fixture (team_fixture.h: every team met every other, every
// board played, so art. 16 plays no part). Values are in hundredths.
#include "domain/standings/team_standings.h"
#include "tests/domain/standings/team_fixture.h"

#include <gtest/gtest.h>

namespace standings {
namespace {

TeamSection fourTeams() {
  const auto doc = interchange::readTrf(testing::FourTeamTrf);
  EXPECT_TRUE(doc.has_value());
  auto section = teamSection(doc->state, *doc->teams, {});
  EXPECT_TRUE(section.has_value());
  return *section;
}

std::vector<TieBreakValue> values(const std::string& code) {
  const auto tb = parseTeamTieBreak(code);
  EXPECT_TRUE(tb.has_value()) << code;
  return teamTieBreakValues(fourTeams(), *tb);
}

std::vector<TieBreakValue> hundredths(std::initializer_list<std::int64_t> list) {
  return {list.begin(), list.end()};
}

TEST(TeamTieBreaks, BuchholzOfMatchPointsSumsTheOpponentsMatchPoints) {
  // C.07 13 preamble, 8.1 over matches: each team met the three others, so
  // BH:MP = 12 match points in all - its own: T1 12-3, T2 12-4, T3 12-2, T4 12-3.
  EXPECT_EQ(values("BH:MP"), hundredths({900, 800, 1000, 900}));
  // BH:GP = 12 game points in all - its own: 12-2½, 12-4, 12-2½, 12-3.
  EXPECT_EQ(values("BH:GP"), hundredths({950, 800, 950, 900}));
}

TEST(TeamTieBreaks, ExtendedSonnebornBergerMultipliesTheOpponentsScoreByTheScoreAgainstIt) {
  // 13.2.1 EMMSB, opponent's MP x own MP in the match:
  //   T1: T2 4x2 + T3 2x1 + T4 3x0 = 10     T2: T1 3x0 + T4 3x2 + T3 2x2 = 10
  //   T3: T4 3x1 + T1 3x1 + T2 4x0 = 6      T4: T3 2x1 + T2 4x0 + T1 3x2 = 8
  EXPECT_EQ(values("EMMSB"), hundredths({1000, 1000, 600, 800}));
  EXPECT_EQ(values("SB:MP"), values("EMMSB"));
  // 13.2.2 EMGSB, opponent's MP x own GP:
  //   T1: 4x1½ + 2x1 + 3x0 = 8              T2: 3x½ + 3x2 + 2x1½ = 10½
  //   T3: 3x1 + 3x1 + 4x½ = 8               T4: 2x1 + 4x0 + 3x2 = 8
  EXPECT_EQ(values("EMGSB"), hundredths({800, 1050, 800, 800}));
  // ESB of a match-point event is EMGSB.
  EXPECT_EQ(values("ESB"), values("EMGSB"));
  // 13.2.3 EGMSB, opponent's GP x own MP: T1: 4x2 + 2½x1 + 3x0 = 10½;
  // T2: 2½x0 + 3x2 + 2½x2 = 11.
  EXPECT_EQ(values("EGMSB")[0], 1050);
  EXPECT_EQ(values("EGMSB")[1], 1100);
  // 13.2.4 EGGSB, opponent's GP x own GP: T1: 4x1½ + 2½x1 + 3x0 = 8½.
  EXPECT_EQ(values("EGGSB")[0], 850);
  // 14.1.2 Cut-1 drops the opponent with the lowest MP: T1's T3 (2 MP, 2x1).
  EXPECT_EQ(values("EMGSB/C1")[0], 600);
}

TEST(TeamTieBreaks, ScoreStrengthCombinationAddsBuchholzOverK) {
  // 13.4: k = floor(2 MP x 3 rounds / 2 boards) = 3; secondary (GP) + BH:MP / 3,
  // rounded to 0.01: T1 2½ + 9/3 = 5.5; T2 4 + 8/3 = 6.67; T3 2½ + 10/3 = 5.83; T4 3 + 3 = 6.
  EXPECT_EQ(values("SSSC"), hundredths({550, 667, 583, 600}));
  // /K2 sets k: T1 2½ + 9/2 = 7.
  EXPECT_EQ(values("SSSC/K2")[0], 700);
}

TEST(TeamTieBreaks, MPvGPIsTheSecondaryScore) {
  // 13.1: game points in a match-point event.
  EXPECT_EQ(values("MPvGP"), hundredths({250, 400, 250, 300}));
}

TEST(TeamTieBreaks, BoardCountWeighsEachBoardsGamePointsByItsNumber) {
  // 12.1: T1 board 1 1+½+0, board 2 ½+½+0: 1x1½ + 2x1 = 3½;
  // T2 board 1 0+1+1, board 2 ½+1+½: 2 + 4 = 6; T3 ½ + 2x2 = 4½; T4 2 + 2x1 = 4.
  EXPECT_EQ(values("BC"), hundredths({350, 600, 450, 400}));
}

TEST(TeamTieBreaks, IndividualCodesRunOverMatches) {
  // 7.5 PS:MP: T1 2, 3, 3 -> 8; T2 0, 2, 4 -> 6; T3 1, 2, 2 -> 5; T4 1, 1, 3 -> 5.
  EXPECT_EQ(values("PS:MP"), hundredths({800, 600, 500, 500}));
  // 7.1 WIN: matches won: T1 1 (round 1), T2 2, T3 0, T4 1.
  EXPECT_EQ(values("WIN:MP"), hundredths({100, 200, 0, 100}));
  // 8.2 AOB: T1's opponents have BH:MP 8, 10 and 9: 9.00.
  EXPECT_EQ(values("AOB:MP")[0], 900);
}

TEST(TeamTieBreaks, DirectEncounterAndTopBoardsRankTheTiedTeams) {
  // By MP: T2 (4), T1 and T4 (3), T3 (2). 13.3 EDE and DE: T4 beat T1 in round 3.
  EXPECT_EQ(values("DE"), hundredths({300, 100, 400, 200}));
  EXPECT_EQ(values("EDE"), values("DE"));
  // 12.2 TBR: board 1 over the event: T4 1+0+1 = 2 before T1 1+½+0 = 1½.
  EXPECT_EQ(values("TBR"), hundredths({300, 100, 400, 200}));
}

// Two teams of two boards drew 1-1: team 2 won board 1, team 1 board 2.
constexpr std::string_view DrawnMatch = R"(012 Two teams
192 FIDE_TEAM_MP_GP
352 WB
001    1 m    Player 1                                                           0.0          3 w 0
001    2 m    Player 2                                                           1.0          4 b 1
001    3 m    Player 3                                                           1.0          1 b 1
001    4 m    Player 4                                                           0.0          2 w 0
310   1 Team 1                           T1                                 1    2
310   2 Team 2                           T2                                 3    4
)";

TEST(TeamTieBreaks, TwoTeamsStillTiedAfterEdeGoByTheirMatchsBoards) {
  const auto doc = interchange::readTrf(DrawnMatch);
  ASSERT_TRUE(doc.has_value());
  const auto section = teamSection(doc->state, *doc->teams, {});
  ASSERT_TRUE(section.has_value());
  const auto ranks = [&](const std::string& code) {
    return teamTieBreakValues(*section, *parseTeamTieBreak(code));
  };
  // 13.3.1: equal MP and equal GP in their match: EDE leaves them tied.
  EXPECT_EQ(ranks("EDE"), hundredths({100, 100}));
  // 13.3.2 with 12.2 (EDET): board 1 of their match, team 2's 1 against 0.
  EXPECT_EQ(ranks("EDET"), hundredths({200, 100}));
  // 13.3.2 with 12.3 (EDEB): without the bottom board, team 2's 1 against 0.
  EXPECT_EQ(ranks("EDEB"), hundredths({200, 100}));
  // 12.1 BC: team 1 1 x 0 + 2 x 1 = 2, team 2 1 x 1 + 2 x 0 = 1 (lower is better).
  EXPECT_EQ(ranks("BC"), hundredths({200, 100}));
}

// Two teams drew round 1 (1-1); in round 2 team 2 did not come: TRF26 330.
constexpr std::string_view ForfeitedMatch = R"(012 Forfeited match
142 2
192 FIDE_TEAM_MP_GP
352 WB
001    1 m    Player 1                                                           1.5          3 w =     3 - +
001    2 m    Player 2                                                           1.5          4 b =     4 - +
001    3 m    Player 3                                                           0.5          1 b =     1 - -
001    4 m    Player 4                                                           0.5          2 w =     2 - -
310   1 Team 1                           T1                                 1    2
310   2 Team 2                           T2                                 3    4
330 +-   2   1   2
)";

TEST(TeamTieBreaks, AForfeitedMatchIsAnUnplayedRoundOfArticle16) {
  const auto doc = interchange::readTrf(ForfeitedMatch);
  ASSERT_TRUE(doc.has_value());
  const auto section = teamSection(doc->state, *doc->teams, {});
  ASSERT_TRUE(section.has_value());
  const auto bh = [&](const std::string& code) {
    return teamTieBreakValues(*section, *parseTeamTieBreak(code))[0];
  };
  // Team 1: 1 + 2 = 3 MP; team 2: 1 + 0 = 1 MP. Team 2's forfeited round
  // was paired, so as team 1's opponent it counts at the points scored
  // (16.3.1; only unpaired rounds after the last played one count as a
  // draw): 1. Team 1's round 2 is a forfeit win, met by a dummy: under the
  // 2023 text (16.4) it scores team 1's own 3, BH 1 + 3 = 4; under the 2026
  // text (16.4.1) it is capped at the scheduled opponent's 1, BH 1 + 1 = 2.
  EXPECT_EQ(bh("BH:MP/V1"), 400);
  EXPECT_EQ(bh("BH:MP/V2"), 200);
  // The forfeited match is not played: no match won over the board (7.2).
  EXPECT_EQ(bh("WON:MP"), 0);
  EXPECT_EQ(bh("WIN:MP"), 100);
}

TEST(TeamTieBreaks, StandingsApplyTheListWithinTiedTeams) {
  const std::vector<TeamTieBreak> list{*parseTeamTieBreak("BC")};
  const auto table = teamStandings(fourTeams(), list);
  ASSERT_EQ(table.rows.size(), 4u);
  // BC is lower-first (12.1): T1 3½ before T4 4 on 3 MP.
  EXPECT_EQ(table.rows[0].team, 2);
  EXPECT_EQ(table.rows[1].team, 1);
  EXPECT_EQ(table.rows[2].team, 4);
  EXPECT_EQ(table.rows[3].team, 3);
  EXPECT_EQ(table.rows[1].matchPoints, 6);
  EXPECT_EQ(table.rows[1].gamePoints, 5);
}

TEST(TeamTieBreaks, CodesReadWithScoreEditionAndModifiers) {
  const auto bh = parseTeamTieBreak("bh:gp/c1/v1");
  ASSERT_TRUE(bh.has_value());
  EXPECT_EQ(bh->kind, TeamTieBreakKind::Individual);
  EXPECT_EQ(bh->individual.cutLowest, 1);
  EXPECT_EQ(bh->score, TeamScore::GamePoints);
  EXPECT_EQ(bh->edition, Edition::Text2023);
  EXPECT_EQ(teamTieBreakCode(*bh), "BH:GP/C1/V1");
  EXPECT_EQ(teamTieBreakCode(*parseTeamTieBreak("EMGSB/C1/V2")), "EMGSB/C1/V2");
  EXPECT_EQ(parseTeamTieBreak("SSSC/K3")->sssc, 3);
  EXPECT_EQ(parseTeamTieBreak("BC/C1").error(), TieBreakParseError::ModifierNotAllowed);
  EXPECT_EQ(parseTeamTieBreak("EDE:MP").error(), TieBreakParseError::ModifierNotAllowed);
  EXPECT_EQ(parseTeamTieBreak("BH:XP").error(), TieBreakParseError::BadModifier);
  EXPECT_EQ(parseTeamTieBreak("TPR").error(), TieBreakParseError::UnknownCode);
}

}  // namespace
}  // namespace standings
