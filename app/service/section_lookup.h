// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace service {

enum class SectionLookupCode : std::uint8_t {
  NoSuchSection,    // the event has no section of that name
  SectionNotNamed,  // the event has several sections and none was named
  NoSection,        // the event has no section yet
};

// Why no section was found, with the names there are (for the message).
struct SectionLookupError {
  SectionLookupCode code;
  std::vector<std::string> available;
};

// The section named `name`, or the only one when no name is given.
std::expected<const tournament::Section*, SectionLookupError> findSection(
    const tournament::Event& event, const std::optional<std::string>& name);

}  // namespace service
