// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_board_comments.h"

#include "domain/interchange/section_trf_comments.h"

#include <charconv>
#include <set>

namespace interchange {
namespace {

using tournament::RoundResult;

// A number at the front of `text`, which moves past it; nullopt when none.
std::optional<int> takeNumber(std::string_view& text) {
  int value = 0;
  const auto read = std::from_chars(text.data(), text.data() + text.size(), value);
  if (read.ec != std::errc() || value < 1) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(read.ptr - text.data()));
  return value;
}

bool take(std::string_view& text, std::string_view expected) {
  if (!text.starts_with(expected)) return false;
  text.remove_prefix(expected.size());
  return true;
}

tournament::RoundEntry* entryOf(tournament::TournamentState& state, int startNumber, int round) {
  if (startNumber < 1 || startNumber > static_cast<int>(state.players.size())) return nullptr;
  auto& rounds = state.players[static_cast<std::size_t>(startNumber - 1)].rounds;
  return round >= 1 && round <= static_cast<int>(rounds.size())
             ? &rounds[static_cast<std::size_t>(round - 1)]
             : nullptr;
}

// True when `board` is a game of the round as the file pairs it.
bool pairedAsSaid(tournament::TournamentState& state, int round, const BoardOfRound& board) {
  const auto* white = entryOf(state, board.white, round);
  const auto* black = entryOf(state, board.black, round);
  return white != nullptr && black != nullptr && tournament::hasOpponent(white->result) &&
         white->opponent == board.black && black->opponent == board.white &&
         white->color == tournament::Color::White && black->color == tournament::Color::Black;
}

int gamesIn(const tournament::TournamentState& state, int round) {
  int games = 0;
  for (const auto& player : state.players)
    if (round <= static_cast<int>(player.rounds.size())) {
      const auto& entry = player.rounds[static_cast<std::size_t>(round - 1)];
      if (tournament::hasOpponent(entry.result) && entry.color == tournament::Color::White) ++games;
    }
  return games;
}

}  // namespace

std::optional<RoundBoards> readBoardsComment(std::string_view line) {
  if (!take(line, comments::Boards)) return std::nullopt;
  RoundBoards read;
  const auto round = takeNumber(line);
  if (!round || !take(line, ":")) return std::nullopt;
  read.round = *round;
  while (take(line, " ")) {
    const auto number = takeNumber(line);
    if (!number || !take(line, ":")) return std::nullopt;
    const auto white = takeNumber(line);
    if (!white || !take(line, "-")) return std::nullopt;
    const auto black = takeNumber(line);
    if (!black) return std::nullopt;
    read.boards.push_back({*number, *white, *black});
  }
  if (!line.empty()) return std::nullopt;
  return read;
}

std::optional<AdjournedBoard> readAdjournedComment(std::string_view line) {
  if (!take(line, comments::Adjourned) || !take(line, "round ")) return std::nullopt;
  const auto round = takeNumber(line);
  if (!round || !take(line, ", board ")) return std::nullopt;
  const auto board = takeNumber(line);
  if (!board || !take(line, ":")) return std::nullopt;
  return AdjournedBoard{*round, *board};
}

void applyBoardComments(tournament::TournamentState& state, const std::vector<RoundBoards>& rounds,
                        const std::vector<AdjournedBoard>& adjourned) {
  for (const auto& round : rounds) {
    bool all = static_cast<int>(round.boards.size()) == gamesIn(state, round.round);
    std::set<int> numbers;
    for (const auto& board : round.boards)
      all = all && pairedAsSaid(state, round.round, board) && numbers.insert(board.number).second;
    if (!all) continue;
    for (const auto& board : round.boards) {
      entryOf(state, board.white, round.round)->board = board.number;
      entryOf(state, board.black, round.round)->board = board.number;
    }
  }
  for (const auto& place : adjourned)
    for (auto& player : state.players)
      if (auto* entry = entryOf(state, player.startNumber, place.round);
          entry != nullptr && entry->board == place.board && entry->result == RoundResult::Pending)
        entry->result = RoundResult::Adjourned;
}

}  // namespace interchange
