// SPDX-License-Identifier: MIT
#include "app/cli/dutch_settings.h"

namespace cli {

pairing::DutchOptions dutchSettings(const Arguments& args, const interchange::TrfDocument* doc) {
  pairing::DutchOptions options;
  const auto& type = doc ? doc->tournamentType : std::nullopt;
  if (const auto edition = args.value("edition")) {
    if (*edition == "2026")
      options.edition = pairing::DutchEdition::Rules2026;
    else if (*edition == "2017")
      options.edition = pairing::DutchEdition::Rules2017;
    else
      throw UsageError{"--edition must be 2026 or 2017"};
  } else if (type && type->code.starts_with("FIDE_DUTCH_2017")) {
    options.edition = pairing::DutchEdition::Rules2017;
  }
  return options;
}

}  // namespace cli
