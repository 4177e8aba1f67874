// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dutch_options.h"
#include "domain/pairing/match_weight.h"
#include "domain/pairing/pairing.h"
#include "domain/pairing/pairing_player.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pairing {

// The part a player plays while one bracket is being paired.
enum class Role : std::uint8_t {
  Out,        // already paired or not in the round
  Resident,   // of the bracket's scoregroup
  MovedDown,  // an MDP: moved down into the bracket
  Next,       // of the next scoregroup (C8 looks ahead to it)
  Lower,      // any lower scoregroup (only C4 completion matters)
};

// Which criteria the weights encode. `edition`: the 2017 edition of
// C.04.3 has no C5 or C9, its C6 (PSD, A.8) and C7 (the next bracket's
// pairs and PSD) in place of 2026's C7 and C8, and its float criteria
// C12-C19 count every player who floats (bracket_weights_2017.cpp); the
// fields keep the 2026 labels of the criteria they stand for.
// `nextBracketAlone` (2017): the bracket is neither the PPB nor the last
// (collapsed) bracket (A.9), so it has no completion criterion (C.4 is the
// PPB's) and C7 counts the following bracket by itself ("just in the
// following bracket"): the graph holds the bracket and the next scoregroup
// only. When the following bracket is the last one, its own pairing must
// still be legal, one PAB to an eligible player (C2, A.9 note: the PAB is
// part of the last bracket's pairing): the completion field then counts
// it, below C5-C6 and above C7. Otherwise (the PPB and the last bracket,
// where C.7 does not apply) the caller gives no Role::Next players and
// completion comes first.
struct WeightRules {
  DutchEdition edition = DutchEdition::Rules2026;
  bool nextBracketAlone = false;
  bool floatScoreLists = false;  // DutchOptions::floatScoreLists (2026 only)
};

// The edge weights that make a maximum-weight matching over the bracket and
// every player below it the best pairing of the bracket by C.04.3: one bit
// field per criterion, most significant first: completion (C4, as
// cardinality), C5 bye score, C6 pairs, C7 downfloater scores by level,
// C8 the next bracket's pairs and scores, C9, colours C10-C13 and floats
// C14-C21; last, a bias towards the S1[i]-S2[i] pairs of art. 4 that only
// speeds up the search for the first candidate in generation order. Players are given by rank index
// into `ranked`.
class BracketWeights {
public:
  // `openBottom`: the graph stops above the lowest players (a window);
  // then only bracket and next-bracket players must be matched.
  BracketWeights(const std::vector<PairingPlayer>& ranked, const std::vector<Role>& roles,
                 tournament::Color initial, bool openBottom, WeightRules rules);

  // C9 counts only in a bracket that moves down exactly one player, who
  // gets the PAB; the solver switches it on once it knows that.
  // False (nothing to count) in the 2017 edition, which has no C9.
  bool countByeUnplayed(bool on) {
    m_countC9 = on && m_edition == DutchEdition::Rules2026;
    return m_edition == DutchEdition::Rules2026;
  }
  tournament::Color initial() const { return m_initial; }
  // The order bias (the last field) only speeds up finding the first best
  // candidate; matchings that stand for all best candidates at once
  // (tight_matchings.h) are taken without it.
  void countOrder(bool on) { m_countOrder = on; }

  // C.04.3 art. 4.3: one more field, below every criterion and above the
  // order bias, for the cost of an exchange between S1 and S2 (the solver
  // fills it while it chooses a split); its sums stay below `maxSum`. The
  // layout changes: weights made before are not comparable with later ones.
  // False, and nothing changed, when the weight has no room for it.
  bool addExchangeField(std::uint64_t maxSum);
  int exchangeOffset() const { return m_fields[m_exchange].offset; }

  // The weight of pairing ranks a < b (colours by art. 5), of the PAB to a.
  MatchWeight pair(int a, int b) const { return pairWeight(a, b, nullptr); }
  MatchWeight bye(int a) const;
  // The weight of a pair as a checked pairing seats it: `a` has
  // `aColour` (the colour criteria count the colours given, not art. 5's).
  MatchWeight pairAs(int a, int b, tournament::Color aColour) const {
    return pairWeight(a, b, &aColour);
  }
  // The first criterion in which two matching totals differ.
  Criterion firstDifference(const MatchWeight& a, const MatchWeight& b) const;

private:
  struct Field {
    Criterion criterion;
    int width = 0;
    int offset = 0;
  };
  int addField(Criterion c, long long maxSum);
  int levelIndex(const std::vector<tournament::HalfPoints>& levels,
                 tournament::HalfPoints score) const;
  void finishLayout();
  void layout2017(int bracket, int next, int vertices, bool nextBracketAlone);
  MatchWeight pairWeight(int a, int b, const tournament::Color* aColour) const;
  void pair2017(int a, int b, MatchWeight& w) const;
  void next2017(int a, int b, MatchWeight& w) const;

  const std::vector<PairingPlayer>& m_ranked;
  const std::vector<Role>& m_roles;
  tournament::Color m_initial;
  std::vector<Field> m_fields;                          // most significant first
  std::vector<tournament::HalfPoints> m_bracketLevels;  // C7, descending
  std::vector<tournament::HalfPoints> m_nextLevels;     // C8, descending
  tournament::HalfPoints m_maxScore = 0;
  int m_maxUnplayed = 0;
  int m_maxDifference = 0;
  bool m_countC9 = false;
  bool m_countOrder = true;
  bool m_openBottom = false;
  DutchEdition m_edition = DutchEdition::Rules2026;
  // 2017 (A.8): the score differences a pair or a downfloater can have in
  // this bracket and in the next one, descending; one field each.
  std::vector<tournament::HalfPoints> m_psdValues, m_nextPsdValues;
  tournament::HalfPoints m_lowest = 0, m_nextLowest = 0;  // A.8: the brackets' lowest scores
  int m_psd = 0, m_nextPsd = 0;
  // C18-C21 as lists: the first field of each, and the thresholds of the
  // fields (a repeated downfloat with a difference below t, a repeated
  // upfloat with one of t or more), descending.
  bool m_lists = false;
  std::array<int, 4> m_listField{};
  std::vector<tournament::HalfPoints> m_downThresholds, m_upThresholds;
  int m_card = 0, m_c5 = 0, m_c6 = 0, m_c7 = 0, m_c8 = 0, m_c8Levels = 0, m_c9 = 0;
  int m_colour = 0, m_float = 0, m_bias = 0, m_exchange = -1;
  std::vector<int> m_position;  // by rank: order inside the bracket, -1 outside
  int m_bracketSize = 0;
};

bool inBracket(Role r);

}  // namespace pairing
