// SPDX-License-Identifier: MIT
// Guidelines I.9.3 through the CLI: the sealer absent, the replier seals his
// reply in a new envelope; the reply is read when that envelope is opened.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

TEST(EventCliEnvelopeReply, ReplierSealsHisReplyAndItIsReadAtTheNextResumption) {
  const std::string dir = freshDir("envelope-reply");
  const std::string file = seededEvent(dir);
  // Back rank: White Ra1 Kg1, Black Kg8 f7 g7 h7; White seals 41. Rb1 (legal).
  ASSERT_EQ(runOnBoardTwo({"seal", file}, {"--sealer", "white", "--move-number", "41", "--move",
                                           "Rb1", "--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41",
                                           "--white-used", "118:20", "--black-used", "121:05"})
                .exitCode,
            0);
  // I.9.3 is for the sealer's absence only.
  EXPECT_EQ(runOnBoardTwo({"unseal", file}, {"--seal-reply", "Kg6"}).exitCode, 76);
  auto reply = runOnBoardTwo({"unseal", file}, {"--sealer-absent", "--seal-reply", "Kg6",
                                                "--reply-resume", "2026-05-03 09:00"});
  ASSERT_EQ(reply.exitCode, 0) << reply.err;
  EXPECT_EQ(
      reply.out,
      "the sealed move is legal; the reply 41. Kg6 is sealed in envelope 2, kept by the arbiter "
      "until the sealer arrives (I.9.3)\n");
  auto log = runArbiter({"log", file}).out;
  EXPECT_NE(log.find("seal-reply=\"Kg6\" resume=\"2026-05-03 09:00\""), std::string::npos) << log;
  auto show = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
  EXPECT_NE(show.out.find("adjourned"), std::string::npos) << show.out;
  // The undo restores the first envelope, sealed; redo the reply.
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  ASSERT_EQ(runOnBoardTwo({"unseal", file}, {"--sealer-absent", "--seal-reply", "Kg6"}).exitCode,
            0);
  // Black's king cannot go from g8 to g6: the new sealer (Black) loses (I.8).
  auto opened = runOnBoardTwo({"unseal", file}, {});
  ASSERT_EQ(opened.exitCode, 0) << opened.err;
  EXPECT_EQ(
      opened.out,
      "envelope 2 (sealed move 41. Kg6): the sealed move is illegal in the envelope's position: "
      "the sealer (Black) loses, 1-0 (I.8; classic 10.16)\n");
  auto tsv =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_NE(tsv.out.find("2\t4\t2\t1-0"), std::string::npos) << tsv.out;
}
