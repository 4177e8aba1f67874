// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/event_support.h"
#include "domain/tournament/section.h"

namespace cli {

// --rules, --rate, --time-control, --default-time, --scoring, --pairing,
// --initial-colour, --place, --start-date, --end-date, --chief-arbiter, --deputies,
// --tie-breaks, --tie-break-edition, --draw-offers, --fifty-extension, --categories,
// --acceleration, --edition, --prizes, --absence.
void addSectionOptions(Poco::Util::OptionSet& options);
// Sets in `settings` what the options above (and --name, --rounds) give;
// the rest stays. Throws UsageError for a malformed value.
void applySectionOptions(const Arguments& args, tournament::SectionSettings& settings);

}  // namespace cli
