// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/bracket_weights.h"
#include "domain/pairing/match_weight.h"
#include "domain/pairing/tight_matchings.h"
#include "domain/pairing/weighted_matching.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace pairing {

// The pairs chosen in one bracket (rank indices, higher ranked first) and the
// players it moves down, with the criterion that last cut a candidate.
struct BracketResult {
  std::vector<std::pair<int, int>> pairs;
  std::vector<int> downfloaters;
  std::optional<int> bye;  // only when the bracket is the last one
  Criterion decidedBy = Criterion::None;
  bool complete = true;  // false: the players left cannot all be paired (C4)
  int exchanged = 0;     // players moved each way between S1 and S2 (C.04.3 art. 4.3)
};

// Pairs one bracket (C.04.3 art. 3-4): the best candidate by the criteria
// is found by maximum-weight matching over the bracket and the players
// below it; among equally good candidates the first in generation order
// (MDPs by rank, then S1 players, each with the first S2 opponent) wins.
// Each choice is settled by the cheapest exact means: a duality bound, a
// colour count, a rearrangement of the current best, the tight edges of a
// bipartite remainder (tight_matchings.h), and only then a new matching.
class BracketSolver {
public:
  using Compatible = std::function<bool(int, int)>;

  // Which of the players below the bracket are in the graph (the others
  // are Role::Out): none (the bracket's own criteria only; its floaters
  // stay unmatched and C4/C8 are the caller's to check), a window (no
  // bye; the bracket and the next scoregroup must be matched) or all.
  enum class Below : std::uint8_t { None, Window, All };

  // `filters`: settle choices without a matching where that is exact
  // (off only for the tests that compare against plain matching);
  // `rules`: the criteria of C.04.3 the weights encode.
  BracketSolver(const std::vector<PairingPlayer>& ranked, const std::vector<Role>& roles,
                tournament::Color initial, Compatible compatible, std::vector<bool> byeEligible,
                Below below, bool filters, WeightRules rules);

  BracketResult solve();

  // The weights the bracket is measured by.
  const BracketWeights& weights() const { return m_weights; }

  // For a pairing checker: the best weight the graph's other players add
  // when the bracket pairs exactly `pairs` (rank indices, higher ranked
  // first) and each of its other players floats, that is what the players
  // below and the PAB can still make of them; the pairs' own weight is not
  // included. With WeightRules::nextBracketAlone (2017), the following
  // bracket by itself (C7).
  MatchWeight bestBeyond(const std::vector<std::pair<int, int>>& pairs);

private:
  struct Solution {
    std::vector<int> mate;  // by rank index; -1 unmatched, -2 the bye
    MatchWeight total;
    // By LP duality, twice the most any matching under the same
    // constraints can weigh when it pairs two bracket players (by
    // bracket position, lower first); zero for a pair it cannot contain.
    std::vector<MatchWeight> pairBound;
    // All best candidates at once, when the graph is bipartite; its
    // vertices by rank.
    std::optional<TightMatchings> tight;
    std::vector<int> rankOf;
  };
  // The graph of the unfixed players: vertex -> rank, edges with their
  // weights, the PAB vertex last if needed, the fixed pairs' weight.
  struct Graph {
    std::vector<int> rankOf;
    std::vector<WeightedEdge> edges;
    int vertexCount = 0;
    MatchWeight fixedTotal;
  };
  bool admissible(int a, int b) const;
  bool pairable(int a, int b) const;
  Graph graph() const;
  Solution match() const;
  bool bipartite() const;
  void enterTightPhase();
  MatchWeight weightOf(int a, int b) const;  // b: a rank, -1 nobody, -2 the PAB
  bool rearrangementKeepsBest(int x, int y, const MatchWeight& best);
  int pairIndex(int a, int b) const;
  bool ruledOut(int x, int y, const MatchWeight& best, Criterion& decided) const;
  std::pair<int, int> remainderConflicts(const std::vector<int>& remainder) const;
  bool tryPair(int x, int y, const MatchWeight& best, Criterion& decided);
  bool tryFloat(int x, const MatchWeight& best, Criterion& decided);
  void choose(int x, const std::vector<int>& candidates, const MatchWeight& best,
              Criterion& decided);
  std::vector<int> splitRemainder(const std::vector<int>& remainder, int pairs, MatchWeight& best);
  bool exchange(const std::vector<int>& remainder, int pairs, MatchWeight& best,
                const std::function<bool(int, int)>& coloursAllow);

  // C.04.3 art. 4.3, while a split of the remainder is being chosen: what
  // a split costs, as one number ordered like the exchanges (fewest
  // players exchanged, then the smallest difference of the BSN sums). A
  // player costs `unit` minus his index when he leaves the original S1,
  // his index when he joins it from the original S2; an S1 player left
  // unpaired costs `unpairedS1`, more than any split.
  struct Exchange {
    std::vector<int> index;  // rank -> index in the remainder (its BSN order), -1
    int pairs = 0;           // the original S1: indices below `pairs`
    std::uint64_t unit = 0;
    std::uint64_t unpairedS1 = 0;
  };
  std::uint64_t sideCost(int r, int side) const;
  std::uint64_t unpairedCost(int r) const;
  std::uint64_t pairCost(int a, int b) const;
  std::uint64_t exchangeCost(const Solution& solution) const;
  MatchWeight edgeWeight(int a, int b) const;

  const std::vector<PairingPlayer>& m_ranked;
  const std::vector<Role>& m_roles;
  BracketWeights m_weights;
  Compatible m_compatible;
  std::vector<bool> m_byeEligible;
  std::vector<int> m_active;           // rank indices in the graph
  std::vector<int> m_bracketPosition;  // rank -> position in the bracket, -1
  int m_bracketSize = 0;
  bool m_needsBye = false;
  Below m_below = Below::All;
  bool m_filters = true;
  bool m_nextBracketAlone = false;  // C4 is the caller's to check (WeightRules)
  bool m_mdpsApart = false;         // 2017: no pair of two MDPs
  std::vector<int> m_fixedMate;     // rank -> fixed partner in the bracket, -1
  std::vector<bool> m_floats;       // forced out of the bracket's pairs
  std::vector<int> m_side;          // remainder split: 1 = S1, 2 = S2, 0 = free
  Solution m_current;
  std::optional<TightMatchings> m_tight;  // the S1 choices of a bipartite remainder
  std::vector<int> m_vertexOf;            // rank -> vertex of m_tight
  std::optional<Exchange> m_exchange;     // only while a split is chosen
  int m_exchanged = 0;                    // players exchanged by the split chosen
};

}  // namespace pairing
