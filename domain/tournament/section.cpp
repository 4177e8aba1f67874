// SPDX-License-Identifier: MIT
#include "domain/tournament/section.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace tournament {

bool Player::availableIn(int round) const {
  if (round < entryRound) return false;
  if (withdrawnFromRound != 0 && round >= withdrawnFromRound) return false;
  return requestedBye(round) == nullptr;
}

const RequestedBye* Player::requestedBye(int round) const {
  for (const auto& bye : requestedByes)
    if (bye.round == round) return &bye;
  return nullptr;
}

int SectionSettings::defaultTimeSeconds() const {
  if (defaultTimeMinutes) return *defaultTimeMinutes * 60;
  // Laws 6.7.1: zero if the regulations do not specify it; classic 10.15: one hour.
  return rules == RulesProfile::Classic ? 60 * 60 : 0;
}

namespace {

// The player whose `key` is `value`: first at the place the list's usual
// order puts him (ids and numbers mostly rise by one from the first
// player's), then by a search, so that the many lookups of a big section
// cost one step each.
template <typename Key>
const Player* findPlayer(const std::vector<Player>& players, Key key, int value) {
  if (!players.empty()) {
    const std::int64_t at = std::int64_t{value} - players.front().*key;
    if (at >= 0 && at < static_cast<std::int64_t>(players.size()) &&
        players[static_cast<std::size_t>(at)].*key == value)
      return &players[static_cast<std::size_t>(at)];
  }
  for (const auto& p : players)
    if (p.*key == value) return &p;
  return nullptr;
}

}  // namespace

const Player* Section::player(int id) const { return findPlayer(players, &Player::id, id); }

const Player* Section::playerByNumber(int pairingNumber) const {
  return findPlayer(players, &Player::pairingNumber, pairingNumber);
}

const Round* Section::round(int number) const {
  return number >= 1 && number <= static_cast<int>(rounds.size()) ? &rounds[number - 1] : nullptr;
}

Round* Section::round(int number) {
  return number >= 1 && number <= static_cast<int>(rounds.size()) ? &rounds[number - 1] : nullptr;
}

bool Section::hasAdjournedGames() const {
  for (const auto& r : rounds)
    for (const auto& b : r.boards)
      if (b.result == GameResult::Adjourned) return true;
  return false;
}

const Section* Event::section(std::string_view wanted) const {
  for (const auto& s : sections)
    if (s.settings.name == wanted) return &s;
  return nullptr;
}

Section* Event::section(std::string_view wanted) {
  for (auto& s : sections)
    if (s.settings.name == wanted) return &s;
  return nullptr;
}

int Event::nextPlayerId() const {
  int id = 0;
  for (const auto& s : sections)
    for (const auto& p : s.players) id = std::max(id, p.id);
  return id + 1;
}

int Event::nextIncidentId() const {
  int id = 0;
  for (const auto& s : sections)
    for (const auto& i : s.incidents) id = std::max(id, i.id);
  return id + 1;
}

int Event::nextEnvelopeId() const {
  int id = 0;
  for (const auto& s : sections)
    for (const auto& e : s.envelopes) id = std::max(id, e.id);
  return id + 1;
}

namespace {

RoundResult byeResult(ByeKind kind) {
  switch (kind) {
    case ByeKind::PairingAllocated:
      return RoundResult::PairingBye;
    case ByeKind::HalfPoint:
      return RoundResult::HalfPointBye;
    case ByeKind::FullPoint:
      return RoundResult::FullPointBye;
    case ByeKind::ZeroPoint:
      return RoundResult::ZeroPointBye;
  }
  return RoundResult::ZeroPointBye;
}

// Laws 12.9.4 / 12.9.5: a score set by a penalty replaces the points of
// the final result; the difference is carried as the round's adjustment.
// While the game is unfinished there is nothing to adjust yet.
HalfPoints penaltyAdjustment(const ScoringSystem& scoring, const Board& board, Color color) {
  const std::optional<HalfPoints>& score =
      color == Color::White ? board.whiteScore : board.blackScore;
  if (!score || !isFinal(board.result)) return 0;
  return *score - scoring.pointsFor(sideResult(board.result, color));
}

// A round's boards and byes by player id, and every player's pairing
// number by id: read once, so that building the state stays linear in the
// players and rounds (a 3000-player section is read on every change).
struct RoundIndex {
  std::unordered_map<int, const Board*> boards;
  std::unordered_map<int, ByeKind> byes;
};

RoundIndex indexRound(const Round& round) {
  RoundIndex index;
  for (const auto& board : round.boards) {
    index.boards.emplace(board.white, &board);
    index.boards.emplace(board.black, &board);
  }
  for (const auto& bye : round.byes) index.byes.emplace(bye.player, bye.kind);
  return index;
}

RoundEntry entryFor(const Section& section, const RoundIndex& round,
                    const std::unordered_map<int, int>& numbers, const Player& player) {
  if (const auto found = round.boards.find(player.id); found != round.boards.end()) {
    const Board& board = *found->second;
    const Color color = board.white == player.id ? Color::White : Color::Black;
    const int opponentId = color == Color::White ? board.black : board.white;
    const auto opponent = numbers.find(opponentId);
    RoundEntry entry{opponent != numbers.end() ? opponent->second : 0, color,
                     sideResult(board, color)};
    entry.adjustment = penaltyAdjustment(section.settings.scoring, board, color);
    entry.board = board.number;
    return entry;
  }
  if (const auto bye = round.byes.find(player.id); bye != round.byes.end())
    return {0, std::nullopt, byeResult(bye->second)};
  // Not in the round: absent, late entry or withdrawn (C.04.2 2.4, 3.2, 3.3).
  return {0, std::nullopt, RoundResult::ZeroPointBye};
}

}  // namespace

TournamentState toTournamentState(const Section& section) {
  TournamentState state;
  state.name = section.settings.name;
  state.totalRounds = section.settings.rounds;
  state.system = section.settings.pairing;
  state.acceleration = section.settings.acceleration;  // C.04.7
  state.edition = section.settings.edition;            // C.04.3 2026 or 2017
  for (auto pair : section.forbiddenPairs) {
    const Player* first = section.player(pair.first);
    const Player* second = section.player(pair.second);
    if (first == nullptr || second == nullptr) continue;
    pair.first = std::min(first->pairingNumber, second->pairingNumber);
    pair.second = std::max(first->pairingNumber, second->pairingNumber);
    state.forbiddenPairs.push_back(pair);
  }
  state.scoring = section.settings.scoring;
  const int nextRound = static_cast<int>(section.rounds.size()) + 1;
  std::unordered_map<int, int> numbers;
  for (const auto& player : section.players) numbers.emplace(player.id, player.pairingNumber);
  std::vector<RoundIndex> rounds;
  for (const auto& round : section.rounds) rounds.push_back(indexRound(round));
  for (const auto& player : section.players) {
    PlayerRecord record;
    record.startNumber = player.pairingNumber;
    record.name = player.name;
    record.title = player.title;
    record.sex = player.sex == Sex::Male ? 'm' : player.sex == Sex::Female ? 'w' : ' ';
    record.federation = player.federation;
    record.fideId = player.fideId;
    record.birthDate = player.birthDate;
    std::replace(record.birthDate.begin(), record.birthDate.end(), '-', '/');
    switch (section.settings.rate) {
      case RateOfPlay::Standard:
        record.rating = player.ratings.standard;
        break;
      case RateOfPlay::Rapid:
        record.rating = player.ratings.rapid;
        break;
      case RateOfPlay::Blitz:
        record.rating = player.ratings.blitz;
        break;
    }
    record.clubRatings = player.clubRatings;
    for (const auto& round : rounds)
      record.rounds.push_back(entryFor(section, round, numbers, player));
    for (int round = nextRound; round <= section.settings.rounds; ++round) {
      if (const RequestedBye* bye = player.requestedBye(round))
        state.plannedByes.push_back({player.pairingNumber, round, byeResult(bye->kind)});
      else if (player.withdrawnFromRound != 0 && round >= player.withdrawnFromRound)
        state.plannedByes.push_back({player.pairingNumber, round, RoundResult::ZeroPointBye});
    }
    record.recordedPoints = state.scoreAfter(record, static_cast<int>(section.rounds.size()));
    state.players.push_back(std::move(record));
  }
  std::sort(
      state.players.begin(), state.players.end(),
      [](const PlayerRecord& a, const PlayerRecord& b) { return a.startNumber < b.startNumber; });
  return state;
}

}  // namespace tournament
