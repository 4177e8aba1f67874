// SPDX-License-Identifier: MIT
// The venue under load on 127.0.0.1, bounded and self-stopping: 50
// stations enter a 250-board round's results while 2,000 spectator
// connections are open (1,500 idle keep-alive readers, 500 live event
// streams) and 8 readers keep asking for the round page and the standings.
// Afterwards the file holds exactly the acknowledged results. The p99 of a
// result write and of a page read are printed.
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "app/live/site_source.h"
#include "app/service/event_session.h"
#include "tests/live/loopback_options.h"
#include "tests/live/venue_client.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

using live_test::Station;
using namespace std::chrono_literals;

namespace {

constexpr int Boards = 250;
constexpr int Stations = 50;
constexpr int Deputies = 10;

double p99(std::vector<double> samples) {
  if (samples.empty()) return 0;
  std::sort(samples.begin(), samples.end());
  return samples[std::min(samples.size() - 1, samples.size() * 99 / 100)];
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

}  // namespace

TEST(VenueLoad, FiftyStationsEnterA250BoardRoundWhile2000SpectatorsAreConnectedSlow) {
  const std::string path = freshEventPath("venue_load");
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    ASSERT_TRUE(repository.apply(tournament::CreateEvent{"Load Open"}, "t"));
    tournament::SectionSettings settings;
    settings.name = "Open";
    settings.rounds = 9;
    ASSERT_TRUE(repository.apply(tournament::AddSection{settings}, "t"));
    std::vector<tournament::Player> players;
    for (int i = 1; i <= 2 * Boards; ++i)
      players.push_back(namedPlayer("Player " + std::to_string(i), 2600 - i));
    ASSERT_TRUE(repository.apply(tournament::AddPlayers{"Open", players}, "t"));
    std::vector<std::pair<int, int>> pairs;
    for (int b = 1; b <= Boards; ++b) pairs.emplace_back(b, b + Boards);
    ASSERT_TRUE(
        repository.apply(tournament::SetPairing{"Open", 1, pairs, 0, "2026-05-01 14:00"}, "t"));
  }
  live::LiveOptions options = live_test::loopback(4);
  options.venue = path;
  options.site = live::eventFileSite(path);
  options.version = [path] { return live::fileVersion(path); };
  live::LiveServer server(live::eventFileSource(path, ""), live::standingsBuilder(), options);
  const std::uint16_t port = server.port();

  Station chief(port);
  ASSERT_EQ(chief
                .signIn(R"({"code": ")" + server.setupCode().value_or("") +
                            R"(", "name": "Chief", "password": "correct horse battery"})",
                        "/api/setup")
                .status,
            200);
  std::vector<std::unique_ptr<Station>> deputies;
  for (int d = 0; d < Deputies; ++d) {
    const std::string name = "Deputy " + std::to_string(d);
    const int first = d * (Boards / Deputies) + 1;
    ASSERT_EQ(
        chief
            .post("/api/accounts",
                  R"({"name": ")" + name + R"(", "role": "deputy", "area": "Open:)" +
                      std::to_string(first) + "-" + std::to_string(first + Boards / Deputies - 1) +
                      R"(", "password": "deputy password 1"})")
            .status,
        200);
    deputies.push_back(std::make_unique<Station>(port));
    ASSERT_EQ(deputies.back()
                  ->signIn(R"({"name": ")" + name + R"(", "password": "deputy password 1"})")
                  .status,
              200);
  }

  // The spectators: idle keep-alive readers and open event streams.
  std::vector<Poco::Net::StreamSocket> spectators;
  const std::string ask = "GET /api/standings HTTP/1.1\r\nHost: h\r\n\r\n";
  const std::string listen = "GET /api/events HTTP/1.1\r\nHost: h\r\n\r\n";
  for (int i = 0; i < 2000; ++i) {
    Poco::Net::StreamSocket socket;
    socket.connect(Poco::Net::SocketAddress("127.0.0.1", port), Poco::Timespan(5, 0));
    const std::string& request = i < 1500 ? ask : listen;
    socket.sendBytes(request.data(), static_cast<int>(request.size()));
    spectators.push_back(std::move(socket));
  }

  std::atomic<bool> writing{true};
  std::mutex samplesMutex;
  std::vector<double> writeTimes;
  std::vector<double> readTimes;
  std::vector<std::thread> readers;
  for (int r = 0; r < 8; ++r)
    readers.emplace_back([&, r] {
      Station reader(port);
      std::vector<double> mine;
      for (int i = 0; writing && i < 100000; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const auto answer = reader.get((i + r) % 2 ? "/en/s1/round-1.html" : "/api/standings");
        if (answer.status == 200) mine.push_back(millisecondsSince(start));
      }
      std::lock_guard lock(samplesMutex);
      readTimes.insert(readTimes.end(), mine.begin(), mine.end());
    });

  const char* results[] = {"1-0", "1/2-1/2", "0-1"};
  std::map<int, std::string> acknowledged;
  const auto began = std::chrono::steady_clock::now();
  std::vector<std::thread> stations;
  for (int s = 0; s < Stations; ++s)
    stations.emplace_back([&, s] {
      // Station s enters boards 5s+1..5s+5 on its deputy's session.
      const int perStation = Boards / Stations;
      Station& deputy = *deputies[static_cast<std::size_t>(s * perStation / (Boards / Deputies))];
      std::vector<double> mine;
      std::map<int, std::string> entered;
      for (int b = s * perStation + 1; b <= (s + 1) * perStation; ++b) {
        const std::string result = results[b % 3];
        const auto start = std::chrono::steady_clock::now();
        const auto answer = deputy.post(
            "/api/results", R"({"section": "Open", "round": 1, "board": )" + std::to_string(b) +
                                R"(, "result": ")" + result + R"(", "version": "*"})");
        mine.push_back(millisecondsSince(start));
        if (answer.status == 200) entered[b] = result;
      }
      std::lock_guard lock(samplesMutex);
      writeTimes.insert(writeTimes.end(), mine.begin(), mine.end());
      acknowledged.merge(entered);
    });
  for (auto& station : stations) station.join();
  const double tookSeconds = millisecondsSince(began) / 1000;
  writing = false;
  for (auto& reader : readers) reader.join();
  for (auto& socket : spectators) socket.close();
  server.stop();

  std::cout << "venue load: " << acknowledged.size() << " of " << Boards << " results in "
            << tookSeconds << " s; p99 result write " << p99(writeTimes) << " ms ("
            << writeTimes.size() << "), p99 page read " << p99(readTimes) << " ms ("
            << readTimes.size() << " reads)\n";
  EXPECT_EQ(acknowledged.size(), static_cast<std::size_t>(Boards));
  EXPECT_LT(tookSeconds, 60.0);
  // The file holds exactly the acknowledged results, each once.
  service::EventSession reader(path);
  const auto* round = reader.event().section("Open")->round(1);
  for (int b = 1; b <= Boards; ++b) {
    const auto found = acknowledged.find(b);
    const auto stored = round->board(b)->result;
    if (found == acknowledged.end())
      EXPECT_EQ(stored, tournament::GameResult::Pending) << b;
    else
      EXPECT_EQ(tournament::resultText(stored), found->second) << b;
  }
  std::size_t resultRows = 0;
  for (const auto& row : reader.auditLog()) resultRows += row.kind == "enter-result" ? 1 : 0;
  EXPECT_EQ(resultRows, acknowledged.size());
  EXPECT_EQ(reader.integrityCheck(), std::vector<std::string>{"ok"});
}
