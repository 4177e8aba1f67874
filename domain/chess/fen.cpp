// SPDX-License-Identifier: MIT
#include "domain/chess/fen.h"

#include <charconv>
#include <vector>

namespace chess {
namespace {

constexpr std::string_view PieceLetters = " PNBRQK  pnbrqk";

struct Field {
  std::string_view text;
  int column;  // 1-based
};

std::unexpected<FenError> fail(FenErrorCode code, int column) {
  return std::unexpected(FenError{code, column});
}

std::vector<Field> splitFields(std::string_view text) {
  std::vector<Field> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    fields.push_back({text.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return fields;
}

std::expected<void, FenError> readPlacement(const Field& field, Position& pos) {
  int rank = 7;
  int file = 0;
  for (std::size_t i = 0; i < field.text.size(); ++i) {
    const char ch = field.text[i];
    const int column = field.column + static_cast<int>(i);
    if (ch == '/') {
      if (file < 8) return fail(FenErrorCode::RankTooShort, column);
      if (--rank < 0) return fail(FenErrorCode::RankCount, column);
      file = 0;
    } else if (ch >= '1' && ch <= '8') {
      file += ch - '0';
      if (file > 8) return fail(FenErrorCode::RankTooLong, column);
    } else {
      const std::size_t letter = PieceLetters.find(ch);
      if (ch == ' ' || letter == std::string_view::npos)
        return fail(FenErrorCode::BadPieceLetter, column);
      if (file >= 8) return fail(FenErrorCode::RankTooLong, column);
      const Piece piece = static_cast<Piece>(letter);
      // Laws 3.7.5: a pawn reaching the last rank is promoted; none starts on rank 1.
      if (typeOf(piece) == Pawn && (rank == 0 || rank == 7))
        return fail(FenErrorCode::PawnOnBackRank, column);
      pos.put(piece, makeSquare(file, rank));
      ++file;
    }
  }
  const int end = field.column + static_cast<int>(field.text.size());
  if (file < 8) return fail(FenErrorCode::RankTooShort, end);
  if (rank != 0) return fail(FenErrorCode::RankCount, end);
  for (Color c : {Color::White, Color::Black})
    if (popCount(pos.pieces(c, King)) != 1) return fail(FenErrorCode::KingCount, field.column);
  return {};
}

struct CastlingLetter {
  char letter;
  std::uint8_t right;
  Square king;
  Square rook;
  Piece rookPiece;
};
constexpr CastlingLetter CastlingLetters[4] = {
    {'K', WhiteKingSide, E1, H1, WhiteRook},
    {'Q', WhiteQueenSide, E1, A1, WhiteRook},
    {'k', BlackKingSide, E8, H8, BlackRook},
    {'q', BlackQueenSide, E8, A8, BlackRook},
};

std::expected<void, FenError> readCastling(const Field& field, FenMode mode, Position& pos) {
  std::uint8_t rights = NoCastling;
  if (field.text != "-") {
    int next = 0;  // letters must come in the order K, Q, k, q
    for (std::size_t i = 0; i < field.text.size(); ++i) {
      const int column = field.column + static_cast<int>(i);
      int found = next;
      while (found < 4 && CastlingLetters[found].letter != field.text[i]) ++found;
      if (found == 4) return fail(FenErrorCode::BadCastlingField, column);
      next = found + 1;
      const CastlingLetter& c = CastlingLetters[found];
      const Piece king = makePiece(colorOf(c.rookPiece), King);
      // Laws 3.8.2.1: the right needs the king and that rook on their original squares.
      if (pos.pieceOn(c.king) != king || pos.pieceOn(c.rook) != c.rookPiece) {
        if (mode == FenMode::Strict) return fail(FenErrorCode::CastlingWithoutPieces, column);
        continue;
      }
      rights |= c.right;
    }
  }
  pos.setCastlingRights(rights);
  return {};
}

std::expected<void, FenError> readEnPassant(const Field& field, Position& pos) {
  if (field.text == "-") return {};
  const auto& t = field.text;
  if (t.size() != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
    return fail(FenErrorCode::BadEnPassantField, field.column);
  const Square s = makeSquare(t[0] - 'a', t[1] - '1');
  const Color mover = ~pos.sideToMove();  // the side whose pawn just moved two squares
  const Square pawnSquare = offset(s, forward(mover));
  const Square origin = offset(s, -forward(mover));
  if (relativeRank(mover, rankOf(s)) != 2 || pos.pieceOn(s) != NoPiece ||
      pos.pieceOn(origin) != NoPiece || pos.pieceOn(pawnSquare) != makePiece(mover, Pawn))
    return fail(FenErrorCode::ImpossibleEnPassant, field.column);
  pos.setEnPassantSquare(s);
  return {};
}

std::expected<int, FenError> readNumber(const Field& field, int low, int high,
                                        FenErrorCode code) {
  int value = 0;
  const char* first = field.text.data();
  const char* last = first + field.text.size();
  const auto [end, ec] = std::from_chars(first, last, value);
  if (ec != std::errc() || end != last || field.text.empty() || field.text[0] == '+' ||
      value < low || value > high)
    return fail(code, field.column);
  return value;
}

}  // namespace

std::expected<Position, FenError> parseFen(std::string_view text, FenMode mode) {
  const std::vector<Field> fields = splitFields(text);
  const std::size_t fewest = mode == FenMode::Strict ? 6 : 4;
  const int endColumn = static_cast<int>(text.size()) + 1;
  if (fields.size() < fewest) return fail(FenErrorCode::FieldCount, endColumn);
  if (fields.size() > 6) return fail(FenErrorCode::FieldCount, fields[6].column);

  Position pos;
  if (auto r = readPlacement(fields[0], pos); !r) return std::unexpected(r.error());
  if (fields[1].text != "w" && fields[1].text != "b")
    return fail(FenErrorCode::BadSideToMove, fields[1].column);
  pos.setSideToMove(fields[1].text == "w" ? Color::White : Color::Black);
  // Laws 3.9.2: no move may leave one's own king in check, so the side
  // that just moved cannot be in check.
  if (pos.isAttacked(pos.kingSquare(~pos.sideToMove()), pos.sideToMove()))
    return fail(FenErrorCode::OpponentInCheck, fields[1].column);
  if (auto r = readCastling(fields[2], mode, pos); !r) return std::unexpected(r.error());
  if (auto r = readEnPassant(fields[3], pos); !r) return std::unexpected(r.error());
  if (fields.size() > 4) {
    const auto clock = readNumber(fields[4], 0, 9999, FenErrorCode::BadHalfmoveClock);
    if (!clock) return std::unexpected(clock.error());
    pos.setHalfmoveClock(*clock);
  }
  if (fields.size() > 5) {
    const int lowest = mode == FenMode::Strict ? 1 : 0;
    const auto number = readNumber(fields[5], lowest, 9999, FenErrorCode::BadFullmoveNumber);
    if (!number) return std::unexpected(number.error());
    pos.setFullmoveNumber(*number == 0 ? 1 : *number);
  }
  pos.refreshKey();
  return pos;
}

std::string toFen(const Position& pos) {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.pieceOn(makeSquare(file, rank));
      if (p == NoPiece) {
        ++empty;
        continue;
      }
      if (empty) fen += static_cast<char>('0' + empty);
      empty = 0;
      fen += PieceLetters[p];
    }
    if (empty) fen += static_cast<char>('0' + empty);
    if (rank) fen += '/';
  }
  fen += pos.sideToMove() == Color::White ? " w " : " b ";
  const std::size_t before = fen.size();
  for (const CastlingLetter& c : CastlingLetters)
    if (pos.castlingRights() & c.right) fen += c.letter;
  if (fen.size() == before) fen += '-';
  fen += ' ' + squareName(pos.enPassantSquare());
  fen += ' ' + std::to_string(pos.halfmoveClock()) + ' ' + std::to_string(pos.fullmoveNumber());
  return fen;
}

}  // namespace chess
