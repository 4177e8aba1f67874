// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace interchange {

// One board of a pair list: start numbers of White and Black.
struct PairListBoard {
  int white = 0;
  int black = 0;
  friend bool operator==(const PairListBoard&, const PairListBoard&) = default;
};

// A round's pairing in the pair-list format pairing engines print
// (bbpPairings / JaVaFo `-p`, see shared/corpus/pairing/README.md):
//   <number of lines that follow>
//   <white> <black>            one line per board, in board order
//   <bye> 0                    the pairing-allocated bye, last, if any
struct PairList {
  std::vector<PairListBoard> boards;
  std::optional<int> bye;
  friend bool operator==(const PairList&, const PairList&) = default;
};

enum class PairListErrorCode : std::uint8_t {
  Empty,          // no count line
  BadCount,       // the first line is not a number
  BadLine,        // a line is not two numbers separated by blanks
  CountMismatch,  // the count differs from the number of lines that follow
  PlayerTwice,    // a start number appears twice (or plays himself)
  ByeNotLast,     // a "<n> 0" line before a board line
  SecondBye,      // two "<n> 0" lines
};

// A refusal with its 1-based line and column.
struct PairListError {
  PairListErrorCode code{};
  int line = 0;
  int column = 0;
};

// Reads a pair list. Accepts CR, LF and CRLF, blanks around numbers, and a
// missing final newline; ignores empty lines at the end. Refuses anything
// else with the place. The start numbers are not checked against a player
// list (the caller knows it).
std::expected<PairList, PairListError> readPairList(std::string_view text);

// Writes a pair list: count line, boards, bye last as "<n> 0"; LF, final newline.
std::string writePairList(const PairList& list);

}  // namespace interchange
