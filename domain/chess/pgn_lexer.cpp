// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_lexer.h"

#include "domain/chess/san_lexer.h"

#include <algorithm>
#include <array>

namespace chess {

namespace {

constexpr bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }
bool isPieceLetter(char c) { return c == 'N' || c == 'B' || c == 'R' || c == 'Q' || c == 'K'; }
bool isPromotionLetter(char c) {
  return isPieceLetter(c) || c == 'n' || c == 'b' || c == 'r' || c == 'q' || c == 'k';
}
// SUB (0x1A), the old DOS end-of-file mark: it ends the word before it and
// is a token of its own (shared/corpus/pgn/README.md, "Lexing").
constexpr char Sub = '\x1a';
// Ends a word: whitespace, SUB and the self-delimiting characters of 8.2. A
// table, because the lexer asks it for every byte of the movetext.
constexpr std::array<bool, 256> wordEnds() {
  std::array<bool, 256> ends{};
  for (int c = 0; c < 256; ++c) {
    const char ch = static_cast<char>(c);
    ends[static_cast<std::size_t>(c)] =
        isSpace(ch) || ch == '{' || ch == '(' || ch == ')' || ch == ';' || ch == Sub;
  }
  return ends;
}
constexpr std::array<bool, 256> WordEnds = wordEnds();
bool endsWord(char c) { return WordEnds[static_cast<unsigned char>(c)]; }

bool isResultText(std::string_view t) {
  return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// Strips a FIDE en-passant suffix "e.p." or "ep", written with or without
// a space after the move (the space case is joined by the lexer).
std::string_view withoutEnPassantSuffix(std::string_view t) {
  if (t.empty() || (t.back() != '.' && t.back() != 'p')) return t;
  for (std::string_view suffix : {" e.p.", "e.p.", " ep", "ep"}) {
    if (t.size() > suffix.size() && t.ends_with(suffix))
      return t.substr(0, t.size() - suffix.size());
  }
  return t;
}

std::string_view withoutCheckMark(std::string_view t) {
  if (t.ends_with("++")) return t.substr(0, t.size() - 2);
  if (t.ends_with('+') || t.ends_with('#')) return t.substr(0, t.size() - 1);
  return t;
}

// [NBRQK]?[a-h]?[1-8]?[-x]?[a-h][1-8](=?[NBRQKnbrqk])?
bool isPlainSan(std::string_view t) {
  std::size_t i = 0;
  if (i < t.size() && isPieceLetter(t[i])) ++i;
  std::size_t promotionLength = 0;
  if (t.size() >= 2 && isPromotionLetter(t.back())) {
    promotionLength = (t.size() >= 3 && t[t.size() - 2] == '=') ? 2 : 1;
  }
  const std::string_view body = t.substr(i, t.size() - i - promotionLength);
  if (body.size() < 2) return false;
  if (!isFile(body[body.size() - 2]) || !isRank(body.back())) return false;
  std::string_view from = body.substr(0, body.size() - 2);
  if (!from.empty() && (from.back() == '-' || from.back() == 'x')) from.remove_suffix(1);
  std::size_t j = 0;
  if (j < from.size() && isFile(from[j])) ++j;
  if (j < from.size() && isRank(from[j])) ++j;
  return j == from.size();
}

bool isCastlingText(std::string_view t) {
  return t == "O-O" || t == "O-O-O" || t == "0-0" || t == "0-0-0";
}

}  // namespace

bool isNullMoveText(std::string_view t) {
  return t == "--" || t == "Z0" || t == "0000" || t == "@@@@";
}

bool isScoresheetMoveShaped(std::string_view text) {
  std::array<san_detail::Symbol, 48> symbols;
  if (text.empty() || text.size() > symbols.size()) return false;
  int bad = 0;
  const std::size_t n = san_detail::lexSan(text, SanMode::Lenient, symbols, bad);
  if (bad != 0 || n == 0) return false;
  const char first = symbols[0].ascii;
  const bool castling = first == 'O' || first == '0' || first == 'o';
  if (symbols[0].pieces == 0 && !isFile(first) && !castling) return false;
  for (std::size_t i = 0; i + 1 < n; ++i)
    if (isFile(symbols[i].ascii) && isRank(symbols[i + 1].ascii)) return true;
  return castling && n >= 3 && symbols[1].ascii == '-';
}

bool startsWithWidePieceSign(std::string_view text) {
  if (text.empty() || static_cast<unsigned char>(text[0]) < 0x80) return false;
  std::size_t length = 1;
  while (length < text.size() && length < 4 &&
         (static_cast<unsigned char>(text[length]) & 0xC0) == 0x80)
    ++length;
  std::array<san_detail::Symbol, 4> symbols;
  int bad = 0;
  const std::size_t n = san_detail::lexSan(text.substr(0, length), SanMode::Lenient, symbols, bad);
  return bad == 0 && n == 1 && symbols[0].pieces != 0;
}

bool isMoveShaped(std::string_view text) {
  // Most words are plain SAN: a text ending in a rank or a piece letter
  // (before its check mark) has no en-passant suffix to strip.
  if (isPlainSan(withoutCheckMark(text))) return true;
  // Null moves and castling start with none of the letters a move by a
  // piece or a pawn starts with.
  const bool pieceOrPawn = !text.empty() && (isPieceLetter(text[0]) || isFile(text[0]));
  if (!pieceOrPawn && isNullMoveText(text)) return true;
  // The FIDE suffix may stand before or after the check mark: "exf6ep+".
  const std::string_view move =
      withoutEnPassantSuffix(withoutCheckMark(withoutEnPassantSuffix(text)));
  return (!pieceOrPawn && isCastlingText(move)) || isPlainSan(move);
}

bool PgnLexer::moveShaped(std::string_view word) const {
  return isMoveShaped(word) || (m_scoresheetForms && isScoresheetMoveShaped(word));
}

std::size_t PgnLexer::joinScoresheetSuffix(std::string_view line, std::size_t at,
                                           std::vector<PgnToken>& out) const {
  if (!m_scoresheetForms || out.empty() || out.back().kind != PgnTokenKind::Move) return 0;
  PgnToken& move = out.back();
  const char* moveEnd = move.text.data() + move.text.size();
  const auto extend = [&](std::size_t end) {
    // The rest of a glued word ("e8(=Q)+") belongs to the move too.
    while (end < line.size() && !endsWord(line[end])) ++end;
    move.text = std::string_view(move.text.data(),
                                 static_cast<std::size_t>(line.data() + end - move.text.data()));
    return end;
  };
  if (line[at] == '(' && moveEnd == line.data() + at) {
    // "e8(=后)", "e8(Q)": one piece sign, perhaps after "=", glued to the move.
    const std::size_t close = line.find(')', at + 1);
    if (close == std::string_view::npos || close - at > 10) return 0;
    std::string_view inside = line.substr(at + 1, close - at - 1);
    if (inside.starts_with('=')) inside.remove_prefix(1);
    std::array<san_detail::Symbol, 10> symbols;  // room for every byte of `inside`
    int bad = 0;
    const std::size_t n = san_detail::lexSan(inside, SanMode::Lenient, symbols, bad);
    if (bad != 0 || n != 1 || symbols[0].pieces == 0) return 0;
    return extend(close + 1);
  }
  if (line.substr(at).starts_with("en ") && moveEnd + 1 == line.data() + at) {
    // "exd6 en passant", "exd6 en pt" (002), as the lexer joins "exd6 e.p.".
    for (std::string_view words : {"en passant", "en pt.", "en pt"}) {
      const std::size_t end = at + words.size();
      if (line.substr(at).starts_with(words) && (end == line.size() || endsWord(line[end])))
        return extend(end);
    }
  }
  return 0;
}

void PgnLexer::classifyWord(std::string_view word, std::uint32_t column,
                            std::vector<PgnToken>& out) {
  while (!word.empty()) {
    if (isResultText(word)) {
      out.push_back({PgnTokenKind::Result, word, column});
      return;
    }
    // Most words are moves or move numbers; a move number is all digits up
    // to its periods ("0000", a null move, and "0-0" are not). Periods,
    // NAGs and suffix annotations never start a move.
    // (std::find, not string_view::find: no library call for a short word.)
    const bool neverMove = word[0] == '.' || word[0] == '$' || word[0] == '!' || word[0] == '?';
    const bool digitWord = isDigit(word[0]);
    if (!neverMove &&
        (!digitWord || word == "0000" || std::find(word.begin(), word.end(), '-') != word.end())) {
      if (moveShaped(word)) {
        out.push_back({PgnTokenKind::Move, word, column});
        return;
      }
    }
    if (isDigit(word[0])) {  // a move number, possibly glued to its periods and move
      std::size_t digits = 0;
      while (digits < word.size() && isDigit(word[digits])) ++digits;
      if (digits == word.size() || word[digits] == '.') {
        out.push_back({PgnTokenKind::MoveNumber, word.substr(0, digits), column});
        word.remove_prefix(digits);
        column += static_cast<std::uint32_t>(digits);
        continue;
      }
    }
    if (word[0] == '.') {
      std::size_t dots = 0;
      while (dots < word.size() && word[dots] == '.') ++dots;
      out.push_back({PgnTokenKind::Period, word.substr(0, dots), column});
      word.remove_prefix(dots);
      column += static_cast<std::uint32_t>(dots);
      continue;
    }
    if (word[0] == '$' && word.size() > 1) {
      std::size_t end = 1;
      while (end < word.size() && isDigit(word[end])) ++end;
      if (end == word.size() && end > 1) {
        out.push_back({PgnTokenKind::Nag, word, column});
        return;
      }
    }
    std::size_t marks = 0;  // trailing suffix annotation (8.2.3.8)
    while (marks < word.size() &&
           (word[word.size() - 1 - marks] == '!' || word[word.size() - 1 - marks] == '?')) {
      ++marks;
    }
    if (marks >= 1 && marks <= 2) {
      const std::string_view head = word.substr(0, word.size() - marks);
      if (head.empty() || moveShaped(head)) {
        if (!head.empty()) out.push_back({PgnTokenKind::Move, head, column});
        out.push_back({PgnTokenKind::Suffix, word.substr(head.size()),
                       column + static_cast<std::uint32_t>(head.size())});
        return;
      }
    }
    out.push_back({PgnTokenKind::Unknown, word, column});
    return;
  }
}

void PgnLexer::tokenize(std::string_view line, std::vector<PgnToken>& out) {
  std::size_t i = 0;
  const std::size_t n = line.size();
  while (i < n) {
    if (m_inComment) {
      const std::size_t close = line.find('}', i);
      if (close == std::string_view::npos) return;
      m_inComment = false;
      i = close + 1;
      continue;
    }
    const char c = line[i];
    if (isSpace(c)) {
      ++i;
    } else if (c == '{') {
      m_inComment = true;
      ++i;
    } else if (c == ';') {
      return;
    } else if (c == Sub) {
      out.push_back({PgnTokenKind::Unknown, line.substr(i, 1), static_cast<std::uint32_t>(i + 1)});
      ++i;
    } else if (const std::size_t joined = c == '(' ? joinScoresheetSuffix(line, i, out) : 0) {
      i = joined;
    } else if (c == '(' || c == ')') {
      out.push_back({c == '(' ? PgnTokenKind::VariationStart : PgnTokenKind::VariationEnd,
                     line.substr(i, 1), static_cast<std::uint32_t>(i + 1)});
      ++i;
    } else {
      std::size_t end = i;
      while (end < n && !endsWord(line[end])) ++end;
      const std::string_view word = line.substr(i, end - i);
      // "exd6 e.p.": the FIDE suffix written as a separate word joins its move.
      if (word == "en") {
        if (const std::size_t joined = joinScoresheetSuffix(line, i, out)) {
          i = joined;
          continue;
        }
      }
      if ((word == "e.p." || word == "ep") && !out.empty() &&
          out.back().kind == PgnTokenKind::Move &&
          out.back().text.data() + out.back().text.size() + 1 == word.data()) {
        out.back().text =
            std::string_view(out.back().text.data(), out.back().text.size() + 1 + word.size());
      } else {
        classifyWord(word, static_cast<std::uint32_t>(i + 1), out);
      }
      i = end;
    }
  }
}

}  // namespace chess
