// SPDX-License-Identifier: MIT
#include "domain/pairing/team_swiss_checker.h"

#include "domain/pairing/team_bracket.h"
#include "domain/pairing/team_colours.h"

#include <algorithm>
#include <map>

namespace pairing {

using tournament::RoundResult;

namespace {

bool isMatch(RoundResult r) {
  return r == RoundResult::Win || r == RoundResult::Draw || r == RoundResult::Loss ||
         r == RoundResult::ForfeitWin || r == RoundResult::ForfeitLoss;
}

// The given round's matches and PAB from the team rounds.
void readGiven(const std::vector<std::vector<tournament::TeamRound>>& rounds,
               const tournament::TeamEvent& event, int round, TeamCheckReport& report) {
  for (std::size_t t = 0; t < rounds.size(); ++t) {
    const int team = static_cast<int>(t) + 1;
    const auto& r = rounds[t][round - 1];
    if (r.result == RoundResult::PairingBye) report.givenBye = team;
    if (!isMatch(r.result) || r.opponent <= 0) continue;
    bool white = r.color == tournament::Color::White;
    if (!r.color) {  // a forfeited match: the first named team (TRF 330)
      const auto f = std::ranges::find_if(event.forfeitedMatches, [&](const auto& m) {
        return m.round == round && (m.white == team || m.black == team);
      });
      white = f != event.forfeitedMatches.end() ? f->white == team : team < r.opponent;
    }
    if (white) report.given.push_back({team, r.opponent, TeamColourRule::InitialColour});
  }
}

class Comparison {
public:
  Comparison(const TeamSwissField& field, const std::vector<TeamMatch>& given, int givenBye)
      : m_field(field), m_givenBye(givenBye) {
    for (std::size_t i = 0; i < field.entrants.size(); ++i)
      m_index[field.entrants[i].number] = static_cast<int>(i);
    for (const auto& m : given) {
      m_partner[m.white] = m.black;
      m_partner[m.black] = m.white;
    }
  }

  TeamCriterion firstDifference(const TeamSwissPairing& ours) const {
    if (ours.bye != m_givenBye) return TeamCriterion::ByeChoice;
    for (const auto& bracket : ours.explanation.brackets) {
      if (const auto c = upfloaterDifference(bracket); c != TeamCriterion::None) return c;
      if (const auto c = pairDifference(bracket); c != TeamCriterion::None) return c;
    }
    return TeamCriterion::Colours;
  }

private:
  int partner(int team) const {
    const auto p = m_partner.find(team);
    return p == m_partner.end() ? 0 : p->second;
  }
  const TeamSwissEntrant& entrant(int team) const { return m_field.entrants[m_index.at(team)]; }

  // The teams the given round pairs with this bracket's residents from
  // outside them: its upfloaters.
  TeamCriterion upfloaterDifference(const TeamBracketExplanation& bracket) const {
    std::vector<int> given;
    for (int r : bracket.residents) {
      const int p = partner(r);
      if (p > 0 && std::ranges::find(bracket.residents, p) == bracket.residents.end())
        given.push_back(p);
    }
    auto ours = bracket.upfloaters;
    std::ranges::sort(given);
    std::ranges::sort(ours);
    if (given == ours) return TeamCriterion::None;
    if (given.size() != ours.size()) return TeamCriterion::C4Upfloaters;
    const auto scores = [&](const std::vector<int>& set) {
      std::vector<tournament::HalfPoints> s;
      for (int t : set) s.push_back(entrant(t).primary);
      std::ranges::sort(s);
      return s;
    };
    if (scores(given) != scores(ours)) return TeamCriterion::C5UpfloaterScores;
    const auto floated = [&](const std::vector<int>& set) {
      return m_field.floatCriteriaApply()
                 ? std::ranges::count_if(set, [&](int t) { return entrant(t).floatedLastRound; })
                 : 0;
    };
    if (floated(given) != floated(ours)) return TeamCriterion::C7UpfloatersFloated;
    return TeamCriterion::UpfloaterOrder;
  }

  // The pairs within the bracket: C8-C10 of the given pairs, then order.
  TeamCriterion pairDifference(const TeamBracketExplanation& bracket) const {
    std::vector<int> members;
    bool same = true;
    for (const auto& [top, bottom] : bracket.pairs) {
      members.push_back(top);
      members.push_back(bottom);
      if (partner(top) != bottom) same = false;
    }
    if (same) return TeamCriterion::None;
    const auto isUp = [&](int t) {
      return std::ranges::find(bracket.upfloaters, t) != bracket.upfloaters.end();
    };
    TeamBracketQuality given;
    for (int t : members) {
      const int p = partner(t);
      if (p < t || std::ranges::find(members, p) == members.end()) continue;
      const auto q = teamPairQuality(m_field, m_index.at(t), m_index.at(p), isUp(t), isUp(p));
      given.colourPreferences += q.colourPreferences;
      given.strongColourPreferences += q.strongColourPreferences;
      given.floatedOpponents += q.floatedOpponents;
    }
    const auto& ours = bracket.quality;
    if (given.colourPreferences != ours.colourPreferences) return TeamCriterion::C8ColourPreference;
    if (given.strongColourPreferences != ours.strongColourPreferences)
      return TeamCriterion::C9StrongColourPreference;
    if (given.floatedOpponents != ours.floatedOpponents) return TeamCriterion::C10OpponentsFloated;
    return TeamCriterion::PairingIdentifier;
  }

  const TeamSwissField& m_field;
  int m_givenBye = 0;
  std::map<int, int> m_index;    // team number -> entrant index
  std::map<int, int> m_partner;  // team number -> its opponent in the given round
};

bool sameMatches(std::vector<TeamMatch> a, std::vector<TeamMatch> b) {
  const auto key = [](const TeamMatch& m) { return std::pair{m.white, m.black}; };
  std::ranges::sort(a, {}, key);
  std::ranges::sort(b, {}, key);
  return std::ranges::equal(a, b, {}, key, key);
}

}  // namespace

TeamCriterion firstTeamDifference(const TeamSwissField& field, const TeamSwissPairing& ours,
                                  const std::vector<TeamMatch>& given, int givenBye) {
  if (sameMatches(ours.matches, given) && ours.bye == givenBye) return TeamCriterion::None;
  return Comparison(field, given, givenBye).firstDifference(ours);
}

std::expected<TeamCheckReport, TeamCheckFailureCode> checkTeamSwissRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event, int round) {
  if (round == 0) round = state.roundsRecorded();
  if (round < 1 || round > state.roundsRecorded())
    return std::unexpected(TeamCheckFailureCode::NoPairedRound);
  const auto rounds = tournament::teamRounds(state, event, round);
  const auto field = teamSwissField(state, event, round);
  if (!rounds || !field) return std::unexpected(TeamCheckFailureCode::BoardGamesUnclear);
  TeamCheckReport report;
  report.round = round;
  readGiven(*rounds, event, round, report);
  // Absolute criteria: C1 for each match, C2 for the PAB, and every team
  // of the field paired or given the PAB (3.3.1).
  std::map<int, int> index;
  for (std::size_t i = 0; i < field->entrants.size(); ++i)
    index[field->entrants[i].number] = static_cast<int>(i);
  std::vector<int> seen;
  for (const auto& m : report.given) {
    seen.push_back(m.white);
    seen.push_back(m.black);
    if (index.contains(m.white) && index.contains(m.black) &&
        field->met(index[m.white], index[m.black]))
      report.violations.push_back({TeamCriterion::C1NoRematch, m.white, m.black});
  }
  if (report.givenBye > 0) {
    seen.push_back(report.givenBye);
    if (index.contains(report.givenBye) && !field->entrants[index[report.givenBye]].mayGetBye)
      report.violations.push_back({TeamCriterion::C2NoSecondBye, report.givenBye, 0});
  }
  for (const auto& e : field->entrants)
    if (std::ranges::find(seen, e.number) == seen.end())
      report.violations.push_back({TeamCriterion::C3Completion, e.number, 0});
  const auto ours = pairTeamSwiss(*field);
  if (ours) {
    report.ours = *ours;
    report.sameAsOurs = sameMatches(report.given, ours->matches) && ours->bye == report.givenBye;
  }
  if (!report.violations.empty())
    report.firstDifference = report.violations.front().criterion;
  else if (ours && !report.sameAsOurs)
    report.firstDifference = firstTeamDifference(*field, *ours, report.given, report.givenBye);
  return report;
}

}  // namespace pairing
