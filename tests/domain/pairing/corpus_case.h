// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/pair_list.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string>

namespace pairing::testing {

// The directory of the pairing corpus (../shared/corpus/pairing).
std::string corpusDir();
// A corpus .trf read with the TRF reader, or nullopt.
std::optional<tournament::TournamentState> readCorpusTrf(const std::string& path);
// A corpus .pairs read with the pair-list reader, or nullopt.
std::optional<interchange::PairList> readPairs(const std::string& path);

// `state` with round `pairing.round` recorded as `pairing` (every game
// drawn) and the byes planned for that round entered.
tournament::TournamentState withRound(const tournament::TournamentState& state,
                                      const Pairing& pairing);

}  // namespace pairing::testing
