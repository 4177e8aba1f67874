// SPDX-License-Identifier: MIT
// The live server under hostile or careless clients: idle connections, slow
// heads, unsupported versions, raw bytes in the path, a full queue.
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "domain/text/utf8.h"
#include "tests/live/loopback_options.h"
#include "tests/support/player_record.h"

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/SocketAddress.h>
#include <Poco/Net/StreamSocket.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

using namespace std::chrono_literals;
using tournament::Color;
using tournament::RoundResult;

namespace {

using test_support::makePlayer;

std::expected<tournament::TournamentState, live::SourceError> twoPlayers() {
  tournament::TournamentState state;
  state.name = "Limits";
  state.players = {makePlayer(1, "Anna", 2400, {{2, Color::White, RoundResult::Win}}),
                   makePlayer(2, "Bo", 2300, {{1, Color::Black, RoundResult::Loss}})};
  return state;
}

Poco::Net::StreamSocket connectTo(std::uint16_t port) {
  Poco::Net::StreamSocket socket;
  socket.connect(Poco::Net::SocketAddress("127.0.0.1", port), Poco::Timespan(2, 0));
  socket.setReceiveTimeout(Poco::Timespan(3, 0));
  return socket;
}

// Sends `request` and reads until the server closes or a whole answer
// (head + Content-Length bytes) has arrived.
std::string talk(Poco::Net::StreamSocket& socket, const std::string& request) {
  if (!request.empty()) socket.sendBytes(request.data(), static_cast<int>(request.size()));
  std::string answer;
  char chunk[4096];
  for (;;) {
    const std::size_t headEnd = answer.find("\r\n\r\n");
    if (headEnd != std::string::npos) {
      const std::size_t at = answer.find("Content-Length: ");
      const std::size_t length = at == std::string::npos ? 0 : std::stoul(answer.substr(at + 16));
      if (answer.find(" 304 ") != std::string::npos || answer.size() >= headEnd + 4 + length)
        return answer;
    }
    int got = 0;
    try {
      got = socket.receiveBytes(chunk, sizeof chunk);
    } catch (const Poco::Exception&) {
      return answer;
    }
    if (got <= 0) return answer;
    answer.append(chunk, static_cast<std::size_t>(got));
  }
}

std::string statusLine(const std::string& answer) { return answer.substr(0, answer.find("\r\n")); }

std::string body(const std::string& answer) {
  const std::size_t at = answer.find("\r\n\r\n");
  return at == std::string::npos ? std::string() : answer.substr(at + 4);
}

std::string get(std::uint16_t port, const std::string& target) {
  auto socket = connectTo(port);
  return talk(socket, "GET " + target + " HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
}

live::LiveOptions quickLimits() {
  live::LiveOptions options = live_test::loopback(2);
  options.limits.requestTimeout = 300ms;
  options.limits.idleTimeout = 300ms;
  return options;
}

}  // namespace

TEST(LiveServerLimits, AnswersWithin100msWhile200IdleConnectionsAreOpen) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), live_test::loopback(4));
  std::vector<Poco::Net::StreamSocket> idle;
  for (int i = 0; i < 200; ++i) idle.push_back(connectTo(server.port()));
  std::this_thread::sleep_for(50ms);  // all accepted and parked
  const auto start = std::chrono::steady_clock::now();
  const std::string answer = get(server.port(), "/api/standings");
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(statusLine(answer), "HTTP/1.1 200 OK");
  EXPECT_LT(took, 100ms);
  for (auto& socket : idle) socket.close();
  // Recovered: the closed connections are gone and requests still answer.
  std::this_thread::sleep_for(50ms);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(statusLine(get(server.port(), "/")), "HTTP/1.1 200 OK");
}

TEST(LiveServerLimits, ClosesAnIdleConnectionAfterItsTimeout) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(talk(socket, ""), "");  // closed without an answer
  EXPECT_LT(std::chrono::steady_clock::now() - start, 2s);
}

TEST(LiveServerLimits, AnswersATrickledHeadWith408InBoundedTime) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  const std::string part = "GET / HTTP/1.1\r\nHost: t\r\n";
  socket.sendBytes(part.data(), static_cast<int>(part.size()));
  const auto start = std::chrono::steady_clock::now();
  const std::string answer = talk(socket, "");
  EXPECT_EQ(statusLine(answer), "HTTP/1.1 408 Request Timeout");
  EXPECT_LT(std::chrono::steady_clock::now() - start, 2s);
}

TEST(LiveServerLimits, StatusLinesCarryTheirOwnReasonPhrase) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  EXPECT_EQ(statusLine(get(server.port(), "/nowhere")), "HTTP/1.1 404 Not Found");
  EXPECT_EQ(statusLine(get(server.port(), "/api/pairings?round=x")), "HTTP/1.1 400 Bad Request");
  auto socket = connectTo(server.port());
  EXPECT_EQ(statusLine(talk(socket, "DELETE / HTTP/1.1\r\nHost: t\r\n\r\n")),
            "HTTP/1.1 405 Method Not Allowed");
}

TEST(LiveServerLimits, RefusesAnUnsupportedHttpVersionWith505) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  const std::string answer = talk(socket, "GET / HTTP/9.9\r\nHost: t\r\n\r\n");
  EXPECT_EQ(statusLine(answer), "HTTP/1.1 505 HTTP Version Not Supported");
  const auto json = Poco::JSON::Parser().parse(body(answer)).extract<Poco::JSON::Object::Ptr>();
  EXPECT_EQ(json->getObject("error")->getValue<std::string>("code"), "http-version-not-supported");
}

TEST(LiveServerLimits, AnswersGarbageWith400) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  EXPECT_EQ(statusLine(talk(socket, "HELLO\r\n\r\n")), "HTTP/1.1 400 Bad Request");
}

TEST(LiveServerLimits, ErrorBodiesStayValidUtf8ForRawBytesInThePath) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  const std::string answer = get(server.port(), "/%c0%ae%c0%ae/etc/passwd");
  EXPECT_EQ(statusLine(answer), "HTTP/1.1 404 Not Found");
  const std::string json = body(answer);
  EXPECT_EQ(text::validUtf8(json), json);
  const auto parsed = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Object::Ptr>();
  EXPECT_EQ(parsed->getObject("error")->getValue<std::string>("message"),
            "no such resource: /%c0%ae%c0%ae/etc/passwd");
  // Raw (unencoded) bytes in the target are refused before routing.
  auto socket = connectTo(server.port());
  EXPECT_EQ(statusLine(talk(socket, "GET /\xc0\xae HTTP/1.1\r\nHost: t\r\n\r\n")),
            "HTTP/1.1 400 Bad Request");
}

TEST(LiveServerLimits, KeepsAConnectionAliveUpToItsLimit) {
  live::LiveOptions options = quickLimits();
  options.limits.requestsPerConnection = 2;
  live::LiveServer server(twoPlayers, live::standingsBuilder(), options);
  auto socket = connectTo(server.port());
  const std::string request = "GET /api/standings HTTP/1.1\r\nHost: t\r\n\r\n";
  const std::string first = talk(socket, request);
  EXPECT_EQ(statusLine(first), "HTTP/1.1 200 OK");
  EXPECT_NE(first.find("Connection: keep-alive"), std::string::npos);
  const std::string second = talk(socket, request);
  EXPECT_EQ(statusLine(second), "HTTP/1.1 200 OK");
  EXPECT_NE(second.find("Connection: close"), std::string::npos);
  EXPECT_EQ(talk(socket, ""), "");  // and closed
}

TEST(LiveServerLimits, AnswersHeadWithTheLengthButNoBody) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  const std::string answer =
      talk(socket, "HEAD /api/standings HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(statusLine(answer), "HTTP/1.1 200 OK");
  EXPECT_NE(answer.find("Content-Length: "), std::string::npos);
  EXPECT_EQ(body(answer), "");
}

TEST(LiveServerLimits, AnswersWith503WhenTheQueueIsFull) {
  // One worker held by a slow source, a queue of one: the third request is refused.
  struct Gate {
    std::mutex mutex;
    std::condition_variable opened;
    bool open = false;
    std::atomic<int> entered{0};
  };
  auto gate = std::make_shared<Gate>();
  live::LiveOptions options = quickLimits();
  options.threads = 1;
  options.limits.queue = 1;
  options.limits.requestTimeout = 5s;
  live::LiveServer server(
      [gate]() {
        ++gate->entered;
        std::unique_lock lock(gate->mutex);
        gate->opened.wait(lock, [&] { return gate->open; });
        return twoPlayers();
      },
      live::standingsBuilder(), options);
  const std::string request = "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n";
  auto busy = connectTo(server.port());
  busy.sendBytes(request.data(), static_cast<int>(request.size()));
  while (gate->entered == 0) std::this_thread::sleep_for(1ms);
  auto queued = connectTo(server.port());
  queued.sendBytes(request.data(), static_cast<int>(request.size()));
  std::this_thread::sleep_for(50ms);
  auto refused = connectTo(server.port());
  EXPECT_EQ(statusLine(talk(refused, request)), "HTTP/1.1 503 Service Unavailable");
  {
    std::lock_guard lock(gate->mutex);
    gate->open = true;
  }
  gate->opened.notify_all();
  EXPECT_EQ(statusLine(talk(busy, "")), "HTTP/1.1 200 OK");
  EXPECT_EQ(statusLine(talk(queued, "")), "HTTP/1.1 200 OK");
}

namespace {

// A GET head of exactly `bytes` bytes, its blank line included, padded by
// one header field.
std::string headOfSize(std::size_t bytes, const std::string& connection = "close") {
  const std::string start = "GET /api/standings HTTP/1.1\r\nHost: t\r\nConnection: " + connection;
  const std::string end = "\r\n\r\n";
  // Padding fields of at most 4,000 bytes each (Poco reads a field value
  // of up to 8 KB).
  std::string head = start;
  std::size_t left = bytes - start.size() - end.size();
  for (int n = 0; left > 0; ++n) {
    const std::string name = "\r\nX-Pad-" + std::to_string(n) + ": ";
    const std::size_t take =
        std::min<std::size_t>(4000, left > name.size() ? left - name.size() : 0);
    if (take == 0) {
      head += std::string(left, 'a');  // too little left for a field: the last one grows
      break;
    }
    head += name + std::string(take, 'a');
    left -= name.size() + take;
  }
  return head + end;
}

}  // namespace

// The README's limit: a head over 16 KB (16,384 bytes up to and including
// its blank line) is answered 431, also when all of it arrives in one
// send (it was read in 4 KB chunks up to 20 KB and answered 200).
TEST(LiveServerLimits, AnswersAHeadOver16KBWith431WhateverWayItArrives) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  for (const std::size_t bytes : {16385u, 16400u, 20000u, 20480u}) {
    auto socket = connectTo(server.port());
    const std::string answer = talk(socket, headOfSize(bytes));
    EXPECT_EQ(statusLine(answer), "HTTP/1.1 431 Request Header Fields Too Large") << bytes;
  }
  for (const std::size_t bytes : {100u, 16383u, 16384u}) {
    auto socket = connectTo(server.port());
    EXPECT_EQ(statusLine(talk(socket, headOfSize(bytes))), "HTTP/1.1 200 OK") << bytes;
  }
}

// Poco's HTTPRequest reads a field value of up to 8 KB: a longer one is a
// head too large for the server (431), whatever the head's size.
TEST(LiveServerLimits, AnswersAFieldOver8KBWith431) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  const std::string answer =
      talk(socket, "GET / HTTP/1.1\r\nHost: t\r\nX-Big: " + std::string(8200, 'a') + "\r\n\r\n");
  EXPECT_EQ(statusLine(answer), "HTTP/1.1 431 Request Header Fields Too Large");
}

// A pipelined second head over the limit, arriving with the first one.
TEST(LiveServerLimits, AnswersAPipelinedHeadOver16KBWith431) {
  live::LiveServer server(twoPlayers, live::standingsBuilder(), quickLimits());
  auto socket = connectTo(server.port());
  const std::string request = headOfSize(100, "keep-alive") + headOfSize(17000);
  socket.sendBytes(request.data(), static_cast<int>(request.size()));
  std::string answers;  // everything until the server closes
  char chunk[4096];
  for (int got = 1; got > 0;) {
    got = socket.receiveBytes(chunk, sizeof chunk);
    answers.append(chunk, static_cast<std::size_t>(std::max(got, 0)));
  }
  EXPECT_EQ(statusLine(answers), "HTTP/1.1 200 OK");
  const std::size_t second = answers.find("HTTP/1.1 ", 1);
  ASSERT_NE(second, std::string::npos) << answers;
  EXPECT_EQ(statusLine(answers.substr(second)), "HTTP/1.1 431 Request Header Fields Too Large");
}
