// SPDX-License-Identifier: MIT
#include "reports/site_model.h"

namespace reports {

rating::FideRatingOptions fideRatingOptions(const SiteSection& section) {
  rating::FideRatingOptions options;
  options.rate = section.ratingRate;
  options.eventYear = tournament::yearOf(section.header.startDate);
  return options;
}

}  // namespace reports
