// SPDX-License-Identifier: MIT
#include "domain/tournament/round_result.h"

namespace tournament {

HalfPoints ScoringSystem::pointsFor(RoundResult r) const {
  switch (r) {
    case RoundResult::Win:
    case RoundResult::UnratedWin:
      return win;
    case RoundResult::Draw:
    case RoundResult::UnratedDraw:
      return draw;
    case RoundResult::Loss:
    case RoundResult::UnratedLoss:
      return loss;
    case RoundResult::ForfeitWin:
      return forfeitWin;
    case RoundResult::ForfeitLoss:
      return forfeitLoss;
    case RoundResult::PairingBye:
      return pairingBye;
    case RoundResult::HalfPointBye:
      return halfPointBye;
    case RoundResult::FullPointBye:
      return fullPointBye;
    case RoundResult::ZeroPointBye:
    case RoundResult::NotPaired:
      return zeroPointBye;
    case RoundResult::Adjourned:
    case RoundResult::Pending:
      return 0;
  }
  return 0;
}

namespace {
struct CodeEntry {
  char code;
  RoundResult result;
};
// C.04 Annex 2 (TRF-16), result codes of the per-round blocks.
constexpr CodeEntry TrfCodes[] = {
    {'1', RoundResult::Win},          {'=', RoundResult::Draw},
    {'0', RoundResult::Loss},         {'W', RoundResult::UnratedWin},
    {'D', RoundResult::UnratedDraw},  {'L', RoundResult::UnratedLoss},
    {'+', RoundResult::ForfeitWin},   {'-', RoundResult::ForfeitLoss},
    {'U', RoundResult::PairingBye},   {'H', RoundResult::HalfPointBye},
    {'F', RoundResult::FullPointBye}, {'Z', RoundResult::ZeroPointBye},
    {' ', RoundResult::NotPaired},
};
}  // namespace

std::optional<char> trfCode(RoundResult r) {
  for (const auto& entry : TrfCodes)
    if (entry.result == r) return entry.code;
  return std::nullopt;
}

std::optional<RoundResult> fromTrfCode(char code) {
  for (const auto& entry : TrfCodes)
    if (entry.code == code) return entry.result;
  return std::nullopt;
}

}  // namespace tournament
