// SPDX-License-Identifier: MIT
#include "domain/tournament/team.h"

#include <algorithm>

namespace tournament {

const Team* TeamEvent::team(int number) const {
  const auto found = std::ranges::find(teams, number, &Team::number);
  return found == teams.end() ? nullptr : &*found;
}

int TeamEvent::teamOf(int startNumber) const {
  for (const auto& t : teams)
    if (std::ranges::find(t.roster, startNumber) != t.roster.end()) return t.number;
  return 0;
}

}  // namespace tournament
