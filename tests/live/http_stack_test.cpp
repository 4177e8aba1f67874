// SPDX-License-Identifier: MIT
// The measurement behind the HTTP layer's choice (ConnectionServer): how
// long a fresh request waits while N idle keep-alive clients (phones in a
// hall that loaded a page and went quiet) hold connections, on Poco's
// HTTPServer (thread per connection, 4 threads, its keep-alive on) and on
// the live server's poll core (4 workers). Both in one run; the figures
// are printed. Poco's threads wait for the idle clients' next request
// until its keep-alive timeout, so a fresh request waits for one of them;
// the poll core parks idle connections in one poll() and answers at once.
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "tests/live/loopback_options.h"

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPRequestHandlerFactory.h>
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/Net/SocketAddress.h>
#include <Poco/Net/StreamSocket.h>
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <thread>
#include <vector>

using namespace std::chrono_literals;

namespace {

class Hello : public Poco::Net::HTTPRequestHandler {
public:
  void handleRequest(Poco::Net::HTTPServerRequest&,
                     Poco::Net::HTTPServerResponse& response) override {
    response.setContentLength(2);
    response.send() << "ok";
  }
};

class HelloFactory : public Poco::Net::HTTPRequestHandlerFactory {
public:
  Poco::Net::HTTPRequestHandler* createRequestHandler(
      const Poco::Net::HTTPServerRequest&) override {
    return new Hello;
  }
};

Poco::Net::StreamSocket connectTo(std::uint16_t port) {
  Poco::Net::StreamSocket socket;
  socket.connect(Poco::Net::SocketAddress("127.0.0.1", port), Poco::Timespan(2, 0));
  socket.setReceiveTimeout(Poco::Timespan(20, 0));
  return socket;
}

// One keep-alive exchange on `socket`; false when no answer came.
bool exchange(Poco::Net::StreamSocket& socket, const std::string& target) {
  const std::string ask = "GET " + target + " HTTP/1.1\r\nHost: t\r\n\r\n";
  socket.sendBytes(ask.data(), static_cast<int>(ask.size()));
  char chunk[4096];
  try {
    return socket.receiveBytes(chunk, sizeof chunk) > 0;
  } catch (const Poco::Exception&) {
    return false;
  }
}

// With `idle` clients that each made one request and went quiet: the time
// a fresh client's request takes.
std::chrono::milliseconds freshRequestTime(std::uint16_t port, int idle,
                                           const std::string& target) {
  std::vector<Poco::Net::StreamSocket> quiet;
  for (int i = 0; i < idle; ++i) {
    quiet.push_back(connectTo(port));
    exchange(quiet.back(), target);
  }
  auto fresh = connectTo(port);
  const auto start = std::chrono::steady_clock::now();
  const bool answered = exchange(fresh, target);
  const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - start);
  for (auto& socket : quiet) socket.close();
  return answered ? took : std::chrono::milliseconds::max();
}

std::expected<tournament::TournamentState, live::SourceError> noPlayers() {
  tournament::TournamentState state;
  state.name = "Measure";
  return state;
}

}  // namespace

TEST(HttpStack, IdleKeepAliveClientsDelayAFreshRequestOnPocoButNotOnThePollCoreSlow) {
  auto* params = new Poco::Net::HTTPServerParams;
  params->setMaxThreads(4);
  params->setMaxQueued(256);
  params->setKeepAlive(true);
  params->setKeepAliveTimeout(Poco::Timespan(5, 0));
  Poco::Net::ServerSocket listening(Poco::Net::SocketAddress("127.0.0.1", 0));
  Poco::Net::HTTPServer poco(new HelloFactory, listening, params);
  poco.start();
  live::LiveServer core(noPlayers, live::standingsBuilder(), live_test::loopback(4));
  for (const int idle : {0, 4, 8}) {
    const auto pocoTime = freshRequestTime(listening.address().port(), idle, "/");
    const auto coreTime = freshRequestTime(core.port(), idle, "/api/standings");
    std::cout << "idle keep-alive clients " << idle << ": Poco HTTPServer " << pocoTime.count()
              << " ms, poll core " << coreTime.count() << " ms\n";
    EXPECT_LT(coreTime, 100ms) << idle;
  }
  poco.stop();
}
