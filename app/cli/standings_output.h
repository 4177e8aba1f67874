// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/crosstable.h"
#include "domain/standings/standings.h"
#include "domain/tournament/tournament_state.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

// The codes of a --tiebreaks list, split at its commas (empty codes kept).
std::vector<std::string> tieBreakCodes(const std::string& list);
// Points in half-points with one decimal ("3.5").
std::string formatPoints(tournament::HalfPoints points);

// The standings as `arbiter standings` prints them.
void printStandingsText(const tournament::TournamentState& state, const standings::Standings& table,
                        std::ostream& out);
// The corpus format: header "start points <codes>", then one line per
// player in start-number order; `separator` is '\t' (tsv) or ',' (csv).
void printStandingsColumns(const standings::Standings& table, char separator, std::ostream& out);
// JSON for programs: the list, and one object per player in rank order;
// with `explained`, the working of that player.
void printStandingsJson(const tournament::TournamentState& state, const standings::Standings& table,
                        const std::vector<standings::TieBreakWorking>* explained,
                        std::ostream& out);
// The working of one player's tie-breaks, round by round.
void printWorkingText(const tournament::TournamentState& state, const standings::Standings& table,
                      const std::vector<standings::TieBreakWorking>& working, std::ostream& out);
// The crosstable: per player per round opponent, colour and result.
void printCrosstableText(const tournament::TournamentState& state,
                         const std::vector<standings::CrosstableLine>& lines, std::ostream& out);

}  // namespace cli
