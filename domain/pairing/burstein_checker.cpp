// SPDX-License-Identifier: MIT
#include "domain/pairing/burstein_checker.h"

#include "domain/pairing/burstein_bracket.h"
#include "domain/pairing/burstein_pairer.h"
#include "domain/pairing/burstein_player.h"
#include "domain/pairing/given_round.h"

#include <algorithm>
#include <map>
#include <set>

namespace pairing {

using tournament::HalfPoints;

namespace {

std::set<std::pair<int, int>> boardSet(const Pairing& p) {
  std::set<std::pair<int, int>> out;
  for (const Board& b : p.boards) out.emplace(b.white, b.black);
  return out;
}

// The pairs of a round as unordered pairs of player indices.
std::set<std::pair<int, int>> pairSet(const Pairing& p, const std::map<int, int>& indexOf) {
  std::set<std::pair<int, int>> out;
  for (const Board& b : p.boards) {
    const auto white = indexOf.find(b.white);
    const auto black = indexOf.find(b.black);
    if (white == indexOf.end() || black == indexOf.end()) continue;  // C4 names such a board
    out.emplace(std::min(white->second, black->second), std::max(white->second, black->second));
  }
  return out;
}

BursteinCriterion bursteinCriterionOf(Criterion c) {
  switch (c) {
    case Criterion::C1NoRematch:
      return BursteinCriterion::C1NoRematch;
    case Criterion::C2NoSecondBye:
      return BursteinCriterion::C2NoSecondBye;
    case Criterion::C3AbsoluteColour:
      return BursteinCriterion::C3AbsoluteColour;
    default:
      return BursteinCriterion::C4Completion;
  }
}

// The pairs both of whose players are in `bracket`.
std::vector<std::pair<int, int>> pairsWithin(const std::set<std::pair<int, int>>& pairs,
                                             const std::vector<int>& bracket) {
  const std::set<int> in(bracket.begin(), bracket.end());
  std::vector<std::pair<int, int>> out;
  for (const auto& [a, b] : pairs)
    if (in.contains(a) && in.contains(b)) out.emplace_back(a, b);
  return out;
}

// 3.2.2: the first of C5-C8 by which two pairings of a bracket differ.
void compareBrackets(const BursteinBracketQuality& ours, const BursteinBracketQuality& given,
                     BursteinCheckReport& report) {
  const auto decide = [&](BursteinCriterion c, bool oursBetter) {
    report.firstDifference = c;
    report.oursBetter = oursBetter;
  };
  if (ours.pairs != given.pairs)
    return decide(BursteinCriterion::C5Pairs, ours.pairs > given.pairs);
  if (ours.pairedByScore != given.pairedByScore)
    return decide(BursteinCriterion::C6FloaterScores, ours.pairedByScore > given.pairedByScore);
  if (ours.nextPairs != given.nextPairs || ours.nextPairedByScore != given.nextPairedByScore)
    return decide(BursteinCriterion::C7NextBracket,
                  std::tie(ours.nextPairs, ours.nextPairedByScore) >
                      std::tie(given.nextPairs, given.nextPairedByScore));
  if (ours.preferencesMet != given.preferencesMet)
    return decide(BursteinCriterion::C8ColourPreference,
                  ours.preferencesMet > given.preferencesMet);
  decide(BursteinCriterion::Order, true);  // 3.2.2: the first of 4.3 is ours
}

void compare(BursteinCheckReport& report, const std::vector<BursteinPlayer>& players,
             const BursteinExplanation& ours) {
  std::map<int, int> indexOf;
  for (int i = 0; i < static_cast<int>(players.size()); ++i) indexOf[players[i].id()] = i;
  const auto given = pairSet(report.given, indexOf);
  const auto mine = pairSet(*report.ours, indexOf);
  // The brackets as ours met them; the first one the given round pairs
  // otherwise is where the two part.
  std::map<HalfPoints, std::vector<int>, std::greater<>> groups;
  for (int i = 0; i < static_cast<int>(players.size()); ++i)
    if (!report.ours->bye || players[i].id() != *report.ours->bye)
      groups[players[i].score()].push_back(i);
  for (const auto& bracket : ours.brackets) {
    std::vector<int> members;
    for (int id : bracket.ranked) members.push_back(indexOf.at(id));
    std::vector<int> next;
    if (auto group = groups.find(bracket.score); group != groups.end())
      if (auto after = std::next(group); after != groups.end()) next = after->second;
    const auto givenPairs = pairsWithin(given, members);
    const auto ourPairs = pairsWithin(mine, members);
    if (givenPairs == ourPairs) continue;
    compareBrackets(bursteinBracketQuality(players, members, next, ourPairs),
                    bursteinBracketQuality(players, members, next, givenPairs), report);
    return;
  }
  report.firstDifference = BursteinCriterion::Colours;  // the same pairs (5.2)
  report.oursBetter = true;
}

}  // namespace

std::string bursteinCriterionLabel(BursteinCriterion c) {
  switch (c) {
    case BursteinCriterion::None:
      return "none";
    case BursteinCriterion::C1NoRematch:
      return "C1";
    case BursteinCriterion::C2NoSecondBye:
      return "C2";
    case BursteinCriterion::C3AbsoluteColour:
      return "C3";
    case BursteinCriterion::C4Completion:
      return "C4";
    case BursteinCriterion::C5Pairs:
      return "C5";
    case BursteinCriterion::C6FloaterScores:
      return "C6";
    case BursteinCriterion::C7NextBracket:
      return "C7";
    case BursteinCriterion::C8ColourPreference:
      return "C8";
    case BursteinCriterion::Order:
      return "4.3";
    case BursteinCriterion::Colours:
      return "5.2";
    case BursteinCriterion::SeedingRound:
      return "1.6";
  }
  return "none";
}

std::expected<BursteinCheckReport, CheckFailureCode> checkBursteinRound(
    const tournament::TournamentState& state, int round) {
  if (round == 0) round = roundToPair(state) - 1;
  if (round < 1) return std::unexpected(CheckFailureCode::NoPairedRound);
  const auto before = stateBefore(state, round);
  BursteinCheckReport report;
  report.round = round;
  report.given = givenPairing(state, round);
  const auto players = bursteinPlayers(before, round);
  Profiles common;
  for (const auto& p : players) common[p.id()] = &p.base;
  report.violations = absoluteViolations(report.given, common);
  BursteinExplanation explanation;
  if (auto ours = pairBurstein(before, &explanation)) report.ours = std::move(*ours);
  if (!report.ours) return report;
  report.sameAsOurs =
      boardSet(report.given) == boardSet(*report.ours) && report.given.bye == report.ours->bye;
  if (report.sameAsOurs) return report;
  report.oursBetter = true;
  if (!report.violations.empty())
    report.firstDifference = bursteinCriterionOf(report.violations.front().criterion);
  else if (explanation.seedingRound)
    report.firstDifference = BursteinCriterion::SeedingRound;  // 1.6: the Dutch system's round
  else if (report.given.bye != report.ours->bye)
    report.firstDifference = BursteinCriterion::C2NoSecondBye;  // 3.1: the PAB comes first
  else
    compare(report, players, explanation);
  return report;
}

}  // namespace pairing
