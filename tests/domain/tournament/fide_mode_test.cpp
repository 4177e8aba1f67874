// SPDX-License-Identifier: MIT
// FIDE mode (rules-reference §5): leaving needs confirmation and happens
// once; a second half-point bye is warned about in FIDE mode only.
#include "tests/domain/tournament/event_builder.h"

namespace {

using namespace testing_event;

Event inFideMode() {
  Event event = fourPlayers();
  event.sections[0].settings.fideMode = true;
  return event;
}

std::vector<Notice> noticesOf(const Event& event, const Action& action) {
  auto outcome = applyAction(event, action);
  EXPECT_TRUE(outcome.has_value());
  return outcome ? outcome->notices : std::vector<Notice>{};
}

}  // namespace

TEST(FideMode, LeavingNeedsConfirmationAndCannotBeRepeated) {
  const Event event = inFideMode();
  EXPECT_EQ(refused(event, LeaveFideMode{"S", false}), ActionErrorCode::ConfirmationNeeded);
  const Event left = accepted(event, LeaveFideMode{"S", true});
  EXPECT_FALSE(section(left).settings.fideMode);
  EXPECT_EQ(refused(left, LeaveFideMode{"S", true}), ActionErrorCode::NotInFideMode);
}

TEST(FideMode, SecondHalfPointByeIsWarned) {
  const Event event = accepted(inFideMode(), RequestBye{"S", 2, 2, ByeKind::HalfPoint, false});
  const auto second = noticesOf(event, RequestBye{"S", 2, 3, ByeKind::HalfPoint, false});
  ASSERT_EQ(second.size(), 1u);
  EXPECT_EQ(second[0].code, NoticeCode::SecondHalfPointBye);
  EXPECT_EQ(second[0].detail, 2);
  // Re-requesting the same round's bye is not a second one; another player's first is not.
  EXPECT_TRUE(noticesOf(event, RequestBye{"S", 2, 2, ByeKind::HalfPoint, false}).empty());
  EXPECT_TRUE(noticesOf(event, RequestBye{"S", 3, 3, ByeKind::HalfPoint, false}).empty());
  // Outside FIDE mode: no warning.
  const Event left = accepted(event, LeaveFideMode{"S", true});
  EXPECT_TRUE(noticesOf(left, RequestBye{"S", 2, 3, ByeKind::HalfPoint, false}).empty());
}
