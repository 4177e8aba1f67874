// SPDX-License-Identifier: MIT
// `arbiter pair <file.trf> [--system dutch|berger] [--output <file>] [--explain]`:
// pairs the next round and prints it in the pair-list format engines use.
#include "app/cli/command.h"
#include "app/cli/pair_explain.h"
#include "app/cli/trf_file.h"
#include "domain/interchange/pair_list.h"
#include "domain/pairing/berger.h"
#include "domain/pairing/dutch_pairer.h"

#include <Poco/Util/Option.h>

#include <ostream>
#include <sstream>

namespace cli {
namespace {

std::string describe(pairing::RoundRobinFailureCode code) {
  using C = pairing::RoundRobinFailureCode;
  switch (code) {
    case C::TooFewPlayers: return "fewer than two players";
    case C::NoRoundsLeft: return "every round of the Berger table is already recorded";
    case C::BadRoundCount: return "the planned rounds (XXR/142) are not whole cycles of the table";
  }
  return "cannot pair";
}

class PairCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"pair"}; }
  std::string synopsis() const override { return "<file.trf>"; }
  std::string summary() const override {
    return "pair the next round of a TRF (Dutch Swiss or Berger round robin)";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(Poco::Util::Option("system", "", "dutch or berger (default: the file's 192 "
                                                        "record, else dutch)")
                          .argument("system"));
    options.addOption(
        Poco::Util::Option("output", "o", "write the pair list to this file").argument("file"));
    options.addOption(Poco::Util::Option("explain", "", "explain the pairing instead"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 1) throw UsageError{"expected one TRF file"};
    const std::string& path = args.positional[0];
    int exitCode = Success;
    const auto doc = loadTrfFile(path, "pair", console, exitCode);
    if (!doc) return exitCode;
    printTrfIssues(*doc, path, console);
    const auto& state = doc->state;
    const std::string system = args.valueOr(
        "system", state.system == tournament::PairingSystem::RoundRobin ? "berger" : "dutch");
    if (system != "dutch" && system != "berger") throw UsageError{"--system must be dutch or berger"};

    std::ostringstream text;
    if (system == "berger") {
      const auto round = pairing::pairBerger(state);
      if (!round) {
        console.err << "arbiter pair: " << path << ": " << describe(round.error()) << '\n';
        return Refused;
      }
      if (args.has("explain")) {
        explainBerger(state, *round, text);
      } else {
        interchange::PairList list;
        for (const auto& b : round->boards) list.boards.push_back({b.white, b.black});
        list.bye = round->bye;
        text << interchange::writePairList(list);
      }
    } else {
      const auto round = pairing::pairDutch(state, {.explain = args.has("explain"), .baku = {}});
      if (!round) {
        console.err << "arbiter pair: " << path << ": " << describeDutchFailure(round.error())
                    << '\n';
        return Refused;
      }
      if (args.has("explain")) {
        explainDutch(state, *round, text);
      } else {
        interchange::PairList list;
        for (const auto& b : round->boards) list.boards.push_back({b.white, b.black});
        list.bye = round->bye;
        text << interchange::writePairList(list);
      }
    }
    if (const auto output = args.value("output")) {
      if (!writeTextFile(*output, text.str(), "pair", console)) return CannotCreate;
    } else {
      console.out << text.str();
    }
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PairCommand)
