// SPDX-License-Identifier: MIT
#include "domain/pairing/team_colours.h"

namespace pairing {

using tournament::Color;

std::string teamColourRuleLabel(TeamColourRule rule) {
  return "4.3." + std::to_string(static_cast<int>(rule) + 1);
}

namespace {

bool isFirstTeam(const TeamSwissField& field, const TeamSwissEntrant& a,
                 const TeamSwissEntrant& b) {
  if (a.primary != b.primary) return a.primary > b.primary;  // 4.2.1
  if (field.secondaryScoreForColours && a.secondary != b.secondary)
    return a.secondary > b.secondary;  // 4.2.2
  return a.number < b.number;          // 4.2.3
}

}  // namespace

TeamColourAllocation allocateTeamColours(const TeamSwissField& field, int a, int b) {
  const bool aFirst = isFirstTeam(field, field.entrants[a], field.entrants[b]);
  const int firstIndex = aFirst ? a : b;
  const int otherIndex = aFirst ? b : a;
  const auto& first = field.entrants[firstIndex];
  const auto& other = field.entrants[otherIndex];
  const auto give = [&](Color firstColour, TeamColourRule rule) {
    return firstColour == Color::White ? TeamColourAllocation{firstIndex, otherIndex, rule}
                                       : TeamColourAllocation{otherIndex, firstIndex, rule};
  };
  using Rule = TeamColourRule;
  if (first.colours.empty() && other.colours.empty())  // 4.3.1
    return give(
        first.number % 2 == 1 ? field.initialColour : tournament::opposite(field.initialColour),
        Rule::InitialColour);
  const auto& fp = first.preference;
  const auto& op = other.preference;
  if (fp.colour && !op.colour) return give(*fp.colour, Rule::OnePreference);  // 4.3.2
  if (!fp.colour && op.colour) return give(tournament::opposite(*op.colour), Rule::OnePreference);
  if (fp.colour && op.colour && fp.colour != op.colour)
    return give(*fp.colour, Rule::OppositePreferences);      // 4.3.3
  if (field.typeB() && fp.colour && fp.strong != op.strong)  // 4.3.4
    return give(fp.strong ? *fp.colour : tournament::opposite(*op.colour), Rule::StrongPreference);
  if (first.colourDifference != other.colourDifference)  // 4.3.5
    return give(first.colourDifference < other.colourDifference ? Color::White : Color::Black,
                Rule::LowerColourDifference);
  // 4.3.6: the histories of played matches, from the latest back
  // (unplayed rounds left out: Gacrux's reading, ambiguity 6).
  for (std::size_t k = 1; k <= first.colours.size() && k <= other.colours.size(); ++k) {
    const Color f = first.colours[first.colours.size() - k];
    const Color o = other.colours[other.colours.size() - k];
    if (f != o) return give(tournament::opposite(f), Rule::Alternation);
  }
  if (fp.colour) return give(*fp.colour, Rule::FirstTeamPreference);  // 4.3.7
  if (!first.colours.empty())                                         // 4.3.8
    return give(tournament::opposite(first.colours.back()), Rule::FirstTeamAlternates);
  return give(other.colours.back(), Rule::OtherTeamAlternates);  // 4.3.9
}

}  // namespace pairing
