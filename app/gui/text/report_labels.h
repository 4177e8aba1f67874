// SPDX-License-Identifier: MIT
#pragma once

#include "reports/claim_report.h"
#include "reports/pairings_html.h"
#include "reports/standings_table.h"

namespace gui {

// The words of the reports in the current user-interface language ("{}"
// marks a value, as reports/ expects).
reports::ClaimLabels claimLabels();
reports::StandingsLabels standingsLabels();
reports::PairingsLabels pairingsLabels();

}  // namespace gui
