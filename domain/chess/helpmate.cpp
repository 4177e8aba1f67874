// SPDX-License-Identifier: MIT
#include "domain/chess/helpmate.h"

#include "domain/chess/attacks.h"
#include "domain/chess/bitboard.h"
#include "domain/chess/material.h"
#include "domain/chess/movegen.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <unordered_set>

namespace chess {

namespace {

int distanceToCorner(Square s) {
  const int file = fileOf(s);
  const int rank = rankOf(s);
  return std::min(file, 7 - file) + std::min(rank, 7 - rank);
}

int kingDistance(Square a, Square b) {
  return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// A depth-first helpmate search: both sides play for the mate of the
// loser. Failed (position, depth) pairs are remembered.
class HelpmateSearch {
public:
  HelpmateSearch(Color winner, HelpmateLimits limits) : m_winner(winner), m_limits(limits) {}

  bool search(const Position& pos, int depth) {
    if (++m_nodes > m_limits.maxNodes) {
      m_exhausted = true;
      return false;
    }
    MoveList moves;
    generateLegalMoves(pos, moves);
    if (moves.empty()) return pos.sideToMove() != m_winner && pos.inCheck();  // Laws 5.1.1
    if (depth == 0) return false;
    const std::uint64_t tableKey = pos.key() * 31 + static_cast<std::uint64_t>(depth);
    if (m_failed.contains(tableKey)) return false;
    const bool winnerMoves = pos.sideToMove() == m_winner;
    const Square loserKing = pos.kingSquare(~m_winner);
    std::array<std::pair<int, Move>, MaxMoves> ordered;
    std::size_t count = 0;
    for (Move m : moves) {
      const Position next = pos.after(m);
      // The last move must be the mating one: only checks by the winner.
      if (depth == 1 && (!winnerMoves || !next.inCheck())) continue;
      int score = 0;
      if (winnerMoves) {
        score = (next.inCheck() ? 100 : 0) - 4 * kingDistance(m.to(), loserKing);
      } else {
        const Square king = next.kingSquare(~m_winner);
        score = -8 * distanceToCorner(king) + 2 * popCount(attacks::king(king) & next.pieces(~m_winner));
      }
      ordered[count++] = {score, m};
    }
    std::stable_sort(ordered.begin(), ordered.begin() + static_cast<std::ptrdiff_t>(count),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < count && !m_exhausted; ++i) {
      m_line.push_back(ordered[i].second);
      if (search(pos.after(ordered[i].second), depth - 1)) return true;
      m_line.pop_back();
    }
    if (!m_exhausted) m_failed.insert(tableKey);
    return false;
  }

  bool exhausted() const { return m_exhausted; }
  std::uint64_t nodes() const { return m_nodes; }
  const std::vector<Move>& line() const { return m_line; }

private:
  Color m_winner;
  HelpmateLimits m_limits;
  std::uint64_t m_nodes = 0;
  bool m_exhausted = false;
  std::vector<Move> m_line;
  std::unordered_set<std::uint64_t> m_failed;
};

}  // namespace

MateAbilityAnswer canCheckmate(const Position& pos, Color winner, HelpmateLimits limits) {
  MateAbilityAnswer answer;
  // Laws 6.9: material with which no mate is possible decides at once.
  if (cannotMateByMaterial(pos, winner)) {
    answer.ability = MateAbility::No;
    answer.decidedByMaterial = true;
    return answer;
  }
  HelpmateSearch search(winner, limits);
  for (int depth = 0; depth <= limits.maxPlies && !search.exhausted(); ++depth) {
    if (search.search(pos, depth)) {
      answer.ability = MateAbility::Yes;
      answer.line = search.line();
      break;
    }
  }
  answer.nodes = search.nodes();
  return answer;
}

}  // namespace chess
