// SPDX-License-Identifier: MIT
#include "app/service/claim_judge.h"

#include "domain/chess/pgn_reader.h"

#include <algorithm>

namespace service {

std::expected<RecordedGame, RecordError> readRecordedGame(std::istream& pgn, int gameNumber,
                                                          tournament::RulesProfile profile,
                                                          chess::SanMode notation) {
  chess::PgnReader reader(pgn, notation);
  RecordedGame record;
  int found = 0;
  while (found < gameNumber && reader.next(record.game)) ++found;
  if (found < gameNumber)
    return std::unexpected(RecordError{RecordErrorCode::NoSuchGame, found, 0, {}});
  chess::GameVerifier verifier(tournament::drawRulesOf(profile), notation);
  verifier.verify(record.game, record.verdict, &record.line);
  if (record.line.positions.empty())
    return std::unexpected(RecordError{RecordErrorCode::UnusableStart, found,
                                       static_cast<int>(record.game.firstLine), record.verdict});
  return record;
}

std::expected<JudgedClaim, chess::ClaimError> judgeClaim(const RecordedGame& record,
                                                         const ClaimQuestion& question) {
  const auto rules = tournament::drawRulesOf(question.profile);
  JudgedClaim judged;
  for (const auto kind : question.kinds) {
    const auto verdict = chess::checkClaim(
        record.line, record.verdict, chess::ClaimRequest{question.ply, kind, question.writtenMove},
        rules, question.fiftyMoveExtensions);
    if (!verdict) return std::unexpected(verdict.error());
    judged.verdicts.emplace_back(kind, *verdict);
  }
  judged.valid = std::ranges::any_of(judged.verdicts, [](const auto& j) { return j.second.valid; });
  if (judged.valid)
    std::erase_if(judged.verdicts, [](const auto& j) { return !j.second.valid; });
  else {
    judged.penalty = tournament::incorrectClaimPenalty(question.profile, question.rate,
                                                       question.writtenMove.has_value());
    judged.judgement = tournament::judgeIncorrectClaim(
        *judged.penalty, question.claimantUsedSeconds, question.timeLimitSeconds);
  }
  return judged;
}

}  // namespace service
