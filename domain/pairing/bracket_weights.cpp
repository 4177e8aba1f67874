// SPDX-License-Identifier: MIT
#include "domain/pairing/bracket_weights.h"

#include "domain/pairing/colour_allocation.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdlib>

namespace pairing {

using tournament::HalfPoints;

bool inBracket(Role r) { return r == Role::Resident || r == Role::MovedDown; }

namespace {
bool inNextBracket(Role r) { return inBracket(r) || r == Role::Next; }
}  // namespace

BracketWeights::BracketWeights(const std::vector<PairingPlayer>& ranked,
                               const std::vector<Role>& roles, tournament::Color initial,
                               bool openBottom, WeightRules rules)
    : m_ranked(ranked),
      m_roles(roles),
      m_initial(initial),
      m_openBottom(openBottom),
      m_edition(rules.edition),
      m_position(ranked.size(), -1) {
  int vertices = 1;
  int bracket = 0;
  int next = 0;
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    if (roles[i] == Role::Out) continue;
    ++vertices;
    m_maxScore = std::max(m_maxScore, ranked[i].score);
    m_maxUnplayed = std::max(m_maxUnplayed, ranked[i].unplayedRounds);
    if (inBracket(roles[i])) m_position[i] = bracket;
    if (inBracket(roles[i])) {
      ++bracket;
      m_bracketLevels.push_back(ranked[i].score);
    }
    if (inNextBracket(roles[i])) {
      ++next;
      m_nextLevels.push_back(ranked[i].score);
    }
  }
  for (auto* levels : {&m_bracketLevels, &m_nextLevels}) {
    std::sort(levels->begin(), levels->end(), std::greater<>());
    levels->erase(std::unique(levels->begin(), levels->end()), levels->end());
  }
  m_maxDifference = m_bracketLevels.empty() ? 0 : m_bracketLevels.front() - m_bracketLevels.back();
  const bool alone2017 = rules.edition == DutchEdition::Rules2017 && rules.nextBracketAlone;
  if (!alone2017) m_card = addField(Criterion::C4Completion, vertices + 1);
  if (rules.edition == DutchEdition::Rules2017) {
    layout2017(bracket, next, vertices, rules.nextBracketAlone);
  } else {
    m_c5 = addField(Criterion::C5ByeScore, m_maxScore + 1);
    m_c6 = addField(Criterion::C6Pairs, bracket / 2 + 1);
    m_c7 = static_cast<int>(m_fields.size());
    for (std::size_t l = 0; l < m_bracketLevels.size(); ++l)
      addField(Criterion::C7DownfloaterScores, bracket + 1);
    m_c8 = addField(Criterion::C8NextBracket, next / 2 + 1);
    m_c8Levels = static_cast<int>(m_fields.size());
    for (std::size_t l = 0; l < m_nextLevels.size(); ++l)
      addField(Criterion::C8NextBracket, next + 1);
    m_c9 = addField(Criterion::C9ByeUnplayed, m_maxUnplayed + 1);
  }
  m_colour = static_cast<int>(m_fields.size());
  for (auto c : {Criterion::C10TopscorerColourDifference, Criterion::C11TopscorerSameColourThrice,
                 Criterion::C12ColourPreference, Criterion::C13StrongColourPreference})
    addField(c, bracket + 1);
  m_float = static_cast<int>(m_fields.size());
  for (auto c : {Criterion::C14RepeatedDownfloat, Criterion::C15RepeatedUpfloat,
                 Criterion::C16DownfloatTwoRoundsBack, Criterion::C17UpfloatTwoRoundsBack})
    addField(c, bracket + 1);
  m_lists = rules.floatScoreLists && rules.edition == DutchEdition::Rules2026;
  if (m_lists) {
    // A descending list is compared by how many elements reach each value
    // from the highest down: one field per value, a count each.
    for (HalfPoints level : m_bracketLevels)
      if (level > m_bracketLevels.back()) m_upThresholds.push_back(level - m_bracketLevels.back());
    m_downThresholds.push_back(m_maxDifference + 1);  // floating on: worse than any pair
    if (!m_upThresholds.empty())
      m_downThresholds.insert(m_downThresholds.end(), m_upThresholds.begin(),
                              m_upThresholds.end() - 1);
    // A bracket of many score levels has no room for the lists: it keeps
    // the sums (the order bias needs two widths of its own).
    int used = 0;
    for (const Field& f : m_fields) used += f.width;
    const int width = static_cast<int>(std::bit_width(static_cast<unsigned>(bracket + 1))) + 1;
    const auto listFields = 2 * (m_downThresholds.size() + m_upThresholds.size());
    if (used + static_cast<int>(listFields) * width + 4 * width + 8 >= MatchWeight::Bits - 2) {
      m_lists = false;
      m_downThresholds.clear();
      m_upThresholds.clear();
    }
  }
  int listIndex = 0;
  for (auto c :
       {Criterion::C18RepeatedDownfloatScore, Criterion::C19RepeatedUpfloatScore,
        Criterion::C20DownfloatScoreTwoRoundsBack, Criterion::C21UpfloatScoreTwoRoundsBack}) {
    if (!m_lists) {
      addField(c, static_cast<long long>(bracket + 1) * (m_maxDifference + 2));
      continue;
    }
    m_listField[listIndex] = static_cast<int>(m_fields.size());
    const auto& thresholds = listIndex % 2 == 0 ? m_downThresholds : m_upThresholds;
    for (std::size_t t = 0; t < thresholds.size(); ++t) addField(c, bracket + 1);
    ++listIndex;
  }
  m_bracketSize = bracket;
  m_bias = addField(Criterion::Order, static_cast<long long>(bracket + 1) * (bracket + 1));
  finishLayout();
}

int BracketWeights::addField(Criterion c, long long maxSum) {
  m_fields.push_back(
      {c, static_cast<int>(std::bit_width(static_cast<unsigned long long>(maxSum))) + 1, 0});
  return static_cast<int>(m_fields.size()) - 1;
}

// Labelled Criterion::Order, the field is passed over by firstDifference
// like the order bias: it never decides between candidates, it orders the
// splits of one candidate's players.
bool BracketWeights::addExchangeField(std::uint64_t maxSum) {
  if (m_exchange >= 0) return true;
  const int width = static_cast<int>(std::bit_width(maxSum)) + 1;
  int used = 0;
  for (const Field& f : m_fields) used += f.width;
  if (used + width >= MatchWeight::Bits - 2) return false;
  m_fields.insert(m_fields.begin() + m_bias, Field{Criterion::Order, width, 0});
  m_exchange = m_bias++;
  finishLayout();
  return true;
}

void BracketWeights::finishLayout() {
  int offset = 0;
  for (auto it = m_fields.rbegin(); it != m_fields.rend(); ++it) {
    it->offset = offset;
    offset += it->width;
  }
  // The widest layout (four levels of a 4000-player bracket) stays far below.
  assert(offset < MatchWeight::Bits - 2);
}

int BracketWeights::levelIndex(const std::vector<HalfPoints>& levels, HalfPoints score) const {
  return static_cast<int>(std::find(levels.begin(), levels.end(), score) - levels.begin());
}

MatchWeight BracketWeights::bye(int a) const {
  MatchWeight w;
  w.addField(m_fields[m_card].offset, 2);
  // 2017: the PAB receiver is the last bracket's downfloater, counted in its PSD (C6).
  if (m_edition == DutchEdition::Rules2017) return w;
  // C5: the lower the receiver's score, the better.
  w.addField(m_fields[m_c5].offset, static_cast<std::uint64_t>(m_maxScore - m_ranked[a].score));
  // C9: fewest unplayed games.
  if (m_countC9 && inBracket(m_roles[a]))
    w.addField(m_fields[m_c9].offset,
               static_cast<std::uint64_t>(m_maxUnplayed - m_ranked[a].unplayedRounds));
  return w;
}

MatchWeight BracketWeights::pairWeight(int a, int b, const tournament::Color* aColour) const {
  MatchWeight w;
  const Role ra = m_roles[a];
  const Role rb = m_roles[b];
  // C4: every player must be paired; in a window, those below the next
  // bracket may stay over (the completion test covers them).
  const int matched = m_openBottom ? (inNextBracket(ra) ? 1 : 0) + (inNextBracket(rb) ? 1 : 0) : 2;
  w.addField(m_fields[m_card].offset, static_cast<std::uint64_t>(matched));
  const PairingPlayer& pa = m_ranked[a];
  const PairingPlayer& pb = m_ranked[b];
  const bool rules2017 = m_edition == DutchEdition::Rules2017;
  if (inBracket(ra) && inBracket(rb)) {
    if (rules2017) {
      pair2017(a, b, w);
    } else {
      // C6: one more pair in the bracket; C7: its players do not float.
      w.addField(m_fields[m_c6].offset, 1);
      w.addField(m_fields[m_c7 + levelIndex(m_bracketLevels, pa.score)].offset, 1);
      w.addField(m_fields[m_c7 + levelIndex(m_bracketLevels, pb.score)].offset, 1);
    }
    // C10-C13: the colours this pair would get (a is the higher ranked).
    const auto cost =
        colourCost(pa, pb, aColour ? *aColour : allocateColours(pa, pb, m_initial).first);
    const int costs[] = {cost.topscorerDifference, cost.topscorerThrice, cost.preference,
                         cost.strongPreference};
    for (int i = 0; i < 4; ++i)
      w.addField(m_fields[m_colour + i].offset, static_cast<std::uint64_t>(2 - costs[i]));
    // C14/C16: residents who floated down 1 (2) rounds ago and stay in the bracket.
    // C15/C17: an MDP's opponent who floated up 1 (2) rounds ago.
    // C18-C21: the same, weighted by the score difference.
    const bool mixed = (ra == Role::MovedDown) != (rb == Role::MovedDown);
    const PairingPlayer& mdp = ra == Role::MovedDown ? pa : pb;
    const PairingPlayer& resident = ra == Role::MovedDown ? pb : pa;
    const int difference = mixed ? mdp.score - resident.score : 0;
    for (int back = 1; back <= 2 && !rules2017; ++back) {
      int stay = 0;
      if (ra == Role::Resident && pa.floatBack(back) == Float::Down) ++stay;
      if (rb == Role::Resident && pb.floatBack(back) == Float::Down) ++stay;
      const bool upAgain = mixed && resident.floatBack(back) == Float::Up;
      const bool downAgain = mixed && mdp.floatBack(back) == Float::Down;
      const int base = m_float + (back - 1) * 2;
      w.addField(m_fields[base].offset, static_cast<std::uint64_t>(stay));
      w.addField(m_fields[base + 1].offset, upAgain ? 0 : 1);
      if (m_lists) {
        const int down = m_listField[(back - 1) * 2];
        const int up = m_listField[(back - 1) * 2 + 1];
        for (std::size_t t = 0; t < m_downThresholds.size(); ++t)
          if (downAgain && difference < m_downThresholds[t])
            w.addField(m_fields[down + static_cast<int>(t)].offset, 1);
        for (std::size_t t = 0; t < m_upThresholds.size(); ++t)
          w.addField(m_fields[up + static_cast<int>(t)].offset,
                     upAgain && difference >= m_upThresholds[t] ? 0 : 1);
        continue;
      }
      const int scoreBase = m_float + 4 + (back - 1) * 2;
      // An MDP who floated down before and floats on would get a larger
      // difference below, so pairing him here is rewarded, less so the
      // larger his difference.
      w.addField(m_fields[scoreBase].offset,
                 static_cast<std::uint64_t>(downAgain ? m_maxDifference + 1 - difference : 0));
      w.addField(m_fields[scoreBase + 1].offset,
                 static_cast<std::uint64_t>(m_maxDifference - (upAgain ? difference : 0)));
    }
    const int distance = m_position[b] - m_position[a] - m_bracketSize / 2;
    if (m_countOrder)
      w.addField(
          m_fields[m_bias].offset,
          static_cast<std::uint64_t>(m_bracketSize - std::min(m_bracketSize, std::abs(distance))));
  } else if (inNextBracket(ra) && inNextBracket(rb) && rules2017) {
    next2017(a, b, w);
  } else if (inNextBracket(ra) && inNextBracket(rb)) {
    // C8: a pair of the next bracket (a downfloater from here, or two of its residents).
    w.addField(m_fields[m_c8].offset, 1);
    w.addField(m_fields[m_c8Levels + levelIndex(m_nextLevels, pa.score)].offset, 1);
    w.addField(m_fields[m_c8Levels + levelIndex(m_nextLevels, pb.score)].offset, 1);
  }
  return w;
}

Criterion BracketWeights::firstDifference(const MatchWeight& a, const MatchWeight& b) const {
  for (const auto& f : m_fields)
    if (f.criterion != Criterion::Order && a.field(f.offset, f.width) != b.field(f.offset, f.width))
      return f.criterion;
  return Criterion::Order;
}

}  // namespace pairing
