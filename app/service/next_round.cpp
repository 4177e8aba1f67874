// SPDX-License-Identifier: MIT
#include "app/service/next_round.h"

#include "domain/pairing/burstein_pairer.h"
#include "domain/pairing/dubov_pairer.h"
#include "domain/pairing/dutch_pairer.h"
#include "domain/tournament/section_pairing_state.h"

#include <utility>

namespace service {

PairingEngine engineOf(tournament::PairingSystem system) {
  switch (system) {
    case tournament::PairingSystem::RoundRobin:
      return PairingEngine::Berger;
    case tournament::PairingSystem::DubovSwiss:
      return PairingEngine::Dubov;
    case tournament::PairingSystem::BursteinSwiss:
      return PairingEngine::Burstein;
    case tournament::PairingSystem::DutchSwiss:
      break;
  }
  return PairingEngine::Dutch;
}

std::string engineCode(PairingEngine engine) {
  switch (engine) {
    case PairingEngine::Berger:
      return "berger";
    case PairingEngine::Dubov:
      return "dubov";
    case PairingEngine::Burstein:
      return "burstein";
    case PairingEngine::Dutch:
      break;
  }
  return "dutch";
}

std::optional<PairingEngine> engineNamed(std::string_view name) {
  if (name == "dutch") return PairingEngine::Dutch;
  if (name == "dubov") return PairingEngine::Dubov;
  if (name == "burstein") return PairingEngine::Burstein;
  if (name == "berger") return PairingEngine::Berger;
  return std::nullopt;
}

std::expected<EngineRound, EngineFailure> pairNextRound(const tournament::TournamentState& state,
                                                        PairingEngine engine,
                                                        const pairing::DutchOptions& dutch) {
  EngineRound result;
  result.state = state;
  if (engine == PairingEngine::Berger) {
    auto round = pairing::pairBerger(state);
    if (!round) return std::unexpected(EngineFailure{round.error()});
    for (const auto& b : round->boards) result.list.boards.push_back({b.white, b.black});
    result.list.bye = round->bye;
    result.made = std::move(*round);
    return result;
  }
  if (engine == PairingEngine::Dubov) {
    pairing::DubovExplanation explanation;
    auto round = pairing::pairDubov(state, &explanation);
    if (!round) return std::unexpected(EngineFailure{round.error()});
    for (const auto& b : round->boards) result.list.boards.push_back({b.white, b.black});
    result.list.bye = round->bye;
    result.made = std::move(*round);
    result.dubovExplanation = std::move(explanation);
    return result;
  }
  if (engine == PairingEngine::Burstein) {
    pairing::BursteinExplanation explanation;
    auto round = pairing::pairBurstein(state, &explanation);
    if (!round) return std::unexpected(EngineFailure{round.error()});
    for (const auto& b : round->boards) result.list.boards.push_back({b.white, b.black});
    result.list.bye = round->bye;
    result.made = std::move(*round);
    result.bursteinExplanation = std::move(explanation);
    return result;
  }
  auto round = pairing::pairDutch(state, dutch);
  if (!round) return std::unexpected(EngineFailure{round.error()});
  for (const auto& b : round->boards) result.list.boards.push_back({b.white, b.black});
  result.list.bye = round->bye;
  result.made = std::move(*round);
  return result;
}

std::expected<EngineRound, EngineFailure> pairNextRound(const tournament::Section& section,
                                                        PairingEngine engine,
                                                        const pairing::DutchOptions& dutch,
                                                        std::optional<tournament::Color> drawn) {
  return pairNextRound(tournament::pairingStateOf(section, drawn), engine, dutch);
}

std::expected<tournament::TournamentState, GenerationFailure> generatedTournament(
    const pairing::GeneratorConfig& config, PairingEngine engine) {
  std::optional<EngineFailure> engineFailure;
  auto state = pairing::generateTournament(
      config,
      [engine, &engineFailure](
          const tournament::TournamentState& state) -> std::optional<pairing::GeneratedRound> {
        const auto round = pairNextRound(state, engine);
        if (!round) {
          engineFailure = round.error();
          return std::nullopt;
        }
        pairing::GeneratedRound generated{{}, round->list.bye};
        for (const auto& board : round->list.boards)
          generated.boards.emplace_back(board.white, board.black);
        return generated;
      });
  if (!state) return std::unexpected(GenerationFailure{state.error(), engineFailure});
  return std::move(*state);
}

std::optional<NotReady> whyNotReady(const tournament::Section& section) {
  const int next = static_cast<int>(section.rounds.size()) + 1;
  if (next > section.settings.rounds)
    return NotReady{NotReadyCode::AllRoundsPaired, section.settings.rounds, {}};
  // Every earlier round, not only the last: an undone or cleared result of
  // round 1 leaves round 1 without a result however many rounds followed.
  for (const auto& round : section.rounds) {
    NotReady missing{NotReadyCode::ResultsMissing, round.number, {}};
    for (const auto& board : round.boards)
      if (board.result == tournament::GameResult::Pending) missing.boards.push_back(board.number);
    if (!missing.boards.empty()) return missing;
  }
  return std::nullopt;
}

tournament::SetPairing nextRoundAction(const tournament::Section& section,
                                       const interchange::PairList& list, PairingEngine engine,
                                       std::string start, std::optional<tournament::Color> drawn) {
  tournament::SetPairing action;
  action.section = section.settings.name;
  action.round = static_cast<int>(section.rounds.size()) + 1;
  for (const auto& board : list.boards) action.boards.emplace_back(board.white, board.black);
  action.pairingBye = list.bye.value_or(0);
  action.start = std::move(start);
  action.pairedBy = engineCode(engine);
  action.initialColour = drawn;
  return action;
}

}  // namespace service
