// SPDX-License-Identifier: MIT
#include "domain/chess/fifty_move_extension.h"

#include <algorithm>

namespace chess {

namespace {

constexpr std::array<PieceType, 5> Kinds{Queen, Rook, Bishop, Knight, Pawn};
constexpr std::string_view Letters = "QRBNP";

using Side = std::array<std::uint8_t, 5>;

// The first side is the one with more material: compared kind by kind in
// the order Q R B N P (lexicographically), so the order is fixed and a
// written "KRvKRB" reads as "KRBvKR".
EndingMaterial ordered(const Side& a, const Side& b) {
  return a >= b ? EndingMaterial{a, b} : EndingMaterial{b, a};
}

std::unexpected<ExtensionError> fail(ExtensionErrorCode code, std::size_t column) {
  return std::unexpected(ExtensionError{code, static_cast<int>(column)});
}

// Reads one side "K[QRBNP]*" starting at `at` (0-based); returns its end.
std::expected<std::size_t, ExtensionError> readSide(std::string_view text, std::size_t at,
                                                    Side& side) {
  if (at >= text.size() || text[at] != 'K') return fail(ExtensionErrorCode::BadEnding, at + 1);
  std::size_t i = at + 1;
  for (; i < text.size(); ++i) {
    const auto kind = Letters.find(text[i]);
    if (kind == std::string_view::npos) break;
    if (side[kind] == 15) return fail(ExtensionErrorCode::BadEnding, i + 1);
    ++side[kind];
  }
  return i;
}

std::string_view trimmed(std::string_view text, std::size_t& offset) {
  while (!text.empty() && text.front() == ' ') {
    text.remove_prefix(1);
    ++offset;
  }
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

// One item "KRBvKR=100"; `offset` is its 0-based place in the whole text.
std::expected<FiftyMoveExtension, ExtensionError> readItem(std::string_view item,
                                                           std::size_t offset) {
  const std::size_t equals = item.find('=');
  const auto ending = parseEnding(item.substr(0, equals));
  if (!ending)
    return fail(ending.error().code, offset + static_cast<std::size_t>(ending.error().column));
  if (equals == std::string_view::npos || equals + 1 == item.size())
    return fail(ExtensionErrorCode::MissingCount, offset + item.size() + 1);
  int moves = 0;
  for (std::size_t i = equals + 1; i < item.size(); ++i) {
    if (item[i] < '0' || item[i] > '9')
      return fail(ExtensionErrorCode::MissingCount, offset + i + 1);
    moves = std::min(moves * 10 + (item[i] - '0'), MaxExtendedMoves + 1);
  }
  // classic 10.12 "回合数可以增加到50以上" - more than 50.
  if (moves <= 50 || moves > MaxExtendedMoves)
    return fail(ExtensionErrorCode::CountNotAbove50, offset + equals + 2);
  return FiftyMoveExtension{*ending, moves};
}

}  // namespace

EndingMaterial endingOf(const Position& pos) {
  Side white{}, black{};
  for (std::size_t k = 0; k < Kinds.size(); ++k) {
    white[k] = static_cast<std::uint8_t>(popCount(pos.pieces(Color::White, Kinds[k])));
    black[k] = static_cast<std::uint8_t>(popCount(pos.pieces(Color::Black, Kinds[k])));
  }
  return ordered(white, black);
}

std::expected<EndingMaterial, ExtensionError> parseEnding(std::string_view text) {
  Side a{}, b{};
  const auto first = readSide(text, 0, a);
  if (!first) return std::unexpected(first.error());
  if (*first >= text.size() || text[*first] != 'v')
    return fail(ExtensionErrorCode::BadEnding, *first + 1);
  const auto second = readSide(text, *first + 1, b);
  if (!second) return std::unexpected(second.error());
  if (*second != text.size()) return fail(ExtensionErrorCode::BadEnding, *second + 1);
  return ordered(a, b);
}

std::expected<std::vector<FiftyMoveExtension>, ExtensionError> parseFiftyMoveExtensions(
    std::string_view text) {
  std::vector<FiftyMoveExtension> list;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    std::size_t offset = start;
    const std::string_view item = trimmed(text.substr(start, comma - start), offset);
    if (!item.empty() || comma < text.size()) {
      const auto read = readItem(item, offset);
      if (!read) return std::unexpected(read.error());
      if (std::any_of(list.begin(), list.end(),
                      [&](const FiftyMoveExtension& e) { return e.ending == read->ending; }))
        return fail(ExtensionErrorCode::Duplicate, offset + 1);
      list.push_back(*read);
    }
    start = comma + 1;
  }
  return list;
}

std::string endingText(const EndingMaterial& ending) {
  std::string text;
  const auto side = [&](const Side& s) {
    text += 'K';
    for (std::size_t k = 0; k < s.size(); ++k) text.append(s[k], Letters[k]);
  };
  side(ending.first);
  text += 'v';
  side(ending.second);
  return text;
}

std::string extensionText(const FiftyMoveExtension& extension) {
  return endingText(extension.ending) + "=" + std::to_string(extension.moves);
}

std::string extensionsText(std::span<const FiftyMoveExtension> extensions) {
  std::string text;
  for (const auto& e : extensions) {
    if (!text.empty()) text += ',';
    text += extensionText(e);
  }
  return text;
}

const FiftyMoveExtension* extensionFor(const Position& pos,
                                       std::span<const FiftyMoveExtension> extensions) {
  if (extensions.empty()) return nullptr;
  const EndingMaterial ending = endingOf(pos);
  for (const auto& e : extensions)
    if (e.ending == ending) return &e;
  return nullptr;
}

}  // namespace chess
