// SPDX-License-Identifier: MIT
// Standard Algebraic Notation (PGN standard 8.2.3; FIDE Laws Appendix C),
// written and read.
//
// Writing gives canonical SAN: piece letter (none for pawns), the origin
// file, else rank, else both only when another piece of the same kind could
// also reach the square, "x" for captures (a pawn capture names its file),
// the target, "=Q" for promotions, "O-O"/"O-O-O", then "+" or "#".
//
// Reading has three modes:
//   Strict  - only canonical SAN (check marks "+"/"#" are not verified; a
//             trailing annotation "!", "?", "!!", "??", "!?", "?!" is allowed).
//   Lax     - what python-chess 1.11 reads, plus FIDE abbreviations:
//             [NBKRQ]? [a-h]? [1-8]? [-x]? [a-h][1-8] (=?[nbrqkNBRQK])? [+#]?,
//             "0-0"/"0-0-0", "++" for mate, an "e.p."/"ep" suffix. So long
//             algebraic (Ng1-f3, e2-e4, e2xd3), UCI (e2e4, e7e8q), e8Q, a
//             missing or superfluous "x" and superfluous disambiguation.
//   Lenient - Lax plus what scoresheets show: e8(Q), e8/Q, e8(=Q), "Pe4",
//             ":" for captures, several check/annotation marks, and the
//             piece letters of other languages: Chinese 王后车象马兵,
//             German K D T L S, French R D T F C, Spanish R D T A C,
//             Russian Кр Ф Л С К, figurines ♔♕♖♗♘♙ ♚♛♜♝♞♟. The text is
//             read as Lax first: what Lax reads, Lenient reads the same. Only
//             where the Lax reading fits no legal move is a letter that means
//             different pieces in different languages ("R": rook in English,
//             king in French/Spanish) read in every meaning; if two meanings
//             then give two legal moves the result is Ambiguous.
#pragma once

#include "domain/chess/bitboard.h"
#include "domain/chess/move.h"
#include "domain/chess/movegen.h"
#include "domain/chess/position.h"

#include <array>
#include <cstdint>
#include <expected>
#include <string>
#include <string_view>

namespace chess {

// The canonical SAN of a legal move, with "+" or "#" when it gives check or mate.
std::string toSan(const Position& pos, Move m);

// Canonical SAN without its check mark, built without allocating: at most
// 7 characters ("Qh4xe1", "exd8=Q", "O-O-O").
class SanStem {
public:
  void push(char c) { m_chars[m_size++] = c; }
  std::string_view view() const { return {m_chars.data(), m_size}; }

private:
  std::array<char, 8> m_chars{};
  std::size_t m_size = 0;
};

// The canonical SAN of the legal move `m` without "+"/"#". `movesToTarget`
// holds at least every legal move of `pos` that ends on m.to(): they decide
// the disambiguation.
SanStem sanStem(const Position& pos, Move m, const MoveList& movesToTarget);

// The check mark the legal move `m` earns: '+', '#' (mate), or 0 for none.
char sanCheckMark(const Position& pos, Move m);

enum class SanMode : std::uint8_t { Strict, Lax, Lenient };

// How the text of a move that was read was written.
enum class SanForm : std::uint8_t {
  Canonical,  // canonical SAN; only the check mark may differ or be missing
  Lax,        // not canonical, but in the Lax grammar (the PGN corpus's "lax")
  Foreign,    // only the Lenient grammar reads it (languages, figurines, e8(Q))
};

struct SanMove {
  Move move;
  SanForm form;
  // False when the text's "+"/"#" (or its absence) does not match the move.
  bool checkMarkMatches;
};

enum class SanErrorCode : std::uint8_t {
  UnknownToken,        // not a move in this mode's grammar (column: first bad character)
  NullMove,            // "--", "Z0", "0000", "@@@@": no move at all
  NoPieceCanReach,     // no piece of that kind can move to the square (Laws 3.1-3.7)
  LeavesKingInCheck,   // a piece could go there but would leave its king in check (Laws 3.9)
  CastlingNotAllowed,  // castling right lost, squares occupied, or king in / through check
                       // (Laws 3.8.2)
  Ambiguous,           // several legal moves fit; `candidates` holds their origin squares
  PromotionMissing,    // a pawn reaching the last rank without the piece (Laws 3.7.5)
  BadPromotion,        // promotion to king or pawn, or a promotion piece on a non-promoting move
  NotCanonical,        // Strict mode: a legal move, but not written as canonical SAN
};

struct SanError {
  SanErrorCode code;
  int column;           // 1-based column in the text (in characters, not bytes)
  Bitboard candidates;  // Ambiguous: the origin squares of the fitting moves
};

// Whether readSan compares the text's "+"/"#" with the move (it costs a
// look at the position after the move); with Ignore, checkMarkMatches is true.
enum class CheckMarks : std::uint8_t { Verify, Ignore };

// Reads a move of the side to move in `pos` from `text` (one token, no move number).
std::expected<SanMove, SanError> readSan(const Position& pos, std::string_view text,
                                         SanMode mode = SanMode::Strict,
                                         CheckMarks marks = CheckMarks::Verify);

}  // namespace chess
