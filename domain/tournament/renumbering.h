// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <string>
#include <vector>

namespace tournament {

// The renumbering table of a change (C.04.2 art. 2): one PairingNumberMoved
// notice for each player of `before` whose pairing number is another in
// `after`, section by section in the order of the old numbers. Players
// added or removed by the change are not in it.
std::vector<Notice> renumberingNotices(const Event& before, const Event& after);

// The table for the audit log: " renumbered=5>6,6>7" from the notices'
// PairingNumberMoved entries, "" when there are none.
std::string renumberingText(const std::vector<Notice>& notices);

}  // namespace tournament
