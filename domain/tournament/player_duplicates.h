// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <cstdint>
#include <vector>

namespace tournament {

enum class DuplicateKind : std::uint8_t {
  SameFideId,  // one person registered twice (refused at registration since issue 15)
  SameName,    // perhaps one person twice; perhaps namesakes
};

// Two registrations of a section that look like one person, by pairing
// number (first < second).
struct DuplicatePlayers {
  DuplicateKind kind{};
  int first = 0;
  int second = 0;
};

// Every pair of players with the same FIDE id or the same name, in
// pairing-number order.
std::vector<DuplicatePlayers> duplicatePlayers(const Section& section);

}  // namespace tournament
