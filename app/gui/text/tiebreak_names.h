// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace gui {

// The name of a FIDE C.07 tie-break in the current language, from its code
// with modifiers ("BH/C1" -> "Buchholz, cut 1" / "布赫兹（去掉最低1个）");
// the code itself when it does not parse.
QString tieBreakName(const std::string& code);

// A legend for a list of codes: one "CODE: name" per line.
QString tieBreakLegend(const std::vector<std::string>& codes);

}  // namespace gui
