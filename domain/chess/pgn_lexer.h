// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace chess {

// The kinds of movetext tokens of the PGN standard (section 8.2).
enum class PgnTokenKind : std::uint8_t {
  Move,            // a SAN-shaped move, see isMoveShaped()
  MoveNumber,      // the digits of "12." or "12..."
  Period,          // "." or "..."
  Nag,             // "$14"
  Suffix,          // "!", "?", "!!", "??", "!?", "?!"
  VariationStart,  // "("
  VariationEnd,    // ")"
  Result,          // "1-0", "0-1", "1/2-1/2", "*"
  Unknown,         // anything else: a syntax problem
};

// One token of a line; `text` points into the line given to the lexer.
struct PgnToken {
  PgnTokenKind kind;
  std::string_view text;
  std::uint32_t column;  // 1-based byte column of the first character
};

// True if `text` has the shape of a move as players and programs write it:
// SAN ([NBRQK]?[a-h]?[1-8]?[-x]?[a-h][1-8](=?[NBRQK])? with + or #), the
// lenient forms (long algebraic, UCI, e8Q, FIDE "++" and "e.p."/"ep"),
// castling with O or 0, and the null moves "--", "Z0", "0000", "@@@@".
// Whether the move exists is for the SAN reader to say.
bool isMoveShaped(std::string_view text);
// True for "--", "Z0", "0000", "@@@@".
bool isNullMoveText(std::string_view text);

// Splits movetext lines into tokens. Braced comments may span lines, so the
// lexer remembers whether a comment is open; ";" comments end with the line.
// Comments themselves produce no token.
class PgnLexer {
public:
  // Appends the tokens of one line (without its line end) to `out`.
  void tokenize(std::string_view line, std::vector<PgnToken>& out);
  bool inComment() const { return m_inComment; }
  // Forgets an open comment (at the start of a new game).
  void reset() { m_inComment = false; }

private:
  void classifyWord(std::string_view word, std::uint32_t column, std::vector<PgnToken>& out);

  bool m_inComment = false;
};

}  // namespace chess
