// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"
#include "app/cli/section_loader.h"
#include "domain/standings/section_standings.h"

#include <string>

namespace cli {

// `arbiter standings` on a team TRF: the team standings by the primary
// score and the team tie-breaks of --tiebreaks (text default: EDET,
// EMGSB/C1, BH:MP/C1, MPvGP, FIDE TEC's sample Olympiad list; tsv and csv:
// every column of shared/corpus/team-tiebreaks), under `rule`'s edition and
// system. Returns the exit code.
int runTeamStandings(const Arguments& args, const LoadedSection& section,
                     const standings::SectionRule& rule, const std::string& format,
                     Console& console);

}  // namespace cli
