// SPDX-License-Identifier: MIT
#include "app/cli/chess_messages.h"

#include <fmt/format.h>

namespace cli {
namespace {

const char* fenProblem(chess::FenErrorCode code) {
  using enum chess::FenErrorCode;
  switch (code) {
    case FieldCount: return "a FEN needs 6 fields separated by spaces";
    case RankCount: return "the placement needs 8 ranks separated by '/'";
    case BadPieceLetter: return "not a piece letter (PNBRQKpnbrqk) or a digit 1-8";
    case RankTooLong: return "this rank covers more than 8 squares";
    case RankTooShort: return "this rank covers fewer than 8 squares";
    case KingCount: return "each side needs exactly one king";
    case PawnOnBackRank: return "a pawn cannot stand on rank 1 or 8";
    case BadSideToMove: return "the side to move must be 'w' or 'b'";
    case OpponentInCheck: return "the side that is not to move is in check";
    case BadCastlingField: return "castling must be '-' or letters of KQkq in that order";
    case CastlingWithoutPieces: return "castling right without its king or rook on its original square";
    case BadEnPassantField: return "the en-passant field must be '-' or a square";
    case ImpossibleEnPassant: return "no pawn can just have passed over this en-passant square";
    case BadHalfmoveClock: return "the half-move clock must be a number from 0 to 9999";
    case BadFullmoveNumber: return "the move number must be a number from 1 to 9999";
  }
  return "invalid FEN";
}

const char* sanProblem(chess::SanErrorCode code) {
  using enum chess::SanErrorCode;
  switch (code) {
    case UnknownToken: return "not a move";
    case NullMove: return "a null move is not a move";
    case NoPieceCanReach: return "no piece of that kind can move to that square";
    case LeavesKingInCheck: return "the move would leave the king in check";
    case CastlingNotAllowed: return "castling is not allowed here";
    case Ambiguous: return "ambiguous move";
    case PromotionMissing: return "the promotion piece is missing";
    case BadPromotion: return "invalid promotion";
    case NotCanonical: return "not written in standard algebraic notation";
  }
  return "invalid move";
}

}  // namespace

std::string describeFenError(const chess::FenError& error) {
  return fmt::format("{} at column {}", fenProblem(error.code), error.column);
}

std::string describeSanError(const chess::SanError& error) {
  std::string text = sanProblem(error.code);
  if (error.candidates != 0) {
    text += ": pieces on";
    for (chess::Bitboard b = error.candidates; b != 0;)
      text += (text.back() == 'n' ? " " : ", ") + chess::squareName(chess::popLowest(b));
    text += " can play it";
  }
  return fmt::format("{} (column {})", text, error.column);
}

}  // namespace cli
