// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/pgn_game.h"
#include "domain/chess/san.h"
#include "domain/tournament/section.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace interchange {

// The game collection of an event: PGN games (from DGT boards or typed
// scoresheets) matched to the boards of a section by round and names,
// checked by the rules core, and written out with the event's data.

enum class GameMatchStatus : std::uint8_t {
  Matched,          // the players of one board of the round
  ColoursReversed,  // the players of one board, White and Black swapped in the PGN
  NoRound,          // no round given and no Round tag to read it from ("3" or "3.5")
  NoSuchRound,      // the round is not paired in the section
  NoBoard,          // no board of the round has players with these names
  Ambiguous,        // several boards fit the names equally
};

// What became of one game of the file.
struct GameMatch {
  std::size_t game = 0;    // the game's index in the file
  std::uint32_t line = 0;  // its first line
  int round = 0;
  int board = 0;  // 0 unless matched
  GameMatchStatus status = GameMatchStatus::NoBoard;
  // The rules core's replay: legal main-line plies; the first bad move, if any.
  int plies = 0;
  std::optional<int> illegalPly;
  // Main-line moves only the lenient notation reads (a scoresheet's forms:
  // 003's 马g1-f3, other languages, figurines); 0 under strict SAN.
  int lenientMoves = 0;
  // The PGN's result ("1-0", "0-1", "1/2-1/2", "*", from the termination
  // marker, else the Result tag) and whether the stored board says
  // otherwise. The stored result is never changed by the import.
  std::string gameResult;
  bool resultDiffers = false;
};

// True when a name written in a PGN tag ("Carlsen, M", "CARLSEN Magnus",
// "Carlsen") can be the registered name ("Carlsen, Magnus"): the same
// search key, or the same surname (first word) with given names that are
// initials or beginnings of the registered ones.
bool namesFit(std::string_view written, std::string_view registered);

// Matches each game to a board: the round is `round` when given (> 0),
// else read from the game's Round tag; a board number in the tag ("3.5")
// is tried first and kept if its names fit. Each game is replayed by the
// rules core, its moves read in `notation` (the reader's: Lax, the PGN
// standard's SAN, or Lenient, a scoresheet's notation too).
std::vector<GameMatch> matchGames(const tournament::Section& section,
                                  std::span<const chess::PgnGame> games, int round,
                                  chess::SanMode notation = chess::SanMode::Lax);

// The event's PGN: for every played board of the section in round and
// board order, the Seven Tag Roster with Round "r.b" and the result as
// stored, the players' Elo (the section's rate), titles and FIDE ids, and
// the moves of its matched game (canonical SAN from the rules core; none
// when no game was matched; the games' moves read in `notation`, as
// matchGames read them). Boards without a game over the board (forfeits,
// byes) are left out.
std::string eventPgn(const tournament::Event& event, const tournament::Section& section,
                     std::span<const chess::PgnGame> games, std::span<const GameMatch> matches,
                     chess::SanMode notation = chess::SanMode::Lax);

}  // namespace interchange
