// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tournament {

// C.04.6 1.2: the organiser chooses which score decides, match points or
// game points; the other one is the secondary score.
enum class PrimaryScore : std::uint8_t { MatchPoints, GamePoints };

// C.04.6 1.7: the colour preferences of a team Swiss: Type A (simple, the
// default), Type B (strong and mild) or none at all.
enum class TeamColourPreferences : std::uint8_t { TypeA, TypeB, None };

// The match points of a team match (C.07 11.1; TRF26 record 362), in
// half-points: 2/1/0 by default, 3/1/0 and any other values allowed.
struct MatchPointScheme {
  HalfPoints win = 4;
  HalfPoints draw = 2;
  HalfPoints loss = 0;
  friend bool operator==(const MatchPointScheme&, const MatchPointScheme&) = default;
};

// A team: its pairing number, names and the ordered roster (registered
// board order, reserves last; C.04.6, TRF26 record 310).
struct Team {
  int number = 0;           // team pairing number (TPN), 1..T
  std::string name;         // up to 32 characters in a TRF
  std::string shortName;    // up to 5 characters (TRF26 310 "nickname")
  std::vector<int> roster;  // start numbers of the members, board order
  friend bool operator==(const Team&, const Team&) = default;
};

// A team's players in one round when not the roster's first players in
// order (TRF26 record 300): start numbers by board, 0 = an empty board.
struct Lineup {
  int round = 0;
  int team = 0;
  int opponent = 0;  // the opponent team, 0 when not given
  std::vector<int> boards;
  friend bool operator==(const Lineup&, const Lineup&) = default;
};

// A forfeited match: a team (or both) absent (TRF26 record 330). Distinct
// from forfeits on single boards of a played match.
struct ForfeitedMatch {
  enum class Outcome : std::uint8_t { WhiteWins, BlackWins, BothLose };
  int round = 0;
  int white = 0;  // team numbers; the first named team is "white"
  int black = 0;
  Outcome outcome = Outcome::WhiteWins;
  friend bool operator==(const ForfeitedMatch&, const ForfeitedMatch&) = default;
};

// A team's requested bye or absence in one round (TRF26 240 for teams:
// H a draw's match points and half the boards in game points, F a win's,
// Z nothing).
struct TeamBye {
  int team = 0;
  int round = 0;
  RoundResult kind = RoundResult::HalfPointBye;
  friend bool operator==(const TeamBye&, const TeamBye&) = default;
};

// How a team section scores: boards per match, the board colour sequence,
// match points, the primary score and the PAB's value.
struct TeamSettings {
  // The board colours of the team named first (the "white" team) as W and B
  // (TRF26 352); its length is the number of boards. C.04.6 1.6.1: the
  // team's colour is the colour of its board 1.
  std::string colourSequence = "WBWB";
  MatchPointScheme matchPoints;
  PrimaryScore primary = PrimaryScore::MatchPoints;
  // C.04.6 1.7 and 4.2.2: the kind of colour preferences, and whether the
  // secondary score decides the first-team before the TPN does.
  TeamColourPreferences colourPreferences = TeamColourPreferences::TypeA;
  bool secondaryScoreForColours = true;
  // C.04.6 1.4: the team PAB is worth a draw's match and game points unless
  // the organiser sets other values (TRF26 320); half-points.
  std::optional<HalfPoints> pabMatchPoints;
  std::optional<HalfPoints> pabGamePoints;
  friend bool operator==(const TeamSettings&, const TeamSettings&) = default;

  int boards() const { return static_cast<int>(colourSequence.size()); }
  HalfPoints pabMatchValue() const { return pabMatchPoints.value_or(matchPoints.draw); }
  // A draw's game points: one half-point per board.
  HalfPoints pabGameValue() const { return pabGamePoints.value_or(boards()); }
};

// The team part of an event: the teams and what happens to them beyond the
// board games, which are the players' rounds of the tournament state.
struct TeamEvent {
  TeamSettings settings;
  std::vector<Team> teams;  // by team number
  std::vector<Lineup> lineups;
  std::vector<ForfeitedMatch> forfeitedMatches;
  std::vector<TeamBye> byes;
  std::vector<int> pairingByes;  // the team given the PAB in round 1, 2, ... (0 = none)
  friend bool operator==(const TeamEvent&, const TeamEvent&) = default;

  // The team of number `number`, or nullptr.
  const Team* team(int number) const;
  // The team whose roster holds player `startNumber`, 0 when none.
  int teamOf(int startNumber) const;
};

}  // namespace tournament
