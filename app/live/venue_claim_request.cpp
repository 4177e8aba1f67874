// SPDX-License-Identifier: MIT
#include "app/live/venue_claim_request.h"

#include "app/live/request_json.h"

#include <Poco/JSON/Object.h>

#include <fmt/format.h>

namespace live {
namespace {

using service::ClaimRecordProblem;

std::string problemWords(const service::ClaimNotJudged& problem, bool zh) {
  switch (problem.problem) {
    case ClaimRecordProblem::NoMoves:
      return zh ? "没有着法：请填写记录纸上直到提和时的着法"
                : "no moves: give the scoresheet's moves up to the claim";
    case ClaimRecordProblem::UnusableStart:
      return zh ? "记录的起始局面（FEN）无法使用"
                : "the record's start position (FEN) cannot be used";
    case ClaimRecordProblem::MoveNotPlayable:
      return fmt::format(fmt::runtime(zh ? "第 {} 半回合的着法 {} 无法走出：请先更正记录"
                                         : "the move {1} at ply {0} cannot be played: correct "
                                           "the scoresheet first"),
                         problem.ply, problem.token);
    case ClaimRecordProblem::WrittenMoveUnreadable:
      return fmt::format(
          fmt::runtime(zh ? "写下的着法“{}”不是一步棋" : "the written move \"{}\" is not a move"),
          problem.token);
    case ClaimRecordProblem::GameAlreadyOver:
      return fmt::format(fmt::runtime(zh ? "对局在第 {} 半回合时已经结束：无可申请"
                                         : "the game had already ended at ply {}: there is "
                                           "nothing to claim"),
                         problem.ply);
  }
  return {};
}

}  // namespace

std::expected<service::StationClaim, std::string> stationClaimOf(
    const Poco::JSON::Object::Ptr& body) {
  const auto section = textOf(body, "section");
  const auto round = numberOf(body, "round");
  const auto board = numberOf(body, "board");
  const auto moves = textOf(body, "moves");
  if (!section || !round || !board || !moves)
    return std::unexpected("expected section, round, board and moves");
  service::StationClaim claim{*section, *round, *board, *moves};
  const std::string kind = textOf(body, "claim").value_or("both");
  if (kind == "threefold")
    claim.kinds = {chess::ClaimKind::Threefold};
  else if (kind == "fifty")
    claim.kinds = {chess::ClaimKind::FiftyMoves};
  else if (kind != "both")
    return std::unexpected("claim is threefold, fifty or both");
  if (const auto written = textOf(body, "writtenMove"); written && !written->empty())
    claim.writtenMove = *written;
  return claim;
}

Reply claimNotJudged(const service::ClaimNotJudged& problem) {
  Poco::JSON::Object reasons;
  reasons.set("en", problemWords(problem, false));
  reasons.set("zh", problemWords(problem, true));
  Poco::JSON::Object error;
  error.set("status", 422);
  error.set("code", "claim-not-judged");
  error.set("message", "the rules core cannot judge the claim on these moves");
  error.set("ply", problem.ply);
  error.set("reasons", reasons);
  Poco::JSON::Object out;
  out.set("error", error);
  return jsonReply(422, out);
}

}  // namespace live
