// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <map>
#include <string>

namespace reports {

// What the arbiter recorded in an event file beyond the site's section, for
// the rating report, the incident log and the envelope labels: the stored
// section (players by id, boards, incidents, envelopes, settings) and when
// each incident and envelope was recorded (the audit log's UTC time,
// "YYYY-MM-DDTHH:MM:SSZ"; absent when unknown). A TRF file has none:
// `section` is nullptr.
struct SectionRecords {
  const tournament::Section* section = nullptr;
  std::map<int, std::string> incidentRecordedAt;  // by incident id
  std::map<int, std::string> envelopeSealedAt;    // by envelope id
};

// "2026-05-01 14:07" from "2026-05-01T14:07:33Z" ("" stays "").
std::string minuteText(const std::string& isoTime);

}  // namespace reports
