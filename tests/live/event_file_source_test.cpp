// SPDX-License-Identifier: MIT
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "persistence/event_repository.h"
#include "tests/live/loopback_options.h"
#include "tests/persistence/event_file_fixture.h"

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/StreamCopier.h>
#include <gtest/gtest.h>

#include <filesystem>

namespace {

// GET on the loopback interface with a 5-second timeout: status and body.
std::pair<int, std::string> get(std::uint16_t port, const std::string& target) {
  Poco::Net::HTTPClientSession session("127.0.0.1", port);
  session.setTimeout(Poco::Timespan(5, 0));
  Poco::Net::HTTPRequest request("GET", target, Poco::Net::HTTPMessage::HTTP_1_1);
  session.sendRequest(request);
  Poco::Net::HTTPResponse response;
  std::istream& in = session.receiveResponse(response);
  std::string body;
  Poco::StreamCopier::copyToString(in, body);
  return {static_cast<int>(response.getStatus()), body};
}

}  // namespace

TEST(EventFileSource, PublishesTheBoardsAndResultsOfAnEventFile) {
  const std::string path = ARBITER_TEST_OUTPUT_DIR "/live_event.arbiter";
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  std::filesystem::remove(path);
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);  // round 1: 1-3 and 4-2, not yet played
    ASSERT_TRUE(repository.apply(
        tournament::EnterResult{"Open", 1, 1, tournament::GameResult::WhiteWins}, "tester"));
  }
  live::LiveServer server(live::eventFileSource(path, "Open"), live::standingsBuilder(),
                          live_test::loopback(1));
  const auto [status, body] = get(server.port(), "/api/pairings");
  ASSERT_EQ(status, 200) << body;
  const auto json = Poco::JSON::Parser().parse(body).extract<Poco::JSON::Object::Ptr>();
  EXPECT_EQ(json->getValue<int>("round"), 1);
  const auto boards = json->getArray("boards");
  ASSERT_EQ(boards->size(), 2u);
  // Alpha (1) beat Charlie (3); Delta (4) - Bravo (2) is still being played.
  EXPECT_EQ(boards->getObject(0)->getObject("white")->getValue<std::string>("name"), "Alpha");
  EXPECT_EQ(boards->getObject(0)->getValue<std::string>("result"), "1-0");
  EXPECT_EQ(boards->getObject(1)->getValue<std::string>("result"), "");
}

TEST(EventFileSource, AnswersAMissingSectionWith503) {
  const std::string path = ARBITER_TEST_OUTPUT_DIR "/live_event_sections.arbiter";
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  std::filesystem::remove(path);
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);
  }
  live::LiveServer server(live::eventFileSource(path, "Blitz"), live::standingsBuilder(),
                          live_test::loopback(1));
  const auto [status, body] = get(server.port(), "/api/standings");
  EXPECT_EQ(status, 503);
  EXPECT_NE(body.find("no section 'Blitz'"), std::string::npos) << body;
}
