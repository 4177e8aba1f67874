// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <string>

namespace reports {

// Points for people: 7 half-points read "3½", 1 reads "½", 0 reads "0",
// -3 reads "-1½" (UTF-8 ½).
std::string pointsText(tournament::HalfPoints points);

// Points for programs and spreadsheets: "3.5", "0.5", "0", "-1.5".
std::string pointsDecimal(tournament::HalfPoints points);

}  // namespace reports
