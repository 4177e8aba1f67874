// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "persistence/event_repository.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>

// A fresh event file per test under the test output directory, in a folder
// of the running test's own: ctest runs the tests of one fixture at once,
// and two of them seeding the same file made each other fail.
inline std::string freshEventPath(const std::string& name) {
  std::filesystem::path dir = std::filesystem::path(ARBITER_TEST_OUTPUT_DIR) / "persistence";
  if (const auto* test = ::testing::UnitTest::GetInstance()->current_test_info()) {
    std::string folder = std::string(test->test_suite_name()) + "." + test->name();
    std::replace(folder.begin(), folder.end(), '/', '_');
    dir /= folder;
  }
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / (name + ".arbiter");
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(file.string() + suffix);
  return file.string();
}

inline std::string fileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// What a fresh reader finds in the event file: the event and the audit
// log's length (the main file's bytes would not show a write still in the WAL).
inline std::pair<tournament::Event, std::size_t> storedNow(const std::string& path) {
  persistence::EventRepository reader(path);
  return {reader.event(), reader.auditLog().size()};
}

inline tournament::Player namedPlayer(const std::string& name, int rating) {
  tournament::Player p;
  p.name = name;
  p.ratings.standard = rating;
  return p;
}

// An event "Spring Open" with section "Open" (5 rounds, FIDE unless
// `settings` say otherwise) and four players rated 2400, 2300, 2200, 2100
// (pairing numbers 1-4), round 1 paired 1-3, 4-2 (not yet played).
inline void seedEvent(persistence::EventRepository& repo,
                      tournament::SectionSettings settings = {}) {
  using namespace tournament;
  ASSERT_TRUE(repo.apply(CreateEvent{"Spring Open"}, "tester"));
  settings.name = "Open";
  settings.rounds = 5;
  ASSERT_TRUE(repo.apply(AddSection{settings}, "tester"));
  ASSERT_TRUE(repo.apply(AddPlayers{"Open",
                                    {namedPlayer("Alpha", 2400), namedPlayer("Bravo", 2300),
                                     namedPlayer("Charlie", 2200), namedPlayer("Delta", 2100)}},
                         "tester"));
  ASSERT_TRUE(repo.apply(SetPairing{"Open", 1, {{1, 3}, {4, 2}}, 0, "2026-05-01 14:00"}, "tester"));
}

// A fresh event file `name` holding seedEvent's event (Alpha 1, Bravo 2,
// Charlie 3, Delta 4 have ids 1-4; board 1 Alpha-Charlie, board 2 Delta-Bravo).
inline std::string seededEventFile(const std::string& name) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  seedEvent(repository);
  return path;
}
