// SPDX-License-Identifier: MIT
// Perft speed (nodes per second) on the start position and Kiwipete, the
// two positions perft_vs_stockfish.sh compares with Stockfish 15.1.
#include "domain/chess/fen.h"
#include "domain/chess/perft.h"

#include <benchmark/benchmark.h>

#include <string_view>

namespace {

constexpr std::string_view Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

void runPerft(benchmark::State& state, std::string_view fen) {
  const chess::Position pos = *chess::parseFen(fen);
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = chess::perft(pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes) * state.iterations(),
                                                 benchmark::Counter::kIsRate);
}

void BM_PerftStartPosition(benchmark::State& state) { runPerft(state, chess::StartFen); }
void BM_PerftKiwipete(benchmark::State& state) { runPerft(state, Kiwipete); }

BENCHMARK(BM_PerftStartPosition)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftKiwipete)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
