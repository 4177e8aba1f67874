// SPDX-License-Identifier: MIT
#include "app/service/board_claim.h"

#include "app/service/claim_words.h"

namespace service {
namespace {

// The move the claimant is about to make at ply P (for the classic time limit).
int claimMoveNumber(const RecordedGame& record, int ply) {
  if (ply == 0) return 1;
  const chess::PlyReference last = chess::plyReference(record.line, ply);
  return last.mover == chess::Color::White ? last.moveNumber : last.moveNumber + 1;
}

}  // namespace

std::expected<tournament::RecordDrawClaim, chess::ClaimError> recordedClaim(
    const tournament::Section& section, const BoardClaim& claim, const RecordedGame& record) {
  ClaimQuestion question;
  question.ply = claim.ply;
  question.kinds = claim.kinds;
  question.writtenMove = claim.writtenMove;
  // The section's profile decides the automatic ends and the claims.
  question.profile = section.settings.rules;
  question.rate = section.settings.rate;
  question.fiftyMoveExtensions = section.settings.fiftyMoveExtensions;  // classic 10.12
  const auto judged = judgeClaim(record, question);
  if (!judged) return std::unexpected(judged.error());
  tournament::RecordDrawClaim action;
  action.section = section.settings.name;
  action.round = claim.round;
  action.board = claim.board;
  action.claimantUsedSeconds = claim.claimantUsedSeconds;
  const auto& verdict = judged->verdicts.front().second;
  action.claimant =
      verdict.claimant == chess::Color::White ? tournament::Color::White : tournament::Color::Black;
  action.correct = judged->valid;
  action.claimArticle = verdict.article;
  action.ply = claim.ply;
  action.moveNumber = claimMoveNumber(record, claim.ply);
  for (const auto& [kind, kindVerdict] : judged->verdicts)
    action.evidence += (action.evidence.empty() ? "" : " / ") + claimEvidence(kind, kindVerdict);
  return action;
}

}  // namespace service
