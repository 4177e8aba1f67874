// SPDX-License-Identifier: MIT
#include "app/cli/dutch_settings.h"

#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>

namespace cli {

pairing::DutchOptions dutchSettings(const Arguments& args) {
  pairing::DutchOptions options;
  if (const auto edition = args.value("edition")) {
    options.edition = tournament::dutchEditionFromCode(*edition);
    if (!options.edition)
      throw UsageError{fmt::format("--edition must be {}", tournament::dutchEditionCodes())};
  }
  return options;
}

}  // namespace cli
