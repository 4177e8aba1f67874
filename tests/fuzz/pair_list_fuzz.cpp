// SPDX-License-Identifier: MIT
// The pair-list format on any bytes: a list read is written and read back
// to the same list.
#include "domain/interchange/pair_list.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto list = interchange::readPairList(text);
  if (!list) return 0;
  const auto again = interchange::readPairList(interchange::writePairList(*list));
  if (!again || interchange::writePairList(*again) != interchange::writePairList(*list))
    std::abort();
  return 0;
}
