// SPDX-License-Identifier: MIT
// Verifying the whole DEV PGN corpus (../shared/corpus/pgn): reading,
// legality of every move, automatic ends and every threefold/fifty-move
// claim (on the board and with a written move). Reports games/s and plies/s;
// tests/bench/verify_vs_pgn_extract.sh compares it with pgn-extract.
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_reader.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> corpusFiles() {
  std::vector<fs::path> files;
  const char* env = std::getenv("ARBITER_PGN_DIR");
  const fs::path dir = env ? fs::path(env) : fs::path(ARBITER_CORPUS_DIR) / "pgn";
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".pgn")
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

void verifyCorpus(benchmark::State& state) {
  const auto files = corpusFiles();
  chess::GameVerifier verifier;
  chess::PgnGame game;
  chess::GameVerdict verdict;
  std::int64_t games = 0;
  std::int64_t plies = 0;
  std::int64_t claims = 0;
  for (auto _ : state) {
    for (const auto& file : files) {
      std::ifstream in(file, std::ios::binary);
      chess::PgnReader reader(in);
      while (reader.next(game)) {
        verifier.verify(game, verdict);
        ++games;
        plies += verdict.plies;
        claims += static_cast<std::int64_t>(
            verdict.threefoldOnBoard.size() + verdict.threefoldWritten.size() +
            verdict.fiftyOnBoard.size() + verdict.fiftyWritten.size());
        benchmark::DoNotOptimize(verdict);
      }
    }
  }
  state.SetItemsProcessed(games);
  state.counters["games"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  state.counters["plies"] =
      benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
  state.counters["claim_plies"] =
      static_cast<double>(claims) / static_cast<double>(state.iterations());
}

// The reader alone (games split, tags and movetext tokens), to tell its
// share of the time from the chess.
void readCorpus(benchmark::State& state) {
  const auto files = corpusFiles();
  chess::PgnGame game;
  std::int64_t games = 0;
  for (auto _ : state) {
    for (const auto& file : files) {
      std::ifstream in(file, std::ios::binary);
      chess::PgnReader reader(in);
      while (reader.next(game)) {
        ++games;
        benchmark::DoNotOptimize(game);
      }
    }
  }
  state.SetItemsProcessed(games);
  state.counters["games"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

BENCHMARK(verifyCorpus)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(readCorpus)->Unit(benchmark::kMillisecond)->MinTime(3.0);

}  // namespace

BENCHMARK_MAIN();
