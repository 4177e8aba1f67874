// SPDX-License-Identifier: MIT
#include "domain/pairing/given_round.h"

namespace pairing {

using tournament::Color;
using tournament::RoundResult;
using tournament::TournamentState;

TournamentState stateBefore(const TournamentState& state, int round) {
  TournamentState before = state;
  for (auto& p : before.players) {
    if (static_cast<int>(p.rounds.size()) >= round) {
      const RoundResult r = p.rounds[round - 1].result;
      if (r == RoundResult::HalfPointBye || r == RoundResult::FullPointBye ||
          r == RoundResult::ZeroPointBye)
        before.plannedByes.push_back({p.startNumber, round, r});
      p.rounds.resize(round - 1);
    }
  }
  return before;
}

Pairing givenPairing(const TournamentState& state, int round) {
  Pairing given;
  given.round = round;
  for (const auto& p : state.players) {
    if (static_cast<int>(p.rounds.size()) < round) continue;
    const auto& e = p.rounds[round - 1];
    if (e.result == RoundResult::PairingBye) given.bye = p.startNumber;
    if (tournament::hasOpponent(e.result) && e.opponent > 0 && e.color == Color::White)
      given.boards.push_back({p.startNumber, e.opponent});
  }
  return given;
}

}  // namespace pairing
