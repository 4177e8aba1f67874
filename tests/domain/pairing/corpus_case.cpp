// SPDX-License-Identifier: MIT
#include "tests/domain/pairing/corpus_case.h"

#include <fstream>
#include <sstream>

namespace pairing::testing {

using tournament::Color;

namespace {

int fieldInt(const std::string& line, std::size_t from, std::size_t to) {
  if (line.size() < from) return 0;
  const std::string text = line.substr(from - 1, to - from + 1);
  try {
    return std::stoi(text);
  } catch (...) {
    return 0;
  }
}

}  // namespace

std::optional<tournament::TournamentState> readCorpusTrf(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  tournament::TournamentState state;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("XXR", 0) == 0) state.totalRounds = std::stoi(line.substr(4));
    if (line.rfind("XXC", 0) == 0)
      state.firstColor = line.find("white1") != std::string::npos ? Color::White : Color::Black;
    if (line.rfind("001", 0) != 0) continue;
    tournament::PlayerRecord p;
    p.startNumber = fieldInt(line, 5, 8);
    p.rating = fieldInt(line, 49, 52);
    for (std::size_t col = 92; col + 7 <= line.size(); col += 10) {
      tournament::RoundEntry e;
      e.opponent = fieldInt(line, col, col + 3);
      const char colour = line[col + 4];
      if (colour == 'w') e.color = Color::White;
      if (colour == 'b') e.color = Color::Black;
      e.result = tournament::fromTrfCode(line[col + 6]).value_or(tournament::RoundResult::NotPaired);
      p.rounds.push_back(e);
    }
    state.players.push_back(std::move(p));
  }
  return state;
}

std::optional<ExpectedPairs> readPairs(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  int count = 0;
  in >> count;
  ExpectedPairs pairs;
  for (int i = 0; i < count; ++i) {
    int a = 0;
    int b = 0;
    in >> a >> b;
    if (b == 0)
      pairs.bye = a;
    else
      pairs.boards.push_back({a, b});
  }
  return pairs;
}

std::string corpusDir() { return std::string(ARBITER_CORPUS_DIR) + "/pairing"; }

}  // namespace pairing::testing
