// SPDX-License-Identifier: MIT
#include "app/service/section_lookup.h"

namespace service {

std::expected<const tournament::Section*, SectionLookupError> findSection(
    const tournament::Event& event, const std::optional<std::string>& name) {
  if (name)
    if (const tournament::Section* section = event.section(*name)) return section;
  if (!name && event.sections.size() == 1) return &event.sections.front();
  SectionLookupError error{name                     ? SectionLookupCode::NoSuchSection
                           : event.sections.empty() ? SectionLookupCode::NoSection
                                                    : SectionLookupCode::SectionNotNamed,
                           {}};
  for (const auto& section : event.sections) error.available.push_back(section.settings.name);
  return std::unexpected(std::move(error));
}

}  // namespace service
