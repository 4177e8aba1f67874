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

// True if `text` has the shape of a move as a scoresheet writes it, in the
// forms san.h's Lenient grammar reads (003: 马g1-f3, 车ad3, 象b5xc6, b8（=后）;
// other languages' letters, figurines): every character is one the lenient
// SAN lexer knows, it starts with a piece sign, a file or a castling "O"/"0"/"o",
// and it names a square (or is castling).
bool isScoresheetMoveShaped(std::string_view text);

// True if `text` starts with a piece sign of another script (Chinese 马,
// Russian К, a figurine): a word meant as a move in the lenient notation,
// even when it cannot be read.
bool startsWithWidePieceSign(std::string_view text);

// Splits movetext lines into tokens. Braced comments may span lines, so the
// lexer remembers whether a comment is open; ";" comments end with the line.
// Comments themselves produce no token.
//
// With `scoresheetForms` (verify --notation lenient) the lexer also takes a
// scoresheet's moves as Move tokens: words isScoresheetMoveShaped accepts,
// a promotion in brackets glued to its move ("e8(=后)", "e8(Q)": not the
// start of a variation), and the detached en-passant words "en passant",
// "en pt" (002) joined to their move like "e.p.".
class PgnLexer {
public:
  explicit PgnLexer(bool scoresheetForms = false) : m_scoresheetForms(scoresheetForms) {}
  // Appends the tokens of one line (without its line end) to `out`.
  void tokenize(std::string_view line, std::vector<PgnToken>& out);
  bool inComment() const { return m_inComment; }
  // Forgets an open comment (at the start of a new game).
  void reset() { m_inComment = false; }

private:
  void classifyWord(std::string_view word, std::uint32_t column, std::vector<PgnToken>& out);
  bool moveShaped(std::string_view word) const;
  // Lenient forms that span characters ending a word; the end of what was
  // joined to the last move token, or 0.
  std::size_t joinScoresheetSuffix(std::string_view line, std::size_t at,
                                   std::vector<PgnToken>& out) const;

  bool m_scoresheetForms = false;
  bool m_inComment = false;
};

}  // namespace chess
