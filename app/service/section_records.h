// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"
#include "persistence/event_repository.h"
#include "reports/section_records.h"

#include <vector>

namespace service {

// The records of `section` for the documents (the rating report, the
// incident log, the envelope labels): the section itself, which must outlive
// the result, and when each of its incidents and envelopes was recorded:
// the time of the first audit row, not undone and not an undo, whose
// after-image holds the incident or envelope row (for an envelope: its
// sealing). Rows the log does not name get no time.
reports::SectionRecords sectionRecords(const tournament::Section& section,
                                       const std::vector<persistence::AuditEntry>& log);

}  // namespace service
