// SPDX-License-Identifier: MIT
// Re-entering what the event already holds stores nothing and logs nothing
// (issue 15 item 7: the same result twice made a second audit row).
#include "tests/persistence/event_file_fixture.h"

using namespace tournament;
using persistence::EventRepository;

TEST(UnchangedAction, TheSameResultTwiceIsOneAuditRow) {
  const auto path = freshEventPath("unchanged-result");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::Draw}, "t"));
  const auto rows = repo.auditLog().size();
  const auto again = repo.apply(EnterResult{"Open", 1, 1, GameResult::Draw}, "t");
  ASSERT_TRUE(again);
  EXPECT_EQ(again->auditId, 0);
  ASSERT_FALSE(again->notices.empty());
  EXPECT_EQ(again->notices.back().code, NoticeCode::NothingChanged);
  EXPECT_EQ(repo.auditLog().size(), rows);
}
