// SPDX-License-Identifier: MIT
#include "app/service/published_section.h"

#include "reports/standings_adapter.h"

#include <utility>

namespace service {

PublishedSection::PublishedSection(tournament::TournamentState state)
    : state(std::move(state)), rule(standings::sectionRule({}, "", this->state.system)) {}

PublishedSection::PublishedSection(tournament::TournamentState state, standings::SectionRule rule)
    : state(std::move(state)), rule(std::move(rule)) {}

PublishedSection publishedSection(const tournament::Section& section) {
  return publishedSection(section, tournament::toTournamentState(section));
}

PublishedSection publishedSection(const tournament::Section& section,
                                  tournament::TournamentState state) {
  const auto& settings = section.settings;
  return {std::move(state),
          standings::sectionRule(settings.tieBreaks, settings.tieBreakEdition, settings.pairing)};
}

std::expected<reports::StandingsTable, standings::StandingsError> standingsTable(
    const PublishedSection& section, int afterRound) {
  const auto table = standings::sectionStandings(section.state, section.rule, afterRound);
  if (!table) return std::unexpected(table.error());
  return reports::standingsTable(section.state, *table);
}

std::expected<reports::StandingsTable, standings::StandingsError> provisionalStandingsTable(
    const PublishedSection& section) {
  const auto table = standings::provisionalStandings(section.state, section.rule);
  if (!table) return std::unexpected(table.error());
  return reports::standingsTable(section.state, *table);
}

}  // namespace service
