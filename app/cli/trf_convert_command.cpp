// SPDX-License-Identifier: MIT
// `arbiter trf convert <in> <out> [--format trf16|trf26]`: reads a TRF,
// lists every problem and adjustment with line and column, writes it again.
#include "app/cli/command.h"
#include "app/cli/trf_file.h"
#include "domain/interchange/trf_writer.h"

#include <Poco/Util/Option.h>

#include <ostream>

namespace cli {
namespace {

class TrfConvertCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"trf", "convert"}; }
  std::string synopsis() const override { return "<in.trf> <out.trf>"; }
  std::string summary() const override {
    return "rewrite a TRF as TRF16 or TRF26, listing every problem found";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(
        Poco::Util::Option("format", "", "trf16 or trf26 (default: as read)").argument("format"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 2) throw UsageError{"expected an input and an output file"};
    const auto format = formatOption(args);
    int exitCode = Success;
    const auto doc = loadTrfFile(args.positional[0], "trf convert", console, exitCode);
    if (!doc) return exitCode;
    printTrfIssues(*doc, args.positional[0], console);
    const std::string text = interchange::writeTrf(*doc, format.value_or(doc->format));
    if (!writeTextFile(args.positional[1], text, "trf convert", console)) return CannotCreate;
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::TrfConvertCommand)
