// SPDX-License-Identifier: MIT
// C.04.3 art. 4.2-4.3 against an exhaustive reading of the rule text. In a
// last bracket whose players have no colour or float history, every
// complete pairing is equally good by C5-C21, so the pairing is decided by
// generation order alone: the first split (S1 = the first p players, then
// the exchanges between S1 and S2 in the order of art. 4.3) that admits a
// complete pairing, then the first transposition of its S2. The reference
// below lists every exchange, sorts them by the four comparison rules and
// tries the transpositions in lexicographic order; the solver finds the
// same pairing by weighted matchings (bracket_solver.cpp).
#include "domain/pairing/bracket_solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <tuple>

using namespace pairing;

namespace {

using Pairs = std::vector<std::pair<int, int>>;

struct Exchange {
  std::vector<int> out;  // BSNs (0-based) moved from S1 to S2
  std::vector<int> in;   // BSNs moved from S2 to S1
};

// Art. 4.3 comparison rules, in order: fewer BSNs exchanged; smaller
// difference between the sum moved into S1 and the sum moved out of it;
// the highest different BSN moved out of S1 is higher; the lowest
// different BSN moved into S1 is lower.
bool before(const Exchange& a, const Exchange& b) {
  if (a.out.size() != b.out.size()) return a.out.size() < b.out.size();
  auto difference = [](const Exchange& e) {
    int sum = 0;
    for (int x : e.in) sum += x;
    for (int x : e.out) sum -= x;
    return sum;
  };
  if (difference(a) != difference(b)) return difference(a) < difference(b);
  std::vector<int> outA = a.out;
  std::vector<int> outB = b.out;
  std::sort(outA.rbegin(), outA.rend());
  std::sort(outB.rbegin(), outB.rend());
  if (outA != outB) return outA > outB;  // the first difference, from the highest down
  return a.in < b.in;                    // ascending: the first difference, from the lowest up
}

void subsets(const std::vector<int>& from, std::size_t k, std::size_t start,
             std::vector<int>& chosen, std::vector<std::vector<int>>& out) {
  if (chosen.size() == k) {
    out.push_back(chosen);
    return;
  }
  for (std::size_t i = start; i < from.size(); ++i) {
    chosen.push_back(from[i]);
    subsets(from, k, i + 1, chosen, out);
    chosen.pop_back();
  }
}

// The pairing C.04.3 art. 4 generates first among the complete ones, as
// (S1 player, S2 player) BSN pairs, or nothing when none is complete.
std::optional<Pairs> firstComplete(int n, const std::vector<std::vector<bool>>& legal) {
  const int p = n / 2;
  std::vector<int> s1(p);
  std::vector<int> s2(n - p);
  for (int i = 0; i < n; ++i) (i < p ? s1[i] : s2[i - p]) = i;
  std::vector<Exchange> exchanges;
  for (int k = 0; k <= p; ++k) {
    std::vector<std::vector<int>> outs;
    std::vector<std::vector<int>> ins;
    std::vector<int> chosen;
    subsets(s1, static_cast<std::size_t>(k), 0, chosen, outs);
    subsets(s2, static_cast<std::size_t>(k), 0, chosen, ins);
    for (const auto& out : outs)
      for (const auto& in : ins) exchanges.push_back({out, in});
  }
  std::stable_sort(exchanges.begin(), exchanges.end(), before);
  for (const Exchange& e : exchanges) {
    std::vector<int> one;
    std::vector<int> two;
    for (int i = 0; i < n; ++i) {
      const bool out = std::find(e.out.begin(), e.out.end(), i) != e.out.end();
      const bool in = std::find(e.in.begin(), e.in.end(), i) != e.in.end();
      ((i < p && !out) || in ? one : two).push_back(i);
    }
    // Art. 4.2: the transpositions of S2 in lexicographic order; S1[i]
    // meets S2[i], the S2 players left over (one, the PAB) float.
    do {
      bool ok = true;
      for (int i = 0; i < p && ok; ++i) ok = legal[one[i]][two[i]];
      if (ok) {
        Pairs pairs;
        for (int i = 0; i < p; ++i)
          pairs.emplace_back(std::min(one[i], two[i]), std::max(one[i], two[i]));
        std::sort(pairs.begin(), pairs.end());
        return pairs;
      }
    } while (std::next_permutation(two.begin(), two.end()));
  }
  return std::nullopt;
}

}  // namespace

TEST(ExchangeOrder, FirstCompletePairingAsArticle4GeneratesIt) {
  std::mt19937 random(20260201);
  int checked = 0;
  int needingTwoOrMore = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const int n = 6 + trial % 5;  // 6 to 10 players, odd ones with the PAB
    std::vector<std::vector<bool>> legal(n, std::vector<bool>(n, false));
    std::bernoulli_distribution edge(0.25 + 0.05 * (trial % 7));
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) legal[a][b] = legal[b][a] = edge(random);
    const auto expected = firstComplete(n, legal);
    if (!expected) continue;
    std::vector<PairingPlayer> ranked(n);
    for (int i = 0; i < n; ++i) {
      ranked[i].id = i + 1;
      ranked[i].pairingNumber = i + 1;
      ranked[i].score = 4;
    }
    const std::vector<Role> roles(n, Role::Resident);
    for (const bool filters : {true, false}) {
      BracketSolver solver(
          ranked, roles, tournament::Color::White, [&](int a, int b) { return legal[a][b]; },
          std::vector<bool>(n, true), BracketSolver::Below::All, filters, WeightRules{});
      const BracketResult result = solver.solve();
      ASSERT_TRUE(result.complete) << "trial " << trial;
      Pairs pairs = result.pairs;
      std::sort(pairs.begin(), pairs.end());
      EXPECT_EQ(pairs, *expected) << "trial " << trial << " filters " << filters;
      if (filters && result.exchanged >= 2) ++needingTwoOrMore;
    }
    ++checked;
  }
  EXPECT_GT(checked, 500);
  EXPECT_GT(needingTwoOrMore, 20);
}
