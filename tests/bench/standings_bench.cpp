// SPDX-License-Identifier: MIT
// Standings with every C.07 tie-break of the corpus list (25 columns, both
// cuts and medians, DE, the rating tie-breaks) for the perf tournaments of
// shared/corpus/pairing/perf. The anchor is the time to pair the same file:
// the reference pairer's CPU median is in perf/manifest.jsonl
// (bbp_timing_shared_2core_host); our Dutch engine's is measured by
// tests/bench for pairing. The file is read once, outside the timing.
#include "domain/interchange/trf_reader.h"
#include "domain/standings/standings.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace {

const std::filesystem::path Perf = std::filesystem::path(ARBITER_CORPUS_DIR) / "pairing" / "perf";

constexpr const char* Codes[] = {"BH",  "BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB",  "AOB",
                                 "SB",  "SB/C1", "PS",    "PS/C1", "KS",    "ARO", "ARO/C1",
                                 "TPR", "PTP",   "APRO",  "APPO",  "WIN",   "WON", "BPG",
                                 "BWG", "REP",   "STD",   "DE"};

tournament::TournamentState load(const char* name) {
  std::ifstream in(Perf / name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return interchange::readTrf(text.str()).value().state;
}

void standingsWithEveryTieBreak(benchmark::State& bench, const char* file) {
  const auto state = load(file);
  std::vector<standings::TieBreak> list;
  for (const char* code : Codes) list.push_back(*standings::parseTieBreak(code));
  for (auto _ : bench) {
    auto table = standings::computeStandings(state, {}, list);
    benchmark::DoNotOptimize(table);
  }
  bench.counters["players"] = static_cast<double>(state.players.size());
}

BENCHMARK_CAPTURE(standingsWithEveryTieBreak, p2000_r02, "p2000_r02.trf")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(standingsWithEveryTieBreak, p1000_r07, "p1000_r07.trf")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(standingsWithEveryTieBreak, p0500_r08, "p0500_r08.trf")
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
