// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_pairer.h"

#include "domain/pairing/board_order.h"
#include "domain/pairing/dubov_bye.h"
#include "domain/pairing/dubov_upfloaters.h"

#include <algorithm>
#include <map>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;

namespace {

PairingFailure failure(PairingFailureCode code, Criterion criterion, int round) {
  return PairingFailure{code, criterion, round};
}

std::vector<int> startNumbers(const std::vector<DubovPlayer>& players,
                              const std::vector<int>& indices) {
  std::vector<int> out;
  for (int i : indices) out.push_back(players[i].id());
  return out;
}

}  // namespace

std::expected<Pairing, PairingFailure> pairDubov(const tournament::TournamentState& state,
                                                 DubovExplanation* explanation) {
  const int round = roundToPair(state);
  if (state.totalRounds > 0 && round > state.totalRounds)
    return std::unexpected(failure(PairingFailureCode::NoRoundsLeft, Criterion::None, round));
  const std::vector<DubovPlayer> players = dubovPlayers(state, round);
  const int n = static_cast<int>(players.size());
  if (n < 2)
    return std::unexpected(failure(PairingFailureCode::TooFewPlayers, Criterion::None, round));
  const Color initial = state.firstColor.value_or(Color::White);

  Pairing pairing;
  pairing.round = round;
  std::vector<bool> done(n, false);
  if (n % 2 != 0) {
    const auto bye = chooseDubovBye(players);
    if (!bye)
      return std::unexpected(
          failure(PairingFailureCode::NoLegalPairing, Criterion::C2NoSecondBye, round));
    pairing.bye = players[*bye].id();
    done[*bye] = true;
  } else {
    std::vector<int> all(n);
    for (int i = 0; i < n; ++i) all[i] = i;
    if (!canPairEveryone(players, all))
      return std::unexpected(
          failure(PairingFailureCode::NoLegalPairing, Criterion::C4Completion, round));
  }
  if (explanation) {
    *explanation = {};
    explanation->byeReceiver = pairing.bye;
  }

  // 4.2.1: score, then TPN.
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return players[a].score() != players[b].score() ? players[a].score() > players[b].score()
                                                    : players[a].tpn() < players[b].tpn();
  });

  DubovBracketContext context;
  context.initial = initial;
  context.maxUpfloats = dubovMaxUpfloats(state.totalRounds);
  context.lastRound = state.totalRounds > 0 && round == state.totalRounds;
  context.completes = [&](const std::vector<int>& paired) {
    std::vector<bool> leaves = done;
    for (int p : paired) leaves[p] = true;
    std::vector<int> left;
    for (int i : order)
      if (!leaves[i]) left.push_back(i);
    return canPairEveryone(players, left);
  };

  std::vector<DubovColourReason> reasons;
  for (std::size_t at = 0; at < order.size();) {
    if (done[order[at]]) {
      ++at;
      continue;
    }
    // 3.2: the highest scoregroup still to pair.
    const HalfPoints score = players[order[at]].score();
    std::vector<int> residents;
    std::vector<int> pool;
    for (int i : order) {
      if (done[i]) continue;
      (players[i].score() == score ? residents : pool).push_back(i);
    }
    const auto choice = chooseUpfloaters(players, residents, pool, context);
    if (!choice)
      return std::unexpected(
          failure(PairingFailureCode::NoLegalPairing, Criterion::C4Completion, round));
    const auto& bracket = choice->bracket;
    DubovBracketExplanation bx;
    for (std::size_t i = 0; i < bracket.g1.size(); ++i) {
      const int a = bracket.g1[i];
      const int b = bracket.t2[i];
      done[a] = done[b] = true;
      const bool aHigher = ranksAbove(players[a], players[b]);
      const int higher = aHigher ? a : b;
      const int lower = aHigher ? b : a;
      const auto colours = dubovColours(players[higher], players[lower], initial);
      const Board board = colours.higherGets == Color::White
                              ? Board{players[higher].id(), players[lower].id()}
                              : Board{players[lower].id(), players[higher].id()};
      pairing.boards.push_back(board);
      reasons.push_back(colours.reason);
      bx.pairs.push_back(board);
    }
    if (explanation) {
      bx.score = score;
      bx.residents = startNumbers(players, residents);
      std::sort(bx.residents.begin(), bx.residents.end());
      bx.upfloaters = startNumbers(players, choice->upfloaters);
      bx.g1 = startNumbers(players, bracket.g1);
      bx.g2 = startNumbers(players, bracket.g2);
      bx.shifted = startNumbers(players, bracket.shifted);
      bx.decidedBy = choice->decidedBy;
      explanation->brackets.push_back(std::move(bx));
    }
  }

  // C.04.2 3.6: board order by the scores in the pair, then the rank.
  std::map<int, HalfPoints> scoreOf;
  std::map<int, int> rankOf;
  for (int r = 0; r < n; ++r) {
    scoreOf[players[order[r]].id()] = players[order[r]].score();
    rankOf[players[order[r]].id()] = r;
  }
  std::map<std::pair<int, int>, DubovColourReason> reasonOf;
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
