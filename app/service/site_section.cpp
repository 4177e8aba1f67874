// SPDX-License-Identifier: MIT
#include "app/service/site_section.h"

#include "domain/standings/section_standings.h"

#include <utility>

namespace service {

reports::EventHeader eventHeader(const tournament::Event& event,
                                 const tournament::Section& section) {
  const auto& s = section.settings;
  return reports::EventHeader{event.name,
                              s.name,
                              s.place,
                              s.startDate,
                              s.endDate,
                              s.chiefArbiter,
                              s.timeControl.periods.empty() ? "" : s.timeControl.spec(),
                              s.rounds};
}

reports::SiteSection siteSection(reports::EventHeader header, const PublishedSection& published,
                                 const tournament::SectionSettings* settings) {
  reports::SiteSection section{std::move(header), published.state, {}, false, {}};
  if (settings != nullptr) {
    section.categories = settings->categories;
    section.ratingRate = settings->rate == tournament::RateOfPlay::Standard
                             ? rating::RatingRate::Standard
                             : rating::RatingRate::RapidBlitz;
  }
  section.roundRobin = section.state.system == tournament::PairingSystem::RoundRobin;
  for (int r = 1; r <= standings::lastCompleteRound(section.state); ++r) {
    const auto table = standingsTable(published, r);
    if (!table) break;
    section.standingsAfter.push_back(*table);
  }
  return section;
}

}  // namespace service
