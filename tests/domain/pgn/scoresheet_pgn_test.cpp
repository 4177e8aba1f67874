// SPDX-License-Identifier: MIT
// The client's recording notation inside a PGN movetext, read under the
// lenient notation (verify --notation lenient) and reported move by move
// with its form; the strict reading (the default for PGN) stays SAN. Each
// game below was played out by hand on a board.
//
// 003: "目前通用的代数记谱法是先写棋子再写由哪格走到哪格（兵可以不写）。例如马g1-f3"
//      "例如车ad3表示在a3的车走到了d3" "例如象b5xc6或象xc6" "记录吃过路兵，在着法后
//      加上e.p." "记录兵的升变，在着法后加上（=后）、（=车）等" and its sample
//      "1.e4 e5 2 马f3 马c6 3 象b5";
// 002: "记录时记为 “en passant” 或 “en pt”", "短易位（王翼易位，记谱记为0-0）".
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_lexer.h"
#include "domain/chess/pgn_reader.h"
#include "domain/chess/san.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace chess {
namespace {

struct Read {
  PgnGame game;
  GameVerdict verdict;
  MainLineRecord line;
};

// Every game of `pgn`, read and verified with `notation`.
std::vector<Read> readAll(const std::string& pgn, SanMode notation) {
  std::istringstream in(pgn);
  PgnReader reader(in, notation);
  GameVerifier verifier(DrawRules::Fide2023, notation);
  std::vector<Read> games;
  Read read;
  while (reader.next(read.game)) {
    verifier.verify(read.game, read.verdict, &read.line);
    games.push_back(read);
  }
  return games;
}

std::string sanLine(const Read& read) {
  std::string text;
  for (std::size_t i = 0; i < read.line.moves.size(); ++i) {
    if (i > 0) text += ' ';
    text += toSan(read.line.positions[i], read.line.moves[i]);
  }
  return text;
}

std::vector<int> lenientPlies(const GameVerdict& verdict) {
  std::vector<int> plies;
  for (const auto& move : verdict.lenientMoves) plies.push_back(move.ply);
  return plies;
}

// A Ruy Lopez written as 003 teaches: 马g1-f3 (its example), 象b5xc6 (its
// example), 车ad1 (its 车ad3: of the rooks on a1 and f1, both of which can
// reach d1 once the queen, the knight and the bishop have left, the one on
// the a-file), 0-0 (002), a figurine ♘c3 and long algebraic d7xc6.
const std::string RuyLopez =
    "[Event \"Club\"]\n[White \"王芳\"]\n[Black \"李雷\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. 马g1-f3 马b8-c6 3. 象b5 a6 4. 象b5xc6 d7xc6 5. 0-0 象d6\n"
    "6. d4 exd4 7. 后xd4 后e7 8. 象e3 马f6 9. ♘c3 0-0 10. 车ad1 车e8 *\n";

TEST(ScoresheetPgn, AChineseScoresheetReadsLenientlyMoveByMove) {
  const auto games = readAll(RuyLopez, SanMode::Lenient);
  ASSERT_EQ(games.size(), 1u);
  const GameVerdict& v = games[0].verdict;
  EXPECT_TRUE(v.problems.empty());
  EXPECT_TRUE(v.legal());
  EXPECT_EQ(v.plies, 20);
  EXPECT_EQ(sanLine(games[0]),
            "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O Bd6 d4 exd4 Qxd4 Qe7 Be3 Nf6 Nc3 O-O Rad1 Re8");
  // Canonical: e4 e5 a6 d4 exd4 (plies 1, 2, 6, 11, 12); the other 15 were
  // read leniently.
  EXPECT_EQ(v.laxCount, 15);
  EXPECT_EQ(lenientPlies(v),
            (std::vector<int>{3, 4, 5, 7, 8, 9, 10, 13, 14, 15, 16, 17, 18, 19, 20}));
  const auto& first = v.lenientMoves.front();
  EXPECT_EQ(first.token, "马g1-f3");
  EXPECT_EQ(first.forms, ChinesePieces | LongAlgebraic);
  EXPECT_EQ(first.place.line, 6u);
  EXPECT_EQ(first.place.column, 13u);  // "1. e4 e5 2. " is 12 bytes
  EXPECT_EQ(v.lenientMoves[4].token, "d7xc6");
  EXPECT_EQ(v.lenientMoves[4].forms, LongAlgebraic);
  EXPECT_EQ(v.lenientMoves[5].forms, ZeroCastling);
  EXPECT_EQ(v.lenientMoves[11].token, "♘c3");
  EXPECT_EQ(v.lenientMoves[11].forms, Figurines);
  EXPECT_EQ(v.lenientMoves[13].token, "车ad1");
  EXPECT_EQ(v.lenientMoves[13].forms, ChinesePieces);
}

// The strict reading (the PGN default) takes no Chinese word as a move:
// each is a syntax problem, and 3. a6 is then White's move and illegal.
TEST(ScoresheetPgn, TheStrictReadingStaysSan) {
  const auto games = readAll(RuyLopez, SanMode::Lax);
  ASSERT_EQ(games.size(), 1u);
  const GameVerdict& v = games[0].verdict;
  EXPECT_FALSE(v.problems.empty());
  EXPECT_EQ(v.problems.front().code, PgnProblemCode::UnknownToken);
  EXPECT_EQ(v.problems.front().token, "马g1-f3");
  ASSERT_FALSE(v.legal());
  EXPECT_EQ(v.failure->ply, 3);
  EXPECT_EQ(v.failure->token, "a6");
  EXPECT_TRUE(v.lenientMoves.empty());
}

// 003's own sample, move numbers without periods: five moves.
TEST(ScoresheetPgn, TheTextsSampleLineTokenises) {
  PgnLexer lexer(true);
  std::vector<PgnToken> tokens;
  lexer.tokenize("1.e4 e5 2 马f3 马c6 3 象b5", tokens);
  std::vector<std::string> moves;
  for (const auto& token : tokens)
    if (token.kind == PgnTokenKind::Move) moves.emplace_back(token.text);
  EXPECT_EQ(moves, (std::vector<std::string>{"e4", "e5", "马f3", "马c6", "象b5"}));
  PgnLexer strict;
  tokens.clear();
  strict.tokenize("2 马f3", tokens);
  ASSERT_EQ(tokens.size(), 2u);
  EXPECT_EQ(tokens[1].kind, PgnTokenKind::Unknown);
}

// En passant (White e5, Black just played d7-d5, the FEN's d6) in the
// texts' spellings, and a promotion on b8 in (=后), （=后）, ＝后 and (=车);
// after b8=Q (or R) the black king on e8 is in check along the eighth rank
// and goes to d7 (not attacked by a queen or rook on b8).
TEST(ScoresheetPgn, EnPassantAndPromotionInTheTextsForms) {
  const std::string enPassant = "[SetUp \"1\"]\n[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n\n";
  const std::string promotion = "[SetUp \"1\"]\n[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n\n";
  const auto games =
      readAll(enPassant + "1. exd6 en passant Kd7 *\n\n" + enPassant + "1. exd6 en pt Kd7 *\n\n" +
                  enPassant + "1. exd6 e.p. Kd7 *\n\n" + enPassant + "1. e5xd6 en pt. Kd7 *\n\n" +
                  promotion + "1. b8(=后)+ Kd7 *\n\n" + promotion + "1. b8（=后）+ Kd7 *\n\n" +
                  promotion + "1. b8＝后+ Kd7 *\n\n" + promotion + "1. b8(=车)+ Kd7 *\n",
              SanMode::Lenient);
  ASSERT_EQ(games.size(), 8u);
  const std::vector<std::string> san{"exd6 Kd7",  "exd6 Kd7",  "exd6 Kd7",  "exd6 Kd7",
                                     "b8=Q+ Kd7", "b8=Q+ Kd7", "b8=Q+ Kd7", "b8=R+ Kd7"};
  const std::vector<std::string> written{"exd6 en passant", "exd6 en pt", "exd6 e.p.",
                                         "e5xd6 en pt.",    "b8(=后)+",   "b8（=后）+",
                                         "b8＝后+",         "b8(=车)+"};
  for (std::size_t g = 0; g < games.size(); ++g) {
    const GameVerdict& v = games[g].verdict;
    EXPECT_TRUE(v.problems.empty()) << g;
    EXPECT_TRUE(v.legal()) << g;
    EXPECT_EQ(sanLine(games[g]), san[g]) << g;
    ASSERT_EQ(v.lenientMoves.size(), 1u) << g;
    EXPECT_EQ(v.lenientMoves[0].ply, 1) << g;
    EXPECT_EQ(v.lenientMoves[0].token, written[g]) << g;
  }
  EXPECT_EQ(games[0].verdict.lenientMoves[0].forms, EnPassantWords);
  EXPECT_EQ(games[3].verdict.lenientMoves[0].forms, EnPassantWords | LongAlgebraic);
  EXPECT_EQ(games[4].verdict.lenientMoves[0].forms, ChinesePieces | BracketedPromotion);
  EXPECT_EQ(games[5].verdict.lenientMoves[0].forms, ChinesePieces | FullWidthSigns);
  EXPECT_EQ(games[6].verdict.lenientMoves[0].forms, ChinesePieces | FullWidthSigns);
}

// Other languages' letters: German S(pringer) L(äufer) T(urm), French
// C(avalier), Russian Ф (queen) and К (knight), Spanish A(lfil), 0-0 and a
// lowercase o-o. 6. Te1: the rook on a1 is shut in by the knight on b1.
TEST(ScoresheetPgn, OtherLanguagesLettersReadLeniently) {
  const auto games = readAll("1. e4 e5 2. Sf3 Cc6 3. Lb5 a6 4. Фe2 Кf6 5. 0-0 Ae7 6. Te1 o-o *\n",
                             SanMode::Lenient);
  ASSERT_EQ(games.size(), 1u);
  const GameVerdict& v = games[0].verdict;
  EXPECT_TRUE(v.problems.empty());
  EXPECT_EQ(sanLine(games[0]), "e4 e5 Nf3 Nc6 Bb5 a6 Qe2 Nf6 O-O Be7 Re1 O-O");
  EXPECT_EQ(lenientPlies(v), (std::vector<int>{3, 4, 5, 7, 8, 9, 10, 11, 12}));
  EXPECT_EQ(v.lenientMoves[0].forms, OtherLanguageLetters);
  EXPECT_EQ(v.lenientMoves[3].forms, RussianLetters);
  EXPECT_EQ(v.lenientMoves[8].forms, OtherLax);
}

// Malformed scoresheet moves give their line, column and ply and stop the
// main line there, never a crash: 马g1-f4 (the g1 knight cannot reach f4),
// 马z9 (no square), and a cut UTF-8 sequence after 马.
TEST(ScoresheetPgn, MalformedScoresheetMovesArePlacedAndStopTheLine) {
  const auto games = readAll(
      "1. e4 e5 2. 马g1-f4 马b8-c6 *\n\n1. e4 e5 2. 马z9 马b8-c6 *\n\n1. e4 e5 2. 马\xE9\x80 Nc6 "
      "*\n",
      SanMode::Lenient);
  ASSERT_EQ(games.size(), 3u);
  const auto& illegal = games[0].verdict;
  ASSERT_FALSE(illegal.legal());
  EXPECT_EQ(illegal.failure->ply, 3);
  EXPECT_EQ(illegal.failure->fault, MoveFault::Illegal);
  EXPECT_EQ(illegal.failure->reason, SanErrorCode::NoPieceCanReach);
  EXPECT_EQ(illegal.failure->place.line, 1u);
  EXPECT_EQ(illegal.failure->place.column, 13u);
  EXPECT_EQ(illegal.plies, 2);
  for (std::size_t g : {1u, 2u}) {
    const auto& bad = games[g].verdict;
    ASSERT_FALSE(bad.legal()) << g;
    EXPECT_EQ(bad.failure->ply, 3) << g;
    EXPECT_EQ(bad.failure->fault, MoveFault::Invalid) << g;
    EXPECT_EQ(bad.failure->place.line, 3u + 2 * (g - 1)) << g;
    EXPECT_EQ(bad.failure->place.column, 13u) << g;
    ASSERT_EQ(bad.problems.size(), 1u) << g;
    EXPECT_EQ(bad.problems[0].code, PgnProblemCode::UnknownToken) << g;
  }
}

// Malformed scoresheets never crash the lenient reading: the games above
// with random bytes replaced by PGN's special characters, Chinese signs and
// pieces of UTF-8 (a fixed seed, so runs repeat), read to the end; every
// problem and every move read leniently lies inside the text.
TEST(ScoresheetPgn, MutatedScoresheetsAreReadToTheEnd) {
  const std::vector<std::string_view> signs{"(",    ")",    "=",   "（",   "）", "＝", "马",  "后",
                                            "♘",    "Кр",   " ",   "\n",   "{",  "}",  "en ", "pt.",
                                            "\xE9", "\x80", "0-0", "e.p.", "x",  "-"};
  const std::string original = RuyLopez +
                               "\n1. e4 d5 2. exd5 后xd5 3. 马c3 后a5 4. d4 c6 5. 马f3 象g4 *\n" +
                               "\n1. exd6 en passant Kd7 2. b8(=后)+ Ke6 3. b8（=车） *\n";
  std::mt19937 random(20261202);
  std::size_t games = 0;
  for (int round = 0; round < 400; ++round) {
    std::string text = original;
    for (int k = 0; k < 6; ++k) {
      const std::size_t at = random() % text.size();
      text.replace(at, random() % 3, signs[random() % signs.size()]);
    }
    const auto lineCount =
        static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n') + 1);
    for (const auto& read : readAll(text, SanMode::Lenient)) {
      ++games;
      for (const PgnProblem& problem : read.verdict.problems)
        EXPECT_LE(problem.place.line, lineCount);
      for (const LenientMove& move : read.verdict.lenientMoves) {
        EXPECT_GE(move.place.line, 1u);
        EXPECT_LE(move.place.line, lineCount);
        EXPECT_GE(move.ply, 1);
        EXPECT_LE(move.ply, read.verdict.plies);
      }
      const int positions = static_cast<int>(read.line.positions.size());
      EXPECT_EQ(positions == 0 ? 0 : positions - 1, read.verdict.plies);
    }
  }
  EXPECT_GT(games, 400u);
}

}  // namespace
}  // namespace chess
