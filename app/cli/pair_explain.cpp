// SPDX-License-Identifier: MIT
#include "app/cli/pair_explain.h"

#include "domain/pairing/berger_place.h"

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
  const int next = state.roundsRecorded() + 1;
  const auto place =
      pairing::bergerPlace(static_cast<int>(state.players.size()), state.totalRounds, next);
  out << "Round " << next << ": Berger table for " << place.seats
      << " players (C.05 Annex 1), cycle " << place.cycle << " of " << place.cycles << ", round "
      << place.roundOfCycle << " of the cycle.\n";
  if (place.byeSeat)
    out << "Odd number of players: number " << place.seats << " is the bye (C.05 Annex 1).\n";
  if (place.swappedLastTwo)
    out << "The last two rounds of the first cycle are swapped (C.05 Annex 1 recommendation).\n";
  int board = 1;
  for (const auto& b : round.boards) {
    out << "Board " << board++ << ": " << nameOf(state, b.white) << " (White) - "
        << nameOf(state, b.black) << " (Black): ";
    if (place.coloursReversed)
      out << "second-cycle colours are the first cycle's reversed.\n";
    else
      out << "the table gives White to the first-named number.\n";
  }
  if (round.bye) out << "Bye: " << nameOf(state, *round.bye) << '\n';
}

}  // namespace cli
