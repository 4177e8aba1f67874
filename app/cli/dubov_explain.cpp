// SPDX-License-Identifier: MIT
// The words of `arbiter pair --explain` for the FIDE Dubov system.
#include "app/cli/pair_explain.h"

#include "app/cli/explain_text.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

// What chose a scoregroup's upfloaters (C.04.4.1 3.2.2, 4.2).
const char* upfloaterReason(pairing::DubovCriterion c) {
  using C = pairing::DubovCriterion;
  switch (c) {
    case C::None:
    case C::Order:
      return "the first legal set in sequence-number order (4.2)";
    case C::C4Completion:
      return "the sets before it leave the players below without a complete pairing (C4)";
    case C::C6UpfloaterScores:
      return "the highest scores with which the bracket can be paired (C6)";
    case C::C7ColourPreference:
      return "fewer players without their colour preference (C7)";
    case C::C8MaximumUpfloaters:
      return "fewer maximum upfloaters (C8)";
    case C::C9MaximumUpfloats:
      return "maximum upfloaters upfloated fewer times (C9)";
    case C::C10RepeatedUpfloat:
      return "fewer upfloaters who upfloated in the previous round (C10)";
    case C::C1NoRematch:
    case C::C2NoSecondBye:
    case C::C3AbsoluteColour:
    case C::C5Upfloaters:
      break;
  }
  return "the criteria in their order (2.3)";
}

// C.04.4.1 art. 5.2.1-5.2.5.
const char* colourReason(pairing::DubovColourReason reason) {
  using R = pairing::DubovColourReason;
  switch (reason) {
    case R::InitialColour:
      return "neither has played: the initial colour by the higher-ranked player's TPN (5.2.1)";
    case R::BothPreferences:
      return "both colour preferences granted (5.2.2)";
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

void explainDubov(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                  const pairing::DubovExplanation& explanation, std::ostream& out) {
  out << "Round " << pairing.round << ": FIDE Dubov system (C.04.4.1, 2026 edition)\n";
  if (explanation.byeReceiver)
    out << "Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, "
           "largest TPN): "
        << explainedName(state, *explanation.byeReceiver) << '\n';
  for (const auto& bracket : explanation.brackets) {
    out << "\nScoregroup " << explainedPoints(bracket.score) << " points\n"
        << "  residents:   " << explainedNumbers(bracket.residents) << '\n'
        << "  upfloaters:  " << explainedNumbers(bracket.upfloaters) << '\n';
    if (!bracket.upfloaters.empty())
      out << "  chosen by:   " << upfloaterReason(bracket.decidedBy) << '\n';
    out << "  G1 (S1):     " << explainedNumbers(bracket.g1)
        << "  (White seekers by ascending ARO, then TPN; 3.2.5)\n"
        << "  G2:          " << explainedNumbers(bracket.g2) << "  (by TPN; 4.4)\n";
    if (!bracket.shifted.empty())
      out << "  shifted:     " << explainedNumbers(bracket.shifted)
          << "  (moved between G1 and G2 to pair the bracket; 3.2.4, 4.3)\n";
    for (const auto& pair : bracket.pairs)
      out << "  pair:        " << explainedName(state, pair.white) << " - "
          << explainedName(state, pair.black) << '\n';
  }
  out << "\nColours\n";
  int board = 1;
  for (const auto& b : explanation.boards)
    out << "  board " << board++ << ": " << explainedName(state, b.board.white)
        << " has White: " << colourReason(b.colour) << '\n';
}

}  // namespace cli
