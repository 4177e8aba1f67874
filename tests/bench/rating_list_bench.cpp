// SPDX-License-Identifier: MIT
// FIDE players list at full size: a generated list of 1,200,000 players in
// FIDE's fixed-width TXT layout (the combined list's header and columns,
// names of one to three words with diacritics in some, 190 federations,
// ratings in three rates, flags), written once to
// $TMPDIR/arbiter-bench/players_list_foa.txt (about 195 MB). Measured: the
// load (read and parse, then the search index), a look-up by FIDE id, a
// name-prefix search and a words-in-any-order search (a scan of the keys).
#include "domain/interchange/rating_list.h"
#include "domain/interchange/rating_list_index.h"

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

namespace {

constexpr int Players = 1'200'000;
constexpr std::uint32_t FirstId = 100'000;

// Deterministic generator (xorshift64*), independent of the library.
struct Random {
  std::uint64_t state = 0x9E3779B97F4A7C15ULL;
  std::uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1DULL;
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

constexpr std::array<const char*, 24> Syllables{
    "ka", "ro", "mi", "sen", "ta",    "li", "no", "va", "ber", "gu", "des", "ho",
    "an", "zy", "el", "fi",  "ström", "mü", "ñe", "lo", "ri",  "qu", "sha", "po"};

std::string word(Random& random, bool capital) {
  std::string w;
  const int parts = 2 + random.below(2);
  for (int i = 0; i < parts; ++i) w += Syllables[static_cast<std::size_t>(random.below(24))];
  if (capital) w[0] = static_cast<char>(w[0] - 'a' + 'A');
  return w;
}

// The field written at its 0-based column, padded to the next one.
void put(std::string& line, std::size_t column, const std::string& value) {
  if (line.size() < column) line.resize(column, ' ');
  line += value;
}

std::filesystem::path listFile() {
  const auto dir = std::filesystem::temp_directory_path() / "arbiter-bench";
  const auto path = dir / "players_list_foa.txt";
  if (std::filesystem::exists(path)) return path;
  std::filesystem::create_directories(dir);
  std::ofstream out(path, std::ios::binary);
  out << "ID Number      Name                                                         Fed Sex Tit  "
         "WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n";
  Random random;
  constexpr const char* Titles[] = {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"};
  std::string line;
  for (int i = 0; i < Players; ++i) {
    line.clear();
    put(line, 0, std::to_string(FirstId + static_cast<std::uint32_t>(i) * 7));
    std::string name = word(random, true);
    name += ", ";
    name += word(random, true);
    if (random.below(4) == 0) {
      name += ' ';
      name += word(random, true);
    }
    put(line, 15, name);
    const int fed = random.below(190);
    put(line, 76,
        std::string{static_cast<char>('A' + fed % 26), static_cast<char>('A' + fed / 26),
                    static_cast<char>('A' + (fed * 7) % 26)});
    const bool woman = random.below(8) == 0;
    put(line, 80, woman ? "F" : "M");
    if (random.below(40) == 0) put(line, 84, Titles[random.below(8)]);
    const auto rating = [&] {
      return random.below(3) == 0 ? std::string() : std::to_string(1400 + random.below(1400));
    };
    put(line, 113, rating());
    put(line, 119, std::to_string(random.below(12)));
    put(line, 123, "20");
    put(line, 126, rating());
    put(line, 132, std::to_string(random.below(12)));
    put(line, 136, "20");
    put(line, 139, rating());
    put(line, 145, std::to_string(random.below(12)));
    put(line, 149, "20");
    put(line, 152, std::to_string(1940 + random.below(80)));
    const int flag = random.below(5);
    put(line, 158, flag == 0 ? "i" : flag == 1 && woman ? "wi" : woman ? "w" : "");
    line += '\n';
    out << line;
  }
  return path;
}

std::unique_ptr<interchange::RatingListIndex> load() {
  std::ifstream in(listFile(), std::ios::binary);
  auto entries = interchange::readFideTxtList(in);
  if (!entries) return nullptr;
  return std::make_unique<interchange::RatingListIndex>(std::move(*entries));
}

const interchange::RatingListIndex& sharedIndex() {
  static const auto index = load();
  return *index;
}

void loadList(benchmark::State& bench) {
  listFile();
  for (auto _ : bench) {
    std::ifstream in(listFile(), std::ios::binary);
    auto entries = interchange::readFideTxtList(in);
    benchmark::DoNotOptimize(entries);
    bench.counters["players"] = static_cast<double>(entries ? entries->size() : 0);
  }
}
BENCHMARK(loadList)->Unit(benchmark::kMillisecond)->Iterations(2);

void loadAndIndex(benchmark::State& bench) {
  listFile();
  for (auto _ : bench) {
    auto index = load();
    benchmark::DoNotOptimize(index);
  }
}
BENCHMARK(loadAndIndex)->Unit(benchmark::kMillisecond)->Iterations(2);

void searchById(benchmark::State& bench) {
  const auto& index = sharedIndex();
  Random random;
  for (auto _ : bench) {
    const auto id = FirstId + static_cast<std::uint32_t>(random.below(Players)) * 7;
    benchmark::DoNotOptimize(index.byFideId(id));
  }
}
BENCHMARK(searchById)->Unit(benchmark::kMicrosecond);

void searchByNamePrefix(benchmark::State& bench) {
  const auto& index = sharedIndex();
  const interchange::ListQuery query{"karo", "", 20};
  std::size_t found = 0;
  for (auto _ : bench) found = index.search(query).size();
  bench.counters["found"] = static_cast<double>(found);
}
BENCHMARK(searchByNamePrefix)->Unit(benchmark::kMicrosecond);

void searchByWordsInAnyOrder(benchmark::State& bench) {
  const auto& index = sharedIndex();
  // Given name first: no key begins with it, so the keys are scanned.
  const interchange::ListQuery query{"mise karo", "", 20};
  std::size_t found = 0;
  for (auto _ : bench) found = index.search(query).size();
  bench.counters["found"] = static_cast<double>(found);
}
BENCHMARK(searchByWordsInAnyOrder)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
