// SPDX-License-Identifier: MIT
// The PGN reader and the game verifier on any bytes: every game is read to
// the end of the input, every problem lies inside the text.
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_reader.h"
#include "domain/chess/verdict_tsv.h"

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

// Both readings: strict SAN and the lenient notation (a scoresheet's moves
// in the movetext, verify --notation lenient).
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const auto notation : {chess::SanMode::Lax, chess::SanMode::Lenient}) {
    std::istringstream in(text);
    chess::PgnReader reader(in, notation);
    chess::GameVerifier verifier(chess::DrawRules::Fide2023, notation);
    chess::PgnGame game;
    chess::GameVerdict verdict;
    std::size_t games = 0;
    while (reader.next(game)) {
      verifier.verify(game, verdict);
      const std::string line = chess::toPgnExpectLine(verdict);
      if (line.empty() || verdict.plies < 0) std::abort();
      for (const auto& problem : verdict.problems)
        if (problem.place.line == 0 && problem.place.column != 0) std::abort();
      for (const auto& move : verdict.lenientMoves)
        if (move.place.line == 0 || move.ply < 1 || move.ply > verdict.plies) std::abort();
      if (++games > size + 1) std::abort();  // at most one game per byte (and one empty)
    }
  }
  return 0;
}
