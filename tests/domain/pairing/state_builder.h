// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pairing::testing {

// Builds tournament states by hand for rule tests: n players 1..n, then
// rounds given as game lists "1-2:1 3-4:= 5:U" (white-black:result code of
// White; a lone number is a bye with its code U, H, F or Z).
class StateBuilder {
public:
  StateBuilder(int players, int totalRounds,
               tournament::Color firstColour = tournament::Color::White);
  StateBuilder& round(const std::string& games);
  // A known absence in the round still to be paired (H, F or Z).
  StateBuilder& absent(int player, char code);
  const tournament::TournamentState& state() const { return m_state; }

private:
  tournament::TournamentState m_state;
  int m_rounds = 0;
};

// Boards written as {{white, black}, ...}, for expected pairings.
std::vector<Board> boards(std::initializer_list<std::pair<int, int>> list);

}  // namespace pairing::testing
