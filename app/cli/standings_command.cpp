// SPDX-License-Identifier: MIT
// `arbiter standings`: scores and FIDE C.07 tie-breaks of a section, with
// the working of any player's tie-breaks and the crosstable.
#include "app/cli/command.h"
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/standings_output.h"
#include "app/cli/team_standings.h"
#include "domain/standings/crosstable.h"
#include "domain/standings/section_standings.h"
#include "domain/standings/tiebreak_list.h"

#include <Poco/Util/Option.h>
#include <Poco/Util/OptionSet.h>
#include <fmt/format.h>

#include <charconv>
#include <ostream>

namespace cli {
namespace {

using Poco::Util::Option;

// The corpus columns (shared/corpus/tiebreaks/README.md): the default list
// of --format tsv and csv, so the output compares with the expected files.
constexpr const char* CorpusColumns =
    "BH,BH/C1,BH/C2,BH/M1,BH/M2,FB,AOB,SB,SB/C1,PS,PS/C1,KS,ARO,ARO/C1,TPR,PTP,APRO,APPO,"
    "WIN,WON,BPG,BWG,REP,STD,DE";

std::vector<standings::TieBreak> listOrThrow(
    const std::expected<std::vector<standings::TieBreak>, standings::TieBreakListError>& list) {
  if (!list) throw UsageError{"unknown tie-break or modifier '" + list.error().code + "'"};
  if (list->empty()) throw UsageError{"--tiebreaks needs at least one code"};
  return *list;
}

std::vector<standings::TieBreak> parseList(const std::string& list) {
  return listOrThrow(standings::parseTieBreakList(tieBreakCodes(list)));
}

standings::Edition parseEdition(const std::string& text) {
  if (const auto edition = standings::parseEdition(text)) return *edition;
  throw UsageError{"--edition must be 2026, 2023 or pre2023"};
}

class StandingsCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"standings"}; }
  std::string synopsis() const override { return "<file.trf | event file>"; }
  std::string summary() const override {
    return "standings with FIDE C.07 tie-breaks, their working and the crosstable";
  }

  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(Option("section", "", "section of an event file").argument("S"));
    options.addOption(
        Option("system", "", "swiss or round-robin (a TRF does not say)").argument("SYSTEM"));
    options.addOption(Option("tiebreaks", "",
                             "comma-separated C.07 codes with modifiers, e.g. BH/C1,BH,SB,DE "
                             "(default: BH/C1,BH,SB,DE,WIN; round robin DE,SB,WIN,KS; tsv/csv: "
                             "every corpus column)")
                          .argument("LIST"));
    options.addOption(
        Option("edition", "", "C.07 text for unplayed rounds: 2026 (default), 2023, pre2023")
            .argument("EDITION"));
    options.addOption(Option("format", "", "text (default), tsv, csv or json").argument("FORMAT"));
    options.addOption(
        Option("explain", "", "show the working of a player's tie-breaks").argument("PLAYER"));
    options.addOption(Option("crosstable", "", "also print the crosstable (text)"));
    options.addOption(Option("boards", "", "a team event: the board standings (board prizes)"));
    options.addOption(
        Option("min-games", "", "with --boards: the games a board prize needs (default 1)")
            .argument("N"));
    options.addOption(Option("round", "",
                             "the standings after round R (default: the last round whose games "
                             "all have a result)")
                          .argument("R"));
  }

  int run(const Arguments& args, Console& console) const override {
    const std::string format = args.valueOr("format", "text");
    if (format != "text" && format != "tsv" && format != "csv" && format != "json")
      throw UsageError{"--format must be text, tsv, csv or json"};
    int exitCode = Success;
    const auto section = loadSection(args, "standings", console, exitCode);
    if (!section) return exitCode;
    const auto& state = section->section.state;
    // The section's own rule (service::PublishedSection); the options
    // override it for this run.
    standings::SectionRule rule = section->section.rule;
    if (const auto system = args.value("system")) {
      if (*system == "swiss")
        rule.options.system = tournament::PairingSystem::DutchSwiss;
      else if (*system == "round-robin")
        rule.options.system = tournament::PairingSystem::RoundRobin;
      else
        throw UsageError{"--system must be swiss or round-robin"};
      if (!args.has("tiebreaks"))
        rule.tieBreaks = standings::sectionRule({}, "", *rule.options.system).tieBreaks;
    }
    if (args.has("edition")) rule.options.edition = parseEdition(*args.value("edition"));
    if (section->teams) return runTeamStandings(args, *section, rule, format, console);
    if (args.has("boards") || args.has("min-games"))
      throw UsageError{"--boards and --min-games apply to team events"};
    const bool columns = format == "tsv" || format == "csv";
    if (args.has("tiebreaks"))
      rule.tieBreaks = parseList(*args.value("tiebreaks"));
    else if (columns)
      rule.tieBreaks = parseList(CorpusColumns);
    const int explained = explainedPlayer(args, state);
    const int afterRound = args.has("round") ? intOption(args, "round", 1, 99) : 0;

    const auto table = standings::sectionStandings(state, rule, afterRound);
    if (!table && table.error() == standings::StandingsError::RoundNotComplete) {
      console.err << fmt::format(
          "arbiter standings: {}: --round {}: that round is not complete; the last complete "
          "round is {}\n",
          section->source, afterRound, standings::lastCompleteRound(state));
      return Usage;
    }
    if (!table) {
      console.err << "arbiter standings: " << section->source << ": "
                  << (table.error() == standings::StandingsError::AdjournedGame
                          ? "an adjourned game is unresolved; no final standings"
                      : table.error() == standings::StandingsError::NoCompleteRound
                          ? "round 1 is being played; no standings before its results are in"
                          : "no round has been paired")
                  << '\n';
      return table.error() == standings::StandingsError::NoRounds ? BadInput : Refused;
    }
    if (afterRound == 0 && table->rounds < standings::lastPairedRound(state))
      console.err << fmt::format(
          "note: round {} has games without a result; these are the standings after round {} "
          "(C.07)\n",
          table->rounds + 1, table->rounds);
    const auto working = explained > 0
                             ? standings::playerWorking(state, rule, table->rounds, explained)
                             : std::vector<standings::TieBreakWorking>{};
    if (format == "json") {
      printStandingsJson(state, *table, explained > 0 ? &working : nullptr, console.out);
    } else if (columns) {
      printStandingsColumns(*table, format == "tsv" ? '\t' : ',', console.out);
    } else {
      printStandingsText(state, *table, console.out);
      if (explained > 0) printWorkingText(state, *table, working, console.out);
      if (args.has("crosstable"))
        printCrosstableText(state, standings::crosstable(state, table->rounds), console.out);
    }
    return Success;
  }

private:
  // The start number given to --explain, or 0 when not asked.
  static int explainedPlayer(const Arguments& args, const tournament::TournamentState& state) {
    const auto text = args.value("explain");
    if (!text) return 0;
    int player = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), player);
    if (ec != std::errc{} || end != text->data() + text->size() || state.player(player) == nullptr)
      throw UsageError{"--explain needs the start number of a player of the file"};
    return player;
  }
};

}  // namespace

ARBITER_REGISTER_COMMAND(StandingsCommand)

}  // namespace cli
