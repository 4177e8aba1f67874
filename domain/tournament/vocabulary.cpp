// SPDX-License-Identifier: MIT
#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>
#include <array>
#include <utility>

namespace tournament {
namespace {

template <typename Value, std::size_t N>
using Codes = std::array<std::pair<Value, std::string_view>, N>;

constexpr Codes<RulesProfile, 2> ProfileCodes{
    {{RulesProfile::Fide2023, "fide"}, {RulesProfile::Classic, "classic"}}};
constexpr Codes<RateOfPlay, 3> RateCodes{{{RateOfPlay::Standard, "standard"},
                                          {RateOfPlay::Rapid, "rapid"},
                                          {RateOfPlay::Blitz, "blitz"}}};
constexpr Codes<PairingSystem, 4> SystemCodes{{{PairingSystem::DutchSwiss, "dutch"},
                                               {PairingSystem::RoundRobin, "round-robin"},
                                               {PairingSystem::DubovSwiss, "dubov"},
                                               {PairingSystem::BursteinSwiss, "burstein"}}};
constexpr Codes<ByeKind, 4> ByeCodes{{{ByeKind::PairingAllocated, "pairing"},
                                      {ByeKind::HalfPoint, "half"},
                                      {ByeKind::FullPoint, "full"},
                                      {ByeKind::ZeroPoint, "zero"}}};
constexpr Codes<Acceleration, 2> AccelerationCodes{
    {{Acceleration::None, "none"}, {Acceleration::Baku, "baku"}}};
constexpr Codes<DutchEdition, 2> EditionCodes{
    {{DutchEdition::Rules2026, "2026"}, {DutchEdition::Rules2017, "2017"}}};

// Laws 12.9, in the Law's order: the code's index + 1 is its article's last number.
constexpr Codes<PenaltyOption, 9> PenaltyCodes{
    {{PenaltyOption::Warning, "warning"},
     {PenaltyOption::TimeToOpponent, "time-to-opponent"},
     {PenaltyOption::TimeDeducted, "time-deducted"},
     {PenaltyOption::OpponentScoreRaised, "score-raised"},
     {PenaltyOption::OffenderScoreReduced, "score-reduced"},
     {PenaltyOption::GameLost, "game-lost"},
     {PenaltyOption::Fine, "fine"},
     {PenaltyOption::Exclusion, "exclusion"},
     {PenaltyOption::Expulsion, "expulsion"}}};
constexpr Codes<LateSide, 3> LateSideCodes{
    {{LateSide::White, "white"}, {LateSide::Black, "black"}, {LateSide::Both, "both"}}};

template <typename Value, std::size_t N>
std::string_view codeIn(const Codes<Value, N>& codes, Value value) {
  for (const auto& [v, code] : codes)
    if (v == value) return code;
  return {};
}

template <typename Value, std::size_t N>
std::optional<Value> valueIn(const Codes<Value, N>& codes, std::string_view code) {
  for (const auto& [v, c] : codes)
    if (c == code) return v;
  return std::nullopt;
}

}  // namespace

std::string_view codeOf(RulesProfile profile) { return codeIn(ProfileCodes, profile); }
std::string_view codeOf(RateOfPlay rate) { return codeIn(RateCodes, rate); }
std::string_view codeOf(PairingSystem system) { return codeIn(SystemCodes, system); }
std::string_view codeOf(ByeKind kind) { return codeIn(ByeCodes, kind); }
std::string_view codeOf(Acceleration a) { return codeIn(AccelerationCodes, a); }
std::string_view codeOf(DutchEdition edition) { return codeIn(EditionCodes, edition); }
std::string_view codeOf(PenaltyOption option) { return codeIn(PenaltyCodes, option); }
std::string_view codeOf(LateSide side) { return codeIn(LateSideCodes, side); }

std::optional<RulesProfile> rulesProfileFromCode(std::string_view code) {
  return valueIn(ProfileCodes, code);
}
std::optional<RateOfPlay> rateFromCode(std::string_view code) { return valueIn(RateCodes, code); }
std::optional<PairingSystem> pairingSystemFromCode(std::string_view code) {
  return valueIn(SystemCodes, code);
}
std::optional<ByeKind> byeKindFromCode(std::string_view code) { return valueIn(ByeCodes, code); }
std::optional<Acceleration> accelerationFromCode(std::string_view code) {
  return valueIn(AccelerationCodes, code);
}
std::optional<DutchEdition> dutchEditionFromCode(std::string_view code) {
  return valueIn(EditionCodes, code);
}
std::optional<PenaltyOption> penaltyOptionFromCode(std::string_view code) {
  for (std::size_t i = 0; i < PenaltyCodes.size(); ++i)
    if (code == PenaltyCodes[i].second || code == fmt::format("12.9.{}", i + 1))
      return PenaltyCodes[i].first;
  return std::nullopt;
}
std::optional<LateSide> lateSideFromCode(std::string_view code) {
  return valueIn(LateSideCodes, code);
}

std::string_view rulesProfileCodes() { return "fide or classic"; }
std::string_view rateCodes() { return "standard, rapid or blitz"; }
std::string_view pairingSystemCodes() { return "dutch, dubov, burstein or round-robin"; }
std::string_view byeKindCodes() { return "pairing, half, full or zero"; }
std::string_view accelerationCodes() { return "baku or none"; }
std::string_view dutchEditionCodes() { return "2026 or 2017"; }
std::string_view penaltyOptionCodes() {
  return "warning, time-to-opponent, time-deducted, score-raised, score-reduced, game-lost, fine, "
         "exclusion or expulsion (or 12.9.1 .. 12.9.9)";
}
std::string_view lateSideCodes() { return "white, black or both"; }

}  // namespace tournament
