// SPDX-License-Identifier: MIT
#include "app/cli/pair_explain.h"

#include <ostream>

namespace cli {
namespace {

std::string nameOf(const tournament::TournamentState& state, int startNumber) {
  const auto* p = state.player(startNumber);
  return std::to_string(startNumber) + (p && !p->name.empty() ? " " + p->name : "");
}

}  // namespace

void explainBerger(const tournament::TournamentState& state, const pairing::RoundRobinRound& round,
                   std::ostream& out) {
  const int players = static_cast<int>(state.players.size());
  const int perCycle = pairing::bergerRoundsPerCycle(players);
  const int next = state.roundsRecorded() + 1;
  const int cycles = state.totalRounds > 0 ? state.totalRounds / perCycle : 1;
  const int cycle = (next - 1) / perCycle + 1;
  const int seats = players % 2 == 0 ? players : players + 1;
  out << "Round " << next << ": Berger table for " << seats << " players (C.05 Annex 1), cycle "
      << cycle << " of " << cycles << ", round " << (next - 1) % perCycle + 1 << " of the cycle.\n";
  if (players % 2 == 1)
    out << "Odd number of players: number " << seats << " is the bye (C.05 Annex 1).\n";
  if (cycles >= 2 && cycle == 1 && (next == perCycle || next == perCycle - 1))
    out << "The last two rounds of the first cycle are swapped (C.05 Annex 1 recommendation).\n";
  int board = 1;
  for (const auto& b : round.boards) {
    out << "Board " << board++ << ": " << nameOf(state, b.white) << " (White) - "
        << nameOf(state, b.black) << " (Black): ";
    if (cycle % 2 == 0)
      out << "second-cycle colours are the first cycle's reversed.\n";
    else
      out << "the table gives White to the first-named number.\n";
  }
  if (round.bye) out << "Bye: " << nameOf(state, *round.bye) << '\n';
}

}  // namespace cli
