// SPDX-License-Identifier: MIT
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "tests/live/loopback_options.h"
#include "tests/support/player_record.h"

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/StreamCopier.h>
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <memory>

using tournament::Color;
using tournament::RoundResult;

namespace {

using test_support::makePlayer;

// Three players, one round: 2 (W) beat 1, 3 had the pairing-allocated bye.
tournament::TournamentState oneRound() {
  tournament::TournamentState state;
  state.name = "Live <Test>";
  state.players = {makePlayer(1, "王皓", 2700, {{2, Color::Black, RoundResult::Loss}}),
                   makePlayer(2, "Anna", 2400, {{1, Color::White, RoundResult::Win}}),
                   makePlayer(3, "Carl", 0, {{0, std::nullopt, RoundResult::PairingBye}})};
  return state;
}

live::StandingsBuilder fixedStandings() {
  return [](const service::PublishedSection& section)
             -> std::expected<reports::StandingsTable, live::StandingsUnavailable> {
    reports::StandingsTable table{
        .event = section.state.name, .rounds = 1, .tieBreakCodes = {"BH"}, .lines = {}};
    table.lines = {{1, {2, "Anna", "", "", 2400}, 2, {"0"}},
                   {1, {3, "Carl", "", "", 0}, 2, {"0"}},
                   {3, {1, "王皓", "", "", 2700}, 0, {"1"}}};
    return table;
  };
}

struct Answer {
  int status = 0;
  std::string contentType;
  std::string body;
};

// One request on the loopback interface, bounded by a 5-second timeout.
Answer call(std::uint16_t port, const std::string& target, const std::string& method = "GET") {
  Poco::Net::HTTPClientSession session("127.0.0.1", port);
  session.setTimeout(Poco::Timespan(5, 0));
  Poco::Net::HTTPRequest request(method, target, Poco::Net::HTTPMessage::HTTP_1_1);
  session.sendRequest(request);
  Poco::Net::HTTPResponse response;
  std::istream& in = session.receiveResponse(response);
  Answer answer{static_cast<int>(response.getStatus()), response.getContentType(), {}};
  Poco::StreamCopier::copyToString(in, answer.body);
  return answer;
}

Poco::JSON::Object::Ptr parse(const std::string& body) {
  return Poco::JSON::Parser().parse(body).extract<Poco::JSON::Object::Ptr>();
}

class LiveServerTest : public ::testing::Test {
protected:
  live::LiveServer server{
      [] { return std::expected<tournament::TournamentState, live::SourceError>(oneRound()); },
      fixedStandings(), live_test::loopback(2)};
};

}  // namespace

TEST_F(LiveServerTest, ListensOnTheLoopbackPortItWasGiven) { EXPECT_GT(server.port(), 0); }

TEST_F(LiveServerTest, ServesTheLatestPairingsAsJson) {
  const auto answer = call(server.port(), "/api/pairings");
  ASSERT_EQ(answer.status, 200);
  EXPECT_EQ(answer.contentType, "application/json; charset=utf-8");
  const auto json = parse(answer.body);
  EXPECT_EQ(json->getValue<std::string>("event"), "Live <Test>");
  EXPECT_EQ(json->getValue<int>("round"), 1);
  const auto boards = json->getArray("boards");
  ASSERT_EQ(boards->size(), 1u);
  const auto board = boards->getObject(0);
  EXPECT_EQ(board->getObject("white")->getValue<std::string>("name"), "Anna");
  EXPECT_EQ(board->getObject("black")->getValue<std::string>("name"), "王皓");
  EXPECT_EQ(board->getValue<std::string>("result"), "1-0");
  const auto absences = json->getArray("absences");
  ASSERT_EQ(absences->size(), 1u);
  EXPECT_EQ(absences->getObject(0)->getValue<std::string>("kind"), "pairing-bye");
}

TEST_F(LiveServerTest, ServesTheStandingsAsJsonWithPointsAsNumbers) {
  const auto answer = call(server.port(), "/api/standings");
  ASSERT_EQ(answer.status, 200);
  const auto rows = parse(answer.body)->getArray("standings");
  ASSERT_EQ(rows->size(), 3u);
  EXPECT_EQ(rows->getObject(0)->getValue<double>("points"), 1.0);
  EXPECT_EQ(rows->getObject(2)->getValue<std::string>("name"), "王皓");
}

TEST_F(LiveServerTest, ServesAnEscapedHtmlPage) {
  const auto answer = call(server.port(), "/");
  ASSERT_EQ(answer.status, 200);
  EXPECT_EQ(answer.contentType, "text/html; charset=utf-8");
  EXPECT_NE(answer.body.find("<h1>Live &lt;Test&gt;</h1>"), std::string::npos);
  EXPECT_NE(answer.body.find("Pairings of round 1"), std::string::npos);
  EXPECT_NE(answer.body.find("Standings after round 1"), std::string::npos);
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  std::ofstream(ARBITER_TEST_OUTPUT_DIR "/live_home.html") << answer.body;
}

TEST_F(LiveServerTest, AnswersAnUnknownRoundWith404Json) {
  const auto answer = call(server.port(), "/api/pairings?round=7");
  EXPECT_EQ(answer.status, 404);
  EXPECT_EQ(parse(answer.body)->getObject("error")->getValue<std::string>("code"), "no-such-round");
}

TEST_F(LiveServerTest, AnswersAMalformedRoundWith400Json) {
  const auto answer = call(server.port(), "/api/pairings?round=x1");
  EXPECT_EQ(answer.status, 400);
  EXPECT_EQ(parse(answer.body)->getObject("error")->getValue<std::string>("code"), "bad-round");
}

TEST_F(LiveServerTest, AnswersAnUnknownPathWith404Json) {
  const auto answer = call(server.port(), "/admin");
  EXPECT_EQ(answer.status, 404);
  EXPECT_EQ(parse(answer.body)->getObject("error")->getValue<int>("status"), 404);
}

TEST_F(LiveServerTest, RefusesWritesWith405) {
  const auto answer = call(server.port(), "/api/standings", "POST");
  EXPECT_EQ(answer.status, 405);
  EXPECT_EQ(parse(answer.body)->getObject("error")->getValue<std::string>("code"),
            "method-not-allowed");
}

TEST(LiveServer, AnswersAnUnreadableSourceWith503) {
  live::LiveServer server(live::trfFileSource("/nonexistent/event.trf"), fixedStandings(),
                          live_test::loopback(1));
  const auto answer = call(server.port(), "/api/pairings");
  EXPECT_EQ(answer.status, 503);
  EXPECT_EQ(parse(answer.body)->getObject("error")->getValue<std::string>("code"),
            "source-unreadable");
}

TEST(LiveServer, PublishesATrfFromTheCorpus) {
  const std::string path =
      ARBITER_CORPUS_DIR "/tournaments/budapest-spring-festival-2026-group-a-2200.after-r8.trf";
  live::LiveServer server(live::trfFileSource(path), fixedStandings(), live_test::loopback(1));
  const auto answer = call(server.port(), "/api/pairings?round=8");
  ASSERT_EQ(answer.status, 200) << answer.body;
  const auto json = parse(answer.body);
  EXPECT_EQ(json->getValue<int>("round"), 8);
  EXPECT_GT(json->getArray("boards")->size(), 0u);
}

TEST(LiveServer, PublishesTheStandingsOfATrfWithTheDefaultTieBreaks) {
  const std::string path =
      ARBITER_CORPUS_DIR "/tournaments/budapest-spring-festival-2026-group-a-2200.after-r8.trf";
  live::LiveServer server(live::trfFileSource(path), live::standingsBuilder(),
                          live_test::loopback(1));
  const auto answer = call(server.port(), "/api/standings");
  ASSERT_EQ(answer.status, 200) << answer.body;
  const auto json = parse(answer.body);
  EXPECT_EQ(json->getValue<int>("rounds"), 8);
  const auto rows = json->getArray("standings");
  ASSERT_GT(rows->size(), 0u);
  // Two players have 6.5 points; the file ranks Dardha, Daniel (start number 3) first.
  EXPECT_EQ(rows->getObject(0)->getValue<int>("startNumber"), 3);
  EXPECT_EQ(rows->getObject(0)->getValue<double>("points"), 6.5);
}

// With a version stamp the API reads the source, and works out each answer,
// once per version, not once per request (a 10,000-player event file took
// over a second to read for every /api/standings, and its standings as
// long again); a new stamp reads and works out again.
TEST(LiveServer, ReadsTheSourceAndWorksOutEachApiAnswerOncePerVersion) {
  auto reads = std::make_shared<std::atomic<int>>(0);
  auto tables = std::make_shared<std::atomic<int>>(0);
  auto stamp = std::make_shared<std::atomic<int>>(1);
  live::LiveOptions options = live_test::loopback(2);
  options.version = [stamp] { return std::to_string(stamp->load()); };
  live::LiveServer server(
      [reads] {
        ++*reads;
        return std::expected<tournament::TournamentState, live::SourceError>(oneRound());
      },
      [tables, standings = fixedStandings()](const service::PublishedSection& section) {
        ++*tables;
        return standings(section);
      },
      options);
  for (int i = 0; i < 3; ++i) {
    const auto answer = call(server.port(), "/api/standings");
    EXPECT_EQ(answer.status, 200);
    EXPECT_EQ(parse(answer.body)->getArray("standings")->size(), 3u) << answer.body;
  }
  EXPECT_EQ(call(server.port(), "/api/pairings").status, 200);
  EXPECT_EQ(call(server.port(), "/api/pairings?round=1").status, 200);
  EXPECT_EQ(call(server.port(), "/api/pairings?round=2").status, 404);
  EXPECT_EQ(reads->load(), 1);
  EXPECT_EQ(tables->load(), 1);
  *stamp = 2;  // the file was written
  EXPECT_EQ(call(server.port(), "/api/standings").status, 200);
  EXPECT_EQ(reads->load(), 2);
  EXPECT_EQ(tables->load(), 2);
}
