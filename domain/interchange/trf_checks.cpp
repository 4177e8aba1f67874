// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_checks.h"

namespace interchange {
namespace {

using tournament::RoundResult;

// The result the opponent must have for `r` (C.04 Annex 2 result codes);
// a forfeit loss may face a forfeit loss (double forfeit).
bool complementary(RoundResult r, RoundResult other) {
  switch (r) {
    case RoundResult::Win:
      return other == RoundResult::Loss;
    case RoundResult::Loss:
      return other == RoundResult::Win;
    case RoundResult::Draw:
      return other == RoundResult::Draw;
    case RoundResult::UnratedWin:
      return other == RoundResult::UnratedLoss;
    case RoundResult::UnratedLoss:
      return other == RoundResult::UnratedWin;
    case RoundResult::UnratedDraw:
      return other == RoundResult::UnratedDraw;
    case RoundResult::ForfeitWin:
      return other == RoundResult::ForfeitLoss;
    case RoundResult::ForfeitLoss:
      return other == RoundResult::ForfeitWin || other == RoundResult::ForfeitLoss;
    case RoundResult::Adjourned:
    case RoundResult::Pending:
      return other == RoundResult::Adjourned || other == RoundResult::Pending;
    default:
      return false;
  }
}

}  // namespace

std::optional<TrfError> checkOpponents(const std::vector<PlayerLine>& players) {
  const int count = static_cast<int>(players.size());
  for (const auto& p : players)
    for (int r = 0; r < static_cast<int>(p.record.rounds.size()); ++r) {
      const int opponent = p.record.rounds[r].opponent;
      if (opponent > count)
        return TrfError{TrfErrorCode::OpponentOutOfRange, p.line, blockColumn(r + 1)};
      if (opponent == p.record.startNumber)
        return TrfError{TrfErrorCode::OpponentIsSelf, p.line, blockColumn(r + 1)};
    }
  return std::nullopt;
}

void checkConsistency(const tournament::TournamentState& state, const std::vector<int>& lines,
                      std::vector<TrfIssue>& issues) {
  const int paired = state.roundsRecorded();
  for (const auto& p : state.players) {
    const int line = lines[p.startNumber - 1];
    for (int r = 0; r < paired; ++r) {
      const auto& entry = p.rounds[r];
      if (entry.opponent == 0) continue;
      const int column = blockColumn(r + 1);
      const auto& other = state.players[entry.opponent - 1].rounds[r];
      if (other.opponent != p.startNumber) {
        issues.push_back({TrfIssueCode::AsymmetricPairing, line, column, false});
        continue;
      }
      if (entry.opponent < p.startNumber) continue;  // each game once
      if (entry.color && other.color && *entry.color == *other.color)
        issues.push_back({TrfIssueCode::ColoursDisagree, line, column + 5, false});
      if (!complementary(entry.result, other.result))
        issues.push_back({TrfIssueCode::ResultsDisagree, line, column + 7, false});
    }
    // The stated points may or may not count the planned byes already
    // (JaVaFo's sample counts them, bbpPairings' files do not).
    const int played = state.scoreAfter(p, paired);
    int planned = played;
    for (const auto& bye : state.plannedByes)
      if (bye.startNumber == p.startNumber) planned += state.scoring.pointsFor(bye.result);
    if (p.recordedPoints != played && p.recordedPoints != planned)
      issues.push_back({TrfIssueCode::PointsMismatch, line, 81, false});
  }
  if (state.totalRounds > 0 && state.totalRounds < paired)
    issues.push_back({TrfIssueCode::MissingRounds, 0, 0, false});
}

}  // namespace interchange
