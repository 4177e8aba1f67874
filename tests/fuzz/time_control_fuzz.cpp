// SPDX-License-Identifier: MIT
// The time-control grammar on any bytes: a control read is written in the
// grammar (spec()) and reads back as the same control.
#include "domain/tournament/time_control.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto control = tournament::parseTimeControl(text);
  if (!control) return 0;
  const auto again = tournament::parseTimeControl(control->spec());
  if (!again || again->spec() != control->spec()) std::abort();
  (void)tournament::impliedRate(*control);
  return 0;
}
