// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/event_header.h"
#include "reports/language.h"
#include "reports/round_pairings.h"

#include <string>

namespace reports {

// Pairing cards / result slips: one per board, each in a dashed frame to
// cut along, with the event, the round, the board, both players (number,
// name, rating), three result boxes (1-0, ½-½, 0-1) to tick and a line for
// each player's signature. Names are escaped. Slips do not split across a
// printed page (CSS break-inside: avoid).
std::string resultSlipsSection(const EventHeader& header, const tournament::TournamentState& state,
                               const RoundPairings& pairings, Language language);

}  // namespace reports
