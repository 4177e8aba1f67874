// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_pairer.h"
#include "domain/tournament/team.h"

#include <iosfwd>
#include <string>

namespace cli {

// Prints how the Swiss team engine reached a round (C.04.6): the PAB
// (3.4), per bracket from the top its residents, the upfloaters and what
// chose them (3.5), the pairs in identifier order with C8-C10 (3.6); then
// per match the rule of 4.3 that gave White on board 1.
void explainTeamSwiss(const tournament::TeamEvent& event, int round,
                      const pairing::TeamSwissExplanation& explanation, std::ostream& out);

// A failed team Swiss pairing in words.
std::string describeTeamSwissFailure(const pairing::TeamSwissFailure& failure);

}  // namespace cli
