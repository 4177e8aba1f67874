// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/pgn_game.h"
#include "domain/interchange/game_collection.h"
#include "domain/tournament/section.h"

#include <expected>
#include <string>
#include <vector>

namespace service {

// The games of one or more PGN files (the round's files from DGT boards or
// typed scoresheets), each with its file and the match to a board.
struct GameCollection {
  std::vector<chess::PgnGame> games;  // game.index numbers them across the files
  std::vector<std::string> files;     // the file of each game
  std::vector<interchange::GameMatch> matches;
  chess::SanMode notation = chess::SanMode::Lax;  // how the moves were read
};

// A PGN file that could not be opened.
struct PgnFileError {
  std::string path;
};

// Reads the files (every game, with its problems; the moves in `notation`:
// Lax, the PGN standard's SAN, or Lenient, a scoresheet's notation as well,
// 003: 马g1-f3) and matches each game to a board of the section (`round` >
// 0: every game is of that round; 0: from its Round tag). The event file is
// not changed: a game whose result differs from the stored one is
// reported, never stored.
std::expected<GameCollection, PgnFileError> collectGames(const tournament::Section& section,
                                                         const std::vector<std::string>& paths,
                                                         int round, chess::SanMode notation);

// The event's PGN with the collection's games on their boards.
std::string exportEventPgn(const tournament::Event& event, const tournament::Section& section,
                           const GameCollection& collection);

}  // namespace service
