// SPDX-License-Identifier: MIT
// The client's notation everywhere: `claim --notation lenient`, `draw-claim
// --pgn --notation lenient --move` and `seal --moves --move` read a scoresheet written in 003's
// notation ("目前通用的代数记谱法是先写棋子再写由哪格走到哪格 ... 例如马g1-f3，表示马由
// g1格走到f3格") as the rules core reads SAN. Expected values counted by hand.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

// The knights out and back twice, in Chinese letters with both squares:
// the start position stands at plies 0, 4 and 8, White to move each time.
// Board 1 of seededEvent's round 1 is Wang, Fang (White) v Smith.
constexpr const char* ChineseShuffle =
    "[White \"Wang, Fang\"]\n[Black \"Smith\"]\n[Round \"1\"]\n\n"
    "1. 马g1-f3 马g8-f6 2. 马f3-g1 马f6-g8 3. 马g1-f3 马g8-f6 4. 马f3-g1 马f6-g8 *\n";

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

// At ply 8 the start position stands for the third time, White to move
// (Laws 9.2.2); at ply 7 (after 4. Ng1, Black to move) Black writes
// 马f6-g8 (4... Ng8), which makes it stand for the third time (9.2.1: the
// written move).
TEST(NotationEverywhere, ClaimReadsAChineseScoresheetAndWrittenMove) {
  const std::string dir = freshDir("notation-claim");
  writeFile(dir + "/game.pgn", ChineseShuffle);
  auto board = runArbiter(
      {"claim", dir + "/game.pgn", "--ply", "8", "--kind", "threefold", "--notation", "lenient"});
  EXPECT_EQ(board.exitCode, 0) << board.out << board.err;
  EXPECT_TRUE(contains(board.out,
                       "Threefold repetition claim by White at ply 8 (Laws 9.2.2): "
                       "CORRECT, the game is drawn"))
      << board.out;
  auto written = runArbiter({"claim", dir + "/game.pgn", "--ply", "7", "--kind", "threefold",
                             "--move", "马f6-g8", "--notation", "lenient"});
  EXPECT_EQ(written.exitCode, 0) << written.out << written.err;
  EXPECT_TRUE(contains(written.out,
                       "Threefold repetition claim by Black at ply 7 with the "
                       "written move Ng8 (Laws 9.2.1): CORRECT"))
      << written.out;
}

// The same claim recorded in the event: the incident cites 9.2.1 and the
// game is drawn.
TEST(NotationEverywhere, DrawClaimReadsAChineseScoresheetAndWrittenMove) {
  const std::string dir = freshDir("notation-draw-claim");
  const std::string file = seededEvent(dir);
  writeFile(dir + "/game.pgn", ChineseShuffle);
  auto claim = runArbiter({"draw-claim", file, "--section", "Open", "--round", "1", "--board", "1",
                           "--pgn", dir + "/game.pgn", "--ply", "7", "--kind", "threefold",
                           "--move", "马f6-g8", "--notation", "lenient"});
  ASSERT_EQ(claim.exitCode, 0) << claim.err;
  EXPECT_EQ(claim.out.substr(0, claim.out.find('\n')),
            "incident 1 [9.2.1]: claim correct: the game is drawn");
}

// The envelope's moves and the sealed move in the client's notation: after
// 1. e4 e5 2. 马g1-f3 马b8-c6 White seals move 3, 象f1-b5 (3. Bb5), a legal
// move; at resumption it is made (Guidelines I.9; 003: 14.2 "当封棋着法在枯盘上
// 摆出来以后,才能开动非封棋方的棋钟").
TEST(NotationEverywhere, SealReadsTheMovesAndTheSealedMoveInChineseLetters) {
  const std::string dir = freshDir("notation-seal");
  const std::string file = seededEvent(dir, "classic");
  auto seal = runOnBoardTwo({"seal", file}, {"--sealer", "white", "--move-number", "3", "--move",
                                             "象f1-b5", "--moves", "1. e4 e5 2. 马g1-f3 马b8-c6",
                                             "--white-used", "30:00", "--black-used", "31:00"});
  ASSERT_EQ(seal.exitCode, 0) << seal.err;
  auto opened = runOnBoardTwo({"unseal", file}, {});
  ASSERT_EQ(opened.exitCode, 0) << opened.err;
  EXPECT_EQ(opened.out,
            "envelope 1 (sealed move 3. 象f1-b5): the sealed move is legal: make it and start the "
            "replier's clock (I.9; classic 14.2)\n");
}

// Strict SAN is what a PGN holds: without --notation lenient a scoresheet's
// Chinese moves are not read, and the claim says where the game stops.
TEST(NotationEverywhere, ClaimReadsStrictSanUnlessLenientIsAsked) {
  const std::string dir = freshDir("notation-claim-strict");
  writeFile(dir + "/game.pgn", ChineseShuffle);
  auto strict = runArbiter({"claim", dir + "/game.pgn", "--ply", "8", "--kind", "threefold"});
  EXPECT_NE(strict.exitCode, 0) << strict.out;
  EXPECT_EQ(runArbiter({"claim", dir + "/game.pgn", "--ply", "8", "--notation", "sloppy"}).exitCode,
            64);
}
