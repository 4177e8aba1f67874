// SPDX-License-Identifier: MIT
#include "app/service/prize_list.h"

#include "domain/tournament/standings_category.h"

namespace service {

namespace {

int ratingFor(const tournament::Player& player, tournament::RateOfPlay rate) {
  switch (rate) {
    case tournament::RateOfPlay::Rapid:
      return player.ratings.rapid;
    case tournament::RateOfPlay::Blitz:
      return player.ratings.blitz;
    default:
      return player.ratings.standard;
  }
}

}  // namespace

std::expected<PrizeList, PrizeListError> prizeList(const tournament::Section& section,
                                                   std::string_view tableText) {
  auto table = standings::readPrizeTable(tableText);
  if (!table) return std::unexpected(PrizeListError{table.error()});
  const auto state = tournament::toTournamentState(section);
  const auto list = standings::sectionTieBreaks(section.settings.tieBreaks, state.system);
  if (!list) return std::unexpected(PrizeListError{list.error()});
  standings::StandingsOptions options;
  if (const auto edition = standings::parseEdition(section.settings.tieBreakEdition))
    options.edition = *edition;
  const auto final = standings::computeStandings(state, options, *list);
  if (!final) return std::unexpected(PrizeListError{final.error()});
  std::vector<standings::PrizeCandidate> candidates;
  for (const auto& row : final->rows) {
    const tournament::Player* player = section.playerByNumber(row.startNumber);
    if (player == nullptr) continue;
    candidates.push_back({row.startNumber, row.rank, row.points,
                          player->sex == tournament::Sex::Female,
                          tournament::yearOf(player->birthDate),
                          ratingFor(*player, section.settings.rate), player->club});
  }
  return PrizeList{final->rounds, *table, standings::awardPrizes(*table, candidates),
                   standings::awardClubPrizes(table->clubCategories, candidates)};
}

}  // namespace service
