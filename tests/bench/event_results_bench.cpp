// SPDX-License-Identifier: MIT
// 1000 results, each entered as one durable transaction through the event
// repository (validation, row change, audit row, COMMIT with WAL and
// synchronous=FULL), side by side with the anchor: raw SQLite committing
// one row per transaction with the same pragmas on the same disk.
// Run tests/bench/event_results_bench.sh for the ratio.
#include "domain/tournament/action.h"
#include "persistence/event_repository.h"

#include <benchmark/benchmark.h>
#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

constexpr int Results = 1000;
constexpr int Boards = 50;

std::string benchFile(const std::string& name) {
  const char* dir = std::getenv("ARBITER_BENCH_DIR");
  const std::filesystem::path base = dir ? dir : "event-results-bench";
  std::filesystem::create_directories(base);
  const auto path = base / name;
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  return path.string();
}

// An event with 100 players and 20 paired rounds of 50 boards (1000 boards).
void seed(persistence::EventRepository& repo) {
  using namespace tournament;
  (void)repo.apply(CreateEvent{"Bench"}, "bench");
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = Results / Boards;
  (void)repo.apply(AddSection{settings}, "bench");
  std::vector<Player> players;
  for (int i = 0; i < 2 * Boards; ++i) {
    Player p;
    p.name = "Player " + std::to_string(i);
    p.ratings.standard = 2700 - i;
    players.push_back(p);
  }
  (void)repo.apply(AddPlayers{"Open", players}, "bench");
  for (int round = 1; round <= settings.rounds; ++round) {
    SetPairing pairing{"Open", round, {}, 0, ""};
    for (int b = 1; b <= Boards; ++b)
      pairing.boards.emplace_back(round % 2 ? b : b + Boards, round % 2 ? b + Boards : b);
    (void)repo.apply(pairing, "bench");
    for (int b = 1; round < settings.rounds && b <= Boards; ++b)
      (void)repo.apply(EnterResult{"Open", round, b, GameResult::Draw}, "bench");
  }
}

void BM_ArbiterResults(benchmark::State& state) {
  using namespace tournament;
  constexpr GameResult Cycle[] = {GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins};
  const std::string path = benchFile("arbiter.arbiter");
  persistence::EventRepository repo(path, persistence::OpenMode::Create);
  seed(repo);
  const int last = Results / Boards;
  int pass = 0;
  for (auto _ : state) {
    for (int i = 0; i < Results; ++i) {
      auto applied = repo.apply(
          EnterResult{"Open", last, i % Boards + 1, Cycle[(pass + i / Boards) % 3]}, "bench");
      if (!applied) state.SkipWithError("a result was refused");
    }
    ++pass;
  }
  state.counters["results_per_s"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * Results, benchmark::Counter::kIsRate);
}

void exec(sqlite3* db, const char* sql) {
  if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) std::abort();
}

// The anchor: one INSERT per transaction, prepared once, same pragmas.
void BM_RawSqliteCommits(benchmark::State& state) {
  const std::string path = benchFile("raw.sqlite");
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  exec(db, "PRAGMA journal_mode=WAL");
  exec(db, "PRAGMA foreign_keys=ON");
  exec(db, "PRAGMA synchronous=FULL");
  exec(
      db,
      "CREATE TABLE result (id INTEGER PRIMARY KEY, board INTEGER NOT NULL, result TEXT NOT NULL)");
  sqlite3_stmt* insert = nullptr;
  sqlite3_prepare_v2(db, "INSERT INTO result (board, result) VALUES (?, ?)", -1, &insert, nullptr);
  for (auto _ : state) {
    for (int i = 0; i < Results; ++i) {
      exec(db, "BEGIN IMMEDIATE");
      sqlite3_bind_int(insert, 1, i % Boards + 1);
      sqlite3_bind_text(insert, 2, "1-0", 3, SQLITE_STATIC);
      if (sqlite3_step(insert) != SQLITE_DONE) state.SkipWithError("insert failed");
      sqlite3_reset(insert);
      exec(db, "COMMIT");
    }
  }
  sqlite3_finalize(insert);
  sqlite3_close(db);
  state.counters["results_per_s"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * Results, benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK(BM_RawSqliteCommits)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();
BENCHMARK(BM_ArbiterResults)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();
BENCHMARK(BM_RawSqliteCommits)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();
BENCHMARK(BM_ArbiterResults)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

BENCHMARK_MAIN();
