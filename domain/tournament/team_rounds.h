// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <vector>

namespace tournament {

// One team's round: the match (or bye) with its scores.
struct TeamRound {
  // The team's result in the vocabulary of a player's round: Win, Draw,
  // Loss for a match with at least one board played over the board;
  // ForfeitWin / ForfeitLoss for a forfeited match (TRF26 330) or a match
  // no board of which was played; PairingBye; HalfPointBye, FullPointBye,
  // ZeroPointBye for a team's bye or absence; NotPaired before round 1 of
  // a late team.
  RoundResult result = RoundResult::ZeroPointBye;
  int opponent = 0;            // the opponent team (matches and forfeited matches)
  std::optional<Color> color;  // C.04.6 1.6.1: the colour of board 1, played matches
  HalfPoints matchPoints = 0;  // C.07 11.1
  HalfPoints gamePoints = 0;   // the sum of the board points
  // The team's points on each board (half-points, board 1 first), as C.07
  // art. 12 counts them: a PAB as a win on every board, a bye or an absence
  // as its result on every board, an empty board as a loss.
  std::vector<HalfPoints> boardPoints;
};

// Why the board games do not make team matches.
enum class TeamRoundsErrorCode : std::uint8_t {
  PlayerInTwoTeams,         // a start number on two rosters (`player`)
  UnknownPlayer,            // a roster or lineup names no player of the file (`player`)
  OpponentsOfSeveralTeams,  // a team's boards face players of different teams
  MoreBoardsThanSection,    // a team fields more players than the section has boards
};

struct TeamRoundsError {
  TeamRoundsErrorCode code{};
  int team = 0;
  int round = 0;
  int player = 0;
};

// The match points of a team scoring `own` game points against `other`:
// more game points win the match, equal ones draw it (C.07 11.1).
HalfPoints matchPointsOf(HalfPoints own, HalfPoints other, const MatchPointScheme& scheme);

// The players on `team`'s boards in `round` (start numbers, board 1
// first; 0 = an empty board): its lineup, or else its members with a game
// that round in roster order (players move up, gaps close).
std::vector<int> teamBoards(const TournamentState& state, const TeamEvent& event, const Team& team,
                            int round);

// Every team's rounds 1..`rounds` (index team number - 1, then round - 1)
// from the players' board games and the team event's lineups, forfeited
// matches, byes and PABs. A team's boards are its lineup of the round, or
// else its members with a board that round in roster order, gaps closed.
std::expected<std::vector<std::vector<TeamRound>>, TeamRoundsError> teamRounds(
    const TournamentState& state, const TeamEvent& event, int rounds);

}  // namespace tournament
