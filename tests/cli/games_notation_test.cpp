// SPDX-License-Identifier: MIT
// `arbiter games --notation lenient`: a round's games typed from
// scoresheets in the client's notation (003: "例如马g1-f3，表示马由g1格走到f3格")
// are matched and replayed as `verify --notation lenient` reads them; the
// PGN standard's SAN stays the default, and the event's PGN is written in
// standard SAN either way.
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Board 1 of round 1 (Anna - Carl, as the pairing gives it with white for
// the top player): 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 written as on a Chinese
// scoresheet - 马g1-f3 (knight g1 to f3), 马b8-c6, 象b5 (bishop to b5):
// three moves only the lenient reading takes, 6 legal plies.
constexpr const char* ChineseScoresheet =
    "[Round \"1\"]\n[White \"Anna\"]\n[Black \"Carl\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. 马g1-f3 马b8-c6 3. 象b5 a6 *\n";

}  // namespace

TEST(GamesNotation, LenientReadsTheClientsNotationStrictDoesNot) {
  const std::string dir = freshDir("games-notation");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  writeFile(dir + "/r1.pgn", ChineseScoresheet);

  const auto lenient = runArbiter({"games", file, "--section", "Open", "--notation", "lenient",
                                   dir + "/r1.pgn", "--export", dir + "/event.pgn"});
  EXPECT_TRUE(contains(lenient.out, dir + "/r1.pgn:1: round 1 board 1: matched; 3 move(s) read "
                                          "leniently (not standard SAN)"))
      << lenient.out << lenient.err;
  EXPECT_FALSE(contains(lenient.out, "is not legal")) << lenient.out;
  // The export is standard SAN (PGN 8.2.3), whatever the scoresheet wrote.
  EXPECT_TRUE(contains(readAll(dir + "/event.pgn"), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"))
      << readAll(dir + "/event.pgn");

  // Strict (the default): the three words are skipped, so 3. a6 is White's
  // move after 1. e4 e5 (ply 3) and cannot be played.
  const auto strict = runArbiter({"games", file, "--section", "Open", dir + "/r1.pgn"});
  EXPECT_EQ(strict.exitCode, 1);
  EXPECT_TRUE(contains(strict.out, "round 1 board 1: matched; the move of ply 3 is not legal"))
      << strict.out;

  const auto bad =
      runArbiter({"games", file, "--section", "Open", "--notation", "loose", dir + "/r1.pgn"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_TRUE(contains(bad.err, "--notation must be strict or lenient")) << bad.err;
}
