// SPDX-License-Identifier: MIT
#include "domain/pairing/team_swiss_pairer.h"

#include "domain/pairing/team_bracket.h"
#include "domain/pairing/team_pairability.h"
#include "domain/pairing/team_swiss_bye.h"
#include "domain/pairing/team_upfloaters.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace pairing {

namespace {

std::vector<int> numbersOf(const TeamSwissField& field, const std::vector<int>& indices) {
  std::vector<int> numbers;
  for (int i : indices) numbers.push_back(field.entrants[i].number);
  return numbers;
}

// C.04.2 3.6: boards by the higher score of the match, then the lower one,
// then the TPN of the higher-placed team (higher score, then smaller TPN).
void orderMatches(const TeamSwissField& field, std::vector<TeamMatch>& matches) {
  std::vector<int> indexOf(field.entrants.empty() ? 0 : field.entrants.back().number + 1, -1);
  for (std::size_t i = 0; i < field.entrants.size(); ++i)
    indexOf[field.entrants[i].number] = static_cast<int>(i);
  const auto key = [&](const TeamMatch& m) {
    const auto& w = field.entrants[indexOf[m.white]];
    const auto& b = field.entrants[indexOf[m.black]];
    const bool whiteHigher =
        w.primary > b.primary || (w.primary == b.primary && w.number < b.number);
    const auto& higher = whiteHigher ? w : b;
    const auto& lower = whiteHigher ? b : w;
    return std::tuple{-higher.primary, -lower.primary, higher.number};
  };
  std::ranges::stable_sort(matches, [&](const auto& a, const auto& b) { return key(a) < key(b); });
}

}  // namespace

std::expected<TeamSwissPairing, TeamSwissFailure> pairTeamSwiss(const TeamSwissField& field) {
  const auto fail = [&](TeamSwissFailureCode code) {
    return std::unexpected(TeamSwissFailure{code, field.round});
  };
  if (field.totalRounds > 0 && field.round > field.totalRounds)
    return fail(TeamSwissFailureCode::NoRoundsLeft);
  if (field.entrants.size() < 2) return fail(TeamSwissFailureCode::TooFewTeams);
  TeamSwissPairing out;
  std::vector<int> unpaired(field.entrants.size());
  std::iota(unpaired.begin(), unpaired.end(), 0);
  if (unpaired.size() % 2 != 0) {  // 3.3.2 step 1, 3.4
    const auto bye = teamPairingBye(field);
    if (!bye) return fail(TeamSwissFailureCode::NoLegalBye);
    out.bye = field.entrants[*bye].number;
    out.explanation.byeReceiver = out.bye;
    std::erase(unpaired, *bye);
  }
  if (!canAllBePaired(field, unpaired)) return fail(TeamSwissFailureCode::NoLegalPairing);
  // 3.2: by descending score, then ascending TPN.
  std::ranges::sort(unpaired, [&](int a, int b) {
    const auto& ea = field.entrants[a];
    const auto& eb = field.entrants[b];
    return ea.primary != eb.primary ? ea.primary > eb.primary : ea.number < eb.number;
  });
  std::vector<std::pair<int, int>> pairs;
  while (!unpaired.empty()) {  // 3.3.2 steps 2-4
    const auto top = field.entrants[unpaired.front()].primary;
    std::vector<int> residents;
    std::vector<int> lower;
    for (int i : unpaired) (field.entrants[i].primary == top ? residents : lower).push_back(i);
    const auto choice = chooseTeamUpfloaters(field, residents, lower);
    if (!choice) return fail(TeamSwissFailureCode::NoLegalPairing);
    std::vector<int> bracket = residents;
    bracket.insert(bracket.end(), choice->upfloaters.begin(), choice->upfloaters.end());
    const auto paired = pairTeamBracket(field, bracket, choice->upfloaters);
    if (!paired) return fail(TeamSwissFailureCode::NoLegalPairing);
    TeamBracketExplanation step{top,
                                numbersOf(field, residents),
                                numbersOf(field, choice->upfloaters),
                                choice->decidedBy,
                                {},
                                paired->quality};
    for (const auto& [a, b] : paired->pairs) {
      step.pairs.emplace_back(field.entrants[a].number, field.entrants[b].number);
      pairs.emplace_back(a, b);
    }
    out.explanation.brackets.push_back(std::move(step));
    std::erase_if(unpaired, [&](int i) { return std::ranges::find(bracket, i) != bracket.end(); });
  }
  for (const auto& [a, b] : pairs) {  // 3.3.2 step 5, art. 4
    const auto colours = allocateTeamColours(field, a, b);
    out.matches.push_back(
        {field.entrants[colours.white].number, field.entrants[colours.black].number, colours.rule});
  }
  orderMatches(field, out.matches);
  out.explanation.matches = out.matches;
  return out;
}

std::expected<TeamSwissPairing, TeamSwissFailure> pairNextTeamSwissRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event) {
  const int round = state.roundsRecorded() + 1;
  const auto field = teamSwissField(state, event, round);
  if (!field)
    return std::unexpected(TeamSwissFailure{TeamSwissFailureCode::BoardGamesUnclear, round});
  return pairTeamSwiss(*field);
}

}  // namespace pairing
