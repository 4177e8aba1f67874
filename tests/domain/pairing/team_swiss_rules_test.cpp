// SPDX-License-Identifier: MIT
// Hand-worked cases of the FIDE Swiss Team Pairing System (C.04.6, in
// force from 1 February 2026), one article at a time. Each field is built
// by hand; the expected pairing is worked out in the comment from the text.
#include "domain/pairing/team_bracket.h"
#include "domain/pairing/team_colours.h"
#include "domain/pairing/team_swiss_bye.h"
#include "domain/pairing/team_swiss_pairer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <tuple>

namespace pairing {
namespace {

using tournament::Color;
using Kind = tournament::TeamColourPreferences;

std::vector<Color> colours(const std::string& text) {
  std::vector<Color> out;
  for (char c : text) out.push_back(c == 'W' ? Color::White : Color::Black);
  return out;
}

// A team with `points` match points (half-points: 2 = a draw) and the
// colours of its played matches; its preference follows 1.7 for `kind`.
TeamSwissEntrant team(int number, int points, const std::string& history = "",
                      std::vector<int> opponents = {}, Kind kind = Kind::TypeA,
                      bool lastRound = false) {
  TeamSwissEntrant e;
  e.number = number;
  e.primary = points;
  e.colours = colours(history);
  e.colourDifference = colourDifference(e.colours);
  e.preference = teamColourPreference(e.colours, kind, lastRound);
  e.matchesPlayed = static_cast<int>(history.size());
  e.opponents = std::move(opponents);
  return e;
}

TeamSwissField field(std::vector<TeamSwissEntrant> entrants, int round = 3, int total = 9,
                     Kind kind = Kind::TypeA) {
  TeamSwissField f;
  f.round = round;
  f.totalRounds = total;
  f.colourPreferences = kind;
  // C1 both ways: an opponent list names the meeting on each side.
  for (auto& e : entrants)
    for (int o : e.opponents)
      for (auto& other : entrants)
        if (other.number == o &&
            std::ranges::find(other.opponents, e.number) == other.opponents.end())
          other.opponents.push_back(e.number);
  f.entrants = std::move(entrants);
  return f;
}

std::vector<std::pair<int, int>> matches(const TeamSwissPairing& p) {
  std::vector<std::pair<int, int>> out;
  for (const auto& m : p.matches) out.emplace_back(m.white, m.black);
  std::ranges::sort(out);
  return out;
}

// Unordered pairs, when only who meets whom is the point.
std::vector<std::pair<int, int>> pairs(const TeamSwissPairing& p) {
  std::vector<std::pair<int, int>> out;
  for (const auto& m : p.matches)
    out.emplace_back(std::min(m.white, m.black), std::max(m.white, m.black));
  std::ranges::sort(out);
  return out;
}

using Pairs = std::vector<std::pair<int, int>>;

// 1.7.1 Type A: White when CD < -1, or CD 0 or -1 after two Blacks; Black
// the other way round; else none.
TEST(TeamSwissRules, TypeAPreferenceFollows171) {
  const auto pref = [](const std::string& h) {
    return teamColourPreference(colours(h), Kind::TypeA, false);
  };
  EXPECT_FALSE(pref("").colour);
  EXPECT_FALSE(pref("W").colour);                // CD +1, one White: none
  EXPECT_FALSE(pref("WB").colour);               // CD 0, last two differ
  EXPECT_EQ(pref("WW").colour, Color::Black);    // CD +2
  EXPECT_EQ(pref("WBB").colour, Color::White);   // CD -1, last two Black
  EXPECT_FALSE(pref("BBW").colour);              // CD -1, last two BW
  EXPECT_EQ(pref("BWW").colour, Color::Black);   // CD +1, last two White
  EXPECT_EQ(pref("WWBB").colour, Color::White);  // CD 0, last two Black
}

// 1.7.2 Type B: Type A's preferences are strong; mild White when CD = -1,
// or CD = 0 with Black last, except in the last round.
TEST(TeamSwissRules, TypeBPreferenceFollows172) {
  const auto pref = [](const std::string& h, bool last = false) {
    return teamColourPreference(colours(h), Kind::TypeB, last);
  };
  EXPECT_EQ(pref("W"), (TeamColourPreference{Color::Black, false}));    // CD +1: mild Black
  EXPECT_EQ(pref("WB"), (TeamColourPreference{Color::White, false}));   // CD 0, last Black: mild
  EXPECT_FALSE(pref("WB", true).colour);                                // ... not in the last round
  EXPECT_EQ(pref("BBW"), (TeamColourPreference{Color::White, false}));  // CD -1: mild White
  EXPECT_EQ(pref("WW"), (TeamColourPreference{Color::Black, true}));    // CD +2: strong
  // CD 0 after two Blacks in the last round: strong White (Gacrux's reading
  // of 1.7.2, TEAM_SWISS.md ambiguity 5).
  EXPECT_EQ(pref("WWBB", true), (TeamColourPreference{Color::White, true}));
  EXPECT_FALSE(teamColourPreference(colours("WW"), Kind::None, false).colour);
}

// 3.4: the PAB goes to the lowest score (3.4.2), then the most matches
// played (3.4.3), then the largest TPN (3.4.4), among teams C2 allows.
TEST(TeamSwissRules, ByeGoesToTheLowestScoreThenMostMatchesThenLargestTpn) {
  auto teams = std::vector{team(1, 8, "WB"), team(2, 8, "BW"), team(3, 4, "WB"), team(4, 4, "B"),
                           team(5, 0, "BW")};
  EXPECT_EQ(field(teams).entrants[*teamPairingBye(field(teams))].number, 5);  // lowest score
  teams[4].mayGetBye = false;  // C2: team 5 had a PAB or a forfeit win
  // 3 and 4 both have 2 MP; 3 played two matches, 4 one (3.4.3).
  EXPECT_EQ(field(teams).entrants[*teamPairingBye(field(teams))].number, 3);
  teams[3] = team(4, 4, "BW");  // now both played two: the largest TPN (3.4.4)
  EXPECT_EQ(field(teams).entrants[*teamPairingBye(field(teams))].number, 4);
}

// 3.4.1: the PAB must leave the others a legal pairing. Three teams with
// one match each, 1 and 2 have met: the PAB by 3.4.4 would go to 3,
// leaving 1-2 (C1); so it goes to 2.
TEST(TeamSwissRules, ByeLeavesALegalPairing) {
  const auto f = field({team(1, 2, "W", {2}), team(2, 2, "B"), team(3, 2, "B", {9})});
  EXPECT_EQ(f.entrants[*teamPairingBye(f)].number, 2);
  const auto paired = pairTeamSwiss(f);
  ASSERT_TRUE(paired);
  EXPECT_EQ(paired->bye, 2);
  EXPECT_EQ(pairs(*paired), (Pairs{{1, 3}}));
}

// 3.6 and 4.3.1 in round 1, six teams: the first identifier is 1 2 3 4 5 6,
// i.e. 1-4, 2-5, 3-6. Initial colour White: first-teams 1 and 3 (odd TPN)
// take White, 2 (even) Black.
TEST(TeamSwissRules, RoundOneFoldsByTpnAndColoursByParity) {
  auto f = field({team(1, 0), team(2, 0), team(3, 0), team(4, 0), team(5, 0), team(6, 0)}, 1, 5);
  const auto paired = pairTeamSwiss(f);
  ASSERT_TRUE(paired);
  EXPECT_EQ(matches(*paired), (Pairs{{1, 4}, {3, 6}, {5, 2}}));
  f.initialColour = Color::Black;
  EXPECT_EQ(matches(*pairTeamSwiss(f)), (Pairs{{2, 5}, {4, 1}, {6, 3}}));
}

// C1 and 3.6.3: four teams on one score, 1 met 3 and 2 met 4. Identifiers
// in order: 1 2 | 3 4 (1-3: C1), 1 2 | 4 3 -> 1-4, 2-3.
TEST(TeamSwissRules, IdentifierOrderSkipsARematch) {
  const auto f =
      field({team(1, 2, "W", {3}), team(2, 2, "B", {4}), team(3, 2, "B"), team(4, 2, "W")});
  EXPECT_EQ(pairs(*pairTeamSwiss(f)), (Pairs{{1, 4}, {2, 3}}));
}

// C8 before the identifier: 1 and 3 prefer White, 2 and 4 Black (Type A,
// two matches of one colour). 1-3, 2-4 leaves two preferences unmet;
// 1-4, 2-3 none, so it is chosen though its identifier comes later. The
// colours grant both preferences (4.3.3).
TEST(TeamSwissRules, FewerUnmetColourPreferencesBeatTheIdentifier) {
  const auto f = field({team(1, 4, "BB", {5, 6}), team(2, 4, "WW", {7, 8}),
                        team(3, 4, "BB", {9, 10}), team(4, 4, "WW", {11, 12})});
  const auto paired = pairTeamSwiss(f);
  EXPECT_EQ(matches(*paired), (Pairs{{1, 4}, {3, 2}}));
  for (const auto& m : paired->matches)
    EXPECT_EQ(m.colourRule, TeamColourRule::OppositePreferences);
}

// C4 and C5: residents 1, 2, 3 (4 MP) are odd, one upfloater is enough
// (C4); the highest score below is 2 MP (teams 4, 5; C5), the first in TPN
// order 4 (3.5.4). Bracket 1-3, 2-4; then 5-6.
TEST(TeamSwissRules, OneUpfloaterWithTheHighestScoreAndSmallestTpn) {
  const auto f = field({team(1, 4), team(2, 4), team(3, 4), team(4, 2), team(5, 2), team(6, 0)});
  const auto paired = pairTeamSwiss(f);
  EXPECT_EQ(pairs(*paired), (Pairs{{1, 3}, {2, 4}, {5, 6}}));
  ASSERT_FALSE(paired->explanation.brackets.empty());
  EXPECT_EQ(paired->explanation.brackets[0].upfloaters, std::vector<int>{4});
}

// C4: residents 1 and 2 have met, so the bracket needs two upfloaters, 3
// and 4 (C5: 2 MP before 0 MP). Identifier 1 2 | 3 4.
TEST(TeamSwissRules, ResidentsWhoMetTakeTwoUpfloaters) {
  const auto f = field(
      {team(1, 4, "W", {2}), team(2, 4, "B"), team(3, 2), team(4, 2), team(5, 0), team(6, 0)});
  const auto paired = pairTeamSwiss(f);
  EXPECT_EQ(pairs(*paired), (Pairs{{1, 3}, {2, 4}, {5, 6}}));
  EXPECT_EQ(paired->explanation.brackets[0].upfloatersDecidedBy, TeamCriterion::C4Upfloaters);
}

// C5 over 3.5.4: team 1 (4 MP) met team 2 (2 MP); the next 2-MP team, 3,
// floats up rather than team 4 with 0 MP, although 2 comes first by TPN.
TEST(TeamSwissRules, TheUpfloaterHasTheHighestScoreThatGivesALegalPairing) {
  const auto f = field({team(1, 4, "W", {2}), team(2, 2, "B"), team(3, 2), team(4, 0)});
  EXPECT_EQ(pairs(*pairTeamSwiss(f)), (Pairs{{1, 3}, {2, 4}}));
}

// C6: team 1 (4 MP) needs one upfloater from 2, 3, 4 (2 MP); 3 and 4 have
// met. Taking 2 would leave 3 and 4, who cannot be paired without more
// upfloaters; taking 3 leaves 2-4. So 1-3, 2-4, 5-6.
TEST(TeamSwissRules, TheUpfloaterLeavesTheNextScoregroupPairable) {
  const auto f = field(
      {team(1, 4), team(2, 2), team(3, 2, "W", {4}), team(4, 2, "B"), team(5, 0), team(6, 0)});
  const auto paired = pairTeamSwiss(f);
  EXPECT_EQ(pairs(*paired), (Pairs{{1, 3}, {2, 4}, {5, 6}}));
  EXPECT_EQ(paired->explanation.brackets[0].upfloatersDecidedBy, TeamCriterion::C6NextScoregroup);
}

// C7: team 1 (4 MP) takes one upfloater from 2 and 3 (2 MP); 2 floated in
// the previous round, so 3 floats (round 3 of 9). In the last two rounds
// C7 does not apply and 2 comes first (3.5.4).
TEST(TeamSwissRules, AnUpfloaterWhoFloatedLastRoundIsAvoidedExceptInTheLastTwoRounds) {
  auto teams = std::vector{team(1, 4), team(2, 2), team(3, 2), team(4, 0)};
  teams[1].floatedLastRound = true;
  EXPECT_EQ(pairs(*pairTeamSwiss(field(teams, 3, 9))), (Pairs{{1, 3}, {2, 4}}));
  EXPECT_EQ(pairs(*pairTeamSwiss(field(teams, 8, 9))), (Pairs{{1, 2}, {3, 4}}));
}

// C10: residents 1, 2, 3 (4 MP) take upfloater 4. The first identifier,
// 1-3, 2-4, gives 4 an opponent (2) who floated last round; 1-4, 2-3
// does not, so it is chosen (round 3 of 9). Not in the last two rounds.
TEST(TeamSwissRules, AnUpfloatersOpponentWhoFloatedLastRoundIsAvoided) {
  auto teams = std::vector{team(1, 4), team(2, 4), team(3, 4), team(4, 2), team(5, 0), team(6, 0)};
  teams[1].floatedLastRound = true;
  EXPECT_EQ(pairs(*pairTeamSwiss(field(teams, 3, 9))), (Pairs{{1, 4}, {2, 3}, {5, 6}}));
  EXPECT_EQ(pairs(*pairTeamSwiss(field(teams, 9, 9))), (Pairs{{1, 3}, {2, 4}, {5, 6}}));
}

// 4.2 and 4.3: one pair at a time; team a is always the first-team (more
// MP) unless said otherwise.
TeamColourAllocation colour(TeamSwissEntrant a, TeamSwissEntrant b, Kind kind = Kind::TypeA) {
  const auto f = field({std::move(a), std::move(b)}, 3, 9, kind);
  return allocateTeamColours(f, 0, 1);
}

TEST(TeamSwissRules, ColoursFollowArticle43InOrder) {
  // 4.3.2: only team 2 has a preference (White, after BB).
  auto c = colour(team(1, 4, "WB"), team(2, 2, "BB"));
  EXPECT_EQ(c.white, 1);
  EXPECT_EQ(c.rule, TeamColourRule::OnePreference);
  // 4.3.4 (Type B): both want Black, 1's is strong (CD +2), 2's mild.
  c = colour(team(1, 4, "WW", {}, Kind::TypeB), team(2, 2, "W", {}, Kind::TypeB), Kind::TypeB);
  EXPECT_EQ(c.white, 1);
  EXPECT_EQ(c.rule, TeamColourRule::StrongPreference);
  // 4.3.5: both want White (Type A, CD -2 and 0 after BB): the lower CD.
  c = colour(team(1, 4, "WWBB"), team(2, 2, "BB"));
  EXPECT_EQ(c.white, 1);
  EXPECT_EQ(c.rule, TeamColourRule::LowerColourDifference);
  // 4.3.6 (no preferences): CD equal, latest colours B (1) and W (2):
  // they alternate, 1 White.
  c = colour(team(1, 4, "WB", {}, Kind::None), team(2, 2, "BW", {}, Kind::None), Kind::None);
  EXPECT_EQ(c.white, 0);
  EXPECT_EQ(c.rule, TeamColourRule::Alternation);
  // 4.3.7 (Type B): the same history, both mild White: the first-team's.
  c = colour(team(1, 4, "WB", {}, Kind::TypeB), team(2, 2, "WB", {}, Kind::TypeB), Kind::TypeB);
  EXPECT_EQ(c.white, 0);
  EXPECT_EQ(c.rule, TeamColourRule::FirstTeamPreference);
  // 4.3.8 (no preferences): the same history WB: the first-team alternates.
  c = colour(team(1, 4, "WB", {}, Kind::None), team(2, 2, "WB", {}, Kind::None), Kind::None);
  EXPECT_EQ(c.white, 0);
  EXPECT_EQ(c.rule, TeamColourRule::FirstTeamAlternates);
  // 4.3.9: the first-team has not played (a PAB and a forfeit), the other
  // played W then B (CD 0 both): the other alternates to White.
  c = colour(team(1, 4, "", {}, Kind::None), team(2, 2, "WB", {}, Kind::None), Kind::None);
  EXPECT_EQ(c.white, 1);
  EXPECT_EQ(c.rule, TeamColourRule::OtherTeamAlternates);
}

// 4.2.2: equal primary scores, the higher secondary score makes team 2
// the first-team; neither has played (4.3.1), 2 is even: Black.
TEST(TeamSwissRules, TheSecondaryScoreChoosesTheFirstTeam) {
  auto a = team(1, 2);
  auto b = team(2, 2);
  b.secondary = 5;
  auto f = field({a, b}, 2, 9);
  EXPECT_EQ(allocateTeamColours(f, 0, 1).white, 0);
  f.secondaryScoreForColours = false;  // 4.2.3: the smaller TPN, 1 (odd): White
  EXPECT_EQ(allocateTeamColours(f, 0, 1).white, 0);
  f.initialColour = Color::Black;
  EXPECT_EQ(allocateTeamColours(f, 0, 1).white, 1);
}

// 3.6 against its definition: every pairing of a bracket of up to ten
// teams, ordered by C8, C9, C10 and then the identifier (3.6.2); the first
// must be the one pairTeamBracket gives. Random histories and preferences.
TEST(TeamSwissRules, BracketPairingIsTheFirstOfAllPairingsByTheCriteria) {
  std::mt19937 random(34);
  for (int trial = 0; trial < 400; ++trial) {
    const int size = 2 * std::uniform_int_distribution<int>(1, 5)(random);
    std::vector<TeamSwissEntrant> teams;
    const char* histories[] = {"", "W", "B", "WW", "BB", "WB", "BW", "WBB", "BWW"};
    const Kind kind = trial % 2 ? Kind::TypeB : Kind::TypeA;
    for (int n = 1; n <= size; ++n) {
      teams.push_back(team(n, 2, histories[random() % 9], {}, kind));
      teams.back().floatedLastRound = random() % 3 == 0;
      for (int o = 1; o < n; ++o)
        if (random() % 4 == 0) teams.back().opponents.push_back(o);
    }
    const auto f = field(teams, 3, 9, kind);
    std::vector<int> members(size);
    std::iota(members.begin(), members.end(), 0);
    std::vector<int> upfloaters;
    for (int i = 0; i < size; ++i)
      if (random() % 3 == 0) upfloaters.push_back(i);
    // Every perfect matching without a second meeting, by brute force.
    std::vector<std::pair<std::tuple<int, int, int>, std::vector<int>>> all;
    std::vector<int> mate(size, -1);
    std::function<void()> extend = [&] {
      const auto first = std::ranges::find(mate, -1);
      if (first == mate.end()) {
        std::tuple<int, int, int> q{0, 0, 0};
        std::vector<int> tops, bottoms;
        for (int i = 0; i < size; ++i)
          if (i < mate[i]) {
            const auto c = teamPairQuality(f, i, mate[i], std::ranges::count(upfloaters, i) > 0,
                                           std::ranges::count(upfloaters, mate[i]) > 0);
            std::get<0>(q) += c.colourPreferences;
            std::get<1>(q) += c.strongColourPreferences;
            std::get<2>(q) += c.floatedOpponents;
            tops.push_back(i + 1);
            bottoms.push_back(mate[i] + 1);
          }
        tops.insert(tops.end(), bottoms.begin(), bottoms.end());  // 3.6.2
        all.emplace_back(q, tops);
        return;
      }
      const int i = static_cast<int>(first - mate.begin());
      for (int j = i + 1; j < size; ++j) {
        if (mate[j] != -1 || f.met(i, j)) continue;
        mate[i] = j;
        mate[j] = i;
        extend();
        mate[i] = mate[j] = -1;
      }
    };
    extend();
    const auto paired = pairTeamBracket(f, members, upfloaters);
    if (all.empty()) {
      EXPECT_FALSE(paired) << "trial " << trial;
      continue;
    }
    ASSERT_TRUE(paired) << "trial " << trial;
    const auto best = *std::ranges::min_element(all);
    std::vector<int> ours, bottoms;
    for (const auto& [a, b] : paired->pairs) {
      ours.push_back(a + 1);
      bottoms.push_back(b + 1);
    }
    ours.insert(ours.end(), bottoms.begin(), bottoms.end());
    EXPECT_EQ(ours, best.second) << "trial " << trial;
    EXPECT_EQ(
        (std::tuple{paired->quality.colourPreferences, paired->quality.strongColourPreferences,
                    paired->quality.floatedOpponents}),
        best.first)
        << "trial " << trial;
  }
}

}  // namespace
}  // namespace pairing
