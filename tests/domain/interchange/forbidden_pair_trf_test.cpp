// SPDX-License-Identifier: MIT
// Forbidden pairs in the TRF: TRF26 record 260 (first round at 5-7, last
// round at 9-11, start numbers every 5 columns from 13; the players listed
// must not meet each other in those rounds) and the JaVaFo extension XXP
// (ids that must not meet, no rounds). Written one pair a record.
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"

#include <gtest/gtest.h>

namespace interchange {
namespace {

using tournament::ForbiddenPair;

std::string players(int count) {
  std::string text;
  for (int i = 1; i <= count; ++i) {
    std::string line = "001    " + std::to_string(i) + "      P" + std::to_string(i);
    line.resize(80, ' ');
    text += line + " 0.0\n";
  }
  return text;
}

// 260 lists three players: each two of them are a pair (3 pairs), in
// rounds 1-4; written back one record a pair with the same rounds, and
// that file reads and writes to the same bytes.
TEST(ForbiddenPairTrf, Record260RoundTrips) {
  const auto r =
      readTrf("142 9\n" + players(8) + "260   1   4    2    5    7\n260   3   9    1    8\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.forbiddenPairs,
            (std::vector<ForbiddenPair>{{2, 5, 1, 4}, {2, 7, 1, 4}, {5, 7, 1, 4}, {1, 8, 3, 9}}));
  const std::string written = writeTrf(*r, TrfFormat::Trf26);
  EXPECT_NE(written.find("\n260   1   4    2    5\n260   1   4    2    7\n260   1   4    5    7\n"
                         "260   3   9    1    8\n"),
            std::string::npos)
      << written;
  const auto again = readTrf(written);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->state.forbiddenPairs, r->state.forbiddenPairs);
  EXPECT_EQ(writeTrf(*again, TrfFormat::Trf26), written);
}

// XXP 3 6: for every round. TRF16 writes the pairs that hold in the round
// to be paired (XXP has no rounds): here round 1, so 3-6 and not the 260
// pair of rounds 2-4.
TEST(ForbiddenPairTrf, XxpReadsAsEveryRoundAndIsWrittenForTheNextRound) {
  const auto r = readTrf(players(6) + "XXR 5\nXXP 3 6\n");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->state.forbiddenPairs, (std::vector<ForbiddenPair>{{3, 6, 1, 0}}));
  auto doc = *r;
  doc.state.forbiddenPairs.push_back({1, 2, 2, 4});
  const std::string written = writeTrf(doc, TrfFormat::Trf16);
  EXPECT_NE(written.find("\nXXP    3    6\n"), std::string::npos) << written;
  EXPECT_EQ(written.find("XXP    1    2"), std::string::npos) << written;
}

// Bad records are refused at their line: a player beyond the file, a
// player with himself, a single player, a last round before the first.
TEST(ForbiddenPairTrf, BadRecordsAreRefusedWithTheirLine) {
  for (const std::string bad : {"260   1   4    2    9", "260   1   4    3    3", "XXP 4 4",
                                "XXP 4", "260   5   2    1    2"}) {
    const auto r = readTrf(players(8) + bad + "\n");
    ASSERT_FALSE(r.has_value()) << bad;
    EXPECT_EQ(r.error().code, TrfErrorCode::BadRecordValue) << bad;
    EXPECT_EQ(r.error().line, 9) << bad;
  }
}

}  // namespace
}  // namespace interchange
