// SPDX-License-Identifier: MIT
// TRF16/TRF26 on any bytes: a refusal names a place; a file read is written
// in both layouts, and what we write reads back to the same bytes; the
// import into a section never crashes.
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto doc = interchange::readTrf(text);
  if (!doc) {
    if (doc.error().line < 0 || doc.error().column < 0) std::abort();
    return 0;
  }
  for (const auto format : {interchange::TrfFormat::Trf16, interchange::TrfFormat::Trf26}) {
    const std::string written = interchange::writeTrf(*doc, format);
    const auto again = interchange::readTrf(written);
    // trf_writer.h: reading the output and writing it again gives the same bytes.
    if (!again || interchange::writeTrf(*again, format) != written) std::abort();
  }
  (void)interchange::sectionFromTrf(*doc, "");
  return 0;
}
