// SPDX-License-Identifier: MIT
#include "app/cli/claim_record.h"

#include "app/cli/command.h"
#include "app/cli/exit_code.h"
#include "app/cli/pgn_text.h"
#include "domain/chess/verdict_tsv.h"

#include <fmt/format.h>

#include <fstream>

namespace cli {

std::expected<service::RecordedGame, RecordError> readRecordedGame(const std::string& path,
                                                                   int gameNumber,
                                                                   tournament::RulesProfile profile,
                                                                   chess::SanMode notation) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::unexpected(RecordError{NoInput, fmt::format("cannot open '{}'", path)});
  auto record = service::readRecordedGame(in, gameNumber, profile, notation);
  if (record) return std::move(*record);
  const service::RecordError& error = record.error();
  if (error.code == service::RecordErrorCode::NoSuchGame)
    return std::unexpected(RecordError{
        BadInput, fmt::format("{} holds {} game(s), not {}", path, error.gamesFound, gameNumber)});
  return std::unexpected(
      RecordError{BadInput, fmt::format("{}:{}: the game's start position cannot be used ({})",
                                        path, error.line, chess::setupName(error.verdict))});
}

std::vector<chess::ClaimKind> claimKinds(const std::string& kindName) {
  if (kindName == "threefold") return {chess::ClaimKind::Threefold};
  if (kindName == "fifty") return {chess::ClaimKind::FiftyMoves};
  if (kindName == "both") return {chess::ClaimKind::Threefold, chess::ClaimKind::FiftyMoves};
  throw UsageError{"--kind must be threefold or fifty"};
}

}  // namespace cli
