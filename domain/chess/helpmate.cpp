// SPDX-License-Identifier: MIT
#include "domain/chess/helpmate.h"

#include "domain/chess/attacks.h"
#include "domain/chess/bitboard.h"
#include "domain/chess/mate_patterns.h"
#include "domain/chess/material.h"
#include "domain/chess/movegen.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <queue>
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
        score = -8 * distanceToCorner(king) +
                2 * popCount(attacks::king(king) & next.pieces(~m_winner));
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

// A greedy best-first search for longer helpmates: positions are expanded
// in the order of a distance to a mating picture: the moves the pieces
// need to reach the nearest listed checkmate (mate_patterns.h) when the
// material has such a list, else an estimate (the loser's king in a
// corner, the winner's king and pieces close to it, pawns promoted). Any
// mate it meets is a real series of legal moves, so "found" is exact.
class GuidedHelpmateSearch {
public:
  GuidedHelpmateSearch(Color winner, std::uint64_t maxNodes, std::vector<MatePattern> patterns)
      : m_winner(winner), m_maxNodes(maxNodes), m_patterns(std::move(patterns)) {}

  bool search(const Position& start) {
    push(start, -1, Move::none());
    while (!m_queue.empty() && m_nodes.size() < m_maxNodes) {
      const auto [score, index] = m_queue.top();
      m_queue.pop();
      const Position pos = m_nodes[static_cast<std::size_t>(index)].position;
      MoveList moves;
      generateLegalMoves(pos, moves);
      for (Move m : moves) {
        const Position next = pos.after(m);
        if (!m_seen.insert(next.key()).second) continue;
        const int child = push(next, index, m);
        if (next.sideToMove() != m_winner && next.inCheck()) {
          MoveList replies;
          generateLegalMoves(next, replies);
          if (replies.empty()) {  // Laws 5.1.1: the loser is mated
            buildLine(child);
            return true;
          }
        }
      }
    }
    return false;
  }

  std::uint64_t nodes() const { return m_nodes.size(); }
  const std::vector<Move>& line() const { return m_line; }

private:
  struct Node {
    Position position;
    int parent;
    Move move;
  };

  int distanceToMate(const Position& pos) const {
    if (!m_patterns.empty()) return movesToNearestPattern(pos, m_winner, m_patterns);
    const Color loser = ~m_winner;
    const Square loserKing = pos.kingSquare(loser);
    const Square winnerKing = pos.kingSquare(m_winner);
    int h = 6 * distanceToCorner(loserKing) + 3 * std::abs(kingDistance(winnerKing, loserKing) - 2);
    Bitboard pieces = pos.pieces(m_winner) & ~pos.pieces(King);
    while (pieces) {
      const Square s = popLowest(pieces);
      if (typeOf(pos.pieceOn(s)) == Pawn) {
        h += 4 * (7 - relativeRank(m_winner, rankOf(s)));
      } else {
        h += kingDistance(s, loserKing);
      }
    }
    return h;
  }

  int push(const Position& pos, int parent, Move move) {
    m_nodes.push_back({pos, parent, move});
    const int index = static_cast<int>(m_nodes.size() - 1);
    m_queue.push({-distanceToMate(pos), index});
    return index;
  }

  void buildLine(int index) {
    for (; index > 0; index = m_nodes[static_cast<std::size_t>(index)].parent) {
      m_line.push_back(m_nodes[static_cast<std::size_t>(index)].move);
    }
    std::reverse(m_line.begin(), m_line.end());
  }

  Color m_winner;
  std::uint64_t m_maxNodes;
  std::vector<MatePattern> m_patterns;
  std::vector<Node> m_nodes;
  std::priority_queue<std::pair<int, int>> m_queue;
  std::unordered_set<std::uint64_t> m_seen;
  std::vector<Move> m_line;
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
  // Short helpmates exactly, by iterative deepening; then longer ones by
  // the guided search. Either way a "Yes" comes with its mating series.
  HelpmateSearch search(winner, limits);
  GuidedHelpmateSearch guided(winner, limits.maxGuidedNodes, matePatterns(pos, winner));
  const int quickDepth = std::min(limits.maxPlies, 5);
  bool found = false;
  for (int depth = 0; depth <= quickDepth && !found && !search.exhausted(); ++depth)
    found = search.search(pos, depth);
  const bool foundGuided = !found && guided.search(pos);
  for (int depth = quickDepth + 1;
       depth <= limits.maxPlies && !found && !foundGuided && !search.exhausted(); ++depth) {
    found = search.search(pos, depth);
  }
  if (found || foundGuided) {
    answer.ability = MateAbility::Yes;
    answer.line = found ? search.line() : guided.line();
  }
  answer.nodes = search.nodes() + guided.nodes();
  return answer;
}

}  // namespace chess
