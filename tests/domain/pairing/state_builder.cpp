// SPDX-License-Identifier: MIT
#include "tests/domain/pairing/state_builder.h"

#include <sstream>

namespace pairing::testing {

using tournament::Color;
using tournament::RoundResult;

StateBuilder::StateBuilder(int players, int totalRounds, Color firstColour) {
  m_state.totalRounds = totalRounds;
  m_state.firstColor = firstColour;
  for (int i = 1; i <= players; ++i) {
    tournament::PlayerRecord p;
    p.startNumber = i;
    p.name = "Player " + std::to_string(i);
    m_state.players.push_back(p);
  }
}

namespace {
char reverse(char code) {
  switch (code) {
    case '1':
      return '0';
    case '0':
      return '1';
    case '+':
      return '-';
    case '-':
      return '+';
    default:
      return code;
  }
}
}  // namespace

StateBuilder& StateBuilder::round(const std::string& games) {
  ++m_rounds;
  for (auto& p : m_state.players) p.rounds.resize(m_rounds);
  std::istringstream in(games);
  std::string game;
  while (in >> game) {
    const auto colon = game.find(':');
    const char code = game[colon + 1];
    const auto dash = game.find('-');
    if (dash == std::string::npos || dash > colon) {
      const int player = std::stoi(game.substr(0, colon));
      m_state.players[player - 1].rounds.back() = {0, std::nullopt, *tournament::fromTrfCode(code)};
      continue;
    }
    const int white = std::stoi(game.substr(0, dash));
    const int black = std::stoi(game.substr(dash + 1, colon - dash - 1));
    m_state.players[white - 1].rounds.back() = {black, Color::White,
                                                *tournament::fromTrfCode(code)};
    m_state.players[black - 1].rounds.back() = {white, Color::Black,
                                                *tournament::fromTrfCode(reverse(code))};
  }
  return *this;
}

StateBuilder& StateBuilder::absent(int player, char code) {
  m_state.plannedByes.push_back({player, m_rounds + 1, *tournament::fromTrfCode(code)});
  return *this;
}

std::vector<Board> boards(std::initializer_list<std::pair<int, int>> list) {
  std::vector<Board> out;
  for (auto [w, b] : list) out.push_back({w, b});
  return out;
}

}  // namespace pairing::testing
