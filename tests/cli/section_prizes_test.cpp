// SPDX-License-Identifier: MIT
// The prize table and the check-in rule kept with the section (schema 12):
// set by `section add/edit --prizes FILE|none --absence ...`, shown by
// `event show`, audited and undone, used by `prizes` and `checkin` when
// they are given none of their own.
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

// After round 1 ("1 =": Anna beats Carl, Dora and Bert draw): Anna 1, Bert
// and Dora 1/2, Carl 0. With "tie = shared" Bert and Dora share places 2
// and 3: (50 + 0) / 2 = 25 each.
TEST(SectionPrizes, TheStoredPrizeTableIsShownAuditedUndoneAndUsedByPrizes) {
  const std::string dir = freshDir("section-prizes");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--section", "Open", "--round", "1", "1 ="}).exitCode, 0);

  // "1O0" (letter O): the prize at column 20 of line 2 is no amount; nothing stored.
  writeFile(dir + "/bad.txt", "tie = shared\ncategory Overall = 1O0\n");
  const auto bad =
      runArbiter({"section", "edit", file, "--section", "Open", "--prizes", dir + "/bad.txt"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_TRUE(contains(bad.err, "bad.txt: line 2, column 20: a prize is an amount")) << bad.err;
  EXPECT_FALSE(contains(runArbiter({"event", "show", file}).out, "prize table"));
  const auto none = runArbiter({"prizes", file, "--section", "Open"});
  EXPECT_EQ(none.exitCode, 76);
  EXPECT_TRUE(contains(none.err, "section 'Open' has no prize table")) << none.err;

  writeFile(dir + "/prizes.txt", "tie = shared\ncategory Overall = 100 50\n");
  const auto stored = runArbiter({"section", "edit", file, "--section", "Open", "--prizes",
                                  dir + "/prizes.txt", "--absence", "withdraw-after-2"});
  ASSERT_EQ(stored.exitCode, 0) << stored.err;
  const auto shown = runArbiter({"event", "show", file});
  EXPECT_TRUE(contains(shown.out,
                       "  absence: a zero-point bye, withdrawn after 2 absences\n"
                       "  prize table:\n"
                       "    tie = shared\n"
                       "    category Overall = 100 50\n"))
      << shown.out;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out,
                       "section edit section=\"Open\" prizes=2-lines absence=withdraw-after-2"));

  const auto prizes = runArbiter({"prizes", file, "--section", "Open", "--format", "csv"});
  EXPECT_EQ(prizes.exitCode, 0) << prizes.err;
  EXPECT_EQ(prizes.out,
            "category,place,start_number,name,amount,item,shared_with\r\n"
            "Overall,1,1,Anna,100,,0\r\n"
            "Overall,2,2,Bert,25,,2\r\n"
            "Overall,3,4,Dora,25,,2\r\n")
      << prizes.out;
  // A table given to the command wins over the section's: 1 = 70, no tie rule
  // (by tie-break) gives place 2 (30) to one of the two.
  writeFile(dir + "/other.txt", "category Overall = 70 30\n");
  const auto other = runArbiter(
      {"prizes", file, "--section", "Open", "--table", dir + "/other.txt", "--format", "csv"});
  EXPECT_EQ(other.exitCode, 0) << other.err;
  EXPECT_TRUE(contains(other.out, "Overall,1,1,Anna,70,,0\r\n")) << other.out;

  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  const auto undone = runArbiter({"event", "show", file});
  EXPECT_FALSE(contains(undone.out, "prize table")) << undone.out;
  EXPECT_FALSE(contains(undone.out, "absence:")) << undone.out;

  const auto badRule =
      runArbiter({"section", "edit", file, "--section", "Open", "--absence", "withdraw-after-0"});
  EXPECT_EQ(badRule.exitCode, 64);
  EXPECT_TRUE(contains(badRule.err, "--absence 'withdraw-after-0'")) << badRule.err;
}

// The rule set at `section add`: withdrawn after 1 absence. Dora, absent
// in round 2, is withdrawn from round 3 on by the check-in that names no
// limit; `--withdraw-after 0` for one check-in keeps an absent player in.
TEST(SectionPrizes, CheckInFollowsTheSectionsAbsenceRule) {
  const std::string dir = freshDir("section-absence");
  const std::string file =
      fourPlayerEvent(dir, {"--initial-colour", "white", "--absence", "withdraw-after-1"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--section", "Open", "--round", "1", "1 ="}).exitCode, 0);
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, " absence=withdraw-after-1"));
  const auto checked =
      runArbiter({"checkin", file, "--section", "Open", "--round", "2", "--absent", "4"});
  EXPECT_EQ(checked.exitCode, 0) << checked.err;
  EXPECT_TRUE(contains(checked.out + checked.err,
                       "player 4 has reached the limit of absences: withdrawn from the next round"))
      << checked.out << checked.err;
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  const auto kept = runArbiter({"checkin", file, "--section", "Open", "--round", "2", "--absent",
                                "4", "--withdraw-after", "0"});
  EXPECT_EQ(kept.exitCode, 0) << kept.err;
  EXPECT_FALSE(contains(kept.out + kept.err, "limit of absences")) << kept.out << kept.err;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out,
                       "checkin section=\"Open\" round=2 absent=4 withdraw-after=0"));
}
