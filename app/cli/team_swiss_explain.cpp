// SPDX-License-Identifier: MIT
// The words of `arbiter pair --explain` for the FIDE Swiss team system.
#include "app/cli/team_swiss_explain.h"

#include "app/cli/explain_text.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::string teamName(const tournament::TeamEvent& event, int number) {
  const auto* team = event.team(number);
  return team && !team->name.empty() ? fmt::format("{} {}", number, team->name)
                                     : std::to_string(number);
}

// What chose a bracket's upfloaters (C.04.6 3.5).
const char* upfloaterReason(pairing::TeamCriterion c) {
  using C = pairing::TeamCriterion;
  switch (c) {
    case C::C3Completion:
      return "the sets before it leave the bracket or the teams below without a legal pairing "
             "(C1, C3)";
    case C::C4Upfloaters:
      return "no smaller set gives a legal pairing (C4)";
    case C::C6NextScoregroup:
      return "the sets before it leave the following scoregroup unpairable (C6)";
    case C::C7UpfloatersFloated:
      return "fewer upfloaters who floated in the previous round (C7)";
    default:
      break;
  }
  return "the highest scores (C5), then the first set in TPN order (3.5.4, 3.5.5)";
}

// C.04.6 art. 4.3.1-4.3.9.
const char* colourReason(pairing::TeamColourRule rule) {
  using R = pairing::TeamColourRule;
  switch (rule) {
    case R::InitialColour:
      return "neither has played: the initial colour by the first-team's TPN (4.3.1)";
    case R::OnePreference:
      return "the only colour preference granted (4.3.2)";
    case R::OppositePreferences:
      return "both colour preferences granted (4.3.3)";
    case R::StrongPreference:
      return "the strong colour preference granted (4.3.4)";
    case R::LowerColourDifference:
      return "the lower colour difference gets White (4.3.5)";
    case R::Alternation:
      return "alternation from the last time one had White and the other Black (4.3.6)";
    case R::FirstTeamPreference:
      return "the first-team's preference (4.3.7)";
    case R::FirstTeamAlternates:
      return "the first-team's last colour alternated (4.3.8)";
    case R::OtherTeamAlternates:
      return "the other team's last colour alternated (4.3.9)";
  }
  return "";
}

}  // namespace

void explainTeamSwiss(const tournament::TeamEvent& event, int round,
                      const pairing::TeamSwissExplanation& explanation, std::ostream& out) {
  out << "Round " << round << ": FIDE Swiss team system (C.04.6, 2026 edition)\n";
  if (explanation.byeReceiver)
    out << "Pairing-allocated bye, given first (3.4: eligible, lowest score, most matches "
           "played, largest TPN): "
        << teamName(event, *explanation.byeReceiver) << '\n';
  for (const auto& bracket : explanation.brackets) {
    out << "\nScoregroup " << explainedPoints(bracket.score) << " points\n"
        << "  residents:   " << explainedNumbers(bracket.residents) << '\n'
        << "  upfloaters:  " << explainedNumbers(bracket.upfloaters) << '\n';
    if (!bracket.upfloaters.empty())
      out << "  chosen by:   " << upfloaterReason(bracket.upfloatersDecidedBy) << '\n';
    for (const auto& [top, bottom] : bracket.pairs)
      out << "  pair:        " << teamName(event, top) << " - " << teamName(event, bottom) << '\n';
    out << fmt::format(
        "  first pairing identifier (3.6) with {} colour preferences unmet (C8), {} strong (C9), "
        "{} upfloaters' opponents who floated last round (C10)\n",
        bracket.quality.colourPreferences, bracket.quality.strongColourPreferences,
        bracket.quality.floatedOpponents);
  }
  out << "\nColours (board 1; C.04.6 1.6.1)\n";
  int match = 1;
  for (const auto& m : explanation.matches)
    out << "  match " << match++ << ": " << teamName(event, m.white) << " - "
        << teamName(event, m.black) << ", White: " << colourReason(m.colourRule) << '\n';
}

std::string describeTeamSwissFailure(const pairing::TeamSwissFailure& failure) {
  using C = pairing::TeamSwissFailureCode;
  switch (failure.code) {
    case C::NoRoundsLeft:
      return "every planned round is already paired";
    case C::TooFewTeams:
      return "fewer than two teams to pair";
    case C::NoLegalBye:
      return "no team may take the pairing-allocated bye and leave the others a legal pairing "
             "(C.04.6 C2, 3.4.1); the Chief Arbiter decides (3.3.3)";
    case C::NoLegalPairing:
      return "no pairing lets every team meet a team it has not met (C.04.6 C1, C3); the Chief "
             "Arbiter decides (3.3.3)";
    case C::BoardGamesUnclear:
      return "the board games do not make team matches (a team's boards face several teams, or "
             "a roster names an unknown player)";
  }
  return "cannot pair";
}

}  // namespace cli
