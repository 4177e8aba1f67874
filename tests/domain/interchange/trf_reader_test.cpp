// SPDX-License-Identifier: MIT
// TRF16 reading (C.04 Annex 2). Expected values are read off the lines
// written out here column by column, not produced by our code.
#include "domain/interchange/trf_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>

namespace interchange {
namespace {

using tournament::Color;
using tournament::RoundResult;

// Columns: 5-8 start no, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
// 54-56 fed, 58-68 id, 70-79 birth, 81-84 points, 86-89 rank, blocks at 92, 102, 112.
const std::string Player1 =
    "001    1 m GM Smith, John                       2600 USA     1234567 1980/01/01  1.5    1"
    "     2 w 1     3 b =  0000 - H";
const std::string Player2 =
    "001    2 wWIM Li, Wen                           2400 CHN                         0.0    3"
    "     1 b 0  0000 - Z";
const std::string Player3 =
    "001    3      Doe, Jane                                                          1.5    2"
    "  0000 - U     1 w =";

std::string file(const std::string& middle) {
  return "012 Test Open\n" + middle + "XXR 5\nXXC white1\n";
}

bool hasIssue(const ReadResult& r, TrfIssueCode code, int line, int column) {
  return std::any_of(r.issues.begin(), r.issues.end(), [&](const TrfIssue& i) {
    return i.code == code && i.line == line && i.column == column;
  });
}

TEST(TrfReader, ReadsEveryFixedColumnOfThePlayerLine) {
  const auto r = readTrf(file(Player1 + "\n" + Player2 + "\n" + Player3 + "\n"));
  ASSERT_TRUE(r.has_value());
  const auto& s = r->state;
  EXPECT_EQ(s.name, "Test Open");
  EXPECT_EQ(s.totalRounds, 5);
  EXPECT_EQ(s.firstColor, Color::White);
  ASSERT_EQ(s.players.size(), 3u);
  const auto& p = s.players[0];
  EXPECT_EQ(p.startNumber, 1);
  EXPECT_EQ(p.sex, 'm');
  EXPECT_EQ(p.title, "GM");
  EXPECT_EQ(p.name, "Smith, John");
  EXPECT_EQ(p.rating, 2600);
  EXPECT_EQ(p.federation, "USA");
  EXPECT_EQ(p.fideId, "1234567");
  EXPECT_EQ(p.birthDate, "1980/01/01");
  EXPECT_EQ(p.recordedPoints, 3);
  EXPECT_EQ(p.recordedRank, 1);
  EXPECT_EQ(s.players[1].title, "WIM");
  EXPECT_EQ(s.players[1].sex, 'w');
  EXPECT_EQ(s.players[2].rating, 0);
  EXPECT_TRUE(r->issues.empty());
}

TEST(TrfReader, ReadsRoundBlocksAndKeepsByeBlocksAfterThePairedRoundsAsPlannedByes) {
  const auto r = readTrf(file(Player1 + "\n" + Player2 + "\n" + Player3 + "\n"));
  ASSERT_TRUE(r.has_value());
  const auto& s = r->state;
  EXPECT_EQ(s.roundsRecorded(), 2);
  const auto& p1 = s.players[0].rounds;
  ASSERT_EQ(p1.size(), 2u);
  EXPECT_EQ(p1[0].opponent, 2);
  EXPECT_EQ(p1[0].color, Color::White);
  EXPECT_EQ(p1[0].result, RoundResult::Win);
  EXPECT_EQ(p1[1].opponent, 3);
  EXPECT_EQ(p1[1].color, Color::Black);
  EXPECT_EQ(p1[1].result, RoundResult::Draw);
  EXPECT_EQ(s.players[1].rounds[1].result, RoundResult::ZeroPointBye);  // inside round 2
  EXPECT_EQ(s.players[2].rounds[0].result, RoundResult::PairingBye);
  EXPECT_FALSE(s.players[2].rounds[0].color.has_value());
  ASSERT_EQ(s.plannedByes.size(), 1u);
  EXPECT_EQ(s.plannedBye(1, 3), RoundResult::HalfPointBye);
}

TEST(TrfReader, ReadsEveryResultCodeOfAnnex2) {
  // Two players meeting in rounds 1-6 with each pair of codes, then byes.
  const std::string a =
      "001    1      A                                                                  0.0    0"
      "     2 w 1     2 b =     2 w 0     2 b W     2 w D     2 b L     2 w +     2 b -"
      "  0000 - U  0000 - H  0000 - F  0000 - Z               2 w -";
  const std::string b =
      "001    2      B                                                                  0.0    0"
      "     1 b 0     1 w =     1 b 1     1 w L     1 b D     1 w W     1 b -     1 w +"
      "  0000 - Z  0000 - Z  0000 - Z  0000 - Z               1 b -";
  const auto r = readTrf(a + "\n" + b + "\n");
  ASSERT_TRUE(r.has_value());
  const RoundResult expected[] = {
      RoundResult::Win,          RoundResult::Draw,         RoundResult::Loss,
      RoundResult::UnratedWin,   RoundResult::UnratedDraw,  RoundResult::UnratedLoss,
      RoundResult::ForfeitWin,   RoundResult::ForfeitLoss,  RoundResult::PairingBye,
      RoundResult::HalfPointBye, RoundResult::FullPointBye, RoundResult::ZeroPointBye,
      RoundResult::NotPaired,    RoundResult::ForfeitLoss};
  const auto& rounds = r->state.players[0].rounds;
  ASSERT_EQ(rounds.size(), 14u);
  for (int i = 0; i < 14; ++i) EXPECT_EQ(rounds[i].result, expected[i]) << "round " << i + 1;
  EXPECT_EQ(r->state.players[1].rounds[13].result, RoundResult::ForfeitLoss);  // double forfeit
}

TEST(TrfReader, AcceptsCrLfAndCrLineEnds) {
  const auto crlf = readTrf("012 T\r\n" + Player1.substr(0, 89) + "\r\n");
  const auto cr = readTrf("012 T\r" + Player1.substr(0, 89) + "\r");
  ASSERT_TRUE(crlf.has_value());
  ASSERT_TRUE(cr.has_value());
  EXPECT_EQ(crlf->state.players.size(), 1u);
  EXPECT_EQ(cr->state.players.size(), 1u);
}

TEST(TrfReader, RefusesAnUnknownResultCodeNamingLineAndColumn) {
  std::string bad = Player1;
  bad[98] = 'Q';  // column 99: round 1 result
  const auto r = readTrf(file(bad + "\n"));
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::BadResult);
  EXPECT_EQ(r.error().line, 2);
  EXPECT_EQ(r.error().column, 99);
}

TEST(TrfReader, RefusesAnUnknownColourNamingLineAndColumn) {
  std::string bad = Player1;
  bad[106] = 'x';  // column 107: round 2 colour
  const auto r = readTrf(file(bad + "\n"));
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::BadColour);
  EXPECT_EQ(r.error().column, 107);
}

TEST(TrfReader, RefusesAShiftedBlock) {
  const std::string bad = Player1.substr(0, 91) + " " + Player1.substr(91);  // blocks shifted
  const auto r = readTrf(file(bad + "\n"));
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::MisalignedBlock);
  EXPECT_EQ(r.error().line, 2);
}

TEST(TrfReader, RefusesAnOpponentWithoutPlayerLine) {
  const auto r = readTrf(file(Player1 + "\n" + Player2 + "\n"));  // player 3 missing
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::OpponentOutOfRange);
  EXPECT_EQ(r.error().line, 2);
  EXPECT_EQ(r.error().column, 102);
}

TEST(TrfReader, RefusesDuplicateAndMissingStartNumbers) {
  const auto duplicate = readTrf(file(Player1 + "\n" + Player2 + "\n" + Player2 + "\n"));
  ASSERT_FALSE(duplicate.has_value());
  EXPECT_EQ(duplicate.error().code, TrfErrorCode::DuplicateStartNumber);
  std::string four = Player3;
  four[7] = '4';
  const auto gap = readTrf(file(Player1 + "\n" + Player2 + "\n" + four + "\n"));
  ASSERT_FALSE(gap.has_value());
  EXPECT_EQ(gap.error().code, TrfErrorCode::StartNumbersNotContiguous);
  EXPECT_EQ(gap.error().line, 4);
}

TEST(TrfReader, RefusesAFileWithoutPlayers) {
  const auto r = readTrf("012 Empty\nXXR 3\n");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::NoPlayers);
  EXPECT_FALSE(readTrf("").has_value());
}

TEST(TrfReader, RefusesAPlayedResultWithoutOpponent) {
  std::string bad = Player3;
  bad[98] = '1';  // "0000 - 1"
  const auto r = readTrf(file(Player1 + "\n" + Player2 + "\n" + bad + "\n"));
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::ResultNeedsOpponent);
  EXPECT_EQ(r.error().column, 99);
}

// Found by fuzz_trf: "0000 - X" was read as an adjourned game against
// nobody, which TRF16 cannot write (it became a blank round on reading back).
// An adjourned ("X") or unknown ("?") game result, TRF26, needs its opponent
// as a played one does.
TEST(TrfReader, RefusesAnAdjournedOrUnknownResultWithoutOpponent) {
  for (const char code : {'X', '?'}) {
    std::string bad = Player3;
    bad[98] = code;  // "0000 - X", "0000 - ?"
    const auto r = readTrf(file(Player1 + "\n" + Player2 + "\n" + bad + "\n"));
    ASSERT_FALSE(r.has_value()) << code;
    EXPECT_EQ(r.error().code, TrfErrorCode::ResultNeedsOpponent) << code;
    EXPECT_EQ(r.error().column, 99) << code;
  }
}

TEST(TrfReader, SortsPlayerLinesAndSaysSo) {
  const auto r = readTrf(file(Player2 + "\n" + Player1 + "\n" + Player3 + "\n"));
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players[0].name, "Smith, John");
  EXPECT_TRUE(hasIssue(*r, TrfIssueCode::PlayersReordered, 3, 5));
}

TEST(TrfReader, ReportsStatedPointsThatDifferFromTheRoundCodes) {
  std::string wrong = Player3;
  wrong[81] = '2';  // column 82: " 2.5" instead of " 1.5"
  const auto r = readTrf(file(Player1 + "\n" + Player2 + "\n" + wrong + "\n"));
  ASSERT_TRUE(r.has_value());
  EXPECT_TRUE(hasIssue(*r, TrfIssueCode::PointsMismatch, 4, 81));
  EXPECT_EQ(r->state.players[2].recordedPoints, 5);  // kept as written
}

TEST(TrfReader, ReportsAGameListedByOnePlayerOnly) {
  std::string other = Player2;
  other.replace(91, 8, "0000 - Z");  // player 2 no longer lists player 1 in round 1
  const auto r = readTrf(file(Player1 + "\n" + other + "\n" + Player3 + "\n"));
  ASSERT_TRUE(r.has_value());
  EXPECT_TRUE(hasIssue(*r, TrfIssueCode::AsymmetricPairing, 2, 92));
}

TEST(TrfReader, ReadsALichessLoneDashAsAnAbsence) {
  // lichess writes an absent round as "        -" (no opponent, result "-").
  const std::string line =
      "001    1      a                                                                  0.0    1"
      "         -         H";
  const auto r = readTrf("012 x\n" + line + "\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_TRUE(hasIssue(*r, TrfIssueCode::AbsenceWrittenAsForfeit, 2, 99));
  EXPECT_TRUE(hasIssue(*r, TrfIssueCode::MissingOpponentNumber, 2, 102));
  EXPECT_EQ(r->state.plannedBye(1, 1), RoundResult::ZeroPointBye);
  EXPECT_EQ(r->state.plannedBye(1, 2), RoundResult::HalfPointBye);
}

TEST(TrfReader, KeepsHeaderAndUnknownLinesInOrder) {
  const auto r = readTrf("012 T\n022 City\n" + Player1.substr(0, 89) + "\nZZZ odd\n");
  ASSERT_TRUE(r.has_value());
  ASSERT_EQ(r->keptLines.size(), 3u);
  EXPECT_EQ(r->keptLines[1].text, "022 City");
  EXPECT_FALSE(r->keptLines[1].afterPlayers);
  EXPECT_TRUE(r->keptLines[2].afterPlayers);
  EXPECT_TRUE(hasIssue(*r, TrfIssueCode::UnknownRecord, 4, 1));
}

TEST(TrfReader, CountsColumnsInCharactersNotBytes) {
  std::string name = Player1.substr(0, 89);
  name.replace(14, 11, "Smith, Jé  ");  // same width in characters, one byte longer
  const auto r = readTrf(name + "\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.players[0].name, "Smith, Jé");
  EXPECT_EQ(r->state.players[0].rating, 2600);
}

TEST(TrfReader, ReadsTheScoringAndAccelerationExtensions) {
  const auto r = readTrf(Player1.substr(0, 89) +
                         "\nXXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 PAB=3.0\nXXA    1  1.0  0.5\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.scoring.win, 6);
  EXPECT_EQ(r->state.scoring.draw, 2);
  EXPECT_EQ(r->state.scoring.pairingBye, 6);
  EXPECT_EQ(r->state.players[0].accelerationPoints, (std::vector<int>{2, 1}));
}

TEST(TrfReader, RefusesAnUnreadableRoundCount) {
  const auto r = readTrf(Player1.substr(0, 89) + "\nXXR nine\n");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, TrfErrorCode::BadRecordValue);
  EXPECT_EQ(r.error().line, 2);
}

// A 152 record whose words are not only W or B (here a player line typed
// under the code) is kept as it stands and names no colour, whatever its
// place: the XXC record decides, and the file we write back reads with the
// same colour (a fuzz finding: the colour swapped to black on re-reading,
// because the kept 152 line came first in our output).
TEST(TrfReader, AFirstColourRecordWithOtherWordsNamesNoColour) {
  const std::string alone = Player1.substr(0, 89);  // no games: columns 1-89 only
  for (const std::string& text :
       {"012 Test Open\n152 -  3 b 0  6 w 0\n" + alone + "\nXXC white1\n",
        "012 Test Open\nXXC white1\n" + alone + "\n152 -  3 b 0  6 w 0\n"}) {
    const auto r = readTrf(text);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->state.firstColor, Color::White) << text;
    EXPECT_TRUE(std::any_of(r->issues.begin(), r->issues.end(), [](const TrfIssue& i) {
      return i.code == TrfIssueCode::UnknownXxcToken;
    })) << text;
  }
}

}  // namespace
}  // namespace interchange

// Issue 15 item 22 (shared/corpus/bad-input/trf-phantom-rounds.trf): one
// player line carries 30,000 blank round blocks and then games, past the
// file's XXR 14; every player's history became 30,000 rounds (5.5 s, 1.4 GB
// in `standings`). Refused at the first block past the plan: line 130,
// round 30002 (column 92 + 10 * 30001).
TEST(TrfReader, RoundBlocksPastThePlannedRoundsAreRefused) {
  std::ifstream in(std::string(ARBITER_CORPUS_DIR) + "/bad-input/trf-phantom-rounds.trf",
                   std::ios::binary);
  ASSERT_TRUE(in) << "no corpus";
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const auto doc = interchange::readTrf(text);
  ASSERT_FALSE(doc.has_value());
  EXPECT_EQ(doc.error().code, interchange::TrfErrorCode::RoundBeyondPlanned);
  EXPECT_EQ(doc.error().line, 130);
  EXPECT_EQ(doc.error().column, 300102);
}

// Found by fuzz_trf (session 9): "260 062 0 1 3" in a 9-round event was
// read, then written as "260  62   9 ..." (to the event's last round), which
// the reader refuses. A prohibition from a round the event does not have is
// refused where it is written; within the plan it is kept.
// Found by fuzz_trf (session 10): "XXC black1" then "XXC rank white1" was
// read as black with a warning; "rank" keeps the second line as written, so
// the TRF26 written back had it before our "152 B" and read as white. Two
// records naming different initial colours are refused at the second; the
// same colour twice, in either record, is read.
TEST(TrfReader, TwoRecordsNamingDifferentInitialColoursAreRefused) {
  const std::string players =
      interchange::Player1 + "\n" + interchange::Player2 + "\n" + interchange::Player3 + "\n";
  const auto both = interchange::readTrf("012 T\n" + players + "XXC black1\nXXC rank white1\n");
  ASSERT_FALSE(both.has_value());
  EXPECT_EQ(both.error().code, interchange::TrfErrorCode::ConflictingFirstColour);
  EXPECT_EQ(both.error().line, 6);
  EXPECT_EQ(both.error().column, 5);
  const auto across = interchange::readTrf("012 T\n152 W\n" + players + "XXC black1\n");
  ASSERT_FALSE(across.has_value());
  EXPECT_EQ(across.error().line, 6);
  const auto same = interchange::readTrf("012 T\n152 B\n" + players + "XXC rank black1\n");
  ASSERT_TRUE(same.has_value());
  EXPECT_EQ(same->state.firstColor, tournament::Color::Black);
}

TEST(TrfReader, AProhibitedPairingFromARoundPastThePlannedRoundsIsRefused) {
  const std::string players =
      interchange::Player1 + "\n" + interchange::Player2 + "\n" + interchange::Player3 + "\n";
  const auto late = interchange::readTrf("012 T\n" + players + "XXR 9\n260  62   0    1    3\n");
  ASSERT_FALSE(late.has_value());
  EXPECT_EQ(late.error().code, interchange::TrfErrorCode::ForbiddenPairBeyondPlanned);
  EXPECT_EQ(late.error().line, 6);
  EXPECT_EQ(late.error().column, 5);
  const auto within = interchange::readTrf("012 T\n" + players + "XXR 9\n260   9   0    1    3\n");
  ASSERT_TRUE(within.has_value());
  ASSERT_EQ(within->state.forbiddenPairs.size(), 1u);
  EXPECT_EQ(within->state.forbiddenPairs[0].firstRound, 9);
}

TEST(TrfReader, AByeForARoundPastThePlannedRoundsIsRefused) {
  // Two rounds planned (XXR 2) and paired (Player1 without his round-3
  // bye); XXZ names the round to be paired, round 3, which does not exist;
  // a 240 for round 3 neither. Once read, such a bye was written as a third
  // block our reader then refused (libFuzzer fuzz_trf finding). Within the
  // plan (XXR 3) the XXZ is a planned zero-point bye for round 3.
  const std::string& first = interchange::Player1;
  const std::string players = first.substr(0, first.size() - 10) + "\n" + interchange::Player2 +
                              "\n" + interchange::Player3 + "\n";
  const auto xxz = interchange::readTrf("012 T\n" + players + "XXR 2\nXXZ 2\n");
  ASSERT_FALSE(xxz.has_value());
  EXPECT_EQ(xxz.error().code, interchange::TrfErrorCode::ByeBeyondPlanned);
  EXPECT_EQ(xxz.error().line, 6);
  const auto record240 = interchange::readTrf("012 T\n" + players + "XXR 2\n240 H   3    1\n");
  ASSERT_FALSE(record240.has_value());
  EXPECT_EQ(record240.error().code, interchange::TrfErrorCode::ByeBeyondPlanned);
  EXPECT_EQ(record240.error().line, 6);
  const auto planned = interchange::readTrf("012 T\n" + players + "XXR 3\nXXZ 2\n");
  ASSERT_TRUE(planned.has_value());
  EXPECT_EQ(planned->state.plannedBye(2, 3), tournament::RoundResult::ZeroPointBye);
}

TEST(TrfReader, WithoutXxrRoundsStopAt999) {
  std::string line = "001    1      Anna";
  line.resize(91, ' ');
  for (int r = 1; r < 1000; ++r) line += "          ";
  line += "0000 - Z";
  const auto doc = interchange::readTrf(line + "\n001    2      Bert\n");
  ASSERT_FALSE(doc.has_value());
  EXPECT_EQ(doc.error().code, interchange::TrfErrorCode::TooManyRounds);
  EXPECT_EQ(doc.error().column, 92 + 10 * 999);
}
