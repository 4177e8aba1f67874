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
};

// Piece signs beyond ASCII. Russian "Кр" (король) comes before "К" (конь)
// so the longer one wins.
// clang-format off
constexpr std::array<Sign, 25> WideSigns = {{
    {"王", K}, {"后", Q}, {"车", R}, {"車", R}, {"象", B}, {"马", N}, {"馬", N}, {"兵", P},
    {"♔", K}, {"♕", Q}, {"♖", R}, {"♗", B}, {"♘", N}, {"♙", P},
    {"♚", K}, {"♛", Q}, {"♜", R}, {"♝", B}, {"♞", N}, {"♟", P},
    {"Кр", K}, {"Ф", Q}, {"Л", R}, {"С", B}, {"К", N},
}};
// clang-format on

// English letters K Q R B N; German K D(ame) T(urm) L(äufer) S(pringer);
// French R(oi) D(ame) T(our) F(ou) C(avalier); Spanish R(ey) D(ama)
// T(orre) A(lfil) C(aballo); "P" for a pawn. "R" is a rook in English and
// a king in French and Spanish.
PieceSet asciiPieces(char c, SanMode mode) {
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

}  // namespace

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
  int column = 1;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      out[count++] = {text[i], asciiPieces(text[i], mode), column};
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
    out[count++] = {0, found->pieces, column};
    i += found->text.size();
    for (char ch : found->text) column += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  }
  return count;
}

}  // namespace chess::san_detail
