// SPDX-License-Identifier: MIT
#pragma once

#include "reports/standings_table.h"

#include <string>

namespace reports {

// The standings as an HTML <table> fragment (a heading and the table), every
// name escaped; points read "3½".
std::string standingsSection(const StandingsTable& table, const StandingsLabels& labels = {});

// A whole HTML5 document holding standingsSection().
std::string standingsPage(const StandingsTable& table, const StandingsLabels& labels = {});

}  // namespace reports
