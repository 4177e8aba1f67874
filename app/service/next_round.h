// SPDX-License-Identifier: MIT
#pragma once

// Pairing the next round: which engine, whether the section is ready for
// it, and the action that stores the engine's round (then storePairing in
// round_pairing.h, like a pairing set or edited by hand).

#include "domain/interchange/pair_list.h"
#include "domain/pairing/berger.h"
#include "domain/pairing/burstein_explanation.h"
#include "domain/pairing/dubov_explanation.h"
#include "domain/pairing/dutch_options.h"
#include "domain/pairing/pairing.h"
#include "domain/pairing/tournament_generator.h"
#include "domain/tournament/action.h"
#include "domain/tournament/section.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace service {

// The engines: FIDE Dutch (C.04.3), the Berger tables (C.05 Annex 1),
// FIDE Dubov (C.04.4.1) and FIDE Burstein (C.04.4.2).
enum class PairingEngine : std::uint8_t { Dutch, Berger, Dubov, Burstein };

// The engine a section's system pairs with.
PairingEngine engineOf(tournament::PairingSystem system);

// The engine's code as stored with a round it paired and named on a
// command line: "dutch", "dubov", "burstein" or "berger".
std::string engineCode(PairingEngine engine);
// The engine named on a command line (engineCode's spelling).
std::optional<PairingEngine> engineNamed(std::string_view name);

// A round as an engine made it: the pair list, and the engine's own result
// (for the explanation of how it was reached).
struct EngineRound {
  interchange::PairList list;
  std::variant<pairing::Pairing, pairing::RoundRobinRound> made;
  tournament::TournamentState state;  // what the engine paired (for the explanation)
  // The Dubov engine's reasons (`made` then holds its Pairing).
  std::optional<pairing::DubovExplanation> dubovExplanation;
  // The Burstein engine's reasons (`made` then holds its Pairing, with the
  // Dutch engine's explanation in a seeding round).
  std::optional<pairing::BursteinExplanation> bursteinExplanation;
};

// Why the engine made no round.
using EngineFailure = std::variant<pairing::PairingFailure, pairing::RoundRobinFailureCode>;

// Pairs the round after the last recorded one of `state`. `dutch.explain`
// asks the Dutch engine to keep its reasons.
std::expected<EngineRound, EngineFailure> pairNextRound(const tournament::TournamentState& state,
                                                        PairingEngine engine,
                                                        const pairing::DutchOptions& dutch = {});
// The same for an event file's section: its pairing state (round 1's
// colour `drawn` for the top player, C.04.3 5.2.5; late entries' absences).
std::expected<EngineRound, EngineFailure> pairNextRound(
    const tournament::Section& section, PairingEngine engine,
    const pairing::DutchOptions& dutch = {}, std::optional<tournament::Color> drawn = {});

// Why no tournament was generated: the generator's code and round, and the
// engine's reason when a round could not be paired.
struct GenerationFailure {
  pairing::GeneratorFailure generator;
  std::optional<EngineFailure> engine;
};

// A random tournament as `config` describes it (pairing::generateTournament),
// each round paired by `engine` as the section's next round would be.
std::expected<tournament::TournamentState, GenerationFailure> generatedTournament(
    const pairing::GeneratorConfig& config, PairingEngine engine);

// Why a section's next round cannot be paired yet.
enum class NotReadyCode : std::uint8_t {
  AllRoundsPaired,  // every scheduled round is paired
  ResultsMissing,   // a paired round has boards without a result
};
struct NotReady {
  NotReadyCode code;
  int round = 0;            // AllRoundsPaired: the rounds; ResultsMissing: the first such round
  std::vector<int> boards;  // ResultsMissing: the boards without a result
};

// nullopt when the next round can be paired. An adjourned game counts as a
// draw for the pairing (C.04.2 3.1); a game without any result cannot.
std::optional<NotReady> whyNotReady(const tournament::Section& section);

// The action that stores `list` as the section's next round, made by
// `engine`; `drawn` is round 1's colour for the top player (C.04.3 5.2.5).
tournament::SetPairing nextRoundAction(const tournament::Section& section,
                                       const interchange::PairList& list, PairingEngine engine,
                                       std::string start,
                                       std::optional<tournament::Color> drawn = std::nullopt);

}  // namespace service
