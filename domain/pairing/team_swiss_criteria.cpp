// SPDX-License-Identifier: MIT
#include "domain/pairing/team_swiss_criteria.h"

namespace pairing {

std::string teamCriterionLabel(TeamCriterion c) {
  switch (c) {
    case TeamCriterion::None:
      return "none";
    case TeamCriterion::C1NoRematch:
      return "C1";
    case TeamCriterion::C2NoSecondBye:
      return "C2";
    case TeamCriterion::C3Completion:
      return "C3";
    case TeamCriterion::ByeChoice:
      return "3.4";
    case TeamCriterion::C4Upfloaters:
      return "C4";
    case TeamCriterion::C5UpfloaterScores:
      return "C5";
    case TeamCriterion::C6NextScoregroup:
      return "C6";
    case TeamCriterion::C7UpfloatersFloated:
      return "C7";
    case TeamCriterion::UpfloaterOrder:
      return "3.5.5";
    case TeamCriterion::C8ColourPreference:
      return "C8";
    case TeamCriterion::C9StrongColourPreference:
      return "C9";
    case TeamCriterion::C10OpponentsFloated:
      return "C10";
    case TeamCriterion::PairingIdentifier:
      return "3.6";
    case TeamCriterion::Colours:
      return "4";
  }
  return "none";
}

}  // namespace pairing
