// SPDX-License-Identifier: MIT
#include "domain/tournament/batch_results.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <string>

namespace tournament {

namespace {

struct Token {
  std::string_view text;
  int column = 0;  // 1-based
};

std::vector<Token> tokens(std::string_view line, bool commas) {
  std::vector<Token> out;
  std::size_t pos = 0;
  const auto separator = [commas](char c) {
    return c == ' ' || c == '\t' || c == '\r' || (commas && c == ',');
  };
  while (pos < line.size()) {
    while (pos < line.size() && separator(line[pos])) ++pos;
    const std::size_t start = pos;
    while (pos < line.size() && !separator(line[pos])) ++pos;
    if (pos > start) out.push_back({line.substr(start, pos - start), static_cast<int>(start) + 1});
  }
  return out;
}

}  // namespace

std::optional<BoardResult> parseBatchToken(std::string_view token) {
  BoardResult out;
  if (token.size() > 1 && (token.back() == 'u' || token.back() == 'U')) {
    out.unrated = true;
    token.remove_suffix(1);
  }
  if (token == "1")
    out.result = GameResult::WhiteWins;
  else if (token == "0")
    out.result = GameResult::BlackWins;
  else if (token == "+")
    out.result = GameResult::WhiteForfeitWin;
  else if (token == "-")
    out.result = GameResult::BlackForfeitWin;
  else if (token == "--")
    out.result = GameResult::DoubleForfeit;
  else if (token == "00")
    out.result = GameResult::DoubleLoss;
  else if (token == "draw" || token == "½")
    out.result = GameResult::Draw;
  else if (const auto result = parseResult(token); result && *result != GameResult::Adjourned)
    out.result = *result;
  else
    return std::nullopt;
  // B.02 5.1: only a game with a result can be one of less than one move.
  if (out.unrated && !canBeUnrated(out.result)) return std::nullopt;
  return out;
}

std::expected<std::vector<BoardResult>, BatchError> parseBoardOrder(std::string_view line) {
  std::vector<BoardResult> results;
  for (const Token& token : tokens(line, true)) {
    auto result = parseBatchToken(token.text);
    if (!result) return std::unexpected(BatchError{BatchErrorCode::UnknownResult, 1, token.column});
    result->board = static_cast<int>(results.size()) + 1;
    results.push_back(*result);
  }
  if (results.empty()) return std::unexpected(BatchError{BatchErrorCode::Empty, 1, 0});
  return results;
}

std::expected<std::vector<BoardResult>, BatchError> parseBoardLines(std::string_view text) {
  std::vector<BoardResult> results;
  std::set<int> seen;
  int lineNumber = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNumber;
    const auto fields = tokens(line, false);
    if (fields.empty() || fields[0].text.starts_with('#')) continue;
    const auto fail = [&](BatchErrorCode code, int column) {
      return std::unexpected(BatchError{code, lineNumber, column});
    };
    int board = 0;
    const auto boardText = fields[0].text;
    const auto [ptr, ec] =
        std::from_chars(boardText.data(), boardText.data() + boardText.size(), board);
    if (ec != std::errc{} || ptr != boardText.data() + boardText.size() || board < 1)
      return fail(BatchErrorCode::BadBoard, fields[0].column);
    if (fields.size() < 2) return fail(BatchErrorCode::MissingResult, fields[0].column);
    if (fields.size() > 2) return fail(BatchErrorCode::UnknownResult, fields[2].column);
    auto result = parseBatchToken(fields[1].text);
    if (!result) return fail(BatchErrorCode::UnknownResult, fields[1].column);
    if (!seen.insert(board).second) return fail(BatchErrorCode::BoardTwice, fields[0].column);
    result->board = board;
    results.push_back(*result);
  }
  if (results.empty()) return std::unexpected(BatchError{BatchErrorCode::Empty, lineNumber, 0});
  return results;
}

}  // namespace tournament
