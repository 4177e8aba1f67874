// SPDX-License-Identifier: MIT
#include "domain/interchange/pair_list.h"

#include "domain/interchange/trf_line.h"

#include <set>

namespace interchange {
namespace {

// The lines without the empty ones at the end.
std::vector<std::string_view> contentLines(std::string_view text) {
  auto lines = splitLines(text);
  while (!lines.empty() && trimmed(lines.back()).empty()) lines.pop_back();
  return lines;
}

// "<a> <b>" with blanks around: the two numbers, or nullopt.
std::optional<std::pair<int, int>> twoNumbers(std::string_view line) {
  line = trimmed(line);
  const auto gap = line.find_first_of(" \t");
  if (gap == std::string_view::npos) return std::nullopt;
  const auto a = parseNumber(line.substr(0, gap));
  const auto b = parseNumber(line.substr(gap));
  if (!a || !b) return std::nullopt;
  return std::pair{*a, *b};
}

}  // namespace

std::expected<PairList, PairListError> readPairList(std::string_view text) {
  const auto lines = contentLines(text);
  if (lines.empty()) return std::unexpected(PairListError{PairListErrorCode::Empty, 1, 1});
  const auto count = parseNumber(lines[0]);
  if (!count) return std::unexpected(PairListError{PairListErrorCode::BadCount, 1, 1});
  PairList list;
  std::set<int> seen;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const int lineNumber = static_cast<int>(i) + 1;
    const auto pair = twoNumbers(lines[i]);
    if (!pair || pair->first == 0)
      return std::unexpected(PairListError{PairListErrorCode::BadLine, lineNumber, 1});
    if (list.bye)
      return std::unexpected(PairListError{
          pair->second == 0 ? PairListErrorCode::SecondBye : PairListErrorCode::ByeNotLast,
          lineNumber, 1});
    for (int player : {pair->first, pair->second})
      if (player != 0 && !seen.insert(player).second)
        return std::unexpected(PairListError{PairListErrorCode::PlayerTwice, lineNumber, 1});
    if (pair->second == 0)
      list.bye = pair->first;
    else
      list.boards.push_back({pair->first, pair->second});
  }
  if (static_cast<int>(lines.size()) - 1 != *count)
    return std::unexpected(PairListError{PairListErrorCode::CountMismatch, 1, 1});
  return list;
}

std::string writePairList(const PairList& list) {
  std::string out = std::to_string(list.boards.size() + (list.bye ? 1 : 0)) + '\n';
  for (const auto& board : list.boards)
    out += std::to_string(board.white) + ' ' + std::to_string(board.black) + '\n';
  if (list.bye) out += std::to_string(*list.bye) + " 0\n";
  return out;
}

}  // namespace interchange
