// SPDX-License-Identifier: MIT
#include "domain/pairing/dutch_pairer.h"

#include "domain/pairing/board_order.h"
#include "domain/pairing/bracket_solver.h"
#include "domain/pairing/colour_allocation.h"
#include "domain/pairing/ideal_bracket.h"
#include "domain/pairing/pairing_player.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace pairing {

using tournament::Color;

namespace {

// Why `x` floats out of the bracket `roles` marks (residents and MDPs, before
// its pairs): no one there he may meet (C.04.3 C1-C3); else alone, the one an
// odd bracket leaves over (C6: as many pairs as possible); else several
// left over by the quality criteria (C7-C21).
FloatReason floatReason(const std::vector<PairingPlayer>& ranked, const std::vector<Role>& roles,
                        int x, std::size_t downfloaters) {
  bool anyCompatible = false;
  for (std::size_t r = 0; r < ranked.size(); ++r)
    if (static_cast<int>(r) != x && inBracket(roles[r]) && mayMeet(ranked[x], ranked[r]))
      anyCompatible = true;
  if (!anyCompatible) return FloatReason::NoCompatibleOpponent;
  return downfloaters == 1 ? FloatReason::OddBracket : FloatReason::Optimisation;
}

// The end (rank index) of the window of lower players a bracket is first
// paired against: whole scoregroups after the next one, until they hold at
// least as many players as the bracket and the next scoregroup together.
int windowFor(const std::vector<PairingPlayer>& ranked, std::size_t movedDown, int start,
              int nextEnd) {
  const int n = static_cast<int>(ranked.size());
  const int wanted = static_cast<int>(movedDown) + (nextEnd - start) + 4;
  int end = nextEnd;
  while (end < n && end - nextEnd < wanted) {
    const auto score = ranked[end].score;
    while (end < n && ranked[end].score == score) ++end;
  }
  return end;
}

// C.04.3 C4 (and C2): after the bracket's pairs, can every player left be
// paired (one PAB to an eligible player if their number is odd)?
bool completes(const BracketInput& input, const BracketResult& result) {
  std::vector<bool> paired(input.ranked.size(), false);
  for (const auto& [a, b] : result.pairs) paired[a] = paired[b] = true;
  std::vector<int> left;
  for (std::size_t r = 0; r < input.ranked.size(); ++r)
    if (input.roles[r] != Role::Out && !paired[r]) left.push_back(static_cast<int>(r));
  return canPairAll(input, left, std::nullopt);
}

}  // namespace

std::expected<Pairing, PairingFailure> pairDutch(const tournament::TournamentState& state,
                                                 const DutchOptions& options) {
  const int round = roundToPair(state);
  if (state.totalRounds > 0 && round > state.totalRounds)
    return std::unexpected(
        PairingFailure{PairingFailureCode::NoRoundsLeft, Criterion::None, round});
  std::vector<PairingPlayer> ranked = pairingPlayers(state, round, options);
  if (ranked.size() < 2)
    return std::unexpected(
        PairingFailure{PairingFailureCode::TooFewPlayers, Criterion::None, round});
  // C.04.3 A.2: rank by score, then TPN.
  std::sort(ranked.begin(), ranked.end(), [](const PairingPlayer& a, const PairingPlayer& b) {
    return a.score != b.score ? a.score > b.score : a.id < b.id;
  });
  const Color initial = state.firstColor.value_or(Color::White);
  const int n = static_cast<int>(ranked.size());
  std::vector<bool> byeEligible(n);
  for (int i = 0; i < n; ++i) byeEligible[i] = ranked[i].byeEligible;  // C2

  const DutchEdition edition = editionFor(state, options);
  Pairing pairing;
  pairing.round = round;
  Explanation explanation;
  explanation.edition = edition;
  std::vector<std::pair<int, int>> pairs;
  std::vector<Role> roles(n, Role::Lower);
  std::vector<int> limbo;
  const std::function<bool(int, int)> compatibleRanks = [&](int a, int b) {
    return mayMeet(ranked[a], ranked[b]);
  };
  const BracketInput input{ranked, roles, initial, compatibleRanks, byeEligible};
  // C.04.3 (2017) B.2: S1 holds MDPs, S2 residents; two MDPs never meet.
  const std::function<bool(int, int)> compatible2017 = [&](int a, int b) {
    return !(roles[a] == Role::MovedDown && roles[b] == Role::MovedDown) &&
           mayMeet(ranked[a], ranked[b]);
  };
  const BracketInput input2017{ranked, roles, initial, compatible2017, byeEligible};
  // C.04.3 (2017) A.9: after the Penultimate Pairing Bracket every player
  // left is one bracket, the Collapsed Last Bracket.
  bool collapsed = false;
  int start = 0;
  while (start < n) {
    int end = collapsed ? n : start;
    while (end < n && ranked[end].score == ranked[start].score) ++end;
    int nextEnd = end;
    while (nextEnd < n && ranked[nextEnd].score == ranked[end].score) ++nextEnd;
    for (int r : limbo) roles[r] = Role::MovedDown;
    for (int r = start; r < end; ++r) roles[r] = Role::Resident;
    for (int r = end; r < nextEnd; ++r) roles[r] = Role::Next;
    const bool rules2017 = edition == DutchEdition::Rules2017;
    auto solveWith = [&](BracketSolver::Below below, int windowEnd, bool nextBracketAlone) {
      std::vector<Role> graphRoles = roles;
      for (int r = 0; r < n; ++r) {
        // 2017 C.7 is not a criterion of the PPB (nor of the last bracket):
        // the next scoregroup is just players below.
        if (rules2017 && !nextBracketAlone && graphRoles[r] == Role::Next)
          graphRoles[r] = Role::Lower;
        if ((below == BracketSolver::Below::None && !inBracket(graphRoles[r])) ||
            (r >= windowEnd && graphRoles[r] == Role::Lower))
          graphRoles[r] = Role::Out;
      }
      BracketSolver solver(ranked, graphRoles, initial, compatibleRanks, byeEligible, below,
                           options.shortcuts,
                           WeightRules{edition, nextBracketAlone, options.floatScoreLists});
      return solver.solve();
    };
    auto solveIn = [&](int windowEnd) {
      return solveWith(windowEnd < n ? BracketSolver::Below::Window : BracketSolver::Below::All,
                       windowEnd, false);
    };
    // Speed: first the first candidate in generation order that attains
    // every criterion's bound (no matching at all); else, above the last
    // bracket, the best candidate by the bracket's own criteria (a matching
    // over the bracket alone), kept when its downfloaters let C8 and C4/C5
    // reach their bounds (then no candidate can beat it, and the first of
    // the best by its own criteria is the first of the best by all); else
    // pair the bracket against a window of the players below (the next
    // scoregroups, about as many again as the bracket and the next one) and
    // keep that choice only if the completion test (C4) passes for everyone
    // left; else pair against all players below.
    // The bounds hold for the 2017 criteria too (C5 pairs, the PSD of
    // MDPs all paired with residents and one resident over, C7 the
    // following bracket pairing everyone, no colour conflict beyond the
    // counts, no repeated float), with two MDPs never paired together, but
    // not in the last bracket (its PAB has no C5/C9 in 2017) and, for the
    // bracket alone, only when every MDP is paired (then the downfloaters
    // are residents of one score, and C7's bound fixes the following
    // bracket's PSD too). Either way the candidate completes the round, so
    // the bracket is no PPB (A.9).
    const bool boundsApply = options.shortcuts && (!rules2017 || end < n);
    std::optional<BracketResult> ideal =
        boundsApply ? idealBracket(rules2017 ? input2017 : input) : std::optional<BracketResult>{};
    if (!ideal && boundsApply && end < n) {
      BracketResult own = solveWith(BracketSolver::Below::None, end, false);
      const bool mdpsPaired = std::none_of(own.downfloaters.begin(), own.downfloaters.end(),
                                           [&](int r) { return roles[r] == Role::MovedDown; });
      if ((!rules2017 || mdpsPaired) &&
          boundsBelow(rules2017 ? input2017 : input, own.downfloaters) == BoundsBelow::Reached)
        ideal = std::move(own);
    }
    // C.04.3 (2017) A.9, C.4, C.7: a bracket above the last is paired by
    // C5-C19 with C7 counting the following bracket by itself (the graph:
    // the bracket and the next scoregroup), and no completion criterion.
    // If its downfloaters and everyone below cannot complete the round, it
    // is the Penultimate Pairing Bracket: re-paired to complete the round
    // (C.4) without C7, and every player left forms the Collapsed Last
    // Bracket.
    std::optional<BracketResult> alone;
    bool penultimate = false;
    if (!ideal && rules2017 && end < n) {
      alone = solveWith(nextEnd < n ? BracketSolver::Below::Window : BracketSolver::Below::All,
                        nextEnd, true);
      if (!completes(input, *alone)) {
        alone.reset();
        penultimate = true;
      }
    }
    BracketResult result;
    if (ideal) {
      result = std::move(*ideal);
    } else if (alone) {
      result = std::move(*alone);
    } else {
      const int windowEnd = windowFor(ranked, limbo.size(), start, nextEnd);
      result = solveIn(windowEnd);
      if (windowEnd < n && !(result.complete && completes(input, result))) result = solveIn(n);
    }
    if (!result.complete)
      return std::unexpected(
          PairingFailure{PairingFailureCode::NoLegalPairing, Criterion::C4Completion, round});
    BracketExplanation bracket;
    bracket.score = ranked[start].score;
    for (int r : limbo) bracket.movedDown.push_back(ranked[r].id);
    for (int r = start; r < end; ++r) bracket.residents.push_back(ranked[r].id);
    // Why each floats, judged in the bracket as it was before its pairs.
    for (int r : result.downfloaters) {
      bracket.downfloaters.push_back(ranked[r].id);
      bracket.floatReasons.push_back(floatReason(ranked, roles, r, result.downfloaters.size()));
    }
    for (const auto& [a, b] : result.pairs) {
      pairs.emplace_back(a, b);
      bracket.pairs.push_back({ranked[a].id, ranked[b].id});  // colours set below
      roles[a] = roles[b] = Role::Out;
    }
    limbo = result.downfloaters;
    bracket.decidedBy = result.decidedBy;
    bracket.exchanged = result.exchanged;
    bracket.penultimate = penultimate;
    collapsed = collapsed || penultimate;
    if (end >= n && result.bye) {
      pairing.bye = ranked[*result.bye].id;
      roles[*result.bye] = Role::Out;
    }
    for (int r = start; r < end; ++r)
      if (roles[r] == Role::Resident) roles[r] = Role::Lower;
    for (int r : limbo) roles[r] = Role::Lower;
    for (int r = end; r < nextEnd; ++r) roles[r] = Role::Lower;
    explanation.brackets.push_back(std::move(bracket));
    start = end;
  }

  // C.04.1 / C.04.3 C4: every available player is on a board or is the
  // single PAB receiver; checked in every build, never trusted.
  std::vector<int> seats(n, 0);
  for (const auto& [a, b] : pairs) ++seats[a], ++seats[b];
  for (int i = 0; i < n; ++i)
    if (pairing.bye == ranked[i].id) ++seats[i];
  if (std::any_of(seats.begin(), seats.end(), [](int s) { return s != 1; }))
    return std::unexpected(
        PairingFailure{PairingFailureCode::PlayerLeftOut, Criterion::C4Completion, round});

  std::vector<int> rankOf(state.players.size() + 2, 0);
  std::vector<tournament::HalfPoints> scoreOf(state.players.size() + 2, 0);
  for (int i = 0; i < n; ++i) {
    rankOf[ranked[i].id] = i;
    scoreOf[ranked[i].id] = ranked[i].score;
  }
  std::vector<ColourReason> reasons;
  for (const auto& [a, b] : pairs) {
    const ColourChoice choice = allocateColours(ranked[a], ranked[b], initial);
    const Board board = choice.first == Color::White ? Board{ranked[a].id, ranked[b].id}
                                                     : Board{ranked[b].id, ranked[a].id};
    pairing.boards.push_back(board);
    explanation.boards.push_back({board, choice.reason});
  }
  sortBoards(
      pairing.boards, [&](int id) { return scoreOf[id]; }, [&](int id) { return rankOf[id]; });
  if (options.explain) {
    std::vector<BoardExplanation> ordered;
    for (const Board& b : pairing.boards)
      for (const auto& e : explanation.boards)
        if (e.board == b) ordered.push_back(e);
    explanation.boards = std::move(ordered);
    for (auto& bracket : explanation.brackets)
      for (Board& pair : bracket.pairs)
        for (const Board& b : pairing.boards)
          if ((b.white == pair.white && b.black == pair.black) ||
              (b.white == pair.black && b.black == pair.white))
            pair = b;
    explanation.byeReceiver = pairing.bye;
    pairing.explanation = std::move(explanation);
  }
  return pairing;
}

}  // namespace pairing
