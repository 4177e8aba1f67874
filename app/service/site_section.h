// SPDX-License-Identifier: MIT
#pragma once

// A section as the documents and the publication site show it (reports/
// site_model.h): its header, pairings and its standings (its own rule)
// after each complete round - built once for `arbiter report`, the live
// site and the desk's documents.

#include "app/service/published_section.h"
#include "domain/tournament/section.h"
#include "reports/site_model.h"

namespace service {

// The document header of `section` of `event`: event, section, place,
// dates, chief arbiter, time control, rounds.
reports::EventHeader eventHeader(const tournament::Event& event,
                                 const tournament::Section& section);

// The section with its standings after each complete round (stopping
// before an unresolved adjourned game's round, C.07); with an event file's
// `settings`, the categories of its category standings and its rate (a TRF
// has neither: no categories, standard).
reports::SiteSection siteSection(reports::EventHeader header, const PublishedSection& section,
                                 const tournament::SectionSettings* settings = nullptr);

}  // namespace service
