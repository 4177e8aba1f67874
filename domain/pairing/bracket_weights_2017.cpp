// SPDX-License-Identifier: MIT
// The criteria of the 2017 edition of C.04.3 (Baku 2016, Goynuk 2017) where
// they differ from 2026: C5 pairs, C6 the pairing score difference (A.8),
// C7 the next bracket's pairs and PSD, and the floats C12-C19 of every
// player who receives one (A.4: the higher of two different scores a
// downfloat, the lower an upfloat). C1-C4 and the colours C8-C11 are the
// 2026 ones (C1-C4, C10-C13).
#include "domain/pairing/bracket_weights.h"

#include <algorithm>
#include <cstdlib>
#include <functional>

namespace pairing {

using tournament::HalfPoints;

namespace {

// A.8: a downfloater's difference is taken from "one point less than the
// score of the lowest ranked player of the current bracket" (one point:
// two half-points, whatever a win scores).
constexpr HalfPoints OnePoint = 2;

// The values a PSD element can take in a bracket of these score levels
// (descending): every difference of two levels (a pair) and every level's
// distance from the artificial score (a downfloater), highest first.
std::vector<HalfPoints> psdValues(const std::vector<HalfPoints>& levels) {
  std::vector<HalfPoints> values;
  if (levels.empty()) return values;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    values.push_back(levels[i] - levels.back() + OnePoint);
    for (std::size_t j = i; j < levels.size(); ++j) values.push_back(levels[i] - levels[j]);
  }
  std::sort(values.begin(), values.end(), std::greater<>());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  return values;
}

}  // namespace

// The PSD is compared as a list sorted from the highest difference down
// (A.8, "lexicographically"): one field per value, most significant the
// highest. All candidates left by C5 have as many pairs, hence as many
// elements; a pair is counted as 1 in every field, less its own
// difference's, plus the downfloater differences its two players would
// otherwise have had, so the matching's total is, field by field, a
// constant less the number of elements of that value.
void BracketWeights::layout2017(int bracket, int next, int vertices, bool nextBracketAlone) {
  m_c6 = addField(Criterion::C6Pairs, bracket / 2 + 1);  // 2017 C5
  m_psdValues = psdValues(m_bracketLevels);
  if (!m_bracketLevels.empty()) m_lowest = m_bracketLevels.back();
  m_psd = static_cast<int>(m_fields.size());
  for (std::size_t v = 0; v < m_psdValues.size(); ++v)
    addField(Criterion::C7DownfloaterScores, 2LL * bracket + 2);  // 2017 C6
  // The following bracket, when it is the last, must pair everyone but
  // one PAB receiver who may have it (C2); a constant otherwise
  // (WeightRules::nextBracketAlone).
  if (nextBracketAlone) m_card = addField(Criterion::C4Completion, vertices + 1);
  // 2017 C7: the following bracket (the downfloaters and the next
  // scoregroup): its pairs, then its PSD.
  m_c8 = addField(Criterion::C8NextBracket, next / 2 + 1);
  if (next > bracket) {
    m_nextPsdValues = psdValues(m_nextLevels);
    m_nextLowest = m_nextLevels.back();
  }
  m_nextPsd = static_cast<int>(m_fields.size());
  for (std::size_t v = 0; v < m_nextPsdValues.size(); ++v)
    addField(Criterion::C8NextBracket, 2LL * next + 2);
}

void BracketWeights::pair2017(int a, int b, MatchWeight& w) const {
  const PairingPlayer& pa = m_ranked[a];  // a ranks higher: pa.score >= pb.score
  const PairingPlayer& pb = m_ranked[b];
  w.addField(m_fields[m_c6].offset, 1);
  const HalfPoints difference = pa.score - pb.score;
  const HalfPoints floatA = pa.score - m_lowest + OnePoint;
  const HalfPoints floatB = pb.score - m_lowest + OnePoint;
  for (std::size_t v = 0; v < m_psdValues.size(); ++v) {
    const HalfPoints value = m_psdValues[v];
    const int count = 1 + (floatA == value) + (floatB == value) - (difference == value);
    w.addField(m_fields[m_psd + static_cast<int>(v)].offset, static_cast<std::uint64_t>(count));
  }
  // C7: two players paired here are no downfloaters of the next bracket.
  for (std::size_t v = 0; v < m_nextPsdValues.size(); ++v) {
    const HalfPoints value = m_nextPsdValues[v];
    const int count = (pa.score - m_nextLowest + OnePoint == value) +
                      (pb.score - m_nextLowest + OnePoint == value);
    w.addField(m_fields[m_nextPsd + static_cast<int>(v)].offset, static_cast<std::uint64_t>(count));
  }
  // C12/C14: players who received a downfloat 1 (2) rounds before and get
  // none now (b never does, a when the scores are equal); C13/C15: the
  // lower of two different scores upfloats again. C16/C18: a player who
  // floated down before is rewarded for being paired here, less the
  // difference of the downfloat he gets (a player floating on would get a
  // larger one below); C17/C19: the difference of a repeated upfloat.
  for (int back = 1; back <= 2; ++back) {
    const bool downA = pa.floatBack(back) == Float::Down;
    const bool downB = pb.floatBack(back) == Float::Down;
    const bool upAgain = difference > 0 && pb.floatBack(back) == Float::Up;
    const int stay = (downA && difference == 0 ? 1 : 0) + (downB ? 1 : 0);
    const int base = m_float + (back - 1) * 2;
    w.addField(m_fields[base].offset, static_cast<std::uint64_t>(stay));
    w.addField(m_fields[base + 1].offset, upAgain ? 0 : 1);
    const int scoreBase = m_float + 4 + (back - 1) * 2;
    const int reward =
        (downA ? m_maxDifference + 1 - difference : 0) + (downB ? m_maxDifference + 1 : 0);
    w.addField(m_fields[scoreBase].offset, static_cast<std::uint64_t>(reward));
    w.addField(m_fields[scoreBase + 1].offset,
               static_cast<std::uint64_t>(m_maxDifference - (upAgain ? difference : 0)));
  }
}

// C7: a pair of the following bracket (a downfloater from here with one of
// the next scoregroup, or two of them). Its colours (C8-C11) are not
// counted here: the pair is made in the following bracket (A.4a: a player
// left unpaired moves down and is an MDP there), whose pairing they are
// part of (B.8).
void BracketWeights::next2017(int a, int b, MatchWeight& w) const {
  const PairingPlayer& pa = m_ranked[a];
  const PairingPlayer& pb = m_ranked[b];
  w.addField(m_fields[m_c8].offset, 1);
  const HalfPoints difference = std::abs(pa.score - pb.score);
  for (std::size_t v = 0; v < m_nextPsdValues.size(); ++v) {
    const HalfPoints value = m_nextPsdValues[v];
    const int count = 1 + (pa.score - m_nextLowest + OnePoint == value) +
                      (pb.score - m_nextLowest + OnePoint == value) - (difference == value);
    w.addField(m_fields[m_nextPsd + static_cast<int>(v)].offset, static_cast<std::uint64_t>(count));
  }
}

}  // namespace pairing
