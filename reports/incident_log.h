// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"
#include "reports/section_records.h"

#include <string>

namespace reports {

// The arbiter's incident log of round `round` as an HTML fragment: a
// heading, then one row per incident and per sealed-move envelope of the
// round in the order recorded (by the audit time): the time recorded
// (UTC), the board, the two players, whom it concerns, what happened with
// the rule applied and the move, and the decision (the domain's verdict,
// penalty option, clock effect and score in words). A round without any
// says so. `records.section` must be set.
std::string incidentLogSection(const SectionRecords& records, int round, Language language);

}  // namespace reports
