// SPDX-License-Identifier: MIT
// Issue 13, "the README's rules-profile section matches the `rules`
// listing": the README's table of differences (written by hand) is, row by
// row, the rule names and articles `arbiter rules` prints from the domain's
// table, and both say that the beginners' rules of the client's texts (长将和
// perpetual check, the draw offer after a refusal) are left out.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace {

// name, classic article, FIDE article.
using Row = std::tuple<std::string, std::string, std::string>;

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

// `arbiter rules --profile classic`: a name line, "  classic ART: rule",
// the sentence 「…」, "  FIDE ART: rule".
std::vector<Row> listedRows(const std::string& listing) {
  std::vector<Row> rows;
  std::istringstream in(listing);
  std::string line;
  std::getline(in, line);  // the heading
  std::string name, classic;
  while (std::getline(in, line)) {
    if (line.empty() || line.starts_with("Not part of either profile")) continue;
    if (!line.starts_with(" ")) {
      name = line;
    } else if (line.starts_with("  classic ")) {
      classic = line.substr(2, line.find(": ") - 2);
    } else if (line.starts_with("  FIDE ")) {
      rows.emplace_back(name, classic, line.substr(7, line.find(": ") - 7));
    }
  }
  return rows;
}

// The README's table under "#### Where the two rules profiles differ".
std::vector<Row> readmeRows(const std::string& readme) {
  std::vector<Row> rows;
  const auto at = readme.find("#### Where the two rules profiles differ");
  if (at == std::string::npos) return rows;
  std::istringstream in(readme.substr(at));
  std::string line;
  bool inTable = false;
  while (std::getline(in, line)) {
    if (!line.starts_with("|")) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    std::vector<std::string> cells;
    std::size_t start = 1;
    for (std::size_t bar = line.find('|', start); bar != std::string::npos;
         bar = line.find('|', start)) {
      cells.push_back(trimmed(line.substr(start, bar - start)));
      start = bar + 1;
    }
    if (cells.size() != 3 || cells[0] == "rule" || cells[0].starts_with("---")) continue;
    rows.emplace_back(cells[0], cells[1], cells[2]);
  }
  return rows;
}

}  // namespace

TEST(RulesReadme, TableIsTheRulesListing) {
  const auto listing = cli_test::runArbiter({"rules", "--profile", "classic"});
  ASSERT_EQ(listing.exitCode, 0) << listing.err;
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/README.md", std::ios::binary);
  const std::string readme{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const auto listed = listedRows(listing.out);
  const auto documented = readmeRows(readme);
  // 16 differences of issue 13, the irregular positions, the clock rules,
  // the extension: 23 rows (the domain table's size).
  ASSERT_EQ(listed.size(), 23u) << listing.out;
  ASSERT_EQ(documented.size(), listed.size());
  for (std::size_t i = 0; i < listed.size(); ++i)
    EXPECT_EQ(documented[i], listed[i]) << "row " << i + 1 << ": " << std::get<0>(listed[i]);

  // The same sentence in both (the README's wrapped over lines).
  const std::string beginners =
      "Not part of either profile: the beginners' rules of the client's texts (长将和 perpetual "
      "check, the draw offer after a refusal) are not the Laws and are left out.";
  EXPECT_NE(listing.out.find(beginners), std::string::npos) << listing.out;
  std::string unwrapped = readme;
  std::replace(unwrapped.begin(), unwrapped.end(), '\n', ' ');
  EXPECT_NE(unwrapped.find(beginners), std::string::npos);
}

// The FIDE-first listing names the same rules in the same order.
TEST(RulesReadme, BothListingsNameTheSameRules) {
  const auto classic = cli_test::runArbiter({"rules", "--profile", "classic"});
  const auto fide = cli_test::runArbiter({"rules", "--profile", "fide"});
  ASSERT_EQ(fide.exitCode, 0) << fide.err;
  std::vector<std::string> a, b;
  for (const auto* run : {&classic, &fide}) {
    std::istringstream in(run->out);
    std::string line;
    std::getline(in, line);
    auto& names = run == &classic ? a : b;
    while (std::getline(in, line))
      if (!line.empty() && !line.starts_with(" ") && !line.starts_with("Not part"))
        names.push_back(line);
  }
  EXPECT_EQ(a, b);
}
