// SPDX-License-Identifier: MIT
// The PGN reader on hand-made inputs: every expectation is read off the
// input text by hand (line and column numbers counted in the strings).
#include "domain/chess/pgn_reader.h"
#include "domain/chess/pgn_line_reader.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <sstream>
#include <string>
#include <vector>

namespace chess {
namespace {

std::vector<PgnGame> readAll(const std::string& text) {
  std::istringstream in(text);
  PgnReader reader(in);
  std::vector<PgnGame> games;
  PgnGame game;
  while (reader.next(game)) games.push_back(game);
  return games;
}

std::vector<std::string> moves(const PgnGame& game) {
  std::vector<std::string> list;
  for (const PgnEvent& event : game.movetext) {
    if (event.kind == PgnEventKind::Move) list.emplace_back(game.text(event));
    if (event.kind == PgnEventKind::VariationStart) list.push_back("(");
    if (event.kind == PgnEventKind::VariationEnd) list.push_back(")");
  }
  return list;
}

std::string firstProblem(const PgnGame& game) {
  if (game.problems.empty()) return "-";
  std::string text = "L";
  text += std::to_string(game.problems.front().place.line);
  text += ':';
  text += pgnProblemToken(game.problems.front());
  return text;
}

TEST(PgnReader, UnescapesQuotesAndBackslashesInTagValues) {
  const auto games = readAll(
      "[Event \"Escaped \\\"quotes\\\" and \\\\ backslash\"]\n[Result \"0-1\"]\n\n1. f3 e5 0-1\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].tag("Event").value_or(""), "Escaped \"quotes\" and \\ backslash");
  EXPECT_EQ(games[0].tag("Result").value_or(""), "0-1");
  EXPECT_EQ(games[0].result.value_or(""), "0-1");
}

TEST(PgnReader, SkipsCommentsNagsSuffixesMoveNumbersAndEscapeLines) {
  const auto games = readAll(
      "% escape line\n"
      "[Event \"x\"]\n\n"
      "{a comment with ; ) ( [ inside}\n"
      "1. e4 $1 {after} 1... e5!? 2.Nf3 ; rest of line { not a comment start\n"
      "% escape inside movetext\n"
      "2... Nc6 3. Bb5 {multi\nline\ncomment} 3... a6?! 1-0\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].firstLine, 2u);
  EXPECT_EQ(moves(games[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}));
  EXPECT_EQ(firstProblem(games[0]), "-");
}

TEST(PgnReader, KeepsNestedVariationsInOrder) {
  const auto games = readAll("1. e4 e5 2. Nf3 (2. f4 exf4 (2... d5 3. exd5) 3. Nf3) 2... Nc6 *\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(moves(games[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "(", "f4", "exf4", "(",
                                                       "d5", "exd5", ")", "Nf3", ")", "Nc6"}));
}

TEST(PgnReader, ReadsBomAndCrlfAndBlankLinesInsideMovetext) {
  const auto games = readAll(
      "\xEF\xBB\xBF[Event \"\xE4\xB8\x81\"]\r\n\r\n1. d4 Nf6 2. c4 e6\r\n\r\n3. Nc3 Bb4 *\r\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].firstLine, 1u);
  EXPECT_EQ(games[0].tag("Event").value_or(""), "\xE4\xB8\x81");
  EXPECT_EQ(moves(games[0]).size(), 6u);
  EXPECT_EQ(games[0].result.value_or(""), "*");
}

TEST(PgnReader, ToleratesOneBlankLineAmongTheTags) {
  const auto games = readAll("[Event \"A\"]\n\n[Date \"2017.12.04\"]\n\n1. e4 *\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].tag("Date").value_or(""), "2017.12.04");
}

TEST(PgnReader, ReportsAMissingResultAtTheNextGamesTagsAndResynchronises) {
  const auto games = readAll("[Result \"\"]\n\n1. c4 e5\n\n[Result \"*\"]\n\n1. c4 e5 2. Nc3 *\n");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(firstProblem(games[0]), "L5:#noresult");
  EXPECT_FALSE(games[0].result.has_value());
  EXPECT_EQ(games[1].firstLine, 5u);
  EXPECT_EQ(firstProblem(games[1]), "-");
  EXPECT_EQ(moves(games[1]).size(), 3u);
}

// A word meant as a move ("Ke9") is placed and kept as a move, so that the
// verifier stops the line there (issue 15 item 12); other junk is skipped.
TEST(PgnReader, PlacesAnUnknownTokenAndKeepsAWordAsAMove) {
  const auto games = readAll("[Event \"x\"]\n\n1. e4 Ke9 e5 2. Nf3 *\n");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_FALSE(games[0].problems.empty());
  EXPECT_EQ(games[0].problems[0].code, PgnProblemCode::UnknownToken);
  EXPECT_EQ(games[0].problems[0].token, "Ke9");
  EXPECT_EQ(games[0].problems[0].place.line, 3u);
  EXPECT_EQ(games[0].problems[0].place.column, 7u);
  EXPECT_EQ(moves(games[0]), (std::vector<std::string>{"e4", "Ke9", "e5", "Nf3"}));
  EXPECT_EQ(moves(readAll("1. e4 ½-½ e5 *\n")[0]), (std::vector<std::string>{"e4", "e5"}));
}

TEST(PgnReader, NamesEveryStructuralProblem) {
  EXPECT_EQ(firstProblem(readAll("1. e4 e5 ) 2. Nf3 *\n")[0]), "L1:#stray-)");
  EXPECT_EQ(firstProblem(readAll("1. e4 e5 (1... c5 1-0) 2. Nf3 *\n")[0]), "L1:#result-in-rav:1-0");
  EXPECT_EQ(firstProblem(readAll("1. e4 e5 * 2. Nf3\n")[0]), "L1:#after-result:2");
  EXPECT_EQ(firstProblem(readAll("( 1. d4 ) 1. e4 e5 *\n")[0]), "L1:#rav-at-start");
  EXPECT_EQ(firstProblem(readAll("1. e4 e5 ½-½ *\n")[0]), "L1:½-½");
  EXPECT_EQ(firstProblem(readAll("[Opening \"Queen's Gambit]\n\n1. d4 d5 *\n")[0]), "L1:#badtag");
  EXPECT_EQ(firstProblem(readAll("[Event \"a\"]\n[Event \"b\"]\n\n1. d4 *\n")[0]), "L2:#duptag");
  EXPECT_EQ(firstProblem(readAll("[Event \"a\"]\n\n1. e4 e5 {never\nends 2. Nf3\n")[0]),
            "L4:#eof-in-comment");
}

TEST(PgnReader, AnUnclosedVariationSwallowsTheResultUntilTheNextGame) {
  const auto games = readAll("1. e4 e5 (1... c5 2. Nf3 *\n\n[Event \"next\"]\n\n1. d4 *\n");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(firstProblem(games[0]), "L1:#result-in-rav:*");
  ASSERT_GE(games[0].problems.size(), 3u);
  EXPECT_EQ(games[0].problems[1].code, PgnProblemCode::UnclosedVariation);
  EXPECT_EQ(games[0].problems[2].code, PgnProblemCode::NoResult);
  EXPECT_EQ(games[1].tag("Event").value_or(""), "next");
}

TEST(PgnReader, JoinsADetachedFideEnPassantSuffixToItsMove) {
  const auto games = readAll("1. e4 Nf6 2. e5 d5 3. exd6 e.p. e5 *\n");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(moves(games[0]),
            (std::vector<std::string>{"e4", "Nf6", "e5", "d5", "exd6 e.p.", "e5"}));
}

TEST(PgnReader, AGameWithoutTagsStartsAtItsFirstMovetextLine) {
  const auto games = readAll("[Event \"empty\"]\n\n*\n\n1. e4 e5 *\n");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_TRUE(games[0].movetext.empty());
  EXPECT_EQ(games[1].firstLine, 5u);
  EXPECT_TRUE(games[1].tags.empty());
}

TEST(PgnReader, ReadsNothingFromAnEmptyInput) { EXPECT_TRUE(readAll("").empty()); }

TEST(PgnReader, CutsAnOverlongLineAndSaysSo) {
  std::string text = "[Event \"long\"]\n\n1. e4 {" +
                     std::string(PgnLineReader::MaxLineBytes + 10, 'x') + "} e5 *\n2. d4 *\n";
  const auto games = readAll(text);
  ASSERT_GE(games.size(), 1u);
  ASSERT_FALSE(games[0].problems.empty());
  EXPECT_EQ(games[0].problems[0].code, PgnProblemCode::LineTooLong);
  EXPECT_EQ(games[0].problems[0].place.line, 3u);
}

TEST(PgnLineReader, ReadsLinesOfEverySizeUpToTheLimitWhole) {
  // The buffer grows from one 64 KB chunk as lines need it: lines of 1 byte,
  // one chunk and a byte, exactly MaxLineBytes and 300,000 bytes come back
  // whole, in order, with their numbers; a line one byte longer is cut to
  // MaxLineBytes and said to be.
  // (Odd lines end in CR LF; the limit counts a CR, so the longest end in LF.)
  const std::vector<std::size_t> sizes{
      1, (1u << 16) + 1, PgnLineReader::MaxLineBytes, 300000, PgnLineReader::MaxLineBytes + 1, 5,
      2};
  std::string text;
  for (std::size_t i = 0; i < sizes.size(); ++i)
    text += std::string(sizes[i], static_cast<char>('a' + i)) + (i % 2 ? "\r\n" : "\n");
  std::istringstream in(text);
  PgnLineReader reader(in);
  std::string_view line;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    ASSERT_TRUE(reader.next(line)) << i;
    const std::size_t expected = std::min(sizes[i], PgnLineReader::MaxLineBytes);
    EXPECT_EQ(line, std::string(expected, static_cast<char>('a' + i))) << i;
    EXPECT_EQ(reader.lastLineTruncated(), sizes[i] > PgnLineReader::MaxLineBytes) << i;
    EXPECT_EQ(reader.lineNumber(), i + 1);
  }
  EXPECT_FALSE(reader.next(line));
}

TEST(PgnLexer, TellsMovesFromOtherWords) {
  for (const char* move : {"e4", "exd5", "Nbd7", "R1a3", "Qh4xe1", "e8=Q", "e8Q", "O-O", "0-0-0",
                           "g1f3", "e7e8q", "Qh4++", "dxc3ep", "exf6ep+", "Nf3#", "--", "Z0"}) {
    EXPECT_TRUE(isMoveShaped(move)) << move;
  }
  for (const char* word : {"Ke9", "½-½", "1/2", "Pe4", "i5", "O-O-O-O", "e.p.", "x"}) {
    EXPECT_FALSE(isMoveShaped(word)) << word;
  }
}

// A game pasted with no blank line between its tags and its moves is read
// whole, without a problem (PGN 8.2 asks for the blank line; readers take
// it without).
TEST(PgnReader, ReadsMovesThatFollowTheTagsWithoutABlankLine) {
  const auto games = readAll("[Event \"x\"]\n[Result \"*\"]\n1. e4 e5 2. Nf3 *");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(moves(games[0]), (std::vector<std::string>{"e4", "e5", "Nf3"}));
  EXPECT_EQ(firstProblem(games[0]), "-");
}

// A game pasted into one line: the tags, then its moves on the same line.
// The moves are read where they stand, with a warning at the move number:
// `[Event "x"]` takes columns 1-11, a blank 12, `[Result "*"]` 13-24, a
// blank 25, so "1." starts at column 26.
TEST(PgnReader, ReadsMovesThatFollowTheTagsOnTheirLineWithAWarning) {
  const auto games =
      readAll("[Event \"x\"] [Result \"*\"] 1. e4 e5 2. Nf3 *\n[Event \"y\"]\n1. d4 *\n");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].tag("Result").value_or(""), "*");
  EXPECT_EQ(moves(games[0]), (std::vector<std::string>{"e4", "e5", "Nf3"}));
  ASSERT_EQ(games[0].problems.size(), 1u);
  EXPECT_EQ(games[0].problems[0].code, PgnProblemCode::MovetextOnTagLine);
  EXPECT_EQ(games[0].problems[0].place.line, 1u);
  EXPECT_EQ(games[0].problems[0].place.column, 26u);
  EXPECT_EQ(moves(games[1]), (std::vector<std::string>{"d4"}));
}

}  // namespace
}  // namespace chess
