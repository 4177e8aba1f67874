// SPDX-License-Identifier: MIT
// The words of `arbiter pair --explain` for the FIDE Burstein system.
#include "app/cli/pair_explain.h"

#include "app/cli/explain_text.h"

#include <ostream>

namespace cli {
namespace {

// C.04.4.2 art. 5.2.1-5.2.5.
const char* colourReason(pairing::BursteinColourReason reason) {
  using R = pairing::BursteinColourReason;
  switch (reason) {
    case R::InitialColour:
      return "neither has played: the initial colour by the higher-ranked player's TPN (5.2.1)";
    case R::BothPreferences:
      return "both colour preferences granted, or the only one (1.5.4, 5.2.2)";
    case R::StrongerPreference:
      return "the stronger colour preference granted (5.2.3)";
    case R::Alternation:
      return "alternation from the last time one had White and the other Black (5.2.4)";
    case R::HigherRankedPreference:
      return "the higher-ranked player's preference (5.2.5)";
  }
  return "";
}

}  // namespace

void explainBurstein(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                     const pairing::BursteinExplanation& explanation, std::ostream& out) {
  out << "Round " << pairing.round << ": FIDE Burstein system (C.04.4.2, 2025 edition)\n";
  if (explanation.seedingRound) {
    out << "A seeding round (1.6: the first " << explanation.seedingRounds
        << " rounds), paired by the Dutch system:\n\n";
    explainDutch(state, pairing, out);
    return;
  }
  if (explanation.byeReceiver)
    out << "Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, "
           "lowest ranking by 1.8): "
        << explainedName(state, *explanation.byeReceiver) << '\n';
  for (const auto& bracket : explanation.brackets) {
    out << "\nBracket of " << explainedPoints(bracket.score) << " points\n"
        << "  incoming floaters: " << explainedNumbers(bracket.incoming) << '\n'
        << "  ranked (BSN 1, 2, ...): " << explainedNumbers(bracket.ranked)
        << "  (Index: Buchholz, then Sonneborn-Berger, then TPN; 1.7, 1.8)\n";
    for (const auto& pair : bracket.pairs)
      out << "  pair: " << explainedName(state, pair.white) << " - "
          << explainedName(state, pair.black) << '\n';
    out << "  outgoing floaters: " << explainedNumbers(bracket.floaters)
        << "  (the best pairing by C5-C8, the first of 4.3: each BSN against the lowest-ranked "
           "opponent possible)\n";
  }
  out << "\nColours\n";
  int board = 1;
  for (const auto& b : explanation.boards)
    out << "  board " << board++ << ": " << explainedName(state, b.board.white)
        << " has White: " << colourReason(b.colour) << '\n';
}

}  // namespace cli
