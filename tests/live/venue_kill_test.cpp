// SPDX-License-Identifier: MIT
// `arbiter serve --venue` killed with SIGKILL in the middle of a round's
// result entry: six stations keep entering results until a third of the
// boards are acknowledged, then the server process is killed. Every
// acknowledged result is in the file afterwards, each with its one audit
// row; a result the server stored but could not acknowledge before it died
// is the one its station sent; the file passes SQLite's integrity check;
// and a server started again on the file signs the chief in with his
// password and takes the next result.
#include "domain/tournament/round.h"
#include "persistence/event_repository.h"
#include "tests/cli/cli_run.h"
#include "tests/live/venue_client.h"

#include <Poco/Process.h>
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <regex>
#include <thread>

using cli_test::runArbiter;
using live_test::Station;
namespace fs = std::filesystem;

namespace {

constexpr int Boards = 60;
constexpr int Stations = 6;
const std::string ChiefSignIn = R"({"name": "Chief", "password": "correct horse battery"})";

// A venue server on `event`: its process, its port and, on a file without
// a chief arbiter yet (`firstStart`), the one-time setup code it printed.
struct VenueProcess {
  Poco::ProcessHandle handle;
  int port = 0;
  std::string setupCode;
};

VenueProcess startVenue(const std::string& event, Poco::Pipe& outPipe, bool firstStart) {
  Poco::ProcessHandle handle = Poco::Process::launch(
      ARBITER_CLI, {"serve", event, "--venue", "--port", "0", "--bind", "127.0.0.1"}, nullptr,
      &outPipe, nullptr);
  VenueProcess venue{handle, 0, {}};
  Poco::PipeInputStream out(outPipe);
  std::string line;
  std::smatch match;
  while (std::getline(out, line)) {
    if (std::regex_search(line, match, std::regex("^venue: .*http://127\\.0\\.0\\.1:([0-9]+)/"))) {
      venue.port = std::stoi(match[1]);
      break;
    }
  }
  if (firstStart && std::getline(out, line) &&
      std::regex_search(line, match, std::regex("setup code for the chief arbiter.*: (\\S+)")))
    venue.setupCode = match[1];
  return venue;
}

std::string resultBody(int board, const std::string& result) {
  return R"({"section": "Open", "round": 1, "board": )" + std::to_string(board) +
         R"(, "result": ")" + result + R"(", "version": "*"})";
}

}  // namespace

TEST(VenueKillSlow, EveryAcknowledgedResultSurvivesASigkillOfTheServerMidRound) {
  const fs::path dir = fs::path(ARBITER_TEST_OUTPUT_DIR) / "cli-venue-kill";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string event = (dir / "kill.arbiter").string();
  const std::string players = (dir / "players.csv").string();
  {
    std::ofstream csv(players);
    csv << "name,rating\n";
    for (int i = 1; i <= 2 * Boards; ++i) csv << "Player " << i << ',' << 2600 - i << '\n';
  }
  for (const std::vector<std::string>& step :
       {std::vector<std::string>{"event", "create", event, "--name", "Kill Open"},
        {"section", "add", event, "--name", "Open", "--rounds", "5"},
        {"player", "import", event, "--section", "Open", players},
        {"pair", event, "--section", "Open"}})
    ASSERT_EQ(runArbiter(step).exitCode, 0) << step[0];

  Poco::Pipe firstOut;
  VenueProcess venue = startVenue(event, firstOut, true);
  ASSERT_NE(venue.port, 0);
  ASSERT_FALSE(venue.setupCode.empty());
  const auto port = static_cast<std::uint16_t>(venue.port);
  Station chief(port);
  ASSERT_EQ(chief
                .signIn(R"({"code": ")" + venue.setupCode +
                            R"(", "name": "Chief", "password": "correct horse battery"})",
                        "/api/setup")
                .status,
            200);

  const char* results[] = {"1-0", "1/2-1/2", "0-1"};
  std::mutex acknowledgedMutex;
  std::map<int, std::string> acknowledged;
  std::atomic<int> acknowledgedCount{0};
  std::vector<std::thread> stations;
  for (int s = 0; s < Stations; ++s)
    stations.emplace_back([&, s] {
      try {
        Station station(port);
        if (station.signIn(ChiefSignIn).status != 200) return;
        for (int b = s + 1; b <= Boards; b += Stations) {
          const std::string result = results[b % 3];
          if (station.post("/api/results", resultBody(b, result)).status == 200) {
            std::lock_guard lock(acknowledgedMutex);
            acknowledged[b] = result;
            ++acknowledgedCount;
          }
        }
      } catch (const Poco::Exception&) {
        // The server is gone: this station stops.
      }
    });
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (acknowledgedCount < Boards / 3 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  Poco::Process::kill(venue.handle);  // SIGKILL
  venue.handle.wait();
  for (auto& station : stations) station.join();

  ASSERT_GE(acknowledged.size(), static_cast<std::size_t>(Boards / 3));
  EXPECT_LT(acknowledged.size(), static_cast<std::size_t>(Boards)) << "killed after the round";
  int stored = 0;
  {
    persistence::EventRepository repository(event);
    EXPECT_EQ(repository.integrityCheck(), std::vector<std::string>{"ok"});
    const auto* round = repository.event().section("Open")->round(1);
    ASSERT_NE(round, nullptr);
    for (int b = 1; b <= Boards; ++b) {
      const auto result = round->board(b)->result;
      if (result != tournament::GameResult::Pending) {
        ++stored;
        // Acknowledged or not, what is stored is what the station sent.
        EXPECT_EQ(tournament::resultText(result), results[b % 3]) << "board " << b;
      }
      if (acknowledged.contains(b)) {
        EXPECT_EQ(tournament::resultText(result), acknowledged[b]) << "board " << b;
      }
    }
    int resultRows = 0;
    for (const auto& row : repository.auditLog()) resultRows += row.kind == "enter-result";
    EXPECT_EQ(resultRows, stored);
  }
  std::cout << "venue kill: " << acknowledged.size() << " results acknowledged, " << stored
            << " stored when the server was killed\n";
  // At most one result per station was stored without its answer arriving.
  EXPECT_LE(stored, static_cast<int>(acknowledged.size()) + Stations);

  // Started again on the same file: the chief's account is there, and the
  // next board takes a result.
  Poco::Pipe secondOut;
  VenueProcess again = startVenue(event, secondOut, false);
  ASSERT_NE(again.port, 0);
  Station back(static_cast<std::uint16_t>(again.port));
  EXPECT_EQ(back.signIn(ChiefSignIn).status, 200);
  int pending = 0;
  {
    persistence::EventRepository repository(event);
    const auto* round = repository.event().section("Open")->round(1);
    for (int b = Boards; b >= 1 && pending == 0; --b)
      if (round->board(b)->result == tournament::GameResult::Pending) pending = b;
  }
  ASSERT_NE(pending, 0);
  EXPECT_EQ(back.post("/api/results", resultBody(pending, "1-0")).status, 200);
  Poco::Process::requestTermination(again.handle.id());
  EXPECT_EQ(again.handle.wait(), 0);
}
