// SPDX-License-Identifier: MIT
#include "domain/tournament/vocabulary.h"

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

std::string_view rulesProfileCodes() { return "fide or classic"; }
std::string_view rateCodes() { return "standard, rapid or blitz"; }
std::string_view pairingSystemCodes() { return "dutch, dubov, burstein or round-robin"; }
std::string_view byeKindCodes() { return "pairing, half, full or zero"; }
std::string_view accelerationCodes() { return "baku or none"; }
std::string_view dutchEditionCodes() { return "2026 or 2017"; }

}  // namespace tournament
