// SPDX-License-Identifier: MIT
#include "app/cli/claim_record.h"

#include "app/cli/command.h"
#include "app/cli/exit_code.h"
#include "app/cli/pgn_text.h"
#include "domain/chess/pgn_reader.h"
#include "domain/chess/verdict_tsv.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>

namespace cli {

std::expected<RecordedGame, RecordError> readRecordedGame(const std::string& path, int gameNumber,
                                                          chess::DrawRules rules) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::unexpected(RecordError{NoInput, fmt::format("cannot open '{}'", path)});
  chess::PgnReader reader(in);
  RecordedGame record;
  int found = 0;
  while (found < gameNumber && reader.next(record.game)) ++found;
  if (found < gameNumber)
    return std::unexpected(
        RecordError{BadInput, fmt::format("{} holds {} game(s), not {}", path, found, gameNumber)});
  chess::GameVerifier verifier(rules, chess::SanMode::Lenient);
  verifier.verify(record.game, record.verdict, &record.line);
  if (record.line.positions.empty())
    return std::unexpected(RecordError{
        BadInput, fmt::format("{}:{}: the game's start position cannot be used ({})", path,
                              record.game.firstLine, chess::setupName(record.verdict))});
  return record;
}

std::vector<chess::ClaimKind> claimKinds(const std::string& kindName) {
  if (kindName == "threefold") return {chess::ClaimKind::Threefold};
  if (kindName == "fifty") return {chess::ClaimKind::FiftyMoves};
  if (kindName == "both") return {chess::ClaimKind::Threefold, chess::ClaimKind::FiftyMoves};
  throw UsageError{"--kind must be threefold or fifty"};
}

std::expected<JudgedClaim, chess::ClaimError> judgeClaim(
    const RecordedGame& record, int ply, const std::vector<chess::ClaimKind>& kinds,
    const std::optional<std::string>& writtenMove, chess::DrawRules rules) {
  JudgedClaim judged;
  for (const auto kind : kinds) {
    const auto result = chess::checkClaim(record.line, record.verdict,
                                          chess::ClaimRequest{ply, kind, writtenMove}, rules);
    if (!result) return std::unexpected(result.error());
    judged.verdicts.emplace_back(kind, *result);
  }
  judged.valid = std::any_of(judged.verdicts.begin(), judged.verdicts.end(),
                             [](const auto& j) { return j.second.valid; });
  if (judged.valid) std::erase_if(judged.verdicts, [](const auto& j) { return !j.second.valid; });
  return judged;
}

std::string plyText(const chess::PlyReference& ref) {
  if (ref.ply == 0) return "ply 0 (the start)";
  return fmt::format("ply {} ({}{} {})", ref.ply, ref.moveNumber,
                     ref.mover == chess::Color::White ? "." : "...", ref.san);
}

}  // namespace cli
