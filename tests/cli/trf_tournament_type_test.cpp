// SPDX-License-Identifier: MIT
// TRF26 record 192 (the tournament type) through the real binary: `pair`
// follows _BAKU (C.04.7) and refuses a system it does not pair, naming the
// line and column; `trf import` refuses such a file and leaves the event
// unchanged; a round robin section is exported with 192.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Eight players with no rounds played, 4 rounds (142), initial colour
// White (152), and the given 192 line.
std::string eightPlayers(const std::string& record192) {
  std::string text = "012 Spring Swiss\n142 4\n152 W\n" + record192 + "\n";
  for (int i = 1; i <= 8; ++i) {
    std::string line = "001    " + std::to_string(i) + "      Player " + std::to_string(i);
    line.resize(80, ' ');
    text += line + " 0.0\n";
  }
  return text;
}

}  // namespace

// Round 1 of eight (hand count, C.04.3 with C.04.7). With Baku, Group A is
// the first 2 x ceil(8/4) = 4 players; ceil(4/2) = 2 rounds are accelerated,
// the first ceil(2/2) = 1 of them with one virtual point. So {1..4} on 1
// point and {5..8} on 0 are paired apart: 1-3, 2-4 and 5-7, 6-8; 5.2.5
// gives the initial colour (White) to the higher player when his number is
// odd (1, 5) and the other one when even (2, 6): 1-3, 4-2, 5-7, 8-6.
// Without acceleration one bracket of eight: 1-5, 6-2, 3-7, 8-4.
TEST(TrfTournamentType, PairFollowsBakuOfRecord192) {
  const std::string dir = freshDir("trf-192-baku");
  writeFile(dir + "/baku.trf", eightPlayers("192 FIDE_DUTCH_2026_BAKU"));
  writeFile(dir + "/plain.trf", eightPlayers("192 FIDE_DUTCH_2026"));
  const auto baku = runArbiter({"pair", dir + "/baku.trf"});
  ASSERT_EQ(baku.exitCode, 0) << baku.err;
  EXPECT_EQ(baku.out, "4\n1 3\n4 2\n5 7\n8 6\n");
  const auto plain = runArbiter({"pair", dir + "/plain.trf"});
  ASSERT_EQ(plain.exitCode, 0) << plain.err;
  EXPECT_EQ(plain.out, "4\n1 5\n6 2\n3 7\n8 4\n");
}

// 192 FIDE_DUBOV_BAKU (line 4; Dubov is paired without acceleration):
// `pair` refuses with the place unless --system says which system to use
// (Dutch then keeps the file's _BAKU: the round of the test above); an
// unknown code is a warning and Dutch pairs.
TEST(TrfTournamentType, PairRefusesASystemItDoesNotPair) {
  const std::string dir = freshDir("trf-192-dubov");
  const std::string trf = dir + "/dubov.trf";
  writeFile(trf, eightPlayers("192 FIDE_DUBOV_BAKU"));
  const auto refused = runArbiter({"pair", trf});
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_TRUE(contains(
      refused.err, trf + ":4:5: record 192 'FIDE_DUBOV_BAKU' is a system Arbiter does not pair"))
      << refused.err;
  EXPECT_EQ(runArbiter({"pair", trf, "--system", "dutch"}).out, "4\n1 3\n4 2\n5 7\n8 6\n");

  writeFile(dir + "/unknown.trf", eightPlayers("192 SWISS_MONRAD"));
  const auto unknown = runArbiter({"pair", dir + "/unknown.trf"});
  EXPECT_EQ(unknown.exitCode, 0) << unknown.err;
  EXPECT_TRUE(contains(unknown.err, ":4:5: warning: unknown tournament type (192)")) << unknown.err;
  EXPECT_EQ(unknown.out, "4\n1 5\n6 2\n3 7\n8 4\n");
}

TEST(TrfTournamentType, ImportRefusesASystemASectionCannotUseAndExportWritesIt) {
  const std::string dir = freshDir("trf-192-import");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  writeFile(dir + "/dubov.trf", eightPlayers("192 FIDE_DUBOV_BAKU"));
  const std::string before = readAll(file);
  const auto refused = runArbiter({"trf", "import", dir + "/dubov.trf", file, "--section", "Open"});
  EXPECT_EQ(refused.exitCode, 65);
  EXPECT_TRUE(contains(refused.err, "line 4, column 5: record 192 names a pairing system"))
      << refused.err;
  EXPECT_EQ(readAll(file), before);

  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "RR", "--rounds", "3", "--pairing",
                        "round-robin"})
                .exitCode,
            0);
  const auto trf26 = runArbiter({"trf", "export", file, "--section", "RR", "--format", "trf26"});
  EXPECT_TRUE(contains(trf26.out, "\n192 BERGER_ROUNDROBIN\n")) << trf26.out;
  EXPECT_FALSE(contains(trf26.out, "### pairing system")) << trf26.out;
}
