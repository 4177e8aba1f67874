// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/player.h"
#include "domain/tournament/round_result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

// The result of one board, as the arbiter enters it.
enum class GameResult : std::uint8_t {
  Pending,          // "*"   not played yet, or being played
  WhiteWins,        // "1-0"
  Draw,             // "1/2-1/2"
  BlackWins,        // "0-1"
  WhiteForfeitWin,  // "+/-" Black did not play
  BlackForfeitWin,  // "-/+" White did not play
  DoubleForfeit,    // "-/-" neither played (Laws 6.7)
  DoubleLoss,       // "0-0" both lose (Laws 11.8, classic 10.17 both refuse)
  Adjourned,        // "adjourned": counts as a draw for pairing (C.04.2 3.1)
};

// The text of a result ("1-0", "1/2-1/2", "+/-", "adjourned", "*").
std::string_view resultText(GameResult result);
// The result for a text (also accepts "½-½", "1/2", "=" and "0.5-0.5"), or nullopt.
std::optional<GameResult> parseResult(std::string_view text);
// True for a result that ends the board (not Pending, not Adjourned).
bool isFinal(GameResult result);
// The result one side got, in the shared RoundResult vocabulary.
RoundResult sideResult(GameResult result, Color side);
// The result in which `side` loses and the other side wins (played game).
GameResult winFor(Color side);

struct Board {
  int number = 0;
  int white = 0;  // player ids
  int black = 0;
  GameResult result = GameResult::Pending;
  // A side's score in this game as set by a penalty (Laws 12.9.4 / 12.9.5),
  // in half-points, replacing the points of the result once it is final.
  std::optional<HalfPoints> whiteScore;
  std::optional<HalfPoints> blackScore;
  // A game of less than one move (TRF W D L): played for pairing and
  // scores, but not rated (B.02 5.1). Only with 1-0, 1/2-1/2 or 0-1.
  bool unrated = false;
  bool operator==(const Board&) const = default;
};

// The result of a board for one side: sideResult() of its result, with a
// game of less than one move as the unrated W D L (TRF; B.02 5.1).
RoundResult sideResult(const Board& board, Color side);
// True for the results a game of less than one move can have: 1-0, 1/2-1/2, 0-1.
bool canBeUnrated(GameResult result);

struct Bye {
  int player = 0;
  ByeKind kind = ByeKind::PairingAllocated;
  bool operator==(const Bye&) const = default;
};

enum class RoundState : std::uint8_t { NotPaired, Paired, Published, Complete };

// A paired round: its boards and byes. Complete is derived: every board has
// a final result.
struct Round {
  int number = 0;
  bool published = false;
  std::string start;  // scheduled start "YYYY-MM-DD HH:MM", or empty
  std::vector<Board> boards;
  std::vector<Bye> byes;
  std::string startedAt;  // actual start "YYYY-MM-DD HH:MM[:SS]", as entered (Laws 6.6), or empty

  RoundState state() const;
  bool hasResults() const;
  const Board* board(int number) const;
  Board* board(int number);
  // The board on which player `id` plays, or nullptr.
  const Board* boardOf(int id) const;
  bool operator==(const Round&) const = default;
};

}  // namespace tournament
