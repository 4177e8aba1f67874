// SPDX-License-Identifier: MIT
// TRF26 records (C.02.03 Annex A, 2025). Column positions as the annex
// gives them: 162 symbol at column 6 and value at 7-10, every 9 columns;
// 240 type at 5, round at 7-9, start numbers every 5 columns from 11;
// 250 match points 5-8, game points 10-13, rounds 15-17 and 19-21, start
// numbers 23-26 and 28-31.
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"

#include <gtest/gtest.h>

namespace interchange {
namespace {

using tournament::Color;
using tournament::RoundResult;

std::string players(int count) {
  std::string text;
  for (int i = 1; i <= count; ++i) {
    std::string line = "001    " + std::to_string(i) + "      P" + std::to_string(i);
    line.resize(80, ' ');
    text += line + " 0.0\n";
  }
  return text;
}

TEST(Trf26, ReadsRoundsColourScoringAndSystem) {
  const auto r = readTrf(
      "012 T\n142 9\n152 B\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0\n"
      "192 BERGER_ROUNDROBIN\n### a comment\n" +
      players(2));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->format, TrfFormat::Trf26);
  EXPECT_EQ(r->state.totalRounds, 9);
  EXPECT_EQ(r->state.firstColor, Color::Black);
  EXPECT_EQ(r->state.scoring.win, 6);
  EXPECT_EQ(r->state.scoring.draw, 2);
  EXPECT_EQ(r->state.scoring.halfPointBye, 2);  // H scores a draw
  EXPECT_EQ(r->state.scoring.forfeitWin, 6);    // + scores a win
  EXPECT_EQ(r->state.scoring.pairingBye, 6);
  EXPECT_EQ(r->state.system, tournament::PairingSystem::RoundRobin);
  ASSERT_EQ(r->keptLines.size(), 3u);  // 012, 192 and the comment
  EXPECT_EQ(r->keptLines[2].text, "### a comment");
}

TEST(Trf26, ReadsAFourCharacterValueThatTouchesItsSymbol) {
  // 162: symbol at column 6, value at columns 7-10, so 16 points for a
  // pairing-allocated bye is written "P16.0" (columns 42-46); a file we wrote
  // so read back refused (libFuzzer fuzz_trf finding, a BBU 16 record).
  const auto r = readTrf("012 T\n162  W 1.0    D 0.5    L 0.0    A 0.0    P16.0\n" + players(2));
  ASSERT_TRUE(r.has_value()) << r.error().line << ":" << r.error().column;
  EXPECT_EQ(r->state.scoring.pairingBye, 32);  // half points
  EXPECT_EQ(r->state.scoring.win, 2);
  EXPECT_EQ(r->state.scoring.draw, 1);
}

TEST(Trf26, AccelerationOfAHundredPointsOrMoreIsRefused) {
  // 250 game points at columns 10-13 and XXA's four columns a round hold
  // "99.5" at most as written back ("100" read in, "100.0" out, cut to
  // "100." - libFuzzer fuzz_trf finding through an XXA of 362 points).
  const auto in250 = readTrf(players(3) + "250       100   1   1    1\n");
  ASSERT_FALSE(in250.has_value());
  EXPECT_EQ(in250.error().code, TrfErrorCode::BadRecordValue);
  EXPECT_EQ(in250.error().line, 4);
  EXPECT_EQ(in250.error().column, 10);
  const auto xxa = readTrf(players(3) + "XXA    1  362  1.0\n");
  ASSERT_FALSE(xxa.has_value());
  EXPECT_EQ(xxa.error().code, TrfErrorCode::BadRecordValue);
  EXPECT_EQ(xxa.error().line, 4);
  const auto fits = readTrf(players(3) + "XXA    1 99.5  1.0\n");
  ASSERT_TRUE(fits.has_value());
  EXPECT_EQ(fits->state.players[0].accelerationPoints, (std::vector<int>{199, 2}));
}

TEST(Trf26, ReadsByesOfRecord240) {
  const auto r = readTrf(players(8) + "240 F 002 0003 0007\n240 H   2    5\n240   3    1\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.plannedBye(3, 2), RoundResult::FullPointBye);
  EXPECT_EQ(r->state.plannedBye(7, 2), RoundResult::FullPointBye);
  EXPECT_EQ(r->state.plannedBye(5, 2), RoundResult::HalfPointBye);
  EXPECT_EQ(r->state.plannedBye(1, 3), RoundResult::ZeroPointBye);  // blank type = Z
  EXPECT_FALSE(r->state.plannedBye(4, 2).has_value());
}

TEST(Trf26, ReadsAccelerationOfRecord250) {
  const auto r =
      readTrf(players(3) + "250      01.0 001 002 0001 0002\n250       0.5 003     0003\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players[0].accelerationPoints, (std::vector<int>{2, 2}));
  EXPECT_EQ(r->state.players[1].accelerationPoints, (std::vector<int>{2, 2}));
  EXPECT_EQ(r->state.players[2].accelerationPoints, (std::vector<int>{0, 0, 1}));
}

TEST(Trf26, RefusesA250BeyondThePlayers) {
  const auto r = readTrf(players(2) + "250       1.0   1   2    1    3\n");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::BadRecordValue);
  EXPECT_EQ(r.error().line, 3);
}

TEST(Trf26, ReadsAndWritesUnknownAndAdjournedResults) {
  std::string a = "001    1      A";
  a.resize(91, ' ');
  std::string b = "001    2      B";
  b.resize(91, ' ');
  const auto r = readTrf(a + "   2 w X     2 b ?\n" + b + "   1 b X     1 w ?\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players[0].rounds[0].result, RoundResult::Adjourned);
  EXPECT_EQ(r->state.players[0].rounds[1].result, RoundResult::Pending);
  const std::string trf26 = writeTrf(*r, TrfFormat::Trf26);
  EXPECT_NE(trf26.find("   2 w X     2 b ?"), std::string::npos);
  EXPECT_NE(writeTrf(*r, TrfFormat::Trf16).find("   2 w       2 b"), std::string::npos);
}

// Record 192 (rules-reference §4.5, §2.5): the annex's codes for the Dutch
// system by edition, with _BAKU for C.04.7, Berger, Dubov and Burstein
// (FIDE's code table TournamentTypeCodeTable192-TRF26: FIDE_DUBOV,
// FIDE_BURSTEIN); kept as written.
TEST(Trf26, Record192GivesTheSystemAndBaku) {
  struct Case {
    std::string code;
    tournament::PairingSystem system;
    bool baku;
  };
  for (const Case& c : {Case{"FIDE_DUTCH_2025", tournament::PairingSystem::DutchSwiss, false},
                        Case{"FIDE_DUTCH_2026", tournament::PairingSystem::DutchSwiss, false},
                        Case{"FIDE_DUTCH_2017", tournament::PairingSystem::DutchSwiss, false},
                        Case{"FIDE_DUTCH_BAKU", tournament::PairingSystem::DutchSwiss, true},
                        Case{"FIDE_DUTCH_2025_BAKU", tournament::PairingSystem::DutchSwiss, true},
                        Case{"FIDE_DUTCH_2026_BAKU", tournament::PairingSystem::DutchSwiss, true},
                        Case{"BERGER_ROUNDROBIN", tournament::PairingSystem::RoundRobin, false},
                        Case{"FIDE_DUBOV", tournament::PairingSystem::DubovSwiss, false},
                        Case{"FIDE_BURSTEIN", tournament::PairingSystem::BursteinSwiss, false}}) {
    SCOPED_TRACE(c.code);
    const std::string text = "012 T\n192 " + c.code + "\n" + players(2);
    const auto r = readTrf(text);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->state.system, c.system);
    ASSERT_TRUE(r->tournamentType.has_value());
    EXPECT_EQ(r->tournamentType->support, TournamentTypeSupport::Supported);
    EXPECT_EQ(r->tournamentType->baku, c.baku);
    EXPECT_EQ(r->tournamentType->line, 2);
    EXPECT_TRUE(r->issues.empty());
    EXPECT_EQ(writeTrf(*r, TrfFormat::Trf26), text);  // the line as written
  }
}

// A code the annex does not have, or a system Arbiter does not pair, is
// reported at line 2, column 5 (where the code starts) and kept; the file
// is still read (the system stays the default, Dutch).
TEST(Trf26, Record192UnknownOrUnsupportedCodesAreReportedNotFatal) {
  for (const auto& [code, issue] :
       {std::pair{std::string("SWISS_MONRAD"), TrfIssueCode::UnknownTournamentType},
        std::pair{std::string("FIDE_DUBOV_BAKU"), TrfIssueCode::TournamentTypeNotSupported},
        std::pair{std::string("FIDE_BURSTEIN_BAKU"), TrfIssueCode::TournamentTypeNotSupported},
        std::pair{std::string("FIDE_TEAM_SWISS"), TrfIssueCode::TournamentTypeNotSupported}}) {
    SCOPED_TRACE(code);
    const auto r = readTrf("012 T\n192 " + code + "\n" + players(2));
    ASSERT_TRUE(r.has_value());
    ASSERT_EQ(r->issues.size(), 1u);
    EXPECT_EQ(r->issues[0].code, issue);
    EXPECT_EQ(r->issues[0].line, 2);
    EXPECT_EQ(r->issues[0].column, 5);
    EXPECT_EQ(r->state.system, tournament::PairingSystem::DutchSwiss);
    EXPECT_EQ(r->keptLines.at(1).text, "192 " + code);
  }
}

}  // namespace
}  // namespace interchange
