// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

namespace tournament {

// The options of Laws 12.9, in the Law's order.
enum class PenaltyOption : std::uint8_t {
  None,
  Warning,               // 12.9.1
  TimeToOpponent,        // 12.9.2 increasing the opponent's remaining time
  TimeDeducted,          // 12.9.3 reducing the offender's remaining time
  OpponentScoreRaised,   // 12.9.4 opponent's score in the game to the maximum
  OffenderScoreReduced,  // 12.9.5
  GameLost,              // 12.9.6 (the arbiter also fixes the opponent's score)
  Fine,                  // 12.9.7 announced in advance
  Exclusion,             // 12.9.8 from one or more rounds
  Expulsion,             // 12.9.9 from the competition
};

enum class IncidentKind : std::uint8_t {
  LateArrival,
  Penalty,
  IllegalMove,
  DrawClaim,
  Flag,
  DefectiveClock,     // seconds: White's used time set, count: Black's
  IrregularPosition,  // note: the kind ("displaced", "initial-position", "colours", "board")
};

// Which clock a time effect applies to, and how.
enum class ClockEffect : std::uint8_t {
  None,
  OpponentRemainingAdded,  // FIDE 7.5.5, 9.5.3, 12.9.2: + to the opponent's remaining time
  OwnRemainingDeducted,    // 12.9.3
  OwnUsedAdded,            // classic 10.13(2): + to the claimant's used time
  OwnClockRuns,            // late arrival: the time lost (Laws 6.7.2)
};

// The domain's verdict on an incident (what was decided, as a code).
enum class Verdict : std::uint8_t {
  Recorded,               // a penalty as given by the arbiter
  OnTime,                 // arrived at or before the start
  LateWithinDefaultTime,  // arrived late, before the default time: loses clock time
  ForfeitProposed,        // past the default time (6.7.1, classic 10.15): forfeit proposed
  ForfeitApplied,         // ... and the arbiter applied it
  TimePenalty,            // first illegal move (7.5.5), incorrect claim (9.5.3)
  GameLost,               // second illegal move; classic claim over the limit
  GameDrawn,              // second illegal move, the opponent cannot mate (7.5.5)
  ArbiterMustDecide,      // the rules core could not decide (no position given)
  ClaimCorrect,           // the game is drawn (9.5.2)
  // 003: old Laws 8.1 "应将局面恢复到该着法未走出之前的形势" - the position
  // before the illegal move is restored and play goes on, nothing more.
  PositionRestored,
  // 8.1 "倘若不能按此要求恢复原来局面,则对局应作废重下": annulled, replayed.
  GameAnnulled,
  // Both flags down, the first unknown: the game goes on (classic 12.8
  // "则对局应该继续"; FIDE Guidelines III.3.1 outside the last period); colours
  // reversed past the limit, a board turned wrongly: the game goes on.
  GameContinues,
  ClockSet,  // a defective clock replaced, the times set (6.10.1; classic 12.4)
};

// One entry of the arbiter's incident log: a late arrival, a penalty, an
// illegal move or a draw claim, with its article and clock effect.
struct Incident {
  int id = 0;
  int round = 0;
  int board = 0;
  int player = 0;  // player id; 0 for both players (both late)
  IncidentKind kind = IncidentKind::Penalty;
  std::string article;  // the rule applied, e.g. "7.5.5", "12.9", "classic 10.13(2)"
  PenaltyOption option = PenaltyOption::None;
  ClockEffect clock = ClockEffect::None;
  // The clock effect's amount in seconds (late arrival: the lateness); for
  // 12.9.8 the rounds excluded; for 12.9.4 / 12.9.5 the score set, in half-points.
  int seconds = 0;
  int count = 0;  // illegal moves by this player in this game so far
  int ply = 0;    // the half-moves played when it happened (0: not known)
  Verdict verdict = Verdict::Recorded;
  std::string note;
  bool operator==(const Incident&) const = default;
};

}  // namespace tournament
