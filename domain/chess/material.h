// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/position.h"
#include "domain/chess/types.h"

namespace chess {

// The material-only "insufficient material" tests. Both are subsets of
// the dead position of Laws 5.2.2 (blocked-pawn fortresses are not found).

// FIDE form, as the automatic end of the verifier (and python-chess's
// Board.is_insufficient_material): K v K; K+N v K; and positions whose only
// pieces besides the kings are bishops, any number on either side, all
// standing on squares of one colour.
bool isInsufficientMaterialFide(const Position& pos);

// The classic list of the older rules (art. 10.4): K v K; K v K+B;
// K v K+N; K+B v K+B with the two bishops on squares of one colour.
bool isInsufficientMaterialClassic(const Position& pos);

// True when `side` has nothing but its king (003: old Laws 10.5 "只剩单王的
// 一方", a bare king).
bool hasBareKing(const Position& pos, Color side);

// One-sided, static: true when `side` cannot checkmate whatever both
// players do, decided from the material alone (python-chess's
// has_insufficient_material, which never says "cannot" wrongly): a lone
// king; K+N when the opponent has only king and queens; bishops all on one
// colour when there are no pawns or knights on the board. False means
// "not decided by material", not "can mate".
bool cannotMateByMaterial(const Position& pos, Color side);

}  // namespace chess
