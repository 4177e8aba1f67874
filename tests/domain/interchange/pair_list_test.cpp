// SPDX-License-Identifier: MIT
// The pair-list format of shared/corpus/pairing/README.md.
#include "domain/interchange/pair_list.h"
#include "domain/interchange/trf_reader.h"

#include "tests/domain/interchange/corpus_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

namespace interchange {
namespace {

namespace fs = std::filesystem;

TEST(PairList, ReadsBoardsAndTheByeLast) {
  const auto list = readPairList("3\n5 1\n23 2\n7 0\n");
  ASSERT_TRUE(list.has_value());
  EXPECT_EQ(list->boards, (std::vector<PairListBoard>{{5, 1}, {23, 2}}));
  EXPECT_EQ(list->bye, 7);
}

TEST(PairList, WritesTheCountIncludingTheByeLine) {
  EXPECT_EQ(writePairList({{{5, 1}, {23, 2}}, 7}), "3\n5 1\n23 2\n7 0\n");
  EXPECT_EQ(writePairList({{{2, 1}}, std::nullopt}), "1\n2 1\n");
}

TEST(PairList, AcceptsCrLfBlanksAndNoFinalNewline) {
  const auto list = readPairList("2\r\n 4  3 \r\n1 2");
  ASSERT_TRUE(list.has_value());
  EXPECT_EQ(list->boards.size(), 2u);
}

TEST(PairList, RefusesWithThePlace) {
  const auto check = [](std::string_view text, PairListErrorCode code, int line) {
    const auto r = readPairList(text);
    ASSERT_FALSE(r.has_value()) << text;
    EXPECT_EQ(r.error().code, code) << text;
    EXPECT_EQ(r.error().line, line) << text;
  };
  check("", PairListErrorCode::Empty, 1);
  check("x\n1 2\n", PairListErrorCode::BadCount, 1);
  check("1\n1-2\n", PairListErrorCode::BadLine, 2);
  check("2\n1 2\n", PairListErrorCode::CountMismatch, 1);
  check("2\n1 2\n3 1\n", PairListErrorCode::PlayerTwice, 3);
  check("2\n3 0\n1 2\n", PairListErrorCode::ByeNotLast, 3);
  check("2\n3 0\n4 0\n", PairListErrorCode::SecondBye, 3);
  check("1\n0 2\n", PairListErrorCode::BadLine, 2);
}

using test::slurp;

// Every expected output of the corpus reads, writes back byte for byte, and
// pairs exactly the players of its .trf that are not absent.
TEST(PairListSlow, ReadsEveryCorpusPairFile) {
  int files = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(ARBITER_CORPUS_DIR) / "pairing" / "dutch")) {
    if (entry.path().extension() != ".pairs") continue;
    SCOPED_TRACE(entry.path().filename().string());
    const std::string text = slurp(entry.path());
    const auto list = readPairList(text);
    ASSERT_TRUE(list.has_value());
    EXPECT_EQ(writePairList(*list), text);
    auto trfPath = entry.path();
    const auto trf = readTrf(slurp(trfPath.replace_extension(".trf")));
    ASSERT_TRUE(trf.has_value());
    const int round = trf->state.roundsRecorded() + 1;
    std::set<int> expected;
    for (const auto& p : trf->state.players)
      if (!trf->state.plannedBye(p.startNumber, round)) expected.insert(p.startNumber);
    std::set<int> paired;
    for (const auto& b : list->boards) paired.insert({b.white, b.black});
    if (list->bye) paired.insert(*list->bye);
    EXPECT_EQ(paired, expected);
    ++files;
  }
  EXPECT_EQ(files, 150);
}

}  // namespace
}  // namespace interchange
