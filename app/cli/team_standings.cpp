// SPDX-License-Identifier: MIT
#include "app/cli/team_standings.h"

#include "app/cli/event_support.h"
#include "app/cli/standings_output.h"
#include "app/cli/team_standings_output.h"
#include "domain/standings/team_standings.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {

namespace {

// The columns of shared/corpus/team-tiebreaks/README.md.
constexpr const char* TeamCorpusColumns =
    "BH:MP/V1,BH:MP/V2,BH:MP/C1/V1,BH:MP/C1/V2,BH:MP/C2/V1,BH:MP/C2/V2,BH:MP/M1/V1,BH:MP/M1/V2,"
    "BH:GP/V1,BH:GP/V2,BH:GP/C1/V1,BH:GP/C1/V2,FB:MP/V1,FB:MP/V2,AOB:MP/V1,AOB:MP/V2,SB:MP/V1,"
    "SB:MP/V2,SB:GP/V1,SB:GP/V2,ESB/V1,ESB/V2,ESB/C1/V1,ESB/C1/V2,EMMSB/V1,EMMSB/V2,EMMSB/C1/V1,"
    "EMMSB/C1/V2,EMGSB/V1,EMGSB/V2,EMGSB/C1/V1,EMGSB/C1/V2,EGMSB/V1,EGMSB/V2,EGMSB/C1/V1,"
    "EGMSB/C1/V2,EGGSB/V1,EGGSB/V2,EGGSB/C1/V1,EGGSB/C1/V2,SSSC/V1,SSSC/V2,MPVGP,PS:MP,PS:GP,"
    "WIN:MP,WON:MP,BC,DE,EDE,EDET,EDEB,TBR,BBE";
// FIDE TEC's sample Olympiad list (TRF26 202), without the /P modifiers.
constexpr const char* TeamDefaultList = "EDET,EMGSB/C1,BH:MP/C1,MPvGP";

std::string teamRoundsText(const tournament::TeamRoundsError& error) {
  using enum tournament::TeamRoundsErrorCode;
  switch (error.code) {
    case PlayerInTwoTeams:
      return fmt::format("player {} is on the rosters of two teams (team {})", error.player,
                         error.team);
    case UnknownPlayer:
      return fmt::format("team {} names player {}, who has no 001 line", error.team, error.player);
    case OpponentsOfSeveralTeams:
      return fmt::format("round {}: the boards of team {} face players of different teams",
                         error.round, error.team);
    case MoreBoardsThanSection:
      return fmt::format("round {}: team {} fields more players than the 352 boards", error.round,
                         error.team);
  }
  return "the team matches cannot be read";
}

}  // namespace

int runTeamStandings(const Arguments& args, const LoadedSection& section,
                     const standings::SectionRule& rule, const std::string& format,
                     Console& console) {
  if (format == "json") throw UsageError{"--format json is not available for team events yet"};
  if (args.has("explain") || args.has("crosstable"))
    throw UsageError{"--explain and --crosstable are not available for team events yet"};
  const bool columns = format == "tsv" || format == "csv";
  const auto codes =
      tieBreakCodes(args.valueOr("tiebreaks", columns ? TeamCorpusColumns : TeamDefaultList));
  const auto list = standings::parseTeamTieBreakList(codes);
  if (!list) throw UsageError{"unknown team tie-break or modifier '" + list.error().code + "'"};
  auto options = rule.options;
  if (args.has("round")) options.rounds = intOption(args, "round", 1, 99);
  const auto teamSection = standings::teamSection(section.section.state, *section.teams, options);
  if (!teamSection) {
    console.err << "arbiter standings: " << section.source << ": "
                << teamRoundsText(teamSection.error()) << '\n';
    return BadInput;
  }
  if (teamSection->roundCount() == 0) {
    console.err << "arbiter standings: " << section.source << ": no round has been paired\n";
    return BadInput;
  }
  if (args.has("boards")) {
    if (format != "text") throw UsageError{"--boards prints text"};
    const int minimumGames = args.has("min-games") ? intOption(args, "min-games", 0, 99) : 1;
    const int rounds = teamSection->roundCount();
    printBoardStandingsText(
        section.section.state.name, section.section.state, *section.teams,
        standings::boardStandings(section.section.state, *section.teams, rounds, minimumGames),
        rounds, minimumGames, console.out);
    return Success;
  }
  const auto table = standings::teamStandings(*teamSection, *list);
  if (columns) {
    std::vector<std::string> named;
    for (const auto& code : codes)
      if (!code.empty() && !standings::isPrimaryScoreCode(code)) named.push_back(code);
    printTeamStandingsColumns(table, named, format == "tsv" ? '\t' : ',', console.out);
  } else {
    printTeamStandingsText(section.section.state.name, *section.teams, table, console.out);
  }
  return Success;
}

}  // namespace cli
