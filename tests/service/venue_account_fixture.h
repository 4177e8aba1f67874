// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/venue_access.h"

#include <string>

namespace service_test {

// A deputy arbiter "Wang" whose area is `area` ("Open:1-20", parseArea's form).
inline service::VenueAccount deputyOf(const std::string& area) {
  return service::VenueAccount{7, "Wang", service::VenueRole::Deputy, *service::parseArea(area), 0};
}

}  // namespace service_test
