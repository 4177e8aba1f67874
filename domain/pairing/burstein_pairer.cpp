// SPDX-License-Identifier: MIT
#include "domain/pairing/burstein_pairer.h"

#include "domain/pairing/board_order.h"
#include "domain/pairing/burstein_bracket.h"
#include "domain/pairing/burstein_bye.h"
#include "domain/pairing/dutch_pairer.h"

#include <algorithm>
#include <map>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;

namespace {

PairingFailure failure(PairingFailureCode code, Criterion criterion, int round) {
  return PairingFailure{code, criterion, round};
}

std::vector<int> startNumbers(const std::vector<BursteinPlayer>& players,
                              const std::vector<int>& indices) {
  std::vector<int> out;
  for (int i : indices) out.push_back(players[i].id());
  return out;
}

}  // namespace

std::expected<Pairing, PairingFailure> pairBurstein(const tournament::TournamentState& state,
                                                    BursteinExplanation* explanation) {
  const int round = roundToPair(state);
  if (state.totalRounds > 0 && round > state.totalRounds)
    return std::unexpected(failure(PairingFailureCode::NoRoundsLeft, Criterion::None, round));
  if (explanation) {
    *explanation = {};
    explanation->seedingRounds = bursteinSeedingRounds(state.totalRounds);
  }
  // 1.6: the seeding rounds are paired by the Dutch system.
  if (round <= bursteinSeedingRounds(state.totalRounds)) {
    if (explanation) explanation->seedingRound = true;
    DutchOptions dutch;
    dutch.explain = explanation != nullptr;
    return pairDutch(state, dutch);
  }
  const std::vector<BursteinPlayer> players = bursteinPlayers(state, round);
  const int n = static_cast<int>(players.size());
  if (n < 2)
    return std::unexpected(failure(PairingFailureCode::TooFewPlayers, Criterion::None, round));
  const Color initial = state.firstColor.value_or(Color::White);

  Pairing pairing;
  pairing.round = round;
  std::vector<bool> done(n, false);
  if (n % 2 != 0) {
    const auto bye = chooseBursteinBye(players);  // 3.1
    if (!bye)
      return std::unexpected(
          failure(PairingFailureCode::NoLegalPairing, Criterion::C2NoSecondBye, round));
    pairing.bye = players[*bye].id();
    done[*bye] = true;
  } else {
    std::vector<int> all(n);
    for (int i = 0; i < n; ++i) all[i] = i;
    if (!canPairAllBurstein(players, all))
      return std::unexpected(
          failure(PairingFailureCode::NoLegalPairing, Criterion::C4Completion, round));
  }
  if (explanation) explanation->byeReceiver = pairing.bye;

  // The scoregroups still to pair, highest first (1.9).
  std::map<HalfPoints, std::vector<int>, std::greater<>> groups;
  for (int i = 0; i < n; ++i)
    if (!done[i]) groups[players[i].score()].push_back(i);
  std::vector<BursteinColourReason> reasons;
  std::vector<int> incoming;
  for (auto group = groups.begin(); group != groups.end(); ++group) {
    std::vector<int> bracket = incoming;
    bracket.insert(bracket.end(), group->second.begin(), group->second.end());
    std::vector<int> next;
    std::vector<int> below;
    if (auto after = std::next(group); after != groups.end()) {
      next = after->second;
      for (auto rest = std::next(after); rest != groups.end(); ++rest)
        below.insert(below.end(), rest->second.begin(), rest->second.end());
    }
    const auto paired = pairBursteinBracket(players, bracket, next, below);
    if (!paired || (next.empty() && !paired->floaters.empty()))
      return std::unexpected(
          failure(PairingFailureCode::NoLegalPairing, Criterion::C4Completion, round));
    BursteinBracketExplanation bx;
    for (const auto& [a, b] : paired->pairs) {
      const bool aHigher = bursteinRanksAbove(players[a], players[b]);
      const int higher = aHigher ? a : b;
      const int lower = aHigher ? b : a;
      const auto colours = bursteinColours(players[higher], players[lower], initial);
      const Board board = colours.higherGets == Color::White
                              ? Board{players[higher].id(), players[lower].id()}
                              : Board{players[lower].id(), players[higher].id()};
      pairing.boards.push_back(board);
      reasons.push_back(colours.reason);
      bx.pairs.push_back(board);
    }
    if (explanation) {
      bx.score = group->first;
      bx.incoming = startNumbers(players, incoming);
      std::sort(bx.incoming.begin(), bx.incoming.end());
      bx.ranked = startNumbers(players, paired->ranked);
      bx.floaters = startNumbers(players, paired->floaters);
      explanation->brackets.push_back(std::move(bx));
    }
    incoming = paired->floaters;
  }

  // C.04.2 3.6: board order by the scores in the pair, then the rank
  // (score, then TPN: the initial ranking).
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return players[a].score() != players[b].score() ? players[a].score() > players[b].score()
                                                    : players[a].tpn() < players[b].tpn();
  });
  std::map<int, HalfPoints> scoreOf;
  std::map<int, int> rankOf;
  for (int r = 0; r < n; ++r) {
    scoreOf[players[order[r]].id()] = players[order[r]].score();
    rankOf[players[order[r]].id()] = r;
  }
  std::map<std::pair<int, int>, BursteinColourReason> reasonOf;
  for (std::size_t i = 0; i < pairing.boards.size(); ++i)
    reasonOf[{pairing.boards[i].white, pairing.boards[i].black}] = reasons[i];
  sortBoards(
      pairing.boards, [&](int id) { return scoreOf[id]; }, [&](int id) { return rankOf[id]; });
  if (explanation)
    for (const auto& b : pairing.boards)
      explanation->boards.push_back({b, reasonOf[{b.white, b.black}]});
  return pairing;
}

}  // namespace pairing
