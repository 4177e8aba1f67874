// SPDX-License-Identifier: MIT
#include "domain/chess/notation_form.h"

#include <array>
#include <span>

namespace chess {

namespace {

bool containsAny(std::string_view text, std::span<const std::string_view> signs) {
  for (std::string_view sign : signs)
    if (text.find(sign) != std::string_view::npos) return true;
  return false;
}

bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }

// Two squares, the second right after the first or after one of - x : (or
// the full-width sign after a Chinese letter is not a separator).
bool hasTwoSquares(std::string_view t) {
  for (std::size_t i = 0; i + 3 < t.size(); ++i) {
    if (!isFile(t[i]) || !isRank(t[i + 1])) continue;
    std::size_t j = i + 2;
    if (t[j] == '-' || t[j] == 'x' || t[j] == ':') ++j;
    if (j + 1 < t.size() && isFile(t[j]) && isRank(t[j + 1])) return true;
  }
  return false;
}

}  // namespace

NotationForms notationForms(std::string_view text) {
  static constexpr std::array<std::string_view, 8> Chinese{"王", "后", "车", "車",
                                                           "象", "马", "馬", "兵"};
  static constexpr std::array<std::string_view, 3> FullWidth{"（", "）", "＝"};
  static constexpr std::array<std::string_view, 12> Figurine{"♔", "♕", "♖", "♗", "♘", "♙",
                                                             "♚", "♛", "♜", "♝", "♞", "♟"};
  static constexpr std::array<std::string_view, 4> Russian{"Ф", "Л", "С", "К"};
  NotationForms forms = 0;
  if (containsAny(text, Chinese)) forms |= ChinesePieces;
  if (containsAny(text, FullWidth)) forms |= FullWidthSigns;
  if (containsAny(text, Figurine)) forms |= Figurines;
  if (containsAny(text, Russian)) forms |= RussianLetters;
  if (text.find('(') != std::string_view::npos || text.find('/') != std::string_view::npos)
    forms |= BracketedPromotion;
  if (text.find("e.p.") != std::string_view::npos || text.ends_with("ep") ||
      text.find("en p") != std::string_view::npos)
    forms |= EnPassantWords;
  for (char c : text)
    if (std::string_view("DTLSFACP").find(c) != std::string_view::npos) {
      forms |= OtherLanguageLetters;
      break;
    }
  if (hasTwoSquares(text)) forms |= LongAlgebraic;
  if (text.starts_with("0-0")) forms |= ZeroCastling;
  if (text.find(':') != std::string_view::npos) forms |= ColonCapture;
  return forms == 0 ? static_cast<NotationForms>(OtherLax) : forms;
}

}  // namespace chess
