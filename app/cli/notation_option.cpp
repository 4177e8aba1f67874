// SPDX-License-Identifier: MIT
#include "app/cli/notation_option.h"

namespace cli {

const char* const NotationOptionHelp =
    "strict (default, the PGN standard's SAN as python-chess reads it) or lenient (scoresheets: "
    "马g1-f3, （=后）, other languages, figurines; counted as non-canonical)";

chess::SanMode notationOption(const Arguments& args) {
  const std::string notation = args.valueOr("notation", "strict");
  if (notation != "strict" && notation != "lenient")
    throw UsageError{"--notation must be strict or lenient"};
  return notation == "lenient" ? chess::SanMode::Lenient : chess::SanMode::Lax;
}

}  // namespace cli
