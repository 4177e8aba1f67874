// SPDX-License-Identifier: MIT
// Scoresheets that once misled `verify` (issue 15 items 12 and 24).
#include "domain/chess/fen.h"
#include "domain/chess/verdict_tsv.h"
#include "tests/domain/pgn/replay_support.h"

namespace chess {
namespace {

using testing::replay;

std::string column(const std::string& line, int index) {
  std::size_t start = 0;
  for (int i = 0; i < index; ++i) start = line.find('\t', start) + 1;
  return line.substr(start, line.find('\t', start) - start);
}

// "Sf3" (S for Springer) is no PGN token: it was skipped and the next
// move, played from the wrong position, was blamed. The line stops there.
TEST(PgnBadInput, AWordMeantAsAMoveStopsTheMainLine) {
  const auto v = replay("1. e4 Sf6 2. Nf3 Nc6 *\n").verdict;
  EXPECT_EQ(v.plies, 1);
  ASSERT_TRUE(v.failure.has_value());
  EXPECT_EQ(v.failure->ply, 2);
  EXPECT_EQ(v.failure->token, "Sf6");
  EXPECT_EQ(v.failure->place.column, 7u);
  ASSERT_FALSE(v.problems.empty());
  EXPECT_EQ(v.problems.front().code, PgnProblemCode::UnknownToken);
  // Junk that is not a word ("½-½") is still only a syntax problem.
  EXPECT_FALSE(replay("1. e4 e5 ½-½ *\n").verdict.failure.has_value());
}

// PGN 8.2.2: "1. e4 e5 3. Nf3": the number of White's second move is 2.
TEST(PgnBadInput, MoveNumbersThatDoNotFollowAreReported) {
  const auto v = replay("1. e4 e5 3. Nf3 *\n").verdict;
  ASSERT_TRUE(v.moveNumber.has_value());
  EXPECT_EQ(v.moveNumber->written, 3);
  EXPECT_EQ(v.moveNumber->expected, 2);
  EXPECT_EQ(v.moveNumber->place.line, 1u);
  EXPECT_EQ(v.moveNumber->place.column, 10u);
  EXPECT_EQ(v.plies, 3);  // the moves are still played
  EXPECT_FALSE(replay("1. e4 e5 2. Nf3 (2. Nc3 Nc6) 2... Nc6 *\n").verdict.moveNumber);
  // From a FEN, numbers follow its fullmove number: black to move at 23.
  EXPECT_FALSE(replay("[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 23\"]\n\n23... Kd7 24. O-O *\n")
                   .verdict.moveNumber);
}

// A bad [FEN] tag names its place: the tag's line and the column of the
// faulty character (the value starts in column 7 of `[FEN "`).
TEST(PgnBadInput, ABadFenTagNamesItsColumn) {
  const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1";  // 7 ranks
  const auto error = parseFen(fen, FenMode::Tolerant);
  ASSERT_FALSE(error.has_value());
  const auto v = replay("[Event \"x\"]\n[FEN \"" + fen + "\"]\n\n1. e4 *\n").verdict;
  EXPECT_EQ(v.setup, GameSetup::FenUnreadable);
  ASSERT_TRUE(v.fenError.has_value());
  EXPECT_EQ(v.fenPlace.line, 2u);
  EXPECT_EQ(v.fenPlace.column, static_cast<std::uint32_t>(7 + error.error().column - 1));
}

// shared/corpus/pgn/README.md: a SUB byte (0x1A, the DOS end-of-file mark)
// ends the token before it; "0-1" then SUB is the result, then a token
// after the result, written as Python's repr writes it (lowercase hex).
TEST(PgnBadInput, SubEndsTheTokenBeforeIt) {
  const auto v = replay("1. e4 e5 0-1\x1a\n").verdict;
  ASSERT_TRUE(v.resultMarker.has_value());
  EXPECT_EQ(*v.resultMarker, "0-1");
  EXPECT_EQ(column(toPgnExpectLine(v), 5), "L1:#after-result:\\x1a");
}

TEST(PgnBadInput, ExpectLinesEscapeBytesAsPythonReprDoes) {
  const auto v = replay("[Event \"x\"]\n\n1. e4 e5 Rd\xF2 *\n").verdict;
  const std::string line = toPgnExpectLine(v);
  EXPECT_EQ(column(line, 4), "3:Rd\\xf2:invalid") << line;
  EXPECT_EQ(column(line, 5), "L3:Rd\\xf2") << line;
  // Printable UTF-8 stays as it is.
  EXPECT_EQ(column(toPgnExpectLine(replay("1. e4 ½-½ *\n").verdict), 5), "L1:½-½");
}

}  // namespace
}  // namespace chess
