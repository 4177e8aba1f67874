// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/berger.h"
#include "domain/pairing/burstein_explanation.h"
#include "domain/pairing/dubov_explanation.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <iosfwd>

namespace cli {

// Prints why each board of a Berger round is what it is: the table, the
// round within its cycle, the colour rule applied (C.05 Annex 1).
void explainBerger(const tournament::TournamentState& state, const pairing::RoundRobinRound& round,
                   std::ostream& out);

// Prints how the Dutch engine reached a round (C.04.3): per score bracket
// from the top its residents, the players moved down into it, the pairs,
// who floated down and why, and the criterion that decided; then per board
// the art. 5.2 rule that gave White. `pairing.explanation` must be set.
void explainDutch(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                  std::ostream& out);

// Prints how the Dubov engine reached a round (C.04.4.1): the PAB (3.1),
// per scoregroup from the top its residents, the upfloaters and what chose
// them, G1 and G2 with the shifted players, the pairs; then per board the
// art. 5.2 rule that gave White.
void explainDubov(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                  const pairing::DubovExplanation& explanation, std::ostream& out);

// Prints how the Burstein engine reached a round (C.04.4.2): a seeding
// round as the Dutch system's (1.6); else the PAB (3.1), per bracket from
// the top the incoming floaters, the ranking by the Index (1.7-1.8), the
// pairs and the outgoing floaters; then per board the art. 5.2 rule that
// gave White.
void explainBurstein(const tournament::TournamentState& state, const pairing::Pairing& pairing,
                     const pairing::BursteinExplanation& explanation, std::ostream& out);

// A failed Dutch pairing in words, e.g. "no pairing satisfies C1 (...)".
std::string describeDutchFailure(const pairing::PairingFailure& failure);

}  // namespace cli
