// SPDX-License-Identifier: MIT
#include "domain/tournament/team_rounds.h"

#include <algorithm>
#include <map>

namespace tournament {

namespace {

using Error = std::unexpected<TeamRoundsError>;

const RoundEntry* entryOf(const TournamentState& state, int player, int round) {
  const PlayerRecord* record = state.player(player);
  if (record == nullptr || round > static_cast<int>(record->rounds.size())) return nullptr;
  return &record->rounds[static_cast<std::size_t>(round - 1)];
}

// The player's game of the round: his entry when he had a board (an
// opponent, or a forfeit against an empty board), else nullptr.
const RoundEntry* boardEntry(const TournamentState& state, int player, int round) {
  const RoundEntry* entry = player == 0 ? nullptr : entryOf(state, player, round);
  return entry != nullptr && hasOpponent(entry->result) ? entry : nullptr;
}

HalfPoints pointsOf(const TournamentState& state, const RoundEntry& entry) {
  return state.scoring.pointsFor(entry.result) + entry.adjustment;
}

// A bye or an absence: the same result on every board (C.07 12).
TeamRound byeRound(RoundResult kind, HalfPoints matchPoints, HalfPoints gamePoints,
                   HalfPoints perBoard, int boards) {
  TeamRound r;
  r.result = kind;
  r.matchPoints = matchPoints;
  r.gamePoints = gamePoints;
  r.boardPoints.assign(static_cast<std::size_t>(boards), perBoard);
  return r;
}

std::optional<TeamRound> byeOf(const TeamEvent& event, int team, int round) {
  const auto& s = event.settings;
  const int boards = s.boards();
  if (round <= static_cast<int>(event.pairingByes.size()) &&
      event.pairingByes[static_cast<std::size_t>(round - 1)] == team)
    return byeRound(RoundResult::PairingBye, s.pabMatchValue(), s.pabGameValue(), 2, boards);
  for (const auto& bye : event.byes) {
    if (bye.team != team || bye.round != round) continue;
    switch (bye.kind) {
      case RoundResult::HalfPointBye:
        return byeRound(bye.kind, s.matchPoints.draw, boards, 1, boards);
      case RoundResult::FullPointBye:
        return byeRound(bye.kind, s.matchPoints.win, 2 * boards, 2, boards);
      default:
        return byeRound(RoundResult::ZeroPointBye, s.matchPoints.loss, 0, 0, boards);
    }
  }
  return std::nullopt;
}

// The team's side of a forfeited match (330) in `round`, if any.
std::optional<std::pair<int, bool>> forfeitedMatchOf(const TeamEvent& event, int team, int round) {
  using Outcome = ForfeitedMatch::Outcome;
  for (const auto& m : event.forfeitedMatches) {
    if (m.round != round || (m.white != team && m.black != team)) continue;
    const bool white = m.white == team;
    const bool won =
        (white && m.outcome == Outcome::WhiteWins) || (!white && m.outcome == Outcome::BlackWins);
    return std::pair{white ? m.black : m.white, won};
  }
  return std::nullopt;
}

std::expected<TeamRound, TeamRoundsError> matchRound(const TournamentState& state,
                                                     const TeamEvent& event, const Team& team,
                                                     int round) {
  const auto& s = event.settings;
  const auto boards = teamBoards(state, event, team, round);
  if (static_cast<int>(boards.size()) > s.boards())
    return Error({TeamRoundsErrorCode::MoreBoardsThanSection, team.number, round, 0});
  TeamRound r;
  r.boardPoints.assign(static_cast<std::size_t>(s.boards()), 0);
  HalfPoints opponentPoints = 0;
  bool played = false;
  bool anyBoard = false;
  for (std::size_t b = 0; b < boards.size(); ++b) {
    const RoundEntry* entry = boardEntry(state, boards[b], round);
    if (entry == nullptr) continue;
    anyBoard = true;
    r.boardPoints[b] = pointsOf(state, *entry);
    r.gamePoints += r.boardPoints[b];
    if (b == 0) r.color = entry->color;
    if (entry->opponent == 0) continue;  // the other team's board is empty
    const int opponentTeam = event.teamOf(entry->opponent);
    if (r.opponent != 0 && opponentTeam != r.opponent)
      return Error({TeamRoundsErrorCode::OpponentsOfSeveralTeams, team.number, round, boards[b]});
    r.opponent = opponentTeam;
    played = played || isPlayedGame(entry->result);
  }
  if (const Team* other = event.team(r.opponent))  // its empty boards count nothing
    for (int player : teamBoards(state, event, *other, round))
      if (const RoundEntry* entry = boardEntry(state, player, round))
        opponentPoints += pointsOf(state, *entry);
  const auto forfeited = forfeitedMatchOf(event, team.number, round);
  if (!anyBoard && !forfeited)
    return byeRound(RoundResult::ZeroPointBye, s.matchPoints.loss, 0, 0, s.boards());
  if (forfeited) {  // TRF26 330: the match counts as not played
    r.opponent = forfeited->first;
    r.color.reset();
    r.result = forfeited->second ? RoundResult::ForfeitWin : RoundResult::ForfeitLoss;
    r.matchPoints = forfeited->second ? s.matchPoints.win : s.matchPoints.loss;
    if (!anyBoard) {
      r.boardPoints.assign(r.boardPoints.size(), forfeited->second ? 2 : 0);
      r.gamePoints = forfeited->second ? 2 * s.boards() : 0;
    }
    return r;
  }
  r.matchPoints = matchPointsOf(r.gamePoints, opponentPoints, s.matchPoints);
  const bool won = r.gamePoints > opponentPoints;
  const bool drawn = r.gamePoints == opponentPoints;
  if (played)
    r.result = won ? RoundResult::Win : drawn ? RoundResult::Draw : RoundResult::Loss;
  else
    r.result = won ? RoundResult::ForfeitWin : RoundResult::ForfeitLoss;
  if (!played) r.color.reset();
  return r;
}

std::optional<TeamRoundsError> checkRosters(const TournamentState& state, const TeamEvent& event) {
  std::map<int, int> teamOfPlayer;
  for (const auto& team : event.teams)
    for (int member : team.roster) {
      if (state.player(member) == nullptr)
        return TeamRoundsError{TeamRoundsErrorCode::UnknownPlayer, team.number, 0, member};
      if (!teamOfPlayer.emplace(member, team.number).second)
        return TeamRoundsError{TeamRoundsErrorCode::PlayerInTwoTeams, team.number, 0, member};
    }
  for (const auto& lineup : event.lineups)
    for (int player : lineup.boards)
      if (player != 0 && state.player(player) == nullptr)
        return TeamRoundsError{TeamRoundsErrorCode::UnknownPlayer, lineup.team, lineup.round,
                               player};
  return std::nullopt;
}

}  // namespace

std::vector<int> teamBoards(const TournamentState& state, const TeamEvent& event, const Team& team,
                            int round) {
  for (const auto& lineup : event.lineups)
    if (lineup.round == round && lineup.team == team.number) return lineup.boards;
  std::vector<int> boards;
  for (int member : team.roster)
    if (boardEntry(state, member, round) != nullptr) boards.push_back(member);
  return boards;
}

HalfPoints matchPointsOf(HalfPoints own, HalfPoints other, const MatchPointScheme& scheme) {
  return own > other ? scheme.win : own == other ? scheme.draw : scheme.loss;
}

std::expected<std::vector<std::vector<TeamRound>>, TeamRoundsError> teamRounds(
    const TournamentState& state, const TeamEvent& event, int rounds) {
  if (const auto error = checkRosters(state, event)) return Error(*error);
  std::vector<std::vector<TeamRound>> result;
  for (const auto& team : event.teams) {
    std::vector<TeamRound> row;
    for (int round = 1; round <= rounds; ++round) {
      if (auto bye = byeOf(event, team.number, round)) {
        row.push_back(std::move(*bye));
        continue;
      }
      auto match = matchRound(state, event, team, round);
      if (!match) return Error(match.error());
      row.push_back(std::move(*match));
    }
    result.push_back(std::move(row));
  }
  return result;
}

}  // namespace tournament
