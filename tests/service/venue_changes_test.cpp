// SPDX-License-Identifier: MIT
// The chief arbiter's override list at the venue: the latest changes of any
// seat, and the undo of one of them in his name.
#include "app/service/venue_changes.h"

#include "tests/persistence/event_file_fixture.h"
#include "tests/service/venue_account_fixture.h"

#include <gtest/gtest.h>

#include <variant>

namespace {

using service::VenueAccount;
using service::VenueRole;
using service_test::deputyOf;
using tournament::GameResult;

const VenueAccount Chief{1, "Li", VenueRole::Chief, {}, 0};

}  // namespace

// A deputy's result is the newest change, signed with his name; the chief
// undoes it (the board is empty again, the undo signed with the chief's
// name), the list shows it undone; the deputy may neither list nor undo.
TEST(VenueChanges, TheChiefUndoesADeputysResultAndTheListShowsIt) {
  const std::string path = seededEventFile("venue_changes_undo");
  service::EventSession session(path);
  ASSERT_TRUE(session.apply(tournament::EnterResult{"Open", 1, 2, GameResult::Draw},
                            service::auditSignature(deputyOf("Open"), "10.0.0.5")));
  const auto listed = service::latestChanges(session, Chief, 30);
  ASSERT_TRUE(listed);
  ASSERT_FALSE(listed->empty());
  const service::VenueChange newest = listed->front();
  EXPECT_EQ(newest.who, "Wang (deputy, 10.0.0.5)");
  EXPECT_FALSE(newest.undone);
  // seedEvent made 4 changes (event, section, players, round 1): 5 in all.
  EXPECT_EQ(listed->size(), 5u);
  EXPECT_EQ(service::latestChanges(session, Chief, 2)->size(), 2u);
  // The oldest, the event's creation, has nothing before it to go back to.
  EXPECT_FALSE(listed->back().undoable);
  EXPECT_TRUE(newest.undoable);

  EXPECT_TRUE(std::holds_alternative<service::VenueError>(
      service::undoChange(session, deputyOf("Open"), "10.0.0.5", newest.id, false).error()));
  EXPECT_FALSE(service::latestChanges(session, deputyOf("Open"), 30));

  ASSERT_TRUE(service::undoChange(session, Chief, "hall", newest.id, false));
  EXPECT_EQ(session.event().section("Open")->round(1)->board(2)->result, GameResult::Pending);
  const auto after = service::latestChanges(session, Chief, 30);
  EXPECT_TRUE(after->front().isUndo);
  EXPECT_EQ(after->front().who, "Li (chief, hall)");
  EXPECT_TRUE(after->at(1).undone);
}

// C.04.2 4.3: round 2 was paired on round 1's results, so undoing one of
// them is refused unless forced, and the pairing of round 2 stands.
TEST(VenueChanges, UndoingAResultLaterRoundsWerePairedOnNeedsForce) {
  const std::string path = seededEventFile("venue_changes_force");
  service::EventSession session(path);
  ASSERT_TRUE(session.apply(tournament::EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "t"));
  ASSERT_TRUE(session.apply(tournament::EnterResult{"Open", 1, 2, GameResult::BlackWins}, "t"));
  const int firstResult = service::latestChanges(session, Chief, 30)->at(1).id;
  ASSERT_TRUE(session.apply(tournament::SetPairing{"Open", 2, {{1, 2}, {3, 4}}}, "t"));
  const auto refused = service::undoChange(session, Chief, "hall", firstResult, false);
  ASSERT_FALSE(refused);
  const auto* error = std::get_if<persistence::UndoError>(&refused.error());
  ASSERT_NE(error, nullptr);
  EXPECT_EQ(error->code, persistence::UndoErrorCode::LaterRoundsPairedOn);
  EXPECT_EQ(session.event().section("Open")->round(1)->board(1)->result, GameResult::WhiteWins);
  ASSERT_TRUE(service::undoChange(session, Chief, "hall", firstResult, true));
  EXPECT_EQ(session.event().section("Open")->round(1)->board(1)->result, GameResult::Pending);
  EXPECT_EQ(session.event().section("Open")->rounds.size(), 2u);
}
