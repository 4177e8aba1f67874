// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_issue.h"
#include "domain/interchange/trf_player_line.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <vector>

namespace interchange {

// Refuses an opponent number that has no 001 line or is the player's own.
// `players` are sorted with start numbers 1..N.
std::optional<TrfError> checkOpponents(const std::vector<PlayerLine>& players);

// Lists what does not fit together in a read tournament: a game listed by
// one player only, both players with the same colour, results that do not
// complement each other, stated points that differ from the sum of the
// round codes under the state's scoring, more rounds than planned.
// `lines[i]` is the file line of player i+1.
void checkConsistency(const tournament::TournamentState& state, const std::vector<int>& lines,
                      std::vector<TrfIssue>& issues);

}  // namespace interchange
