// SPDX-License-Identifier: MIT
// Messy input never crashes the reader; whatever it accepts, the writer
// writes in a form it accepts again, and that form round-trips byte for byte.
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"
#include "domain/pairing/generator_random.h"
#include "tests/domain/interchange/corpus_file.h"

#include <gtest/gtest.h>

namespace interchange {
namespace {

using test::slurp;

std::string mutate(std::string text, pairing::Xoshiro256& random) {
  const int edits = random.between(1, 6);
  for (int i = 0; i < edits && !text.empty(); ++i) {
    const auto at = static_cast<std::size_t>(random.between(0, static_cast<int>(text.size()) - 1));
    const char bytes[] = {' ',  '0',  '9',  '-',    '+',    '=',    'w', 'b', 'X',
                          '\n', '\r', '\t', '\xC3', '\xA9', '\xFF', '.', 'Z', 'U'};
    const char byte = bytes[random.between(0, static_cast<int>(sizeof bytes) - 1)];
    switch (random.between(0, 3)) {
      case 0:
        text[at] = byte;
        break;
      case 1:
        text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), byte);
        break;
      case 2:
        text.erase(at, 1);
        break;
      default:
        text.resize(at);
        break;
    }
  }
  return text;
}

TEST(TrfFuzzSlow, MutatedCorpusFilesNeverCrashAndAcceptedOnesRoundTrip) {
  const std::string corpus = ARBITER_CORPUS_DIR;
  const std::string files[] = {corpus + "/pairing/dutch/001.trf",
                               corpus + "/pairing/dutch/057.trf",
                               corpus + "/tournaments/lichess-swiss-FaLp5fSD-2020-05-29.trf",
                               corpus + "/tournaments/gros-open-2010-javafo-sample.trf",
                               corpus + "/tournaments/fide-c07-held-exercises-swiss5.trf",
                               corpus + "/tournaments/crete-interclub-championship-2025.team.trf"};
  pairing::Xoshiro256 random(2026);
  int accepted = 0, refused = 0;
  for (const auto& file : files) {
    const std::string original = slurp(file);
    ASSERT_FALSE(original.empty()) << file;
    for (int i = 0; i < 400; ++i) {
      const std::string text = mutate(original, random);
      const auto doc = readTrf(text);
      if (!doc) {
        EXPECT_GE(doc.error().line, 0);
        ++refused;
        continue;
      }
      ++accepted;
      for (auto format : {TrfFormat::Trf16, TrfFormat::Trf26}) {
        const std::string written = writeTrf(*doc, format);
        const auto again = readTrf(written);
        ASSERT_TRUE(again.has_value()) << file << " mutation " << i << ": line "
                                       << again.error().line << " column " << again.error().column;
        EXPECT_EQ(writeTrf(*again, format), written) << file << " mutation " << i;
      }
    }
  }
  EXPECT_GT(accepted, 0);
  EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace interchange
