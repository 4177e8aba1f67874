// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"

#include <string>

namespace reports {

// What a printed document says about the event at its top (the section's
// settings, already as text). Empty fields are left out.
struct EventHeader {
  std::string event;    // the event's name
  std::string section;  // the section's name ("" when it is the event's only one)
  std::string place;
  std::string startDate;  // YYYY-MM-DD
  std::string endDate;
  std::string chiefArbiter;
  std::string timeControl;  // e.g. "90 min/40 moves + 30 min, +30 s per move"
  int rounds = 0;           // planned rounds; 0 = unknown
};

// The header as HTML: an <h1> with the event (and section), then a
// <dl class="event-header"> of place, dates, chief arbiter, time control and
// rounds; every value escaped.
std::string eventHeaderHtml(const EventHeader& header, Language language);

// "Event — Section" or "Event": the title of a page or a running header.
std::string eventTitle(const EventHeader& header);

}  // namespace reports
