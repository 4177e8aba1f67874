// SPDX-License-Identifier: MIT
// A late arrival and a penalty recorded from a venue station: the role
// check, the rules' verdict and the audit row.
#include "app/service/venue_incident.h"

#include "tests/persistence/event_file_fixture.h"
#include "tests/service/venue_account_fixture.h"

#include <gtest/gtest.h>

#include <variant>

namespace {

using service::VenueAccount;
using service::VenueRole;
using service_test::deputyOf;
using tournament::GameResult;

// Board 2 of seedEvent's round 1 is Delta (White) - Bravo (Black).
tournament::RecordLateArrival blackLateOnBoardTwo(int secondsLate, bool forfeit) {
  return {"Open", 1, 2, tournament::LateSide::Black, secondsLate, forfeit, ""};
}

}  // namespace

// A deputy of board 1 records a late arrival on board 2, and the organizer
// on any board: both refused as Forbidden, the file as it was.
TEST(VenueIncident, OnlyTheChiefAndTheDeputyOfTheBoardRecordIncidents) {
  const std::string path = seededEventFile("venue_incident_forbidden");
  service::EventSession session(path);
  const auto before = storedNow(path);
  for (const VenueAccount& who :
       {deputyOf("Open:1"), VenueAccount{2, "Org", VenueRole::Organizer, {}, 0},
        VenueAccount{3, "Bravo", VenueRole::Player, {}, 2}}) {
    const auto refused =
        service::recordStationIncident(session, who, "10.0.0.5", blackLateOnBoardTwo(60, false));
    ASSERT_FALSE(refused) << who.name;
    const auto* error = std::get_if<service::VenueError>(&refused.error());
    ASSERT_NE(error, nullptr) << who.name;
    EXPECT_EQ(error->code, service::VenueErrorCode::Forbidden);
  }
  EXPECT_EQ(storedNow(path), before);
}

// Laws 6.7.1: "If the default time is not specified, then it is zero", so
// Bravo, one minute late, is past it: the forfeit is proposed and the game
// stays pending; the deputy then applies it and White wins by forfeit
// (+/-). Each is one audit row in the deputy's name and station.
TEST(VenueIncident, ALateArrivalPastTheDefaultTimeIsProposedThenAppliedByTheDeputy) {
  const std::string path = seededEventFile("venue_incident_late");
  service::EventSession session(path);
  const auto before = session.auditLog().size();
  const auto proposed = service::recordStationIncident(session, deputyOf("Open:2"), "10.0.0.5",
                                                       blackLateOnBoardTwo(60, false));
  ASSERT_TRUE(proposed);
  ASSERT_TRUE(proposed->incident);
  EXPECT_EQ(proposed->incident->verdict, tournament::Verdict::ForfeitProposed);
  EXPECT_EQ(proposed->incident->article, "6.7.1");
  EXPECT_EQ(proposed->incident->player, 2);  // Bravo
  EXPECT_EQ(session.event().section("Open")->round(1)->board(2)->result, GameResult::Pending);
  const auto applied = service::recordStationIncident(session, deputyOf("Open:2"), "10.0.0.5",
                                                      blackLateOnBoardTwo(60, true));
  ASSERT_TRUE(applied);
  EXPECT_EQ(applied->incident->verdict, tournament::Verdict::ForfeitApplied);
  EXPECT_EQ(session.event().section("Open")->round(1)->board(2)->result,
            GameResult::WhiteForfeitWin);
  const auto log = session.auditLog();
  ASSERT_EQ(log.size(), before + 2);
  EXPECT_EQ(log.back().who, "Wang (deputy, 10.0.0.5)");
}

// Laws 12.9.2 gives the opponent more time: recorded with its clock effect;
// a penalty without the article applied is refused by the rules and writes nothing.
TEST(VenueIncident, APenaltyNeedsItsArticleAndKeepsItsClockEffect) {
  const std::string path = seededEventFile("venue_incident_penalty");
  service::EventSession session(path);
  tournament::RecordPenalty penalty;
  penalty.section = "Open";
  penalty.round = 1;
  penalty.board = 1;
  penalty.offender = tournament::Color::White;
  penalty.option = tournament::PenaltyOption::TimeToOpponent;
  penalty.seconds = 120;
  const VenueAccount chief{1, "Li", VenueRole::Chief, {}, 0};
  const auto before = storedNow(path);
  const auto refused = service::recordStationIncident(session, chief, "hall", penalty);
  ASSERT_FALSE(refused);
  const auto* error = std::get_if<tournament::ActionError>(&refused.error());
  ASSERT_NE(error, nullptr);
  EXPECT_EQ(error->code, tournament::ActionErrorCode::MissingArticle);
  EXPECT_EQ(storedNow(path), before);
  penalty.article = "11.3.2.2";
  const auto recorded = service::recordStationIncident(session, chief, "hall", penalty);
  ASSERT_TRUE(recorded);
  EXPECT_EQ(recorded->incident->clock, tournament::ClockEffect::OpponentRemainingAdded);
  EXPECT_EQ(recorded->incident->seconds, 120);
  EXPECT_EQ(recorded->incident->player, 1);  // Alpha, White on board 1
  EXPECT_EQ(session.auditLog().back().who, "Li (chief, hall)");
}
