// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_criteria.h"
#include "domain/pairing/team_swiss_field.h"

#include <optional>
#include <vector>

namespace pairing {

// The upfloaters chosen for a top-scoregroup (C.04.6 3.5) and the article
// that set them apart from the sets before them in 3.5.4's order.
struct TeamUpfloaterChoice {
  std::vector<int> upfloaters;  // entrant indices, 3.5.3 order
  TeamCriterion decidedBy = TeamCriterion::None;
};

// Chooses the upfloaters joining `residents` (the top-scoregroup, entrant
// indices) from `lower` (every other team not yet paired, by descending
// score, then ascending TPN; 3.5.1): the fewest (C4) whose bracket and the
// teams left can both be paired (C1, C3), with the best scores (C5: the
// scores in ascending order, highest first), then keeping the following
// scoregroup pairable (C6), then the fewest who floated last round (C7,
// not in the last two rounds), then the first set in 3.5.4's order (each
// set by descending score and ascending TPN, sets by their TPNs). Nullopt
// when no set gives a legal pairing.
std::optional<TeamUpfloaterChoice> chooseTeamUpfloaters(const TeamSwissField& field,
                                                        const std::vector<int>& residents,
                                                        const std::vector<int>& lower);

}  // namespace pairing
