// SPDX-License-Identifier: MIT
#include "app/service/result_entry.h"

#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>

#include <variant>

namespace {

using service::BoardResultView;
using tournament::GameResult;

tournament::GameResult storedResultOf(const std::string& path, int board) {
  service::EventSession reader(path);
  return reader.event().section("Open")->round(1)->board(board)->result;
}

service::ResultEntry entryAt(int board, GameResult result, GameResult shown,
                             const std::string& who) {
  return {"Open", 1, board, {result, false}, {shown, false}, who};
}

}  // namespace

// Two desks on one file, both showing board 1 of round 1 without a result
// (seedEvent: 1-3 on board 1, not played). Desk A enters 1-0; desk B, which
// has read the event before A's write, enters 0-1 against the empty board
// it showed: refused, with A's 1-0 named, and A's result is still stored.
// Entered again against the 1-0 it now shows, B's correction is stored.
TEST(ResultEntry, AResultTypedOverOneEnteredMeanwhileAtAnotherDeskIsRefusedWithTheStoredOne) {
  const std::string path = seededEventFile("two_desks");
  service::EventSession deskA(path);
  service::EventSession deskB(path);
  ASSERT_EQ(deskB.event().section("Open")->round(1)->board(1)->result, GameResult::Pending);

  ASSERT_TRUE(service::enterResult(
      deskA, entryAt(1, GameResult::WhiteWins, GameResult::Pending, "A @ desk-a")));
  const auto refused = service::enterResult(
      deskB, entryAt(1, GameResult::BlackWins, GameResult::Pending, "B @ desk-b"));
  ASSERT_FALSE(refused);
  const auto* changed = std::get_if<service::ResultChangedMeanwhile>(&refused.error());
  ASSERT_NE(changed, nullptr);
  EXPECT_EQ(changed->stored, (BoardResultView{GameResult::WhiteWins, false}));
  EXPECT_EQ(storedResultOf(path, 1), GameResult::WhiteWins);

  ASSERT_TRUE(service::enterResult(
      deskB, entryAt(1, GameResult::BlackWins, GameResult::WhiteWins, "B @ desk-b")));
  EXPECT_EQ(storedResultOf(path, 1), GameResult::BlackWins);
  // The log names each desk's arbiter and station.
  const auto log = deskA.auditLog();
  ASSERT_GE(log.size(), 2u);
  EXPECT_EQ(log[log.size() - 2].who, "A @ desk-a");
  EXPECT_EQ(log.back().who, "B @ desk-b");
}

// The same result typed at two desks is no conflict: nothing changes and
// no second audit row is written.
TEST(ResultEntry, TheSameResultEnteredAtTwoDesksIsNoConflict) {
  const std::string path = seededEventFile("same_result");
  service::EventSession deskA(path);
  service::EventSession deskB(path);
  ASSERT_TRUE(service::enterResult(deskA, entryAt(2, GameResult::Draw, GameResult::Pending, "A")));
  const auto rows = deskA.auditLog().size();
  const auto again =
      service::enterResult(deskB, entryAt(2, GameResult::Draw, GameResult::Pending, "B"));
  ASSERT_TRUE(again);
  EXPECT_EQ(again->auditId, 0);
  EXPECT_EQ(deskB.auditLog().size(), rows);
}

// A result the desk showed is replaced as the arbiter confirmed it there
// (a correction; the domain refuses a final result replaced without one).
TEST(ResultEntry, ReplacingTheResultShownIsACorrection) {
  const std::string path = seededEventFile("replace_shown");
  {
    persistence::EventRepository repository(path);
    ASSERT_TRUE(repository.apply(tournament::EnterResult{"Open", 1, 1, GameResult::Draw}, "t"));
  }
  service::EventSession desk(path);
  ASSERT_TRUE(service::enterResult(desk, entryAt(1, GameResult::WhiteWins, GameResult::Draw, "A")));
  EXPECT_EQ(storedResultOf(path, 1), GameResult::WhiteWins);
}
