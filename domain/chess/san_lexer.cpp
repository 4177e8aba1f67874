// SPDX-License-Identifier: MIT
#include "domain/chess/san_lexer.h"

#include <array>

namespace chess::san_detail {
namespace {

constexpr PieceSet K = pieceBit(King);
constexpr PieceSet Q = pieceBit(Queen);
constexpr PieceSet R = pieceBit(Rook);
constexpr PieceSet B = pieceBit(Bishop);
constexpr PieceSet N = pieceBit(Knight);
constexpr PieceSet P = pieceBit(Pawn);

struct Sign {
  std::string_view text;
  PieceSet pieces;
  char ascii = 0;  // the ASCII sign it stands for (full-width punctuation), or 0
};

// Piece signs beyond ASCII. Russian "Кр" (король) comes before "К" (конь)
// so the longer one wins.
// clang-format off
constexpr std::array<Sign, 28> WideSigns = {{
    {"王", K}, {"后", Q}, {"车", R}, {"車", R}, {"象", B}, {"马", N}, {"馬", N}, {"兵", P},
    // Full-width brackets and equals sign, as Chinese text writes a
    // promotion: "（=后）", "＝后" (003: "在着法后加上（=后）、（=车）等").
    {"（", 0, '('}, {"）", 0, ')'}, {"＝", 0, '='},
    {"♔", K}, {"♕", Q}, {"♖", R}, {"♗", B}, {"♘", N}, {"♙", P},
    {"♚", K}, {"♛", Q}, {"♜", R}, {"♝", B}, {"♞", N}, {"♟", P},
    {"Кр", K}, {"Ф", Q}, {"Л", R}, {"С", B}, {"К", N},
}};
// clang-format on

// English letters K Q R B N; German K D(ame) T(urm) L(äufer) S(pringer);
// French R(oi) D(ame) T(our) F(ou) C(avalier); Spanish R(ey) D(ama)
// T(orre) A(lfil) C(aballo); "P" for a pawn. "R" is a rook in English and
// a king in French and Spanish.
constexpr PieceSet asciiPieces(char c, SanMode mode) {
  switch (c) {
    case 'K':
      return K;
    case 'Q':
      return Q;
    case 'R':
      return mode == SanMode::Lenient ? static_cast<PieceSet>(R | K) : R;
    case 'B':
      return B;
    case 'N':
      return N;
    default:
      break;
  }
  if (mode != SanMode::Lenient) return 0;
  switch (c) {
    case 'D':
      return Q;
    case 'T':
      return R;
    case 'L':
    case 'F':
    case 'A':
      return B;
    case 'S':
    case 'C':
      return N;
    case 'P':
      return P;
    default:
      return 0;
  }
}

// asciiPieces for every byte, per mode (Strict and Lax read alike): the
// lexer asks it for every character of every move.
constexpr std::array<PieceSet, 128> asciiPieceTable(SanMode mode) {
  std::array<PieceSet, 128> table{};
  for (int c = 0; c < 128; ++c)
    table[static_cast<std::size_t>(c)] = asciiPieces(static_cast<char>(c), mode);
  return table;
}
constexpr std::array<PieceSet, 128> EnglishPieces = asciiPieceTable(SanMode::Lax);
constexpr std::array<PieceSet, 128> AnyLanguagePieces = asciiPieceTable(SanMode::Lenient);

}  // namespace

PieceSet englishPiece(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return byte < EnglishPieces.size() ? EnglishPieces[byte] : 0;
}

PieceSet lowercasePromotion(char c) {
  switch (c) {
    case 'q':
      return Q;
    case 'r':
      return R;
    case 'b':
      return B;
    case 'n':
      return N;
    case 'k':
      return K;
    default:
      return 0;
  }
}

std::size_t lexSan(std::string_view text, SanMode mode, std::span<Symbol> out, int& badColumn) {
  std::size_t count = 0;
  badColumn = 0;
  const std::array<PieceSet, 128>& pieces =
      mode == SanMode::Lenient ? AnyLanguagePieces : EnglishPieces;
  int column = 1;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      out[count++] = {text[i], pieces[byte], column};
      ++i;
      ++column;
      continue;
    }
    const Sign* found = nullptr;
    if (mode == SanMode::Lenient)
      for (const Sign& sign : WideSigns)
        if (text.substr(i).starts_with(sign.text)) {
          found = &sign;
          break;
        }
    if (!found) {
      badColumn = column;
      return count;
    }
    out[count++] = {found->ascii, found->pieces, column};
    i += found->text.size();
    for (char ch : found->text) column += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  }
  return count;
}

}  // namespace chess::san_detail
