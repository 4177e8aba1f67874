// SPDX-License-Identifier: MIT
#include "app/cli/engine_failure_text.h"

#include "app/cli/pair_explain.h"
#include "domain/pairing/berger.h"

#include <fmt/format.h>

namespace cli {
namespace {

// Why the Berger table cannot give a round.
std::string describe(pairing::RoundRobinFailureCode code, int players, int plannedRounds,
                     std::string_view roundsSetting) {
  using C = pairing::RoundRobinFailureCode;
  switch (code) {
    case C::TooFewPlayers:
      return "fewer than two players";
    case C::NoRoundsLeft:
      return "every round of the Berger table is already recorded";
    case C::BadRoundCount: {
      // C.05 Annex 1: a cycle is n - 1 rounds for n even, n for n odd.
      const int cycle = pairing::bergerRoundsPerCycle(players);
      return fmt::format(
          "{} rounds are planned, but a round robin of {} players has {} rounds ({} as a double "
          "round robin; C.05 Annex 1): set the rounds ({})",
          plannedRounds, players, cycle, 2 * cycle, roundsSetting);
    }
    case C::ForbiddenPairMeets:
      return "the Berger table pairs two players who must not meet (TRF 260 / XXP); a round "
             "robin cannot avoid a pairing (C.05 Annex 1)";
  }
  return "cannot pair";
}

}  // namespace

std::string describeEngineFailure(const service::EngineFailure& failure, int players,
                                  int plannedRounds, std::string_view roundsSetting) {
  if (const auto* dutch = std::get_if<pairing::PairingFailure>(&failure))
    return describeDutchFailure(*dutch);
  return describe(std::get<pairing::RoundRobinFailureCode>(failure), players, plannedRounds,
                  roundsSetting);
}

}  // namespace cli
