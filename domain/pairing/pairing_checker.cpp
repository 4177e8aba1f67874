// SPDX-License-Identifier: MIT
#include "domain/pairing/pairing_checker.h"

#include "domain/pairing/absolute_violations.h"
#include "domain/pairing/bracket_solver.h"
#include "domain/pairing/colour_allocation.h"
#include "domain/pairing/dutch_pairer.h"
#include "domain/pairing/given_round.h"
#include "domain/pairing/pairing_player.h"

#include <algorithm>
#include <map>
#include <set>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;
using tournament::RoundResult;
using tournament::TournamentState;

namespace {

// The criteria values of a pairing seen from one score level down: what
// the bracket of that level contributes (lower is better in each).
std::vector<std::pair<Criterion, long long>> levelValues(const Pairing& pairing,
                                                         const Profiles& profiles,
                                                         HalfPoints level) {
  long long floaters = 0, floaterScores = 0, c9 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0;
  long long c14 = 0, c15 = 0, c16 = 0, c17 = 0;
  auto profile = [&](int id) { return profiles.at(id); };
  if (pairing.bye && profile(*pairing.bye)->score >= level) {
    const PairingPlayer* bye = profile(*pairing.bye);
    ++floaters;
    floaterScores += bye->score;
    // C14/C16: a resident who leaves the bracket (the PAB too) having
    // downfloated one (two) rounds before.
    if (bye->score == level) {
      c9 = bye->unplayedRounds;  // C9: the PAB receiver's unplayed rounds
      c14 += bye->floatBack(1) == Float::Down;
      c16 += bye->floatBack(2) == Float::Down;
    }
  }
  for (const Board& b : pairing.boards) {
    const PairingPlayer* w = profile(b.white);
    const PairingPlayer* k = profile(b.black);
    const PairingPlayer* high = w->score >= k->score ? w : k;
    const PairingPlayer* low = high == w ? k : w;
    if (high->score >= level && low->score < level) {
      ++floaters;
      floaterScores += high->score;
      if (high->score == level) {
        c14 += high->floatBack(1) == Float::Down;
        c16 += high->floatBack(2) == Float::Down;
      }
    }
    if (low->score != level) continue;
    const ColourCost cost = colourCost(*w, *k, Color::White);
    c10 += cost.topscorerDifference;
    c11 += cost.topscorerThrice;
    c12 += cost.preference;
    c13 += cost.strongPreference;
    // C15/C17: an MDP's opponent who upfloated one (two) rounds before.
    if (high->score > low->score) {
      c15 += low->floatBack(1) == Float::Up;
      c17 += low->floatBack(2) == Float::Up;
    }
  }
  return {{Criterion::C6Pairs, floaters},
          {Criterion::C7DownfloaterScores, floaterScores},
          {Criterion::C9ByeUnplayed, c9},
          {Criterion::C10TopscorerColourDifference, c10},
          {Criterion::C11TopscorerSameColourThrice, c11},
          {Criterion::C12ColourPreference, c12},
          {Criterion::C13StrongColourPreference, c13},
          {Criterion::C14RepeatedDownfloat, c14},
          {Criterion::C15RepeatedUpfloat, c15},
          {Criterion::C16DownfloatTwoRoundsBack, c16},
          {Criterion::C17UpfloatTwoRoundsBack, c17}};
}

std::set<std::pair<int, int>> boardSet(const Pairing& p) {
  std::set<std::pair<int, int>> out;
  for (const Board& b : p.boards) out.emplace(b.white, b.black);
  return out;
}

// How many available players a pairing leaves without a board or the PAB.
std::size_t leftOut(const Pairing& pairing, const Profiles& profiles) {
  std::set<int> seated;
  for (const Board& b : pairing.boards) seated.insert({b.white, b.black});
  if (pairing.bye) seated.insert(*pairing.bye);
  return static_cast<std::size_t>(std::count_if(
      profiles.begin(), profiles.end(), [&](const auto& p) { return !seated.contains(p.first); }));
}

// C.04.3 (2017): the two pairings compared bracket by bracket from the
// top, each bracket by the weights the engine pairs it with
// (bracket_weights_2017.cpp) and along the engine's route (A.9, recorded
// in its explanation): above the PPB, C5 pairs, C6 PSD, C7 what the
// following bracket can make by itself of the bracket's downfloaters (the
// engine's own matching with the bracket's pairs fixed), C8-C11 colours,
// C12-C19 floats; the PPB and the Collapsed Last Bracket after it (or the
// last bracket) by completion, C5, C6 and the rest, without C7. The
// bracket's pairs count with the colours the pairing gives. A bracket's
// members are its scoregroup and the players the pairing moved down into
// it; once the two pairings move different players down (equal by every
// criterion above: only the generation order chose), the brackets below
// are not the same brackets and the comparison ends with Criterion::Order.
void compare2017(CheckReport& report, const std::vector<PairingPlayer>& players, Color initial) {
  std::vector<PairingPlayer> ranked = players;
  // A.2: by score, then TPN, as the engine ranks them.
  std::sort(ranked.begin(), ranked.end(), [](const PairingPlayer& a, const PairingPlayer& b) {
    return a.score != b.score ? a.score > b.score : a.id < b.id;
  });
  const int n = static_cast<int>(ranked.size());
  std::map<int, int> rankOf;
  std::vector<bool> byeEligible(n);
  for (int r = 0; r < n; ++r) {
    rankOf[ranked[r].id] = r;
    byeEligible[r] = ranked[r].byeEligible;
  }
  const BracketSolver::Compatible mayMeetRanks = [&](int a, int b) {
    return mayMeet(ranked[a], ranked[b]);
  };
  // By rank: the partner (-1: none, the PAB) and the colour given.
  struct Seating {
    std::vector<int> partner;
    std::vector<Color> colour;
    std::optional<int> bye;
  };
  auto seating = [&](const Pairing& p) {
    Seating s{std::vector<int>(n, -1), std::vector<Color>(n, Color::White), std::nullopt};
    for (const Board& b : p.boards) {
      const int w = rankOf.at(b.white), k = rankOf.at(b.black);
      s.partner[w] = k;
      s.partner[k] = w;
      s.colour[k] = Color::Black;
    }
    if (p.bye) s.bye = rankOf.at(*p.bye);
    return s;
  };
  const Seating ours = seating(*report.ours);
  const Seating given = seating(report.given);
  const auto& route = report.ours->explanation->brackets;
  std::vector<int> oursDown, givenDown;  // the MDPs of the bracket, by rank
  std::vector<Role> roles(n);
  bool collapsed = false;
  for (std::size_t index = 0, start = 0; static_cast<int>(start) < n; ++index) {
    if (oursDown != givenDown) break;
    int end = collapsed ? n : static_cast<int>(start);
    while (end < n && ranked[end].score == ranked[start].score) ++end;
    int nextEnd = end;
    while (nextEnd < n && ranked[nextEnd].score == ranked[end].score) ++nextEnd;
    const bool penultimate = index < route.size() && route[index].penultimate;
    const bool following = end < n && !penultimate;  // C.7 applies (A.9)
    for (int r = 0; r < n; ++r)
      roles[r] = r < static_cast<int>(start) ? Role::Out
                 : r < end                   ? Role::Resident
                 : !following                ? Role::Lower
                 : r < nextEnd               ? Role::Next
                                             : Role::Out;
    for (int r : oursDown) roles[r] = Role::MovedDown;
    const auto below =
        following && nextEnd < n ? BracketSolver::Below::Window : BracketSolver::Below::All;
    BracketSolver solver(ranked, roles, initial, mayMeetRanks, byeEligible, below, true,
                         WeightRules{DutchEdition::Rules2017, following, false});
    const BracketWeights& weights = solver.weights();
    auto total = [&](const Seating& s) {
      MatchWeight sum;
      std::vector<std::pair<int, int>> bracketPairs;
      for (int r = 0; r < n; ++r) {
        if (roles[r] == Role::Out) continue;
        const int partner = s.partner[r];
        const bool inside = partner >= 0 && inBracket(roles[r]) && inBracket(roles[partner]);
        if (partner > r && (inside || !following)) sum += weights.pairAs(r, partner, s.colour[r]);
        if (partner > r && inside) bracketPairs.emplace_back(r, partner);
        if (s.bye == r && !following) sum += weights.bye(r);
      }
      if (following) sum += solver.bestBeyond(bracketPairs);
      return sum;
    };
    const MatchWeight a = total(ours), b = total(given);
    if (const Criterion c = weights.firstDifference(a, b); c != Criterion::Order) {
      report.firstDifference = c;
      report.oursBetter = a > b;  // the engine's matching maximises the weight
      return;
    }
    // The players of the bracket not paired in it move down (A.3).
    auto movedOn = [&](const Seating& s) {
      std::vector<int> down;
      for (int r = 0; r < n; ++r)
        if (inBracket(roles[r]) && (s.partner[r] < 0 || !inBracket(roles[s.partner[r]])))
          down.push_back(r);
      return down;
    };
    oursDown = movedOn(ours);
    givenDown = movedOn(given);
    collapsed = collapsed || penultimate;
    start = static_cast<std::size_t>(end);
  }
  report.firstDifference = Criterion::Order;
  report.oursBetter = true;
}

void compare(CheckReport& report, const Profiles& profiles,
             const std::vector<PairingPlayer>& players, Color initial) {
  const Pairing& ours = *report.ours;
  report.sameAsOurs = boardSet(ours) == boardSet(report.given) && ours.bye == report.given.bye;
  if (report.sameAsOurs) return;
  // C.04.3 C4 before any quality criterion: a pairing that leaves players
  // out ranks below every complete one, and the fewer left out the better.
  const std::size_t oursOut = leftOut(ours, profiles);
  const std::size_t givenOut = leftOut(report.given, profiles);
  if (oursOut != givenOut) {
    report.firstDifference = Criterion::C4Completion;
    report.oursBetter = oursOut < givenOut;
    return;
  }
  // An absolute criterion (C1-C3) broken: ours, which breaks none, is
  // better from the first criterion the given pairing breaks.
  if (!report.violations.empty()) {
    report.firstDifference = std::min_element(report.violations.begin(), report.violations.end(),
                                              [](const Violation& a, const Violation& b) {
                                                return a.criterion < b.criterion;
                                              })
                                 ->criterion;
    report.oursBetter = true;
    return;
  }
  if (report.edition == DutchEdition::Rules2017) {
    compare2017(report, players, initial);
    return;
  }
  // C5: the PAB receiver's score.
  if (ours.bye && report.given.bye) {
    const HalfPoints a = profiles.at(*ours.bye)->score;
    const HalfPoints b = profiles.at(*report.given.bye)->score;
    if (a != b) {
      report.firstDifference = Criterion::C5ByeScore;
      report.oursBetter = a < b;
      return;
    }
  }
  std::set<HalfPoints, std::greater<>> levels;
  for (const auto& [id, p] : profiles) levels.insert(p->score);
  for (HalfPoints level : levels) {
    const auto a = levelValues(ours, profiles, level);
    const auto b = levelValues(report.given, profiles, level);
    for (std::size_t i = 0; i < a.size(); ++i)
      if (a[i].second != b[i].second) {
        report.firstDifference = a[i].first;
        report.oursBetter = a[i].second < b[i].second;
        return;
      }
  }
  report.firstDifference = Criterion::Order;
  report.oursBetter = true;
}

}  // namespace

std::expected<CheckReport, CheckFailureCode> checkLastRound(const TournamentState& state,
                                                            const DutchOptions& options) {
  const int round = roundToPair(state) - 1;
  if (round < 1) return std::unexpected(CheckFailureCode::NoPairedRound);
  const TournamentState before = stateBefore(state, round);
  CheckReport report;
  report.round = round;
  report.edition = editionFor(before, options);
  report.given = givenPairing(state, round);
  const auto players = pairingPlayers(before, round, options);
  Profiles profiles;
  for (const auto& p : players) profiles[p.id] = &p;
  report.violations = absoluteViolations(report.given, profiles);
  // The engine's explanation records its route through the brackets
  // (2017 A.9: which bracket was the PPB), which the comparison follows.
  DutchOptions engine = options;
  engine.explain = true;
  if (auto ours = pairDutch(before, engine)) report.ours = std::move(*ours);
  if (report.ours) compare(report, profiles, players, before.firstColor.value_or(Color::White));
  if (report.ours && !options.explain) report.ours->explanation.reset();
  return report;
}

}  // namespace pairing
