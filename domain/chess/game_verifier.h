// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/draw_rules.h"
#include "domain/chess/movegen.h"
#include "domain/chess/pgn_game.h"
#include "domain/chess/position.h"
#include "domain/chess/verdict.h"
#include "domain/chess/zobrist.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace chess {

// The main line as replayed: P_0..P_N and the N moves between them
// (move k turns positions[k-1] into positions[k]).
struct MainLineRecord {
  std::vector<Position> positions;
  std::vector<Move> moves;
};

// The start position a game's tags ask for ([FEN], [Variant]), with the
// verdict's setup fields filled in; nullopt when nothing can be checked.
std::optional<Position> gameStartPosition(const PgnGame& game, GameVerdict& verdict);

// Replays games move by move with the rules core and fills their verdicts:
// the legal main-line plies and the first move that fails, the first
// automatic end (Laws 5.1.1, 5.2.1, 5.2.2, 9.6), the plies with valid
// threefold (9.2) and fifty-move (9.3) claims, and the variations (RAVs),
// each checked on its own board. Reuse one verifier for many games: it
// keeps its buffers.
class GameVerifier {
public:
  // `rules` chooses the automatic ends and the claims (draw_rules.h): under
  // the classic text no fivefold or 75-move end, the old 10.4 list as the
  // material end, and no fifty-move claim with a written move.
  // `notation` Lenient reads the scoresheet forms as well (Chinese, other
  // languages, figurines; pgn_move.h); moves read only so are counted as
  // not canonical (laxCount), so the relaxation is reported.
  explicit GameVerifier(DrawRules rules = DrawRules::Fide2023, SanMode notation = SanMode::Lax)
      : m_rules(rules), m_notation(notation) {}

  // Verifies `game` into `verdict`; `record`, when given, receives the
  // main line up to the first failing move.
  void verify(const PgnGame& game, GameVerdict& verdict, MainLineRecord* record = nullptr);

private:
  struct Repeated {
    zobrist::Key key;
    int count;
    Color side;         // side to move in the position
    Bitboard occupied;  // its occupied squares: a move can only lead there if it ends on one
  };
  // Records P_ply in the repetition window, then looks for an automatic
  // end and the valid claims; `moveFollows`: a legal move is known to exist.
  void examine(const Position& pos, int ply, bool moveFollows, GameVerdict& verdict);
  // The automatic end and the claims at P_ply seen `count` times; `legal`:
  // its legal moves, or nullptr when no claim needs them.
  void judge(const Position& pos, int ply, int count, const MoveList* legal, GameVerdict& verdict);
  bool canRepeatNext(const Position& pos) const;
  // Empties the repetition window, its filter and the repeated keys.
  void clearWindow();
  static std::size_t filterWordOf(zobrist::Key key) { return (key >> 6) & 15; }
  int countOccurrence(const Position& pos);
  void checkWrittenThreefold(const Position& pos, const MoveList& legal, int ply,
                             GameVerdict& verdict);
  static bool fiftyWithWrittenMove(const Position& pos, const MoveList& legal);

  // One frame per open line: the main line at the bottom, then variations.
  struct Frame {
    Position before;  // the position before the line's last move, kept when a variation follows it
    Position current;
    int ply = 0;        // plies played in this line from the game's start
    bool dead = false;  // an earlier move of this line failed
  };
  DrawRules m_rules;
  SanMode m_notation;
  std::vector<Frame> m_frames;
  // Keys of the positions since the last irreversible move (a capture, a
  // pawn move or a loss of castling rights): no earlier position can recur.
  std::vector<zobrist::Key> m_window;
  // One bit per key of the window (bit = key mod 1024): a clear bit proves
  // the position is new, so most plies skip the scan of the window.
  std::array<std::uint64_t, 16> m_windowFilter{};
  std::uint8_t m_windowRights = 0;
  std::vector<Repeated> m_repeated;  // keys of the window seen at least twice
  std::vector<std::string> m_sanBuffer;
};

}  // namespace chess
