// SPDX-License-Identifier: MIT
#include "app/service/game_collection.h"

#include "domain/chess/pgn_reader.h"

#include <fstream>

namespace service {

std::expected<GameCollection, PgnFileError> collectGames(const tournament::Section& section,
                                                         const std::vector<std::string>& paths,
                                                         int round, chess::SanMode notation) {
  GameCollection collection;
  collection.notation = notation;
  for (const std::string& path : paths) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::unexpected(PgnFileError{path});
    chess::PgnReader reader(in, notation);
    chess::PgnGame game;
    while (reader.next(game)) {
      game.index = collection.games.size();
      collection.games.push_back(game);
      collection.files.push_back(path);
    }
  }
  collection.matches = interchange::matchGames(section, collection.games, round, notation);
  return collection;
}

std::string exportEventPgn(const tournament::Event& event, const tournament::Section& section,
                           const GameCollection& collection) {
  return interchange::eventPgn(event, section, collection.games, collection.matches,
                               collection.notation);
}

}  // namespace service
