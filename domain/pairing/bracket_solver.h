// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/bracket_weights.h"
#include "domain/pairing/match_weight.h"

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
  bool complete = true;    // false: the players left cannot all be paired (C4)
};

// Pairs one bracket (C.04.3 art. 3-4): the best candidate by the criteria
// is found by maximum-weight matching over the bracket and every lower
// player; among equally good candidates the first in generation order
// (MDPs by rank, then S1 players, each with the first S2 opponent) wins.
class BracketSolver {
public:
  using Compatible = std::function<bool(int, int)>;

  // `openBottom`: players below the window were left out (Role::Out); no
  // bye is given and only the bracket and the next one must be matched.
  BracketSolver(const std::vector<PairingPlayer>& ranked, const std::vector<Role>& roles,
                tournament::Color initial, Compatible compatible, std::vector<bool> byeEligible,
                bool openBottom);

  BracketResult solve();

private:
  struct Solution {
    std::vector<int> mate;  // by rank index; -1 unmatched, -2 the bye
    MatchWeight total;
  };
  Solution match() const;
  bool tryPair(int x, int y, const MatchWeight& best, Criterion& decided);
  bool tryFloat(int x, const MatchWeight& best, Criterion& decided);
  void choose(int x, const std::vector<int>& candidates, const MatchWeight& best,
              Criterion& decided);
  std::vector<int> splitRemainder(const std::vector<int>& remainder, int pairs,
                                  const MatchWeight& best);

  const std::vector<PairingPlayer>& m_ranked;
  const std::vector<Role>& m_roles;
  BracketWeights m_weights;
  Compatible m_compatible;
  std::vector<bool> m_byeEligible;
  std::vector<int> m_active;  // rank indices in the graph
  bool m_needsBye = false;
  bool m_openBottom = false;
  std::vector<int> m_fixedMate;  // rank -> fixed partner in the bracket, -1
  std::vector<bool> m_floats;    // forced out of the bracket's pairs
  std::vector<int> m_side;       // remainder split: 1 = S1, 2 = S2, 0 = free
  Solution m_current;
};

}  // namespace pairing
