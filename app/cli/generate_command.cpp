// SPDX-License-Identifier: MIT
// `arbiter generate --players N --rounds R [--seed S] [--draws P] [--forfeits P]
// [--byes P] [--withdrawals P]`: a random tournament, paired round by round by
// our engine, written as TRF.
#include "app/cli/command.h"
#include "app/cli/round_pairers.h"
#include "app/cli/trf_file.h"
#include "domain/interchange/trf_writer.h"
#include "domain/pairing/tournament_generator.h"

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
    options.addOption(Option("highest", "", "highest rating (default 2600)").argument("ELO"));
    options.addOption(Option("lowest", "", "lowest rating (default 1400)").argument("ELO"));
    options.addOption(Option("system", "", "dutch (default) or berger").argument("system"));
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
    config.highestRating = numberOption(args, "highest", 2600, 0, 9999);
    config.lowestRating = numberOption(args, "lowest", 1400, 0, config.highestRating);
    const std::string format = args.valueOr("format", "trf16");
    if (format != "trf16" && format != "trf26") throw UsageError{"--format must be trf16 or trf26"};
    const std::string system = args.valueOr("system", "dutch");
    const auto pairer = roundPairer(system);
    if (!pairer) throw UsageError{"--system must be dutch or berger"};

    const auto state = pairing::generateTournament(config, *pairer);
    if (!state) {
      console.err << "arbiter generate: round " << state.error().round
                  << " could not be paired (no legal pairing left)\n";
      return Refused;
    }
    interchange::TrfDocument doc;
    doc.state = *state;
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
