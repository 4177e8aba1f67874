// SPDX-License-Identifier: MIT
#include "reports/board_diagram.h"
#include "tests/reports/xml_check.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using reports::boardDiagramSvg;
using reports::DiagramErrorCode;
using reports_test::occurrences;
using reports_test::xmlProblem;

namespace {
constexpr const char* Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
}

TEST(BoardDiagram, StartPositionIsWellFormedWithThirtyTwoPieces) {
  const auto svg = boardDiagramSvg(Start);
  ASSERT_TRUE(svg.has_value());
  EXPECT_EQ(xmlProblem(*svg), "");
  EXPECT_EQ(occurrences(*svg, "class=\"piece\""), 32);
  // 32 light squares + the dark background.
  EXPECT_EQ(occurrences(*svg, "fill=\"#f0d9b5\""), 32);
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  std::ofstream(ARBITER_TEST_OUTPUT_DIR "/board_start.svg") << *svg;
}

TEST(BoardDiagram, PlacesKingsAndQueensOnTheirSquares) {
  const auto svg = boardDiagramSvg(Start).value();
  // White king e1 (U+2654), black queen d8 (U+265B).
  EXPECT_NE(svg.find("data-square=\"e1\" data-piece=\"K\""), std::string::npos);
  EXPECT_NE(svg.find("data-square=\"d8\" data-piece=\"q\""), std::string::npos);
  EXPECT_NE(svg.find("\u2654"), std::string::npos);
  EXPECT_NE(svg.find("\u265B"), std::string::npos);
  // With 40-pixel squares and a 20-pixel coordinate margin, the centre of e1
  // is x = 20 + 4*40 + 20 = 200, y = 7*40 + 20 = 300.
  EXPECT_NE(svg.find("data-square=\"e1\" data-piece=\"K\" x=\"200\" y=\"300\""), std::string::npos);
}

TEST(BoardDiagram, FlippedBoardPutsH1AtTheTopLeft) {
  reports::DiagramOptions options;
  options.flipped = true;
  options.coordinates = false;
  const auto svg = boardDiagramSvg("8/8/8/8/8/8/8/7K w - - 0 1", options).value();
  // h1 is the top-left square: centre (20, 20) without margin.
  EXPECT_NE(svg.find("data-square=\"h1\" data-piece=\"K\" x=\"20\" y=\"20\""), std::string::npos);
}

TEST(BoardDiagram, HighlightsTheGivenSquares) {
  reports::DiagramOptions options;
  options.highlights = {"e4", "a8"};
  const auto svg = boardDiagramSvg(Start, options).value();
  EXPECT_EQ(occurrences(svg, "class=\"highlight\""), 2);
  // e4: x = 20 + 4*40 = 180, y = (7-3)*40 = 160; a8: x = 20, y = 0.
  EXPECT_NE(svg.find("data-square=\"e4\" x=\"180\" y=\"160\""), std::string::npos);
  EXPECT_NE(svg.find("data-square=\"a8\" x=\"20\" y=\"0\""), std::string::npos);
}

TEST(BoardDiagram, DrawsCoordinatesAToHAndOneToEight) {
  const auto svg = boardDiagramSvg(Start).value();
  EXPECT_EQ(occurrences(svg, "class=\"coordinate\""), 16);
  EXPECT_NE(svg.find(">a</text>"), std::string::npos);
  EXPECT_NE(svg.find(">8</text>"), std::string::npos);
}

TEST(BoardDiagram, RejectsSevenRanks) {
  const auto svg = boardDiagramSvg("8/8/8/8/8/8/8");
  ASSERT_FALSE(svg.has_value());
  EXPECT_EQ(svg.error().code, DiagramErrorCode::BadRankCount);
}

TEST(BoardDiagram, RejectsARankOfNineSquaresAtItsColumn) {
  const auto svg = boardDiagramSvg("rnbqkbnrr/8/8/8/8/8/8/8");
  ASSERT_FALSE(svg.has_value());
  EXPECT_EQ(svg.error().code, DiagramErrorCode::BadRankLength);
  EXPECT_EQ(svg.error().column, 9);
}

TEST(BoardDiagram, RejectsAnUnknownPieceLetter) {
  const auto svg = boardDiagramSvg("8/8/8/8/8/8/8/7X");
  ASSERT_FALSE(svg.has_value());
  EXPECT_EQ(svg.error().code, DiagramErrorCode::BadPiece);
  EXPECT_EQ(svg.error().column, 16);
}

TEST(BoardDiagram, RejectsAHighlightOffTheBoard) {
  reports::DiagramOptions options;
  options.highlights = {"i9"};
  const auto svg = boardDiagramSvg(Start, options);
  ASSERT_FALSE(svg.has_value());
  EXPECT_EQ(svg.error().code, DiagramErrorCode::BadHighlight);
}

TEST(BoardDiagram, RejectsAnEmptyPlacement) {
  EXPECT_EQ(boardDiagramSvg("").error().code, DiagramErrorCode::Empty);
}
