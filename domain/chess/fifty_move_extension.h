// SPDX-License-Identifier: MIT
// The organiser's extension of the fifty-move count for named endings,
// which the client's older Laws allow and the FIDE Laws 2023 do not.
//
// 003 (and 002): old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所
// 增加的回合数和有关局面,组织者必须在赛前明确宣布" - for certain positions
// the number of moves may be raised above 50; the organiser announces the
// raised number and the positions before the event. Laws 9.3 (2023) has 50
// moves for every position.
//
// An ending is named by its material, e.g. "KRBvKR": each side's king, then
// its other pieces (Q R B N P, any order and number, "P" for a pawn); the
// sides are separated by "v" and may be written either way round (the
// extension applies whichever colour holds which side). The count is the
// number of moves by each player, more than 50 (the text: "增加到50以上").
#pragma once

#include "domain/chess/position.h"

#include <array>
#include <cstdint>
#include <expected>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chess {

// The material of an ending: the count of each kind of piece besides the
// king (queens, rooks, bishops, knights, pawns) for each side, the side
// with more (by a fixed order: see endingOf) first, so that "KRvKRB" and
// "KRBvKR" are the same ending.
struct EndingMaterial {
  std::array<std::uint8_t, 5> first{};  // Q R B N P
  std::array<std::uint8_t, 5> second{};
  bool operator==(const EndingMaterial&) const = default;
};

// One announced extension: an ending and the moves each player must make
// without capture or pawn move before a fifty-move claim (10.12) holds.
struct FiftyMoveExtension {
  EndingMaterial ending;
  int moves = 0;  // 51..MaxExtendedMoves
  bool operator==(const FiftyMoveExtension&) const = default;
};

// Not the text's (it gives no upper bound): a sanity bound on input.
constexpr int MaxExtendedMoves = 1000;

enum class ExtensionErrorCode : std::uint8_t {
  BadEnding,        // not K[QRBNP]*vK[QRBNP]* (column: the first bad character)
  MissingCount,     // no "=N" after the ending
  CountNotAbove50,  // the count is 50 or less (10.12: "增加到50以上") or above MaxExtendedMoves
  Duplicate,        // the same ending twice
};

struct ExtensionError {
  ExtensionErrorCode code;
  int column = 0;  // 1-based byte column in the text
};

// The material of `pos` as an ending (the side to move plays no part).
EndingMaterial endingOf(const Position& pos);

// Reads "KRBvKR" (no count).
std::expected<EndingMaterial, ExtensionError> parseEnding(std::string_view text);

// Reads a comma-separated list "KRBvKR=100,KQvKBB=100" (blanks around the
// items are allowed; an empty text is an empty list).
std::expected<std::vector<FiftyMoveExtension>, ExtensionError> parseFiftyMoveExtensions(
    std::string_view text);

// "KRBvKR": the king first, then Q R B N P; the first side first.
std::string endingText(const EndingMaterial& ending);
// "KRBvKR=100".
std::string extensionText(const FiftyMoveExtension& extension);
// The items joined by commas, as parseFiftyMoveExtensions reads them.
std::string extensionsText(std::span<const FiftyMoveExtension> extensions);

// The announced extension for the material of `pos`, or nullptr.
const FiftyMoveExtension* extensionFor(const Position& pos,
                                       std::span<const FiftyMoveExtension> extensions);

}  // namespace chess
