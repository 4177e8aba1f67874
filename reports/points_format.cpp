// SPDX-License-Identifier: MIT
#include "reports/points_format.h"

#include <fmt/format.h>

#include <cstdlib>

namespace reports {

std::string pointsText(tournament::HalfPoints points) {
  const char* sign = points < 0 ? "-" : "";
  const int whole = std::abs(points) / 2;
  const bool half = std::abs(points) % 2 == 1;
  if (whole == 0 && half) return fmt::format("{}½", sign);
  return fmt::format("{}{}{}", sign, whole, half ? "½" : "");
}

std::string pointsDecimal(tournament::HalfPoints points) {
  const char* sign = points < 0 ? "-" : "";
  const int whole = std::abs(points) / 2;
  return fmt::format("{}{}{}", sign, whole, std::abs(points) % 2 == 1 ? ".5" : "");
}

}  // namespace reports
