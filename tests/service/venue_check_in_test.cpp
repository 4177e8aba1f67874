// SPDX-License-Identifier: MIT
// The venue's check-in: a player checks himself in for the next round, the
// registration table (chief, organizer) marks anyone and applies it; the
// check-in itself is the domain's CheckIn action (C.04.2 3.3).
#include "app/service/venue_check_in.h"

#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>

namespace {

using service::CheckInRow;
using service::VenueAccount;
using service::VenueError;
using service::VenueErrorCode;
using service::VenueRole;

VenueAccount playerAccount(int id) { return VenueAccount{10 + id, "p", VenueRole::Player, {}, id}; }
const VenueAccount Organizer{2, "Org", VenueRole::Organizer, {}, 0};
const VenueAccount Deputy{3, "Wang", VenueRole::Deputy, {{"Open", 0, 0}}, 0};

std::optional<VenueErrorCode> refusal(std::expected<void, VenueError> answer) {
  return answer ? std::optional<VenueErrorCode>() : answer.error().code;
}

}  // namespace

TEST(VenueCheckIn, APlayerChecksInHimselfOnlyAndTheTableAnyone) {
  // seededEventFile: round 1 paired, so the round to check in for is 2.
  const std::string path = seededEventFile("check_in_marks");
  service::EventSession session(path);
  persistence::CheckInStore store(path);
  const auto& event = session.event();
  EXPECT_EQ(service::roundToCheckIn(*event.section("Open")), 2);
  EXPECT_EQ(refusal(service::markPresent(store, event, playerAccount(1), 1, true, "t1")),
            std::nullopt);
  EXPECT_EQ(refusal(service::markPresent(store, event, playerAccount(1), 2, true, "t1")),
            VenueErrorCode::Forbidden);
  EXPECT_EQ(refusal(service::markPresent(store, event, Deputy, 2, true, "t1")),
            VenueErrorCode::Forbidden);
  EXPECT_EQ(refusal(service::markPresent(store, event, Organizer, 3, true, "t2")), std::nullopt);
  EXPECT_EQ(refusal(service::markPresent(store, event, Organizer, 99, true, "t2")),
            VenueErrorCode::NoSuchPlayer);
  EXPECT_EQ(store.marks("Open", 2), (std::vector<persistence::CheckInMark>{
                                        {"Open", 2, 1, "p", "t1"}, {"Open", 2, 3, "Org", "t2"}}));
  // The table sees every player by pairing number; a player only himself.
  const auto table = service::checkInList(store, event, Organizer);
  ASSERT_TRUE(table);
  ASSERT_EQ(table->size(), 1u);
  EXPECT_EQ(table->at(0).round, 2);
  EXPECT_EQ(table->at(0).players, (std::vector<CheckInRow>{{1, 1, "Alpha", true},
                                                           {2, 2, "Bravo", false},
                                                           {3, 3, "Charlie", true},
                                                           {4, 4, "Delta", false}}));
  const auto own = service::checkInList(store, event, playerAccount(2));
  ASSERT_TRUE(own);
  EXPECT_EQ(own->at(0).players, (std::vector<CheckInRow>{{2, 2, "Bravo", false}}));
  EXPECT_EQ(service::checkInList(store, event, Deputy).error().code, VenueErrorCode::Forbidden);
  // Taken back.
  EXPECT_EQ(refusal(service::markPresent(store, event, playerAccount(1), 1, false, "t3")),
            std::nullopt);
  EXPECT_EQ(store.marks("Open", 2).size(), 1u);
}

TEST(VenueCheckIn, AppliedItGivesTheUnmarkedAZeroPointByeInOneAuditedAction) {
  const std::string path = seededEventFile("check_in_apply");
  service::EventSession session(path);
  persistence::CheckInStore store(path);
  // Nobody marked: applying would give everyone a bye, so it is refused.
  const auto empty = service::applyCheckIn(session, store, Organizer, "Open", "10.0.0.5");
  ASSERT_FALSE(empty);
  EXPECT_EQ(std::get<VenueError>(empty.error()).code, VenueErrorCode::NoneCheckedIn);
  for (const int id : {1, 2, 3})
    ASSERT_TRUE(service::markPresent(store, session.event(), playerAccount(id), id, true, "t"));
  EXPECT_EQ(std::get<VenueError>(
                service::applyCheckIn(session, store, playerAccount(1), "Open", "10.0.0.6").error())
                .code,
            VenueErrorCode::Forbidden);
  const auto auditBefore = session.auditLog().size();
  ASSERT_TRUE(service::applyCheckIn(session, store, Organizer, "Open", "10.0.0.5"));
  // C.04.2 3.3: Delta (4), not checked in, scores zero in round 2; the others
  // may be paired.
  const tournament::Section& open = *session.event().section("Open");
  EXPECT_FALSE(open.player(4)->availableIn(2));
  ASSERT_NE(open.player(4)->requestedBye(2), nullptr);
  EXPECT_EQ(open.player(4)->requestedBye(2)->kind, tournament::ByeKind::ZeroPoint);
  for (const int id : {1, 2, 3}) EXPECT_TRUE(open.player(id)->availableIn(2)) << id;
  ASSERT_EQ(session.auditLog().size(), auditBefore + 1);
  EXPECT_EQ(session.auditLog().back().who, "Org (organizer, 10.0.0.5)");
  // Delta is no longer on the table of round 2.
  EXPECT_EQ(service::checkInList(store, session.event(), Organizer)->at(0).players.size(), 3u);
  EXPECT_EQ(refusal(service::markPresent(store, session.event(), Organizer, 4, true, "t")),
            VenueErrorCode::NotAvailable);
}
