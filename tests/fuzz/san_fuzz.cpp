// SPDX-License-Identifier: MIT
// SAN, strict, lax and lenient, from a few positions: the first input byte picks
// the position, the rest is the move text. A move read is legal there, and
// its canonical SAN reads back as the same move.
#include "domain/chess/fen.h"
#include "domain/chess/movegen.h"
#include "domain/chess/san.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const std::array<chess::Position, 4> Positions = {
      *chess::parseFen(chess::StartFen),
      *chess::parseFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
      *chess::parseFen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
      *chess::parseFen("rnbqkbnr/pPpppppp/8/8/8/8/P1PPPPPP/RNBQKBNR w KQkq - 0 1")};
  const chess::Position& pos = Positions[data[0] % Positions.size()];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const auto legal = chess::legalMoves(pos);
  for (const auto mode : {chess::SanMode::Strict, chess::SanMode::Lax, chess::SanMode::Lenient}) {
    const auto read = chess::readSan(pos, text, mode);
    if (!read) continue;
    bool found = false;
    for (const auto move : legal) found = found || move == read->move;
    if (!found) std::abort();
    const auto back = chess::readSan(pos, chess::toSan(pos, read->move));
    if (!back || back->move != read->move) std::abort();
  }
  return 0;
}
