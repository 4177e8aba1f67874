// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <vector>

namespace reports {

// One board of a round as read from the players' round entries.
struct BoardPairing {
  int board = 0;  // 1-based, in the order below
  int white = 0;  // start numbers
  int black = 0;
  tournament::RoundResult whiteResult = tournament::RoundResult::Pending;
  tournament::RoundResult blackResult = tournament::RoundResult::Pending;
  tournament::HalfPoints whiteScore = 0;  // before the round
  tournament::HalfPoints blackScore = 0;
};

// A player of the round without a board: a bye or an absence.
struct RoundAbsence {
  int startNumber = 0;
  tournament::RoundResult result = tournament::RoundResult::NotPaired;
};

struct RoundPairings {
  int round = 0;
  std::vector<BoardPairing> boards;
  std::vector<RoundAbsence> absences;  // by start number; NotPaired entries left out
};

// The boards of `round` (1-based) from the entries of `state`. A board is
// read from its White player's entry; an entry without a colour but with an
// opponent (a forfeit written without colours) makes the lower start number
// White. Boards keep the numbers stored with the pairing (RoundEntry::board,
// an event file's section); without them (a TRF) they are numbered as
// C.04.2 3.6 recommends: by the higher score of the pair, then by the sum of
// both scores, then by the smaller start number.
// Scores are those before the round. A round beyond the recorded ones gives
// no boards.
RoundPairings roundPairings(const tournament::TournamentState& state, int round);

}  // namespace reports
