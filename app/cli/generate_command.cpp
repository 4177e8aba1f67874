// SPDX-License-Identifier: MIT
// `arbiter generate --players N --rounds R [--seed S] [--draws P] [--forfeits P]
// [--byes P] [--full-byes P] [--zero-byes P] [--withdrawals P] [--unrated P]
// [--late-entries P] [--baku] [--tie-breaks LIST]`: a random tournament,
// paired round by round by our engine, written as TRF with its
// configuration in ### lines (the command that makes it again).
#include "app/cli/command.h"
#include "app/cli/engine_failure_text.h"
#include "app/cli/trf_file.h"
#include "app/service/listed_standings.h"
#include "app/service/next_round.h"
#include "domain/interchange/trf_writer.h"
#include "domain/pairing/tournament_generator.h"
#include "domain/standings/tiebreak_list.h"

#include <fmt/format.h>

#include <Poco/Util/Option.h>

#include <charconv>
#include <ostream>

namespace cli {
namespace {

template <typename Number>
Number numberOption(const Arguments& args, const std::string& name, Number fallback, Number low,
                    Number high) {
  const auto text = args.value(name);
  if (!text) return fallback;
  Number value{};
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (error != std::errc() || end != text->data() + text->size() || value < low || value > high)
    throw UsageError{"--" + name + " must be a number from " + std::to_string(low) + " to " +
                     std::to_string(high)};
  return value;
}

// --tie-breaks "BH,SB": the C.07 list the ranks (TRF columns 86-89) follow.
std::vector<standings::TieBreak> tieBreakOption(const Arguments& args) {
  const auto text = args.value("tie-breaks");
  if (!text) return {};
  std::vector<std::string> codes;
  for (std::size_t start = 0; start <= text->size();) {
    const auto comma = text->find(',', start);
    codes.push_back(text->substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  const auto list = standings::parseTieBreakList(codes);
  if (!list || list->empty())
    throw UsageError{"--tie-breaks must be a list of C.07 codes such as BH,SB"};
  return *list;
}

// The command line that generates the same file (every setting written out).
std::string configurationLine(const pairing::GeneratorConfig& c, const std::string& system,
                              const std::string& tieBreaks) {
  std::string line = fmt::format(
      "### arbiter generate --players {} --rounds {} --seed {} --system {} --draws {} "
      "--forfeits {} --byes {} --full-byes {} --zero-byes {} --withdrawals {} --unrated {} "
      "--late-entries {} --highest {} --lowest {}",
      c.players, c.rounds, c.seed, system, c.drawPercent, c.forfeitPercent, c.byePercent,
      c.fullByePercent, c.zeroByePercent, c.withdrawalPercent, c.unratedPercent, c.lateEntryPercent,
      c.highestRating, c.lowestRating);
  if (c.baku) line += " --baku";
  if (!tieBreaks.empty()) line += " --tie-breaks " + tieBreaks;
  return line;
}

class GenerateCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"generate"}; }
  std::string synopsis() const override { return "--players N --rounds R"; }
  std::string summary() const override {
    return "generate a random tournament paired by our engine, as TRF";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    using Poco::Util::Option;
    options.addOption(Option("players", "", "number of players (2-9999)").argument("N"));
    options.addOption(Option("rounds", "", "number of rounds").argument("R"));
    options.addOption(Option("seed", "", "random seed (default 1)").argument("S"));
    options.addOption(Option("draws", "", "percentage of drawn games (default 30)").argument("P"));
    options.addOption(
        Option("forfeits", "", "percentage of forfeited boards (default 2)").argument("P"));
    options.addOption(
        Option("byes", "", "percentage of half-point-bye requests (default 3)").argument("P"));
    options.addOption(
        Option("withdrawals", "", "percentage of withdrawals per round (default 1)").argument("P"));
    options.addOption(
        Option("full-byes", "", "percentage of full-point-bye requests (default 0)").argument("P"));
    options.addOption(
        Option("zero-byes", "", "percentage of zero-point byes (default 0)").argument("P"));
    options.addOption(
        Option("unrated", "", "percentage of played games recorded W/D/L, not rated (default 0)")
            .argument("P"));
    options.addOption(
        Option("late-entries", "", "percentage of players entering in round 2 or 3 (default 0)")
            .argument("P"));
    options.addOption(Option("baku", "", "C.04.7 Baku acceleration (written as XXA)"));
    options.addOption(
        Option("tie-breaks", "", "C.07 list the ranks follow, e.g. BH,SB (default: points)")
            .argument("LIST"));
    options.addOption(Option("highest", "", "highest rating (default 2600)").argument("ELO"));
    options.addOption(Option("lowest", "", "lowest rating (default 1400)").argument("ELO"));
    options.addOption(
        Option("system", "", "dutch (default), dubov, burstein or berger").argument("system"));
    options.addOption(Option("format", "", "trf16 (default) or trf26").argument("format"));
    options.addOption(Option("output", "o", "write the TRF to this file").argument("file"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (!args.positional.empty()) throw UsageError{"unexpected argument " + args.positional[0]};
    if (!args.has("players") || !args.has("rounds"))
      throw UsageError{"--players and --rounds are required"};
    pairing::GeneratorConfig config;
    config.players = numberOption(args, "players", 0, 2, 9999);
    config.rounds = numberOption(args, "rounds", 0, 1, 999);
    config.seed = numberOption<std::uint64_t>(args, "seed", 1, 0, UINT64_MAX);
    config.drawPercent = numberOption(args, "draws", 30.0, 0.0, 100.0);
    config.forfeitPercent = numberOption(args, "forfeits", 2.0, 0.0, 100.0);
    config.byePercent = numberOption(args, "byes", 3.0, 0.0, 100.0);
    config.withdrawalPercent = numberOption(args, "withdrawals", 1.0, 0.0, 100.0);
    config.fullByePercent = numberOption(args, "full-byes", 0.0, 0.0, 100.0);
    config.zeroByePercent = numberOption(args, "zero-byes", 0.0, 0.0, 100.0);
    config.unratedPercent = numberOption(args, "unrated", 0.0, 0.0, 100.0);
    config.lateEntryPercent = numberOption(args, "late-entries", 0.0, 0.0, 100.0);
    config.baku = args.has("baku");
    const auto tieBreaks = tieBreakOption(args);
    config.highestRating = numberOption(args, "highest", 2600, 0, 9999);
    config.lowestRating = numberOption(args, "lowest", 1400, 0, config.highestRating);
    const std::string format = args.valueOr("format", "trf16");
    if (format != "trf16" && format != "trf26") throw UsageError{"--format must be trf16 or trf26"};
    const std::string system = args.valueOr("system", "dutch");
    const auto engine = service::engineNamed(system);
    if (!engine) throw UsageError{"--system must be dutch, dubov, burstein or berger"};
    const auto state = service::generatedTournament(config, *engine);
    if (!state) {
      const auto& failure = state.error();
      // Rounds that are no whole cycle are a wrong setting, not a round
      // that failed to pair: say only that.
      const auto* berger =
          failure.engine ? std::get_if<pairing::RoundRobinFailureCode>(&*failure.engine) : nullptr;
      if (berger == nullptr || *berger != pairing::RoundRobinFailureCode::BadRoundCount)
        console.err << "arbiter generate: round " << failure.generator.round
                    << " could not be paired" << (failure.engine ? ": " : "\n");
      else
        console.err << "arbiter generate: ";
      if (failure.engine)
        console.err << describeEngineFailure(*failure.engine, config.players, config.rounds,
                                             "--rounds")
                    << '\n';
      return Refused;
    }
    interchange::TrfDocument doc;
    doc.state = *state;
    doc.keptLines.push_back(
        {configurationLine(config, system, args.valueOr("tie-breaks", "")), false});
    if (!tieBreaks.empty()) service::recordRanks(doc.state, tieBreaks);
    const std::string text = interchange::writeTrf(
        doc, format == "trf26" ? interchange::TrfFormat::Trf26 : interchange::TrfFormat::Trf16);
    if (const auto output = args.value("output")) {
      if (!writeTextFile(*output, text, "generate", console)) return CannotCreate;
    } else {
      console.out << text;
    }
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::GenerateCommand)
