// SPDX-License-Identifier: MIT
// SAN reading: the text is cut into symbols (san_lexer), its parts are
// taken from the right (annotations, check marks, e.p., promotion, target,
// separator, origin, piece), and the legal moves that fit are collected.
// One fitting move is the answer; several are Ambiguous, never a guess.
#include "domain/chess/attacks.h"
#include "domain/chess/movegen.h"
#include "domain/chess/san.h"
#include "domain/chess/san_lexer.h"

#include <array>
#include <bit>
#include <optional>
#include <span>
#include <vector>

namespace chess {
namespace {

using san_detail::englishPiece;
using san_detail::pieceBit;
using san_detail::PieceSet;
using san_detail::Symbol;
using Symbols = std::span<const Symbol>;

struct Parsed {
  bool castling = false;
  bool castlingLong = false;
  PieceSet pieces = 0;  // named pieces; 0 when no piece letter
  int fromFile = -1;
  int fromRank = -1;
  Square to = NoSquare;
  PieceSet promotion = 0;   // 0 when no promotion piece was written
  int targetEndColumn = 0;  // column just after the target square
};

std::unexpected<SanError> fail(SanErrorCode code, int column, Bitboard candidates = 0) {
  return std::unexpected(SanError{code, column, candidates});
}

bool isFile(const Symbol& s) { return s.ascii >= 'a' && s.ascii <= 'h'; }
bool isRank(const Symbol& s) { return s.ascii >= '1' && s.ascii <= '8'; }

bool endsWith(Symbols s, std::size_t end, std::string_view tail) {
  if (end < tail.size()) return false;
  for (std::size_t i = 0; i < tail.size(); ++i)
    if (s[end - tail.size() + i].ascii != tail[i]) return false;
  return true;
}

// True when the first `end` symbols spell `word` (a non-ASCII sign never matches).
bool spells(Symbols s, std::size_t end, std::string_view word) {
  return end == word.size() && endsWith(s, end, word);
}

// Removes annotations ("!", "?"), check marks and the FIDE "e.p." suffix
// from the end; returns the new end, or nullopt when the marks break the
// mode's grammar. `mode` is Lax or Lenient (Strict reads as Lax, then
// demands the canonical text).
std::optional<std::size_t> stripSuffixes(Symbols s, SanMode mode) {
  std::size_t end = s.size();
  while (end > 0 && (s[end - 1].ascii == '!' || s[end - 1].ascii == '?')) --end;
  int marks = 0;
  bool enPassant = false;
  for (bool again = true; again;) {
    again = false;
    if (end > 0 && (s[end - 1].ascii == '+' || s[end - 1].ascii == '#')) {
      --end;
      ++marks;
      again = true;
    } else if (!enPassant && end > 0 && (s[end - 1].ascii == '.' || s[end - 1].ascii == 'p') &&
               (endsWith(s, end, "e.p.") || endsWith(s, end, "ep"))) {
      end -= endsWith(s, end, "e.p.") ? 4 : 2;
      while (end > 0 && (s[end - 1].ascii == ' ' || s[end - 1].ascii == '_')) --end;
      enPassant = again = true;
    } else if (!enPassant && mode == SanMode::Lenient && end > 0 &&
               (endsWith(s, end, "en passant") || endsWith(s, end, "en pt") ||
                endsWith(s, end, "en pt."))) {
      // 002: "记录时记为 “en passant” 或 “en pt”" - the texts' own spellings.
      end -= endsWith(s, end, "en passant") ? 10 : endsWith(s, end, "en pt.") ? 6 : 5;
      while (end > 0 && (s[end - 1].ascii == ' ' || s[end - 1].ascii == '_')) --end;
      enPassant = again = true;
    }
  }
  if (mode == SanMode::Lax && marks > 2) return std::nullopt;
  return end;
}

// Reads "=Q", "Q", "q" (Lax) or also "(Q)", "(=Q)", "/Q" (Lenient) before
// `end`; returns the new end.
std::size_t readPromotion(Symbols s, std::size_t end, SanMode mode, PieceSet& promotion) {
  if (end == 0) return end;
  std::size_t i = end;
  const bool bracketed = mode == SanMode::Lenient && s[i - 1].ascii == ')';
  if (bracketed) --i;
  if (i == 0) return end;
  const Symbol& letter = s[i - 1];
  PieceSet pieces = letter.pieces;
  if (letter.ascii >= 'a') pieces = san_detail::lowercasePromotion(letter.ascii);
  if (pieces == 0) return end;
  --i;
  const bool equals = i > 0 && s[i - 1].ascii == '=';
  if (equals) --i;
  if (bracketed) {
    if (i == 0 || s[i - 1].ascii != '(') return end;
    --i;
  } else if (mode == SanMode::Lenient && !equals && i > 0 && s[i - 1].ascii == '/') {
    --i;
  }
  promotion = pieces;
  return i;
}

bool isNullMove(Symbols s, std::size_t end) {
  return spells(s, end, "--") || spells(s, end, "Z0") || spells(s, end, "0000") ||
         spells(s, end, "@@@@");
}

bool isCastling(Symbols s, std::size_t end, SanMode mode) {
  const bool zeros = spells(s, end, "0-0") || spells(s, end, "0-0-0");
  const bool lower = mode == SanMode::Lenient && (spells(s, end, "o-o") || spells(s, end, "o-o-o"));
  return spells(s, end, "O-O") || spells(s, end, "O-O-O") || zeros || lower;
}

std::expected<Parsed, SanError> parse(Symbols s, SanMode mode) {
  const auto stripped = stripSuffixes(s, mode);
  if (!stripped) return fail(SanErrorCode::UnknownToken, s.back().column);
  std::size_t end = *stripped;
  // Null moves and castling never start with a piece letter or a file.
  const bool special = end > 0 && s[0].pieces == 0 && !isFile(s[0]);
  if (special && isNullMove(s, end)) return fail(SanErrorCode::NullMove, 1);
  Parsed p;
  if (special && isCastling(s, end, mode)) {
    p.castling = true;
    p.castlingLong = end == 5;
    return p;
  }
  end = readPromotion(s, end, mode, p.promotion);
  if (end < 2 || !isFile(s[end - 2]) || !isRank(s[end - 1]))
    return fail(SanErrorCode::UnknownToken, end == 0 ? 1 : s[end - 1].column);
  p.to = makeSquare(s[end - 2].ascii - 'a', s[end - 1].ascii - '1');
  p.targetEndColumn = s[end - 1].column + 1;
  end -= 2;
  if (end > 0 && (s[end - 1].ascii == 'x' || s[end - 1].ascii == '-' ||
                  (mode == SanMode::Lenient && s[end - 1].ascii == ':')))
    --end;
  if (end > 0 && isRank(s[end - 1])) p.fromRank = s[--end].ascii - '1';
  if (end > 0 && isFile(s[end - 1])) p.fromFile = s[--end].ascii - 'a';
  if (end > 0 && s[end - 1].pieces != 0 && !isFile(s[end - 1])) p.pieces = s[--end].pieces;
  if (end > 0) return fail(SanErrorCode::UnknownToken, s[end - 1].column);
  return p;
}

bool isFileChar(char c) { return c >= 'a' && c <= 'h'; }
bool isRankChar(char c) { return c >= '1' && c <= '8'; }

// The form a PGN holds, read straight from its bytes: [NBRQK]? [a-h]?
// [1-8]? x? [a-h][1-8] (=[NBRQ])? [+#]? and "!"/"?" marks. For such a
// text this gives what parse() gives after lexing (columns are byte
// columns in ASCII); nullopt for any other text, which parse() reads.
std::optional<Parsed> parsePlainSan(std::string_view text) {
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == '!' || text[end - 1] == '?')) --end;
  if (end > 0 && (text[end - 1] == '+' || text[end - 1] == '#')) --end;
  Parsed p;
  if (end >= 4 && text[end - 2] == '=') {
    p.promotion = englishPiece(text[end - 1]);
    if (p.promotion == 0 || p.promotion == pieceBit(King)) return std::nullopt;
    end -= 2;
  }
  if (end < 2 || !isFileChar(text[end - 2]) || !isRankChar(text[end - 1])) return std::nullopt;
  p.to = makeSquare(text[end - 2] - 'a', text[end - 1] - '1');
  p.targetEndColumn = static_cast<int>(end) + 1;
  end -= 2;
  if (end > 0 && text[end - 1] == 'x') --end;
  if (end > 0 && isRankChar(text[end - 1])) p.fromRank = text[--end] - '1';
  if (end > 0 && isFileChar(text[end - 1])) p.fromFile = text[--end] - 'a';
  if (end > 0) {
    p.pieces = englishPiece(text[end - 1]);
    if (p.pieces == 0) return std::nullopt;
    --end;
  }
  if (end > 0) return std::nullopt;
  return p;
}

bool fitsOrigin(const Parsed& p, Square from) {
  return (p.fromFile < 0 || fileOf(from) == p.fromFile) &&
         (p.fromRank < 0 || rankOf(from) == p.fromRank);
}

// Does the move fit the written piece and origin? Promotion is checked apart.
bool fitsPiece(const Position& pos, const Parsed& p, Move m) {
  if (m.to() != p.to || !fitsOrigin(p, m.from())) return false;
  const PieceType type = typeOf(pos.pieceOn(m.from()));
  if (p.pieces != 0) return (p.pieces & pieceBit(type)) && m.kind() != MoveKind::Castling;
  // No letter: a pawn move, whose origin file is the target's unless written;
  // with a full origin square (long algebraic, UCI) any piece, castling too.
  if (p.fromFile >= 0 && p.fromRank >= 0) return true;
  return type == Pawn && (p.fromFile >= 0 || fileOf(m.from()) == fileOf(p.to));
}

bool fitsPromotion(const Parsed& p, Move m) {
  if (m.kind() != MoveKind::Promotion) return p.promotion == 0;
  return (p.promotion & pieceBit(m.promotion())) != 0;
}

// Laws 3.1-3.7 without 3.9: could a piece the text names move to the target
// if its own king's safety were ignored?
bool canReachIgnoringCheck(const Position& pos, const Parsed& p) {
  const Color us = pos.sideToMove();
  const PieceSet named = p.pieces != 0 ? p.pieces : pieceBit(Pawn);
  const Bitboard occ = pos.occupied();
  if (contains(pos.pieces(us), p.to)) return false;
  Bitboard movers = pos.pieces(us);
  while (movers) {
    const Square from = popLowest(movers);
    const PieceType type = typeOf(pos.pieceOn(from));
    if (!(named & pieceBit(type)) || !fitsOrigin(p, from)) continue;
    Bitboard reach = 0;
    switch (type) {
      case Pawn: {
        const Square step = offset(from, forward(us));
        if (pos.pieceOn(step) == NoPiece) {
          reach |= squareBit(step);
          if (relativeRank(us, rankOf(from)) == 1 &&
              pos.pieceOn(offset(step, forward(us))) == NoPiece)
            reach |= squareBit(offset(step, forward(us)));
        }
        Bitboard victims = pos.pieces(~us);
        if (pos.enPassantSquare() != NoSquare) victims |= squareBit(pos.enPassantSquare());
        reach |= attacks::pawn(us, from) & victims;
        break;
      }
      case Knight:
        reach = attacks::knight(from);
        break;
      case Bishop:
        reach = attacks::bishop(from, occ);
        break;
      case Rook:
        reach = attacks::rook(from, occ);
        break;
      case Queen:
        reach = attacks::queen(from, occ);
        break;
      default:
        reach = attacks::king(from);
        break;
    }
    if (contains(reach, p.to)) return true;
  }
  return false;
}

// The pieces the text can mean: of the named kinds; pawns when no piece is
// named; any piece with a full origin square (long algebraic, UCI).
Bitboard namedMovers(const Position& pos, const Parsed& p) {
  const Color us = pos.sideToMove();
  if (p.pieces == 0)
    return p.fromFile >= 0 && p.fromRank >= 0 ? pos.pieces(us) : pos.pieces(us, Pawn);
  Bitboard movers = 0;
  for (PieceType type : {Pawn, Knight, Bishop, Rook, Queen, King})
    if (p.pieces & pieceBit(type)) movers |= pos.pieces(us, type);
  return movers;
}

// Most moves without generating any: the text names one kind of piece
// (a pawn: no letter) and no promotion, exactly one piece of that kind
// reaches the target, the text fits it and the move is legal. With no
// rival there is nothing to tell apart (PGN 8.2.3.4). nullopt when the
// text needs the full search (findMove), which also names the fault.
std::optional<Move> onlyPieceReaching(const Position& pos, const Parsed& p) {
  if (p.castling || p.promotion != 0) return std::nullopt;
  PieceType type = Pawn;
  if (p.pieces != 0) {
    if (hasMoreThanOne(p.pieces)) return std::nullopt;  // "R" read as rook or king
    type = static_cast<PieceType>(std::countr_zero(p.pieces));
  } else if (p.fromFile >= 0 && p.fromRank >= 0) {
    return std::nullopt;  // a full origin square: any piece, castling too
  }
  // A pawn reaching the last rank promotes (Laws 3.7.5).
  if (type == Pawn && relativeRank(pos.sideToMove(), rankOf(p.to)) == 7) return std::nullopt;
  const Bitboard reaching = piecesReaching(pos, type, p.to);
  if (reaching == 0 || hasMoreThanOne(reaching)) return std::nullopt;
  const Move m(lowestSquare(reaching), p.to);
  if (!fitsPiece(pos, p, m) || !leavesKingSafe(pos, m)) return std::nullopt;
  return m;
}

// The one legal move that fits; `moves` receives the legal moves that were
// looked at: every one of the named pieces to the target square (all moves
// for castling), or none when only one such piece reaches the target.
std::expected<Move, SanError> findMove(const Position& pos, const Parsed& p, MoveList& moves) {
  if (const auto only = onlyPieceReaching(pos, p)) return *only;
  if (p.castling) {
    generateLegalMoves(pos, moves);
    for (Move m : moves)
      if (m.kind() == MoveKind::Castling && (m.to() < m.from()) == p.castlingLong) return m;
    return fail(SanErrorCode::CastlingNotAllowed, 1);
  }
  generateLegalMovesTo(pos, squareBit(p.to), moves, namedMovers(pos, p));
  Move found;
  Bitboard origins = 0;
  int count = 0;
  bool onlyPromotionDiffers = false;
  for (Move m : moves) {
    if (!fitsPiece(pos, p, m)) continue;
    if (!fitsPromotion(p, m)) {
      onlyPromotionDiffers = true;
      continue;
    }
    found = m;
    origins |= squareBit(m.from());
    ++count;
  }
  if (count == 1) return found;
  if (count > 1) return fail(SanErrorCode::Ambiguous, 1, origins);
  if (onlyPromotionDiffers)
    return fail(p.promotion == 0 ? SanErrorCode::PromotionMissing : SanErrorCode::BadPromotion,
                p.targetEndColumn);
  if (canReachIgnoringCheck(pos, p)) return fail(SanErrorCode::LeavesKingInCheck, 1);
  return fail(SanErrorCode::NoPieceCanReach, 1);
}

// Byte by byte: the texts are a few characters long.
bool sameText(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

// The text with annotations and one trailing check mark removed.
std::string_view stem(std::string_view text) {
  while (!text.empty() && (text.back() == '!' || text.back() == '?')) text.remove_suffix(1);
  if (!text.empty() && (text.back() == '+' || text.back() == '#')) text.remove_suffix(1);
  return text;
}

char writtenMark(std::string_view text) {
  while (!text.empty() && (text.back() == '!' || text.back() == '?')) text.remove_suffix(1);
  if (text.ends_with("++") || text.ends_with('#')) return '#';
  return text.ends_with('+') ? '+' : ' ';
}

// Reads `text` in `mode` into the fitting legal move; `moves` as findMove's.
std::expected<Move, SanError> readInMode(const Position& pos, std::string_view text, SanMode mode,
                                         MoveList& moves) {
  if (mode != SanMode::Lenient)
    if (const auto plain = parsePlainSan(text)) return findMove(pos, *plain, moves);
  // Symbols of a move's text on the stack; a longer (odd) text on the heap.
  std::array<Symbol, 32> local;
  std::vector<Symbol> large;
  std::span<Symbol> buffer = local;
  if (text.size() > local.size()) {
    large.resize(text.size());
    buffer = large;
  }
  int badColumn = 0;
  const Symbols symbols = buffer.first(san_detail::lexSan(text, mode, buffer, badColumn));
  if (badColumn != 0) return fail(SanErrorCode::UnknownToken, badColumn);
  if (symbols.empty()) return fail(SanErrorCode::UnknownToken, 1);
  const auto parsed = parse(symbols, mode == SanMode::Strict ? SanMode::Lax : mode);
  if (!parsed) return std::unexpected(parsed.error());
  return findMove(pos, *parsed, moves);
}

bool checkMarkMatches(const Position& pos, Move m, std::string_view text) {
  const char written = writtenMark(text);
  const char earned = sanCheckMark(pos, m);
  return written == (earned == 0 ? ' ' : earned);
}

}  // namespace

std::expected<SanMove, SanError> readSan(const Position& pos, std::string_view text, SanMode mode,
                                         CheckMarks marks) {
  const auto marked = [&](Move m) {
    return marks == CheckMarks::Ignore || checkMarkMatches(pos, m, text);
  };
  // The English reading comes first: a foreign meaning of a letter ("R" as
  // the French Roi) is tried only where the English one fits no legal move,
  // so the lenient grammar never makes a Lax (or canonical) move ambiguous.
  MoveList moves;
  const auto move =
      readInMode(pos, text, mode == SanMode::Strict ? SanMode::Strict : SanMode::Lax, moves);
  if (!move && mode == SanMode::Lenient) {
    MoveList foreignMoves;
    const auto foreign = readInMode(pos, text, SanMode::Lenient, foreignMoves);
    if (!foreign) return std::unexpected(foreign.error());
    return SanMove{*foreign, SanForm::Foreign, marked(*foreign)};
  }
  if (!move) return std::unexpected(move.error());
  SanMove result{*move, SanForm::Canonical, marked(*move)};
  if (!sameText(stem(text), sanStem(pos, *move, moves).view())) {
    if (mode == SanMode::Strict) return fail(SanErrorCode::NotCanonical, 1);
    result.form = SanForm::Lax;
  }
  return result;
}

}  // namespace chess
