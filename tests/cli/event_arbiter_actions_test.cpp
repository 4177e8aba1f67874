// SPDX-License-Identifier: MIT
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {
std::vector<std::string> board(const std::string& command, const std::string& file, int b,
                               std::vector<std::string> extra) {
  std::vector<std::string> args{command,   file, "--section", "Open",
                                "--round", "1",  "--board",   std::to_string(b)};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}
}  // namespace

// FIDE 6.7.1 with no default time: any lateness proposes the forfeit.
TEST(EventCliActions, LateArrivalProposesThenAppliesTheForfeit) {
  const std::string dir = freshDir("late");
  const std::string file = seededEvent(dir);
  auto proposed = runArbiter(board("late", file, 1, {"--player", "black", "--late", "0:30"}));
  ASSERT_EQ(proposed.exitCode, 0) << proposed.err;
  EXPECT_EQ(proposed.out,
            "incident 1 [6.7.1]: late by 0:30, past the default time: forfeit proposed "
            "(confirm with --forfeit, or enter the result)\n");
  auto applied =
      runArbiter(board("late", file, 1, {"--player", "black", "--late", "0:30", "--forfeit"}));
  EXPECT_EQ(applied.out, "incident 2 [6.7.1]: forfeit applied\n");
  auto show =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_EQ(show.out.substr(0, show.out.find('\n')), "1\t1\t3\t+/-");
}

// Classic 10.15: within the hour the time is lost on the clock.
TEST(EventCliActions, ClassicOneHourRule) {
  const std::string dir = freshDir("late-classic");
  const std::string file = seededEvent(dir, "classic");
  auto within = runArbiter(board("late", file, 2, {"--player", "white", "--late", "45"}));
  EXPECT_EQ(within.out,
            "incident 1 [classic 10.15]: late by 45:00, within the default time: the time is lost "
            "on the clock\n");
  auto refused =
      runArbiter(board("late", file, 2, {"--player", "white", "--late", "60", "--forfeit"}));
  EXPECT_EQ(refused.exitCode, 76);
}

TEST(EventCliActions, IllegalMovesArePenalisedThenLoseWithTheHelpmateTest) {
  const std::string dir = freshDir("illegal");
  const std::string file = seededEvent(dir);
  auto first = runArbiter(board("illegal", file, 1, {"--player", "white"}));
  EXPECT_EQ(first.out,
            "incident 1 [7.5.5] (illegal move no. 1 in this game): time penalty; "
            "add 2:00 to the opponent's remaining time\n");
  // Black (the opponent) has a lone king: he cannot mate, so the game is drawn.
  auto second = runArbiter(
      board("illegal", file, 1, {"--player", "white", "--fen", "8/8/4k3/8/8/8/8/R3K3 b - - 0 50"}));
  EXPECT_EQ(second.out,
            "incident 2 [7.5.5] (illegal move no. 2 in this game): game drawn: the opponent cannot "
            "mate\n");
}

// FIDE 9.5.3 versus classic 10.13(2).
TEST(EventCliActions, IncorrectDrawClaimsFollowTheProfile) {
  const std::string dir = freshDir("claims");
  const std::string fide = seededEvent(dir);
  auto fideClaim =
      runArbiter(board("draw-claim", fide, 1, {"--player", "white", "--verdict", "incorrect"}));
  EXPECT_EQ(fideClaim.out,
            "incident 1 [9.5.3]: time penalty; add 2:00 to the opponent's remaining time\n");
  const std::string classicDir = freshDir("claims-classic");
  const std::string classic = seededEvent(classicDir, "classic");
  // 40/90+30 at move 30: limit 90 min + 30 x 30 s = 105:00; 101:00 + 5:00 passes it.
  auto lost = runArbiter(board(
      "draw-claim", classic, 1,
      {"--player", "black", "--verdict", "incorrect", "--used", "101:00", "--move-number", "30"}));
  EXPECT_EQ(lost.out,
            "incident 1 [classic 10.13(2)]: game lost; add 5:00 to the claimant's used time\n");
}

// Guidelines I: seal, keep, open; an illegal sealed move loses for the sealer.
TEST(EventCliActions, AdjournmentEnvelopeFromSealToResumption) {
  const std::string dir = freshDir("envelope");
  const std::string file = seededEvent(dir);
  auto seal = runArbiter(board(
      "seal", file, 2,
      {"--sealer", "white", "--move-number", "41", "--move", "Rh8", "--fen",
       "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41", "--white-used", "118:20", "--black-used", "121:05",
       "--draw-offer", "black", "--resume", "2026-05-02 09:00", "--place", "Hall B"}));
  ASSERT_EQ(seal.exitCode, 0) << seal.err;
  EXPECT_EQ(seal.out,
            "envelope 1 sealed: round 1 board 2, move 41 sealed by White, used 118:20 / 121:05, "
            "draw offer open, resumes 2026-05-02 09:00 Hall B\n");
  EXPECT_NE(runArbiter({"event", "show", file}).out.find("adjourned games pending"),
            std::string::npos);
  EXPECT_EQ(runArbiter(board("envelope", file, 2, {"--custody", "keeping"})).exitCode, 0);
  auto unseal = runArbiter(board("unseal", file, 2, {}));
  ASSERT_EQ(unseal.exitCode, 0) << unseal.err;
  EXPECT_EQ(
      unseal.out,
      "envelope 1 (sealed move 41. Rh8): the sealed move is illegal in the envelope's position: "
      "the sealer (White) loses, 0-1 (I.8; classic 10.16)\n");
  auto show =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_NE(show.out.find("2\t4\t2\t0-1"), std::string::npos) << show.out;
  EXPECT_EQ(runArbiter(board("unseal", file, 2, {})).exitCode, 76);
}

TEST(EventCliActions, PenaltyGameLostSetsTheResult) {
  const std::string dir = freshDir("penalty");
  const std::string file = seededEvent(dir);
  auto phone = runArbiter(board(
      "penalty", file, 1, {"--player", "black", "--article", "11.3.2.2", "--option", "game-lost"}));
  EXPECT_EQ(phone.out, "incident 1 [11.3.2.2]: game lost\n");
  auto time = runArbiter(
      board("penalty", file, 2,
            {"--player", "white", "--article", "11.5", "--option", "12.9.2", "--time", "2"}));
  EXPECT_EQ(time.out, "incident 2 [11.5]: recorded; add 2:00 to the opponent's remaining time\n");
  auto show =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_EQ(show.out.substr(0, show.out.find('\n')), "1\t1\t3\t1-0");
}
