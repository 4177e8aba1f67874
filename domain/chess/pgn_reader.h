// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/pgn_game.h"
#include "domain/chess/pgn_lexer.h"
#include "domain/chess/pgn_line_reader.h"
#include "domain/chess/san.h"

#include <cstddef>
#include <istream>
#include <string_view>
#include <vector>

namespace chess {

// A streaming reader of PGN files (PGN standard, "import format"), one
// game at a time in bounded memory.
//
// Game splitting: a game starts at a tag line ([Name "value"], several per
// line allowed) or at a movetext line after the previous game ended; a
// blank line among the tags is tolerated, and blank lines inside the
// movetext do not end the game. It ends at its termination marker at
// variation depth 0 (tokens after it on the same line are problems), or
// when the next game's tags start (#noresult). Lines starting with "%"
// outside a comment are ignored (8.2.5). Every problem is recorded with
// its place and the reader resynchronises: it never stops before the end.
class PgnReader {
public:
  static constexpr std::size_t MaxEventsPerGame = 1 << 20;
  static constexpr std::size_t MaxTagsPerGame = 1 << 12;

  // `notation` Lenient: the movetext may hold a scoresheet's moves (003's
  // Chinese 马g1-f3, e8(=后), "en passant"; pgn_lexer.h), taken as moves for
  // the rules core to read; otherwise only SAN-shaped words are moves.
  explicit PgnReader(std::istream& in, SanMode notation = SanMode::Lax);

  // Reads the next game into `game` (its buffers are reused); false at the
  // end of the input.
  bool next(PgnGame& game);
  std::uint64_t bytesRead() const { return m_lines.bytesRead(); }

private:
  enum class State : std::uint8_t { BetweenGames, Tags, Movetext, Ended };

  void startGame(PgnGame& game, std::uint32_t line);
  void readTags(std::string_view line, PgnGame& game);
  void readMovetext(std::string_view line, PgnGame& game);
  void handleToken(const PgnToken& token, PgnGame& game);
  void finishUnterminated(PgnGame& game, std::uint32_t line, bool atEnd);
  void addProblem(PgnGame& game, PgnProblemCode code, std::string_view token, std::uint32_t column);

  PgnLineReader m_lines;
  bool m_lenient = false;
  PgnLexer m_lexer;
  std::vector<PgnToken> m_tokens;
  std::vector<PgnTag> m_parsedTags;  // the tags of one line, before they join the game
  std::string_view m_pendingLine;    // a line that started the next game
  bool m_havePending = false;
  std::size_t m_gameCount = 0;
  State m_state = State::BetweenGames;
  std::uint32_t m_line = 0;
  // Variation bookkeeping: depth, whether each open line has a move yet,
  // and the depth of a variation being skipped (0: none).
  int m_depth = 0;
  std::vector<bool> m_lineHasMove;
  int m_skipDepth = 0;
};

}  // namespace chess
