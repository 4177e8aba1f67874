// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess {

// A place in a PGN file: 1-based line and byte column (column 0: the
// problem concerns the line as a whole, e.g. a missing result noticed there).
struct PgnPlace {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

// Lexical and structural PGN problems. The reader skips the offending
// token (or tag line) and goes on; the game is still verified leniently.
enum class PgnProblemCode : std::uint8_t {
  UnknownToken,       // a movetext word that is no PGN token (e.g. "Ke9", "½-½"); one that
                      // starts with a letter ("Sf3") is also kept as a move that cannot be
                      // played, so its line stops there
  NoResult,           // the next game's tags (or the end) came before a termination marker
  EofInComment,       // the file ended inside a { } comment
  UnclosedVariation,  // the game ended inside a "("
  StrayClose,         // ")" outside any variation
  VariationAtStart,   // "(" before any move of its line; the variation is skipped
  ResultInVariation,  // a termination marker inside a variation (it ends nothing)
  AfterResult,        // a token after the termination marker on its line
  BadTag,             // a tag line that is not [Name "value"]...
  MovetextOnTagLine,  // the moves follow the tags on their line (a warning: they are read)
  DuplicateTag,       // a tag name given twice (the later value is kept)
  LineTooLong,        // a line longer than PgnLineReader::MaxLineBytes (cut)
  GameTooLong,        // more movetext tokens than PgnReader::MaxEventsPerGame
};

// One problem, with the token it concerns (empty where there is none).
struct PgnProblem {
  PgnProblemCode code;
  std::string token;
  PgnPlace place;
};

// The pseudo-token of pgn-expect/1 for a problem: the unknown token itself
// (control bytes as \xNN),
// or "#noresult", "#eof-in-comment", "#result-in-rav:<r>", "#after-result:<t>"...
std::string pgnProblemToken(const PgnProblem& problem);

// `token` as Python's repr writes a string's characters (the corpus format,
// shared/corpus/pgn/README.md): printable UTF-8 as it is, a backslash
// doubled, every other byte as \xNN in lowercase hex ("\x1a").
std::string reprEscaped(std::string_view token);

struct PgnTag {
  std::string name;
  std::string value;  // with \" and \\ unescaped
  std::uint32_t line = 0;
  std::uint32_t valueColumn = 0;  // 1-based byte column of the value's first character
};

// The movetext as a flat sequence: moves, and the brackets of variations
// (RAVs). A variation replaces the move written just before its "(".
// MoveNumber: a written move number ("12." or "12..."), kept so that the
// verifier can tell one that does not follow (its value in `textOffset`).
enum class PgnEventKind : std::uint8_t { Move, VariationStart, VariationEnd, MoveNumber };

struct PgnEvent {
  PgnEventKind kind;
  // The move as written (for Move), e.g. "Nf3", "exd6 e.p.": PgnGame::text()
  // reads it from the game's moveText at this offset. For MoveNumber: the number.
  std::uint32_t textOffset = 0;
  std::uint32_t textSize = 0;
  PgnPlace place;
};

// One game as read, before any chess is checked.
struct PgnGame {
  std::size_t index = 0;        // 0-based position in the file
  std::uint32_t firstLine = 0;  // line of the first tag or movetext line
  std::vector<PgnTag> tags;
  std::vector<PgnEvent> movetext;
  // The texts of the movetext's moves, one after the other (one buffer per
  // game rather than a string per move: the reader makes millions of them).
  std::string moveText;
  std::optional<std::string> result;  // termination marker at depth 0
  PgnPlace resultPlace;
  std::vector<PgnProblem> problems;  // in the order found (lines ascending)

  // The move text of an event of this game's movetext.
  std::string_view text(const PgnEvent& event) const {
    return std::string_view(moveText).substr(event.textOffset, event.textSize);
  }
  // Appends a move event with its text.
  void addMove(std::string_view text, PgnPlace place);
  // The value of a tag, or nullopt.
  std::optional<std::string_view> tag(std::string_view name) const;
  void clear();
};

}  // namespace chess
