// SPDX-License-Identifier: MIT
#include "domain/pairing/pairing_player.h"

#include "domain/pairing/baku_acceleration.h"
#include "domain/pairing/dutch_options.h"

#include <algorithm>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;
using tournament::PlayerRecord;
using tournament::RoundResult;
using tournament::TournamentState;

bool PairingPlayer::hasPlayed(int opponent) const {
  return std::binary_search(playedOpponents.begin(), playedOpponents.end(), opponent);
}

bool PairingPlayer::isForbidden(int opponent) const {
  return std::binary_search(forbiddenOpponents.begin(), forbiddenOpponents.end(), opponent);
}

Float PairingPlayer::floatBack(int back) const {
  const int index = static_cast<int>(floats.size()) - back;
  return index >= 0 ? floats[index] : Float::None;
}

// Adjourned games count as draws for pairing (C.04.2 3.1); a penalty's
// score change (Laws 12.9.4 / 12.9.5) is part of the score.
HalfPoints pairingPoints(const TournamentState& state, const tournament::RoundEntry& entry) {
  const RoundResult r = entry.result;
  return (r == RoundResult::Adjourned ? state.scoring.draw : state.scoring.pointsFor(r)) +
         entry.adjustment;
}

bool countsAsPlayed(RoundResult r) {
  return tournament::isPlayedGame(r) || r == RoundResult::Adjourned || r == RoundResult::Pending;
}

namespace {

bool isPaired(RoundResult r) { return tournament::hasOpponent(r) || r == RoundResult::PairingBye; }

// C.04.7: the Baku setting when given (the options', else the state's
// default scheme), else the file's own XXA / 250 values.
HalfPoints virtualPoints(const TournamentState& state, const DutchOptions& options, int tpn,
                         int round) {
  if (options.baku || state.acceleration == tournament::Acceleration::Baku)
    return bakuVirtualPoints(options.baku.value_or(BakuAcceleration{}), tpn,
                             static_cast<int>(state.players.size()), state.totalRounds, round,
                             state.scoring.win);
  const PlayerRecord* p = state.player(tpn);
  if (!p || round - 1 >= static_cast<int>(p->accelerationPoints.size())) return 0;
  return p->accelerationPoints[round - 1];
}

// Pairing score of every player before `round` (1-based), virtual points included.
std::vector<HalfPoints> scoresBefore(const TournamentState& state, const DutchOptions& options,
                                     int round) {
  std::vector<HalfPoints> scores(state.players.size() + 1, 0);
  for (const auto& p : state.players) {
    HalfPoints s = 0;
    for (int r = 0; r < round - 1 && r < static_cast<int>(p.rounds.size()); ++r)
      s += pairingPoints(state, p.rounds[r]);
    scores[p.startNumber] = s + virtualPoints(state, options, p.startNumber, round);
  }
  return scores;
}

// C.04.3 A.6: preference from the compressed history of played colours.
void setColourPreference(PairingPlayer& p) {
  const auto n = p.colours.size();
  if (n == 0) return;
  const bool lastTwoSame = n >= 2 && p.colours[n - 1] == p.colours[n - 2];
  if (p.colourDifference < -1 || p.colourDifference > 1) {
    p.strength = PreferenceStrength::Absolute;
    p.preference = p.colourDifference < -1 ? Color::White : Color::Black;
  } else if (lastTwoSame) {
    p.strength = PreferenceStrength::Absolute;
    p.preference = tournament::opposite(p.colours[n - 1]);
  } else if (p.colourDifference != 0) {
    p.strength = PreferenceStrength::Strong;
    p.preference = p.colourDifference < 0 ? Color::White : Color::Black;
  } else {
    p.strength = PreferenceStrength::Mild;
    p.preference = tournament::opposite(p.colours[n - 1]);
  }
}

// C.04.2 2.4: the pairing numbers count the players present in the round
// and those paired before; a player absent so far (requested byes
// included) and again now is a late entry not yet numbered.
bool hasBeenPaired(const PlayerRecord& p, int round) {
  for (int r = 0; r < round - 1 && r < static_cast<int>(p.rounds.size()); ++r) {
    if (isPaired(p.rounds[r].result)) return true;
  }
  return false;
}

}  // namespace

bool mayMeet(const PairingPlayer& a, const PairingPlayer& b) {
  if (a.hasPlayed(b.id) || a.isForbidden(b.id)) return false;
  if (a.topscorer || b.topscorer) return true;
  return !(a.strength == PreferenceStrength::Absolute &&
           b.strength == PreferenceStrength::Absolute && a.preference == b.preference);
}

int roundToPair(const TournamentState& state) {
  int last = 0;
  for (const auto& p : state.players)
    for (int r = 0; r < static_cast<int>(p.rounds.size()); ++r)
      if (isPaired(p.rounds[r].result)) last = std::max(last, r + 1);
  return last + 1;
}

bool isAvailable(const TournamentState& state, const PlayerRecord& p, int round) {
  if (state.plannedBye(p.startNumber, round)) return false;
  if (round - 1 >= static_cast<int>(p.rounds.size())) return true;
  const RoundResult r = p.rounds[round - 1].result;
  return !(r == RoundResult::HalfPointBye || r == RoundResult::FullPointBye ||
           r == RoundResult::ZeroPointBye || r == RoundResult::PairingBye);
}

std::vector<PairingPlayer> pairingPlayers(const TournamentState& state, int round,
                                          const DutchOptions& options) {
  std::vector<std::vector<HalfPoints>> before;  // before[r] = scores before round r+1
  for (int r = 1; r <= round; ++r) before.push_back(scoresBefore(state, options, r));
  const HalfPoints loss = state.scoring.loss;
  const bool lastRound = state.totalRounds > 0 && round == state.totalRounds;

  std::vector<PairingPlayer> result;
  int pairingNumber = 0;
  for (const auto& record : state.players) {
    const bool available = isAvailable(state, record, round);
    if (available || hasBeenPaired(record, round)) ++pairingNumber;
    if (!available) continue;
    PairingPlayer p;
    p.id = record.startNumber;
    p.pairingNumber = pairingNumber;
    p.score = before[round - 1][p.id];
    p.realScore = p.score - virtualPoints(state, options, p.id, round);
    for (int r = 0; r < round - 1; ++r) {
      const bool recorded = r < static_cast<int>(record.rounds.size());
      const auto entry = recorded ? record.rounds[r] : tournament::RoundEntry{};
      const HalfPoints points = pairingPoints(state, entry);
      Float f = Float::None;
      if (countsAsPlayed(entry.result) && entry.opponent > 0) {
        p.playedOpponents.push_back(entry.opponent);
        if (entry.color) {
          p.colours.push_back(*entry.color);
          p.colourDifference += *entry.color == Color::White ? 1 : -1;
        }
        // C.04.3 A.4: between different scores, the higher gets a downfloat.
        const HalfPoints mine = before[r][p.id];
        const HalfPoints theirs = before[r][entry.opponent];
        if (mine > theirs) f = Float::Down;
        if (mine < theirs) f = Float::Up;
      } else {
        ++p.unplayedRounds;
        if (editionFor(state, options) == DutchEdition::Rules2017) {
          // C.04.3 (2017) A.4.b: whoever does not play in a round, for
          // whatever reason, receives a downfloat; C.04.1 (2017) c: only a
          // PAB or a forfeit win bars a further PAB (a requested full-point
          // bye does not).
          f = Float::Down;
          if (entry.result == RoundResult::PairingBye || entry.result == RoundResult::ForfeitWin)
            p.byeEligible = false;
        } else {
          // C.04.3 A.4: scoring more than a loss without playing is a downfloat.
          if (points > loss) f = Float::Down;
          // C.04.1 4: a win's points without playing bars a further PAB.
          if (points >= state.scoring.win) p.byeEligible = false;
        }
      }
      p.floats.push_back(f);
    }
    std::sort(p.playedOpponents.begin(), p.playedOpponents.end());
    p.forbiddenOpponents = tournament::forbiddenOpponents(state.forbiddenPairs, p.id, round);
    setColourPreference(p);
    // C.04.3 A.7: topscorers exist only when pairing the last round.
    p.topscorer = lastRound && 2 * p.realScore > (round - 1) * state.scoring.win;
    result.push_back(std::move(p));
  }
  return result;
}

}  // namespace pairing
