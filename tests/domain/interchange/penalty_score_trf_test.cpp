// SPDX-License-Identifier: MIT
// Scores set by a penalty (Laws 12.9.4 / 12.9.5) in the TRF we write: the
// file must give every reader our totals. TRF26 carries them as record 299
// (C.02.03 Annex A, "abnormal assignment points": column 5 the result code,
// 14-17 the points, 20-22 the round, 24-27 the start number); TRF16 has no
// record, so the file says so and holds the same records as `###` lines.
// Issue 15 item 1: a draw whose score a penalty raised was written as "="
// beside totals that counted the penalty, and every reader recounted.
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_line.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_records.h"
#include "domain/interchange/trf_writer.h"
#include "domain/standings/crosstable.h"
#include "tests/domain/tournament/event_builder.h"

namespace {

using namespace testing_event;
using interchange::TrfFormat;

// fourPlayers(): round 1 board 1 A(1)-C(3) drawn, then 12.9.4 against
// White: C's score in the game is raised to the win value. Board 2
// D(4)-B(2) 0-1. Totals by hand: A ½, B 1, C 1 (not ½), D 0.
Event penalisedDraw() {
  Event event = fourPlayers();
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::Draw});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::BlackWins});
  RecordPenalty p;
  p.section = "S";
  p.round = 1;
  p.board = 1;
  p.offender = Color::White;
  p.article = "11.5";
  p.option = PenaltyOption::OpponentScoreRaised;
  return accepted(event, p);
}

// Columns:   1   5        14  17  20 23 24 27
//            299 D         1.0    1    3
const std::string Record299 =
    std::string("299 D") + std::string(8, ' ') + " 1.0" + "  " + "  1" + " " + "   3";

TEST(PenaltyScoreTrf, Trf26WritesRecord299WithTheScoreOfTheGame) {
  const std::string text =
      writeTrf(interchange::sectionToTrf(section(penalisedDraw())), TrfFormat::Trf26);
  EXPECT_NE(text.find("\n" + Record299 + "\n"), std::string::npos) << text;
  // Columns 81-84 of C (start number 3): 1.0.
  const auto c = text.find("001    3");
  ASSERT_NE(c, std::string::npos);
  EXPECT_EQ(text.substr(c + 80, 4), " 1.0");
}

// TRF-2026 299, "Abnormal Assignment Points", column by column: 5 the type
// (W D L F H Z + -, blank a penalty or bonus), 8-11 match points (teams
// only: blank), 14-17 the points ("[-]11.5"), 20-22 the round, 24-27 the
// pairing number (penalisedDraw(): "D", 1.0 points, round 1, player 3).
TEST(PenaltyScoreTrf, Record299IsWrittenColumnByColumnAsTheTextSays) {
  const std::string text =
      writeTrf(interchange::sectionToTrf(section(penalisedDraw())), TrfFormat::Trf26);
  const auto start = text.find("\n299") + 1;
  const std::string recordText = text.substr(start, text.find('\n', start) - start);
  const interchange::TrfLine record(recordText);
  EXPECT_EQ(record.columns(1, 3), "299");
  EXPECT_EQ(record.columns(5, 5), "D");
  EXPECT_TRUE(record.blank(6, 13)) << recordText;
  EXPECT_EQ(record.columns(14, 17), " 1.0");
  EXPECT_TRUE(record.blank(18, 19));
  EXPECT_EQ(record.columns(20, 22), "  1");
  EXPECT_EQ(record.columns(24, 27), "   3");
  EXPECT_EQ(record.width(), 27);
}

TEST(PenaltyScoreTrf, ReadersOfOurTrf26CountOurTotals) {
  const std::string text =
      writeTrf(interchange::sectionToTrf(section(penalisedDraw())), TrfFormat::Trf26);
  const auto doc = interchange::readTrf(text);
  ASSERT_TRUE(doc.has_value());
  for (const auto& issue : doc->issues)
    EXPECT_NE(issue.code, interchange::TrfIssueCode::PointsMismatch) << "line " << issue.line;
  const auto& state = doc->state;
  EXPECT_EQ(state.scoreAfter(*state.player(1), 1), 1);  // A ½
  EXPECT_EQ(state.scoreAfter(*state.player(2), 1), 2);  // B 1
  EXPECT_EQ(state.scoreAfter(*state.player(3), 1), 2);  // C 1, raised by 12.9.4
  EXPECT_EQ(state.scoreAfter(*state.player(4), 1), 0);  // D 0
  EXPECT_EQ(state.player(3)->rounds[0].result, RoundResult::Draw);
  // Written again, the record is there again.
  EXPECT_NE(interchange::writeTrf(*doc, TrfFormat::Trf26).find("\n" + Record299 + "\n"),
            std::string::npos);
}

TEST(PenaltyScoreTrf, ImportPutsTheScoreBackOnTheBoard) {
  const std::string text =
      writeTrf(interchange::sectionToTrf(section(penalisedDraw())), TrfFormat::Trf26);
  const auto imported = interchange::sectionFromTrf(*interchange::readTrf(text), "");
  ASSERT_TRUE(imported.has_value());
  for (const auto& a : imported->adjustments)
    EXPECT_NE(a.code, interchange::ImportAdjustmentCode::StatedPointsNotKept) << a.player;
  const auto& board = imported->action.rounds.at(0).boards.at(0);
  EXPECT_EQ(board.white, 1);
  EXPECT_EQ(board.black, 3);
  EXPECT_EQ(board.result, GameResult::Draw);
  EXPECT_EQ(board.blackScore, 2);
  EXPECT_FALSE(board.whiteScore.has_value());
}

TEST(PenaltyScoreTrf, Trf16SaysItHasNoRecordAndKeepsTheRecordsAsComments) {
  const std::string text =
      writeTrf(interchange::sectionToTrf(section(penalisedDraw())), TrfFormat::Trf16);
  EXPECT_NE(text.find(std::string(interchange::AssignmentNote) + "\n### " + Record299 + "\n"),
            std::string::npos)
      << text;
  const auto doc = interchange::readTrf(text);
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->state.scoreAfter(*doc->state.player(3), 1), 2);
  EXPECT_EQ(interchange::writeTrf(*doc, TrfFormat::Trf16), text);
}

// A 299 from another program: blank type = a penalty added to the round's
// points (-0.5 for player 2's win: 1 - ½ = ½); a code that is not the
// player's result is reported and not applied.
TEST(PenaltyScoreTrf, ReadsABonusAndReportsAMismatchedType) {
  const std::string trf =
      "001    1      Anna                                                               1.0        "
      "  2 w 1\n"
      "001    2      Bert                                                               0.5        "
      "  1 b 0\n"
      "299 " +
      std::string(9, ' ') +
      "-0.5    1    1\n"
      "299 D" +
      std::string(8, ' ') + " 0.5    1    2\n";
  const auto doc = interchange::readTrf(trf);
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->state.scoreAfter(*doc->state.player(1), 1), 1);
  EXPECT_EQ(doc->state.scoreAfter(*doc->state.player(2), 1), 0);
  bool mismatch = false;
  for (const auto& issue : doc->issues)
    if (issue.code == interchange::TrfIssueCode::AbnormalPointsMismatch) mismatch = issue.line == 4;
  EXPECT_TRUE(mismatch);
}

TEST(PenaltyScoreTrf, RecordForAPlayerWhoIsNotThereIsRefusedWithItsColumn) {
  const auto doc = interchange::readTrf(
      "001    1      Anna                                                               1.0        "
      "  2 w 1\n"
      "001    2      Bert                                                               0.0        "
      "  1 b 0\n"
      "299 W" +
      std::string(8, ' ') + " 2.0    1    9\n");
  ASSERT_FALSE(doc.has_value());
  EXPECT_EQ(doc.error().code, interchange::TrfErrorCode::BadRecordValue);
  EXPECT_EQ(doc.error().line, 3);
  EXPECT_EQ(doc.error().column, 24);
}

TEST(PenaltyScoreTrf, CrosstableMarksTheCell) {
  const auto state = toTournamentState(section(penalisedDraw()));
  const auto lines = standings::crosstable(state, 1);
  EXPECT_TRUE(lines.at(2).cells.at(0).penaltyScore);  // C
  EXPECT_EQ(lines.at(2).cells.at(0).points, 2);
  EXPECT_FALSE(lines.at(0).cells.at(0).penaltyScore);  // A: his own score is the result's
}

}  // namespace

// Two bonus records for one round add up: 99.5 + 1.0 = 100.5 points, which
// the 299 we write back (columns 14-17) cannot hold ("100.5" is five
// characters; it was cut to "100." and our own reader refused the file:
// libFuzzer fuzz_trf finding after 2,647,183 runs). Refused at the record
// that took the round past the field.
TEST(PenaltyScoreTrf, AssignmentsAddingUpToAHundredPointsAreRefusedAtTheRecord) {
  const std::string players =
      "001    1      Anna                                                               1.0        "
      "  2 w 1\n"
      "001    2      Bert                                                               0.0        "
      "  1 b 0\n";
  const std::string bonus = "299 " + std::string(9, ' ');
  const auto refused =
      interchange::readTrf(players + bonus + "99.5    1    2\n" + bonus + " 1.0    1    2\n");
  ASSERT_FALSE(refused.has_value());
  EXPECT_EQ(refused.error().code, interchange::TrfErrorCode::UnrepresentablePoints);
  EXPECT_EQ(refused.error().line, 4);
  EXPECT_EQ(refused.error().column, 14);
  // 99.5 alone fits, and is written back as read.
  const auto kept = interchange::readTrf(players + bonus + "99.5    1    2\n");
  ASSERT_TRUE(kept.has_value());
  EXPECT_EQ(kept->state.scoreAfter(*kept->state.player(2), 1), 199);  // half-points: 0 + 99.5
  const std::string written = interchange::writeTrf(*kept, TrfFormat::Trf26);
  EXPECT_NE(written.find("99.5    1    2\n"), std::string::npos) << written;
}
