// SPDX-License-Identifier: MIT
// The words of `arbiter pair --explain` for the FIDE Dutch system.
#include "app/cli/pair_explain.h"

#include "app/cli/explain_text.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

const char* floatReason(pairing::FloatReason reason) {
  using R = pairing::FloatReason;
  switch (reason) {
    case R::NoCompatibleOpponent:
      return "no compatible opponent left in the bracket (C1-C4)";
    case R::Optimisation:
      return "a better pairing by the quality criteria leaves him over";
    case R::OddBracket:
      return "the bracket cannot pair everyone (C6)";
  }
  return "";
}

// C.04.3 art. 5.2.1-5.2.5.
const char* colourReason(pairing::ColourReason reason) {
  using R = pairing::ColourReason;
  switch (reason) {
    case R::BothPreferences:
      return "both colour preferences granted (5.2.1)";
    case R::StrongerPreference:
      return "the stronger colour preference granted (5.2.2)";
    case R::Alternation:
      return "alternation from the last round in which they had different colours (5.2.3)";
    case R::HigherRankedPreference:
      return "the higher-ranked player's preference (5.2.4)";
    case R::InitialColour:
      return "the initial colour by the higher-ranked player's number (5.2.5)";
  }
  return "";
}

}  // namespace

std::string describeDutchFailure(const pairing::PairingFailure& failure) {
  using C = pairing::PairingFailureCode;
  switch (failure.code) {
    case C::NoRoundsLeft:
      return "every planned round is already paired";
    case C::TooFewPlayers:
      return "fewer than two players to pair";
    case C::NoLegalPairing:
      return "no pairing satisfies the absolute criteria (" +
             pairing::criterionLabel(failure.criterion) + ")";
    case C::PlayerLeftOut:
      return "the engine's pairing would leave a player without a board or the bye; it is "
             "not printed (a fault of Arbiter: please report it with this file)";
  }
  return "cannot pair";
}

void explainDutch(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                  std::ostream& out) {
  const auto& explanation = *pairing.explanation;
  const bool rules2017 = explanation.edition == pairing::DutchEdition::Rules2017;
  out << "Round " << pairing.round << ": FIDE Dutch system (C.04.3, "
      << (rules2017 ? "2017" : "2026") << " edition)\n";
  for (const auto& forbidden : state.forbiddenPairs)
    if (forbidden.appliesIn(pairing.round))
      out << "Forbidden pair (treated as already played, C1): "
          << explainedName(state, forbidden.first) << " - "
          << explainedName(state, forbidden.second) << '\n';
  bool collapsed = false;  // 2017 A.9: the bracket after the PPB holds every player left
  for (const auto& bracket : explanation.brackets) {
    if (collapsed)
      out << "\nCollapsed Last Bracket (C.04.3 2017 A.9): every player left, from "
          << explainedPoints(bracket.score) << " points\n";
    else
      out << "\nBracket " << explainedPoints(bracket.score) << " points\n";
    collapsed = bracket.penultimate;
    out << "  residents:   " << explainedNumbers(bracket.residents) << '\n'
        << "  moved down:  " << explainedNumbers(bracket.movedDown) << '\n';
    if (bracket.penultimate)
      out << "  route:       the Penultimate Pairing Bracket, re-paired to complete the round"
             " (C.04.3 2017 A.9, C.4); every player left forms the Collapsed Last Bracket\n";
    for (const auto& pair : bracket.pairs)
      out << "  pair:        " << explainedName(state, pair.white) << " - "
          << explainedName(state, pair.black) << '\n';
    for (std::size_t i = 0; i < bracket.downfloaters.size(); ++i) {
      out << "  floats down: " << explainedName(state, bracket.downfloaters[i]);
      if (i < bracket.floatReasons.size()) out << ": " << floatReason(bracket.floatReasons[i]);
      out << '\n';
    }
    if (bracket.exchanged > 0)
      out << "  exchange:    " << bracket.exchanged << " player"
          << (bracket.exchanged > 1 ? "s" : "")
          << " each way between S1 and S2 (C.04.3 art. 4.3)\n";
    if (bracket.decidedBy != pairing::Criterion::None)
      out << "  decided by:  " << pairing::criterionLabel(bracket.decidedBy, explanation.edition)
          << '\n';
  }
  out << "\nColours\n";
  int board = 1;
  for (const auto& b : explanation.boards)
    out << "  board " << board++ << ": " << explainedName(state, b.board.white)
        << " has White: " << colourReason(b.colour) << '\n';
  if (explanation.byeReceiver)
    out << "\nPairing-allocated bye (C.04.1 4, C5, C9): "
        << explainedName(state, *explanation.byeReceiver) << '\n';
}

}  // namespace cli
