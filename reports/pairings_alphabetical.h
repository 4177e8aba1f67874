// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/language.h"
#include "reports/round_pairings.h"

#include <string>

namespace reports {

// A round's pairings by player, alphabetical (what players look up on the
// wall): name, start number, points before the round, board, colour and
// opponent; players with a bye or absent show it instead of a board. Names
// are escaped.
std::string alphabeticalPairingsSection(const tournament::TournamentState& state,
                                        const RoundPairings& pairings, Language language);

}  // namespace reports
