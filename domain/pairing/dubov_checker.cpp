// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_checker.h"

#include "domain/pairing/dubov_pairer.h"
#include "domain/pairing/dubov_player.h"
#include "domain/pairing/given_round.h"

#include <algorithm>
#include <map>
#include <set>

namespace pairing {

using tournament::Color;
using tournament::HalfPoints;

namespace {

using DubovProfiles = std::map<int, const DubovPlayer*>;

std::set<std::pair<int, int>> boardSet(const Pairing& p) {
  std::set<std::pair<int, int>> out;
  for (const Board& b : p.boards) out.emplace(b.white, b.black);
  return out;
}

DubovCriterion dubovCriterionOf(Criterion c) {
  switch (c) {
    case Criterion::C1NoRematch:
      return DubovCriterion::C1NoRematch;
    case Criterion::C2NoSecondBye:
      return DubovCriterion::C2NoSecondBye;
    case Criterion::C3AbsoluteColour:
      return DubovCriterion::C3AbsoluteColour;
    default:
      return DubovCriterion::C4Completion;
  }
}

// A scoregroup's bracket as a pairing made it: the boards whose higher
// score is `level`, measured against C5-C10.
struct BracketMeasure {
  int upfloaters = 0;  // C5
  UpfloaterQuality quality;
  // 4.2.1: the upfloaters' sequence numbers (score, then TPN), sorted; of
  // two sets equal by C5-C10 the one first in this order is chosen.
  std::vector<std::pair<HalfPoints, int>> sequence;
};

BracketMeasure measure(const Pairing& pairing, const DubovProfiles& profiles, HalfPoints level,
                       int maxUpfloats, bool lastRound) {
  BracketMeasure m;
  std::vector<int> upfloaters;
  std::vector<const DubovPlayer*> seated;
  int colourViolations = 0;
  for (const Board& b : pairing.boards) {
    const DubovPlayer* w = profiles.at(b.white);
    const DubovPlayer* k = profiles.at(b.black);
    if (std::max(w->score(), k->score()) != level) continue;
    colourViolations += (w->preference() != Color::White) + (k->preference() != Color::Black);
    for (const DubovPlayer* p : {w, k}) {
      seated.push_back(p);
      if (p->score() < level) {
        upfloaters.push_back(static_cast<int>(seated.size()) - 1);
        m.sequence.emplace_back(-p->score(), p->tpn());
      }
    }
  }
  std::vector<DubovPlayer> copies;
  for (const DubovPlayer* p : seated) copies.push_back(*p);
  m.upfloaters = static_cast<int>(upfloaters.size());
  std::sort(m.sequence.begin(), m.sequence.end());
  m.quality = upfloaterQuality(copies, upfloaters, colourViolations, maxUpfloats, !lastRound);
  return m;
}

void compare(DubovCheckReport& report, const DubovProfiles& profiles, int maxUpfloats,
             bool lastRound) {
  const Pairing& ours = *report.ours;
  report.sameAsOurs = boardSet(report.given) == boardSet(ours) && report.given.bye == ours.bye;
  if (report.sameAsOurs) return;
  if (!report.violations.empty()) {
    report.firstDifference = dubovCriterionOf(report.violations.front().criterion);
    report.oursBetter = true;
    return;
  }
  if (report.given.bye != ours.bye) {
    report.firstDifference = DubovCriterion::C2NoSecondBye;  // 3.1: the PAB comes first
    report.oursBetter = true;
    return;
  }
  std::set<HalfPoints, std::greater<>> levels;
  for (const auto& [id, p] : profiles) levels.insert(p->score());
  for (HalfPoints level : levels) {
    const auto g = measure(report.given, profiles, level, maxUpfloats, lastRound);
    const auto o = measure(ours, profiles, level, maxUpfloats, lastRound);
    if (g.upfloaters != o.upfloaters) {
      report.firstDifference = DubovCriterion::C5Upfloaters;
      report.oursBetter = o.upfloaters < g.upfloaters;
      return;
    }
    const auto c = compareQuality(o.quality, g.quality);
    if (c.criterion != DubovCriterion::None) {
      report.firstDifference = c.criterion;
      report.oursBetter = c.firstBetter;
      return;
    }
    // 3.2.2: the scoregroup is settled before the ones below it; of sets
    // equal by C5-C10 the first in order is taken, whatever it leaves below.
    if (g.sequence != o.sequence) {
      report.firstDifference = DubovCriterion::Order;
      report.oursBetter = o.sequence < g.sequence;
      return;
    }
  }
  report.firstDifference = DubovCriterion::Order;
  report.oursBetter = true;
}

}  // namespace

std::expected<DubovCheckReport, CheckFailureCode> checkDubovRound(
    const tournament::TournamentState& state, int round) {
  if (round == 0) round = roundToPair(state) - 1;
  if (round < 1) return std::unexpected(CheckFailureCode::NoPairedRound);
  const auto before = stateBefore(state, round);
  DubovCheckReport report;
  report.round = round;
  report.given = givenPairing(state, round);
  const auto players = dubovPlayers(before, round);
  Profiles common;
  DubovProfiles profiles;
  for (const auto& p : players) {
    common[p.id()] = &p.base;
    profiles[p.id()] = &p;
  }
  report.violations = absoluteViolations(report.given, common);
  if (auto ours = pairDubov(before)) report.ours = std::move(*ours);
  const bool lastRound = before.totalRounds > 0 && round == before.totalRounds;
  if (report.ours) compare(report, profiles, dubovMaxUpfloats(before.totalRounds), lastRound);
  return report;
}

}  // namespace pairing
