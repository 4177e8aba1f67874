// SPDX-License-Identifier: MIT
#include "app/cli/dutch_settings.h"

#include <algorithm>

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
  if (type && type->baku &&
      std::none_of(doc->state.players.begin(), doc->state.players.end(),
                   [](const auto& p) { return !p.accelerationPoints.empty(); }))
    options.baku = pairing::BakuAcceleration{};
  return options;
}

}  // namespace cli
