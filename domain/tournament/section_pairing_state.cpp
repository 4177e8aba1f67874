// SPDX-License-Identifier: MIT
#include "domain/tournament/section_pairing_state.h"

namespace tournament {

std::optional<Color> initialColourOf(const Section& section) {
  const Round* first = section.round(1);
  if (first == nullptr) return std::nullopt;
  std::optional<Color> colour;
  int top = 0;
  for (const auto& board : first->boards) {
    for (const Color side : {Color::White, Color::Black}) {
      const Player* player = section.player(side == Color::White ? board.white : board.black);
      if (player != nullptr && (top == 0 || player->pairingNumber < top)) {
        top = player->pairingNumber;
        colour = side;
      }
    }
  }
  // C.04.3 5.2.5 with C.04.2 2.4: the top participant has pairing number 1
  // among the round's participants (odd), so he got the initial colour.
  return colour;
}

TournamentState pairingStateOf(const Section& section, std::optional<Color> drawnColour) {
  TournamentState state = toTournamentState(section);
  // C.04.3 5.2.5: the lot is drawn before round 1; afterwards the stored
  // colour holds (a file from before it was stored: round 1 shows it).
  const std::optional<Color>& stored = section.settings.initialColour;
  if (section.round(1) != nullptr)
    state.firstColor = stored ? stored : initialColourOf(section);
  else  // With no colour drawn or stored, the pairing gives White (C.04.3 5.2.5).
    state.firstColor = drawnColour ? drawnColour : stored ? stored : Color::White;
  const int next = static_cast<int>(section.rounds.size()) + 1;
  for (const auto& player : section.players) {
    // C.04.2 2.4: a player who enters later is absent until then.
    if (next < player.entryRound && !state.plannedBye(player.pairingNumber, next))
      state.plannedByes.push_back({player.pairingNumber, next, RoundResult::ZeroPointBye});
  }
  return state;
}

}  // namespace tournament
