// SPDX-License-Identifier: MIT
#include "domain/tournament/round.h"

#include <array>

namespace tournament {

namespace {
struct ResultName {
  GameResult result;
  std::string_view text;
};
constexpr std::array<ResultName, 9> ResultNames{{
    {GameResult::Pending, "*"},
    {GameResult::WhiteWins, "1-0"},
    {GameResult::Draw, "1/2-1/2"},
    {GameResult::BlackWins, "0-1"},
    {GameResult::WhiteForfeitWin, "+/-"},
    {GameResult::BlackForfeitWin, "-/+"},
    {GameResult::DoubleForfeit, "-/-"},
    {GameResult::DoubleLoss, "0-0"},
    {GameResult::Adjourned, "adjourned"},
}};
}  // namespace

std::string_view resultText(GameResult result) {
  for (const auto& entry : ResultNames)
    if (entry.result == result) return entry.text;
  return "*";
}

std::optional<GameResult> parseResult(std::string_view text) {
  for (const auto& entry : ResultNames)
    if (entry.text == text) return entry.result;
  if (text == "½-½" || text == "=" || text == "0.5-0.5" || text == "1/2") return GameResult::Draw;
  if (text == "+-") return GameResult::WhiteForfeitWin;
  if (text == "-+") return GameResult::BlackForfeitWin;
  if (text == "--") return GameResult::DoubleForfeit;
  return std::nullopt;
}

bool isFinal(GameResult result) {
  return result != GameResult::Pending && result != GameResult::Adjourned;
}

RoundResult sideResult(GameResult result, Color side) {
  const bool white = side == Color::White;
  switch (result) {
    case GameResult::Pending:
      return RoundResult::Pending;
    case GameResult::WhiteWins:
      return white ? RoundResult::Win : RoundResult::Loss;
    case GameResult::Draw:
      return RoundResult::Draw;
    case GameResult::BlackWins:
      return white ? RoundResult::Loss : RoundResult::Win;
    case GameResult::WhiteForfeitWin:
      return white ? RoundResult::ForfeitWin : RoundResult::ForfeitLoss;
    case GameResult::BlackForfeitWin:
      return white ? RoundResult::ForfeitLoss : RoundResult::ForfeitWin;
    case GameResult::DoubleForfeit:
      return RoundResult::ForfeitLoss;
    case GameResult::DoubleLoss:
      return RoundResult::Loss;
    case GameResult::Adjourned:
      return RoundResult::Adjourned;
  }
  return RoundResult::Pending;
}

bool canBeUnrated(GameResult result) {
  return result == GameResult::WhiteWins || result == GameResult::Draw ||
         result == GameResult::BlackWins;
}

RoundResult sideResult(const Board& board, Color side) {
  const RoundResult played = sideResult(board.result, side);
  if (!board.unrated || !canBeUnrated(board.result)) return played;
  // TRF: W D L, a game of less than one move, not rated (B.02 5.1).
  return played == RoundResult::Win    ? RoundResult::UnratedWin
         : played == RoundResult::Draw ? RoundResult::UnratedDraw
                                       : RoundResult::UnratedLoss;
}

GameResult winFor(Color side) {
  return side == Color::White ? GameResult::WhiteWins : GameResult::BlackWins;
}

RoundState Round::state() const {
  if (!boards.empty() || !byes.empty()) {
    bool complete = true;
    for (const auto& b : boards) complete = complete && isFinal(b.result);
    if (complete) return RoundState::Complete;
  }
  return published ? RoundState::Published : RoundState::Paired;
}

bool Round::hasResults() const {
  for (const auto& b : boards)
    if (b.result != GameResult::Pending) return true;
  return false;
}

const Board* Round::board(int wanted) const {
  // Boards are numbered 1..n in order: board n is looked for at place n first.
  if (wanted >= 1 && wanted <= static_cast<int>(boards.size()) &&
      boards[static_cast<std::size_t>(wanted - 1)].number == wanted)
    return &boards[static_cast<std::size_t>(wanted - 1)];
  for (const auto& b : boards)
    if (b.number == wanted) return &b;
  return nullptr;
}

Board* Round::board(int wanted) {
  return const_cast<Board*>(static_cast<const Round&>(*this).board(wanted));
}

const Board* Round::boardOf(int id) const {
  for (const auto& b : boards)
    if (b.white == id || b.black == id) return &b;
  return nullptr;
}

}  // namespace tournament
