// SPDX-License-Identifier: MIT
#include "domain/standings/section_view.h"

#include <algorithm>
#include <cassert>

namespace standings {

using tournament::RoundResult;

namespace {

int gamePointsOf(RoundResult r) {
  if (r == RoundResult::Win || r == RoundResult::UnratedWin) return 2;
  if (r == RoundResult::Draw || r == RoundResult::UnratedDraw) return 1;
  return 0;
}

PlayerRound readRound(const tournament::TournamentState& state,
                      const tournament::RoundEntry& entry) {
  PlayerRound round;
  round.result = entry.result;
  const bool realOpponent = entry.opponent > 0 && state.player(entry.opponent) != nullptr;
  round.opponent = realOpponent && tournament::hasOpponent(entry.result) ? entry.opponent : 0;
  round.game = round.opponent > 0 && tournament::isPlayedGame(entry.result);
  round.pairingBye = entry.result == RoundResult::PairingBye;
  // A penalty's score change (Laws 12.9.4 / 12.9.5) is part of the round's
  // points, so it counts in the total and in every points-based tie-break
  // (the opponents' scores of Buchholz, direct encounter, progressive
  // scores, a round scored at the win value counts for WON), as the
  // arbiter's decision replaced the game's score. The over-the-board
  // gamePoints (TPR, PTP) stay those of the result.
  round.points = state.scoring.pointsFor(entry.result) + entry.adjustment;
  round.gamePoints = round.game ? gamePointsOf(entry.result) : 0;
  round.color = round.game || round.opponent > 0 ? entry.color : std::nullopt;
  // C.07 16.2: a requested bye, a forfeit loss or an absence is voluntary;
  // games (also those adjourned or still pending), the PAB, forfeit wins and
  // full-point byes are not.
  const bool unfinishedGame = round.opponent > 0 && (entry.result == RoundResult::Pending ||
                                                     entry.result == RoundResult::Adjourned);
  round.voluntary = !round.game && !round.pairingBye && !unfinishedGame &&
                    entry.result != RoundResult::ForfeitWin &&
                    entry.result != RoundResult::FullPointBye;
  return round;
}

}  // namespace

int lastPairedRound(const tournament::TournamentState& state) {
  int last = 0;
  for (const auto& player : state.players)
    for (std::size_t r = 0; r < player.rounds.size(); ++r)
      if (player.rounds[r].opponent > 0 && tournament::hasOpponent(player.rounds[r].result))
        last = std::max(last, static_cast<int>(r) + 1);
  return last;
}

SectionView::SectionView(const tournament::TournamentState& state, const StandingsOptions& options)
    : m_scoring(state.scoring),
      m_rounds(options.rounds > 0 ? options.rounds : standings::lastPairedRound(state)),
      m_roundRobin(options.system.value_or(state.system) == tournament::PairingSystem::RoundRobin),
      m_edition(options.edition) {
  for (std::size_t i = 0; i < state.players.size(); ++i) {
    const auto& record = state.players[i];
    assert(record.startNumber == static_cast<int>(i) + 1);
    std::vector<PlayerRound> rounds(static_cast<std::size_t>(m_rounds));
    for (int r = 1; r <= m_rounds; ++r) {
      PlayerRound& round = rounds[static_cast<std::size_t>(r - 1)];
      if (r <= static_cast<int>(record.rounds.size()))
        round = readRound(state, record.rounds[static_cast<std::size_t>(r - 1)]);
      else
        round.voluntary = true;  // no entry: absent (counts as Z)
    }
    addPlayer(std::move(rounds), record.rating);
  }
}

SectionView::SectionView(std::vector<std::vector<PlayerRound>> rounds,
                         const tournament::ScoringSystem& scoring, bool roundRobin, Edition edition)
    : m_scoring(scoring),
      m_rounds(rounds.empty() ? 0 : static_cast<int>(rounds.front().size())),
      m_roundRobin(roundRobin),
      m_edition(edition) {
  for (auto& entrant : rounds) {
    assert(static_cast<int>(entrant.size()) == m_rounds);
    addPlayer(std::move(entrant), 0);
  }
}

void SectionView::addPlayer(std::vector<PlayerRound> rounds, int rating) {
  Player& player = m_players.emplace_back();
  player.rating = rating;
  m_allRated = m_allRated && rating > 0;
  player.rounds = std::move(rounds);
  for (int r = 1; r <= m_rounds; ++r) {
    const PlayerRound& round = player.rounds[static_cast<std::size_t>(r - 1)];
    m_adjourned = m_adjourned || round.result == RoundResult::Adjourned;
    player.score += round.points;
    if (!round.voluntary) player.lastNonVoluntary = r;
    if (round.opponent > 0 || round.game || round.pairingBye) player.lastPaired = r;
  }
}

const PlayerRound& SectionView::at(int startNumber, int round) const {
  return m_players[static_cast<std::size_t>(startNumber - 1)]
      .rounds[static_cast<std::size_t>(round - 1)];
}

tournament::HalfPoints SectionView::score(int startNumber) const {
  return m_players[static_cast<std::size_t>(startNumber - 1)].score;
}

int SectionView::rating(int startNumber) const {
  return m_players[static_cast<std::size_t>(startNumber - 1)].rating;
}

int SectionView::lastNonVoluntaryRound(int startNumber) const {
  return m_players[static_cast<std::size_t>(startNumber - 1)].lastNonVoluntary;
}

int SectionView::lastPairedRound(int startNumber) const {
  return m_players[static_cast<std::size_t>(startNumber - 1)].lastPaired;
}

}  // namespace standings
