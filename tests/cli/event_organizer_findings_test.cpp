// SPDX-License-Identifier: MIT
// What a new organizer tripped over, through the real binary: changing a
// round later rounds were paired on (C.04.2 4.3), renumbering after round 1
// (C.04.2 art. 2), check-in of an unknown number, one rule for a round's
// results in both forms, a late entrant's byes for the rounds he missed
// (C.04.2 2.4), and the reason of a drawn flag (Guidelines III.3.1).
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::vector<std::string> open(std::vector<std::string> command, const std::string& round = "") {
  command.insert(command.end(), {"--section", "Open"});
  if (!round.empty()) command.insert(command.end(), {"--round", round});
  return command;
}

// The id ("5" of "#5   2026-... ") of the log's line holding `action`.
std::string auditIdOf(const std::string& log, const std::string& action) {
  const auto at = log.find(action);
  if (at == std::string::npos) return "";
  const auto start = log.rfind('#', at) + 1;
  return log.substr(start, log.find(' ', start) - start);
}

// The four-player event (Anna 1, Bert 2, Carl 3, Dora 4; 3 rounds) with
// round 1 paired (initial colour white: 1-3 on board 1, 4-2 on board 2).
std::string pairedEvent(const std::string& dir) {
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  EXPECT_EQ(runArbiter(open({"pair", file})).exitCode, 0);
  return file;
}

}  // namespace

// Round 1's results were used to pair round 2: undoing them, or
// correcting one, names the rounds and needs --force; then `pair` refuses
// while round 1 lacks a result.
TEST(OrganizerFindings, ChangingARoundLaterRoundsWerePairedOnNeedsForce) {
  const std::string dir = freshDir("findings-paired-on");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(open({"results", file, "1 ="}, "1")).exitCode, 0);
  ASSERT_EQ(runArbiter(open({"pair", file})).exitCode, 0);
  const std::string results =
      auditIdOf(runArbiter({"log", file}).out, "results section=\"Open\" round=1 1=1-0 2=1/2-1/2");
  ASSERT_FALSE(results.empty());
  const std::string before = readAll(file);

  const auto undo = runArbiter({"undo", file, "--id", results});
  EXPECT_EQ(undo.exitCode, 76) << undo.err;
  EXPECT_TRUE(contains(undo.err, "round 1 of section \"Open\"")) << undo.err;
  EXPECT_TRUE(contains(undo.err, "round 2 was paired on it")) << undo.err;
  EXPECT_TRUE(contains(undo.err, "--force")) << undo.err;
  const auto correct = runArbiter(open({"result", file, "0-1", "--board", "1", "--correct"}, "1"));
  EXPECT_EQ(correct.exitCode, 76) << correct.err;
  EXPECT_TRUE(contains(correct.err, "round 2 was paired on it")) << correct.err;
  EXPECT_EQ(readAll(file), before);

  const auto forced = runArbiter({"undo", file, "--id", results, "--force"});
  EXPECT_EQ(forced.exitCode, 0) << forced.err;
  ASSERT_EQ(runArbiter(open({"results", file, "1 1"}, "2")).exitCode, 0);
  const auto pair = runArbiter(open({"pair", file}));
  EXPECT_EQ(pair.exitCode, 76) << pair.out;
  EXPECT_TRUE(contains(pair.err, "round 1 has no result on boards 1, 2")) << pair.err;
}

// Anna 2400 (1), Bert 2300 (2), Carl 2200 (3), Dora 2100 (4). After round
// 1, Zed 2500 takes number 5 and nobody moves; Yan 2450 with --rerank
// ranks the list again: Zed 1, Yan 2, Anna 3, Bert 4, Carl 5, Dora 6, and
// the table says so, old -> new, on screen and in the log.
TEST(OrganizerFindings, NumbersStayAfterRoundOneUnlessTheOrganizerReranks) {
  const std::string dir = freshDir("findings-renumbering");
  const std::string file = pairedEvent(dir);
  const auto zed = runArbiter(open({"player", "add", file, "--name", "Zed", "--rating", "2500"}));
  EXPECT_EQ(zed.exitCode, 0) << zed.err;
  EXPECT_TRUE(contains(zed.out, "as pairing number 5")) << zed.out;
  EXPECT_FALSE(contains(zed.out, "renumbered")) << zed.out;

  const auto yan =
      runArbiter(open({"player", "add", file, "--name", "Yan", "--rating", "2450", "--rerank"}));
  EXPECT_EQ(yan.exitCode, 0) << yan.err;
  EXPECT_TRUE(contains(yan.out,
                       "note: renumbered: 1 -> 3\nnote: renumbered: 2 -> 4\n"
                       "note: renumbered: 3 -> 5\nnote: renumbered: 4 -> 6\n"
                       "note: renumbered: 5 -> 1\n"))
      << yan.out;
  EXPECT_TRUE(contains(yan.out, "as pairing number 2")) << yan.out;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "renumbered=1>3,2>4,3>5,4>6,5>1"));
}

// The positional form refuses 99 with 76; --absent 99 the same way.
TEST(OrganizerFindings, CheckInOfAnAbsentNumberNobodyHasIsRefused) {
  const std::string dir = freshDir("findings-checkin");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(open({"results", file, "1 ="}, "1")).exitCode, 0);
  const std::string before = readAll(file);
  const auto absent = runArbiter(open({"checkin", file, "--absent", "99"}, "2"));
  EXPECT_EQ(absent.exitCode, 76) << absent.out;
  EXPECT_TRUE(contains(absent.err, "no player with pairing number 99")) << absent.err;
  EXPECT_EQ(readAll(file), before);
}

// Board 2 typed on its own first: the whole line is then fine when it
// agrees, and a different result is named by its board. One rule for both
// forms: a board still without a result must be given, in either form.
TEST(OrganizerFindings, OneRuleForARoundsResultsInBothForms) {
  const std::string dir = freshDir("findings-results");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(open({"result", file, "1/2-1/2", "--board", "2"}, "1")).exitCode, 0);
  const auto differs = runArbiter(open({"results", file, "1 0"}, "1"));
  EXPECT_EQ(differs.exitCode, 76) << differs.out;
  EXPECT_TRUE(contains(differs.err, "board 2 already has a final result")) << differs.err;

  writeFile(dir + "/partial.txt", "2 =\n");
  const auto partial = runArbiter(open({"results", file, "--file", dir + "/partial.txt"}, "1"));
  EXPECT_EQ(partial.exitCode, 76) << partial.out;
  EXPECT_TRUE(contains(partial.err, "board 1 has no result")) << partial.err;

  const auto agrees = runArbiter(open({"results", file, "1 ="}, "1"));
  EXPECT_EQ(agrees.exitCode, 0) << agrees.err;
  // Board 1 stored now, board 2 as typed: a file naming only board 1 again
  // leaves out a board that has its result, which is fine.
  writeFile(dir + "/board1.txt", "1 1-0\n");
  EXPECT_EQ(runArbiter(open({"results", file, "--file", dir + "/board1.txt"}, "1")).exitCode, 0);
}

// Zed enters after round 1 is paired: round 1 is one he missed. C.04.2
// 2.4 gives him zero there unless the rules say otherwise; with
// --rules-allow his half-point bye stands in round 1.
TEST(OrganizerFindings, ALateEntrantsByeForAMissedRoundWhereTheRulesAllowIt) {
  const std::string dir = freshDir("findings-late-bye");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(open({"player", "add", file, "--name", "Zed", "--rating", "2000"})).exitCode,
            0);
  const auto refused =
      runArbiter(open({"player", "bye", file, "--player", "5", "--kind", "half"}, "1"));
  EXPECT_EQ(refused.exitCode, 76) << refused.out;
  EXPECT_TRUE(contains(refused.err, "C.04.2 2.4")) << refused.err;
  EXPECT_TRUE(contains(refused.err, "--rules-allow")) << refused.err;
  const auto allowed = runArbiter(
      open({"player", "bye", file, "--player", "5", "--kind", "half", "--rules-allow"}, "1"));
  EXPECT_EQ(allowed.exitCode, 0) << allowed.err;
  const auto round1 = runArbiter(open({"round", "show", file}, "1"));
  EXPECT_TRUE(contains(round1.out, "Zed (5): half-point bye")) << round1.out;
}

// Guidelines III.3.1: both flags down in the last period, the first
// unknown, is a draw for that reason, not because nobody can mate.
TEST(OrganizerFindings, BothFlagsInTheLastPeriodDrawForThatReason) {
  const std::string dir = freshDir("findings-flags");
  const std::string file = pairedEvent(dir);
  const auto flag =
      runArbiter(open({"flag", file, "--both", "--last-period", "--board", "1"}, "1"));
  EXPECT_EQ(flag.exitCode, 0) << flag.err;
  EXPECT_TRUE(contains(flag.out, "both flags fell in the last period")) << flag.out;
  EXPECT_FALSE(contains(flag.out, "cannot mate")) << flag.out;
}

// Dora (4) withdraws from round 2: `round show` of round 2 still lists her.
TEST(OrganizerFindings, RoundShowListsAWithdrawnPlayer) {
  const std::string dir = freshDir("findings-withdrawn");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(open({"results", file, "1 ="}, "1")).exitCode, 0);
  ASSERT_EQ(
      runArbiter(open({"player", "withdraw", file, "--player", "4", "--from-round", "2"})).exitCode,
      0);
  ASSERT_EQ(runArbiter(open({"pair", file})).exitCode, 0);
  const auto round2 = runArbiter(open({"round", "show", file}, "2"));
  EXPECT_TRUE(contains(round2.out, "Dora (4): withdrawn (from round 2)")) << round2.out;
}

// `event show` names the tie-breaks the section ranks by, in order.
TEST(OrganizerFindings, EventShowPrintsTheTieBreakList) {
  const std::string dir = freshDir("findings-event-show");
  const std::string file = fourPlayerEvent(dir, {"--tie-breaks", "BH/C1,BH,SB"});
  const auto shown = runArbiter({"event", "show", file});
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
  EXPECT_TRUE(contains(shown.out, "  tie-breaks: BH/C1, BH, SB (C.07, 2026 edition)\n"))
      << shown.out;
}

// Guidelines I.8: an ambiguous sealed move loses; the message says what was
// ambiguous. White's knights on b1 and f3 can both go to d2; Black (king
// and queen) can still win, so the sealer loses.
TEST(OrganizerFindings, AnAmbiguousSealedMoveSaysWhatWasAmbiguous) {
  const std::string dir = freshDir("findings-ambiguous-seal");
  const std::string file = seededEvent(dir);
  const auto seal =
      runArbiter(open({"seal", file, "--board", "1", "--sealer", "white", "--move-number", "41",
                       "--move", "Nd2", "--fen", "6k1/8/8/8/8/5N2/q7/1N4K1 w - - 0 41",
                       "--white-used", "118:20", "--black-used", "121:05"},
                      "1"));
  ASSERT_EQ(seal.exitCode, 0) << seal.err;
  const auto unseal = runArbiter(open({"unseal", file, "--board", "1"}, "1"));
  ASSERT_EQ(unseal.exitCode, 0) << unseal.err;
  EXPECT_EQ(unseal.out,
            "envelope 1 (sealed move 41. Nd2): the sealed move is ambiguous (it fits the pieces "
            "on b1 and f3): the sealer (White) loses, 0-1 (I.8; classic 10.16)\n");
}

// Round 1's sheets are printed with Anna 1, Bert 2, Carl 3, Dora 4. Zed
// (no --rerank) takes 5 and moves nobody: no warning. Yan 2450 with
// --rerank (C.04.2 art. 2) ranks the list again,
// by rating with Zed 2500 first: Zed 1, Yan 2, Anna 3, Bert 4, Carl 5,
// Dora 6. `result` and `checkin` then warn that the sheets show old
// numbers, old -> new for the four players on them (Zed and Yan are not);
// undone, the warning goes.
TEST(OrganizerFindings, ResultAndCheckInWarnWhenNumbersChangedSinceThePrintedSheets) {
  const std::string dir = freshDir("findings-moved-numbers");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(runArbiter(open({"player", "add", file, "--name", "Zed", "--rating", "2500"})).exitCode,
            0);
  const auto quiet = runArbiter(open({"result", file, "1-0", "--board", "1"}, "1"));
  EXPECT_EQ(quiet.exitCode, 0) << quiet.err;
  EXPECT_FALSE(contains(quiet.err, "warning")) << quiet.err;

  ASSERT_EQ(
      runArbiter(open({"player", "add", file, "--name", "Yan", "--rating", "2450", "--rerank"}))
          .exitCode,
      0);
  const std::string moved =
      "warning: pairing numbers changed since round 1 was paired, so its printed sheets show the "
      "old numbers: 1 -> 3, 2 -> 4, 3 -> 5, 4 -> 6\n";
  const auto result = runArbiter(open({"result", file, "1/2-1/2", "--board", "2"}, "1"));
  EXPECT_EQ(result.exitCode, 0) << result.err;
  EXPECT_TRUE(contains(result.err, moved)) << result.err;
  const auto checkin = runArbiter(open({"checkin", file, "1", "2", "3", "4", "5", "6"}, "2"));
  EXPECT_TRUE(contains(checkin.err, moved)) << checkin.err;

  // The check-in and the result undone, then the renumbering: the sheets are true again.
  for (int undo = 0; undo < 3; ++undo) ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  const auto after = runArbiter(open({"result", file, "1/2-1/2", "--board", "2"}, "1"));
  EXPECT_FALSE(contains(after.err, "warning")) << after.err;
}
