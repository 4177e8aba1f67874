// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace chess {

// Which text's draw rules the rules core applies when it replays a game
// and judges a claim. The classic text is the client's older Laws
// (../shared/client-texts/003, art. 10; the same text in 002).
enum class DrawRules : std::uint8_t {
  // FIDE Laws 2023: dead position by material (5.2.2), threefold and fifty
  // moves claimed on the board or with a written move (9.2, 9.3), fivefold
  // and 75 moves end the game by themselves (9.6).
  Fide2023,
  // 003: old Laws 10.4 "下残局形势之一,对局结果作和" - only its list: K v K,
  // K v K+B or K+N, K+B v K+B with bishops on one colour; 10.10 threefold on
  // the board or with the written move; 10.12 "行棋方提出和棋要求并证实至少
  // 在最近连续50回合中,双方没有吃过任何一子,也没有走动任何一兵" - proved on
  // the board, no written move; the text has no fivefold and no 75-move rule.
  Classic,
};

}  // namespace chess
