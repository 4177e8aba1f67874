// SPDX-License-Identifier: MIT
#include "app/service/venue_result.h"

#include "tests/persistence/event_file_fixture.h"
#include "tests/service/venue_account_fixture.h"

#include <gtest/gtest.h>

#include <variant>

namespace {

using service::AreaPart;
using service::BoardResultView;
using service::VenueAccount;
using service::VenueRole;
using service_test::deputyOf;
using tournament::GameResult;

service::StationResult result(int board, GameResult entered, GameResult seen) {
  return {"Open", 1, board, {entered, false}, {seen, false}};
}

}  // namespace

TEST(VenueArea, ReadsSectionsAndBoardRanges) {
  EXPECT_EQ(service::parseArea("Open, Rapid:1-20, Blitz:7"),
            (std::vector<AreaPart>{{"Open", 0, 0}, {"Rapid", 1, 20}, {"Blitz", 7, 7}}));
  EXPECT_EQ(service::parseArea(""), std::vector<AreaPart>{});
  EXPECT_FALSE(service::parseArea("Open:20-1"));
  EXPECT_FALSE(service::parseArea("Open:0"));
  EXPECT_FALSE(service::parseArea("Open:x"));
  EXPECT_FALSE(service::parseArea(":3"));
}

TEST(VenueArea, ADeputyEntersResultsInsideHisAreaOnlyAndPlayersAndOrganizersNever) {
  const VenueAccount deputy = deputyOf("Open:1-20");
  EXPECT_TRUE(service::mayEnterResult(deputy, "Open", 1));
  EXPECT_TRUE(service::mayEnterResult(deputy, "Open", 20));
  EXPECT_FALSE(service::mayEnterResult(deputy, "Open", 21));
  EXPECT_FALSE(service::mayEnterResult(deputy, "Rapid", 1));
  EXPECT_TRUE(service::mayEnterResult({1, "Li", VenueRole::Chief, {}, 0}, "Rapid", 99));
  EXPECT_FALSE(service::mayEnterResult({2, "Org", VenueRole::Organizer, {}, 0}, "Open", 1));
  EXPECT_FALSE(service::mayEnterResult({3, "p", VenueRole::Player, {}, 1}, "Open", 1));
}

TEST(VenueBoards, APlayerSeesOnlyHisOwnBoardAndADeputyHisArea) {
  const std::string path = seededEventFile("venue_boards");
  service::EventSession session(path);
  // Alpha (id 1) plays board 1.
  const auto own = service::stationBoards(session.event(), {9, "p", VenueRole::Player, {}, 1}, {});
  ASSERT_EQ(own.size(), 1u);
  EXPECT_EQ(own[0].board, 1);
  EXPECT_EQ(own[0].whiteName, "Alpha");
  EXPECT_FALSE(own[0].mayEnter);
  const auto area = service::stationBoards(session.event(), deputyOf("Open:2"), {});
  ASSERT_EQ(area.size(), 1u);
  EXPECT_EQ(area[0].board, 2);
  EXPECT_TRUE(area[0].mayEnter);
  EXPECT_EQ(service::stationBoards(session.event(), {1, "Li", VenueRole::Chief, {}, 0}, {}).size(),
            2u);
}

TEST(VenueBoards, AVersionIsTheResultSeenAndReadsBack) {
  EXPECT_EQ(service::boardVersion({GameResult::Pending, false}), "*");
  EXPECT_EQ(service::boardVersion({GameResult::Draw, true}), "1/2-1/2:unrated");
  EXPECT_EQ(service::parseBoardVersion("1/2-1/2:unrated"),
            (BoardResultView{GameResult::Draw, true}));
  EXPECT_EQ(service::parseBoardVersion("1-0"), (BoardResultView{GameResult::WhiteWins, false}));
  EXPECT_FALSE(service::parseBoardVersion("2-0"));
}

// A deputy of boards 1-1 sends a result for board 2: refused as Forbidden,
// and the file holds what it held.
TEST(VenueResult, ADeputyOutsideHisAreaIsRefusedAndTheFileIsUnchanged) {
  const std::string path = seededEventFile("venue_outside");
  service::EventSession session(path);
  const auto before = storedNow(path);
  const auto refused = service::enterStationResult(
      session, deputyOf("Open:1"), "10.0.0.5", result(2, GameResult::Draw, GameResult::Pending));
  ASSERT_FALSE(refused);
  const auto* error = std::get_if<service::VenueError>(&refused.error());
  ASSERT_NE(error, nullptr);
  EXPECT_EQ(error->code, service::VenueErrorCode::Forbidden);
  EXPECT_EQ(storedNow(path), before);
}

// Inside his area the result is stored in one audited transaction signed
// by the account, its role and its station.
TEST(VenueResult, ADeputysResultIsAuditedInHisNameAndStation) {
  const std::string path = seededEventFile("venue_inside");
  service::EventSession session(path);
  ASSERT_TRUE(service::enterStationResult(session, deputyOf("Open"), "10.0.0.5",
                                          result(2, GameResult::Draw, GameResult::Pending)));
  EXPECT_EQ(session.event().section("Open")->round(1)->board(2)->result, GameResult::Draw);
  EXPECT_EQ(session.auditLog().back().who, "Wang (deputy, 10.0.0.5)");
}

// Two stations on board 1: the second, still showing the empty board,
// is refused with the first one's result, and the file is unchanged.
TEST(VenueResult, TheSecondStationOnOneBoardIsRefusedWithTheFirstsResult) {
  const std::string path = seededEventFile("venue_two_stations");
  service::EventSession first(path);
  service::EventSession second(path);
  ASSERT_TRUE(service::enterStationResult(first, deputyOf("Open"), "a",
                                          result(1, GameResult::WhiteWins, GameResult::Pending)));
  const auto before = storedNow(path);
  const auto refused =
      service::enterStationResult(second, {1, "Li", VenueRole::Chief, {}, 0}, "b",
                                  result(1, GameResult::BlackWins, GameResult::Pending));
  ASSERT_FALSE(refused);
  const auto* changed = std::get_if<service::ResultChangedMeanwhile>(&refused.error());
  ASSERT_NE(changed, nullptr);
  EXPECT_EQ(changed->stored, (BoardResultView{GameResult::WhiteWins, false}));
  EXPECT_EQ(storedNow(path), before);
}
