// SPDX-License-Identifier: MIT
#include "app/cli/round_pairers.h"

#include "domain/pairing/berger.h"
#include "domain/pairing/dutch_pairer.h"

namespace cli {
namespace {

std::optional<pairing::GeneratedRound> pairByBerger(const tournament::TournamentState& state) {
  const auto round = pairing::pairBerger(state);
  if (!round) return std::nullopt;
  pairing::GeneratedRound result{{}, round->bye};
  for (const auto& b : round->boards) result.boards.push_back({b.white, b.black});
  return result;
}

std::optional<pairing::GeneratedRound> pairByDutch(const tournament::TournamentState& state) {
  const auto round = pairing::pairDutch(state);
  if (!round) return std::nullopt;
  pairing::GeneratedRound result{{}, round->bye};
  for (const auto& b : round->boards) result.boards.push_back({b.white, b.black});
  return result;
}

}  // namespace

std::optional<pairing::RoundPairer> roundPairer(const std::string& system) {
  if (system == "berger") return pairing::RoundPairer(pairByBerger);
  if (system == "dutch") return pairing::RoundPairer(pairByDutch);
  return std::nullopt;
}

}  // namespace cli
