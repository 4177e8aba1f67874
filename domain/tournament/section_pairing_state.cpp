// SPDX-License-Identifier: MIT
#include "domain/tournament/section_pairing_state.h"

namespace tournament {

std::optional<Color> initialColourOf(const Section& section) {
  const Round* first = section.round(1);
  if (first == nullptr || first->boards.empty()) return std::nullopt;
  const Board& board = first->boards.front();
  const Player* white = section.player(board.white);
  const Player* black = section.player(board.black);
  if (white == nullptr || black == nullptr) return std::nullopt;
  // C.04.3 5.2.5: odd pairing number -> initial colour, even -> the other.
  const bool whiteHigher = white->pairingNumber < black->pairingNumber;
  const int higher = whiteHigher ? white->pairingNumber : black->pairingNumber;
  const Color higherGot = whiteHigher ? Color::White : Color::Black;
  return higher % 2 == 1 ? higherGot : opposite(higherGot);
}

TournamentState pairingStateOf(const Section& section, std::optional<Color> drawnColour) {
  TournamentState state = toTournamentState(section);
  state.firstColor = initialColourOf(section);
  if (!state.firstColor) state.firstColor = drawnColour;
  const int next = static_cast<int>(section.rounds.size()) + 1;
  for (const auto& player : section.players) {
    // C.04.2 2.4: a player who enters later is absent until then.
    if (next < player.entryRound && !state.plannedBye(player.pairingNumber, next))
      state.plannedByes.push_back({player.pairingNumber, next, RoundResult::ZeroPointBye});
  }
  return state;
}

}  // namespace tournament
