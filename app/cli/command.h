// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/exit_code.h"

#include <Poco/Util/OptionSet.h>

#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// What a command was given on the command line, after option parsing:
// the positional arguments in order and every option's values (an option
// given several times keeps every value; a flag has one empty value).
struct Arguments {
  std::vector<std::string> positional;
  std::map<std::string, std::vector<std::string>> options;

  bool has(const std::string& name) const { return options.contains(name); }
  // The last value of an option, or nullopt when it was not given.
  std::optional<std::string> value(const std::string& name) const;
  // The last value of an option, or `fallback`.
  std::string valueOr(const std::string& name, const std::string& fallback) const;
};

// Where a command writes: `out` for results, `err` for diagnostics.
// `interactive` is true when stderr is a terminal (progress may be shown).
struct Console {
  std::ostream& out;
  std::ostream& err;
  bool interactive = false;
};

// A usage error raised by a command while reading its arguments; the
// dispatcher prints the message and the command's help and exits with Usage.
struct UsageError {
  std::string message;
};

// One `arbiter` subcommand. Each lives in its own .cpp file and registers
// itself with ARBITER_REGISTER_COMMAND.
class Command {
public:
  virtual ~Command() = default;
  // The words that select the command, e.g. {"perft"} or {"player", "add"}.
  virtual std::vector<std::string> words() const = 0;
  // The argument synopsis after the words, e.g. "<FEN|startpos> <depth>".
  virtual std::string synopsis() const = 0;
  // One sentence for the command list and the help header.
  virtual std::string summary() const = 0;
  // The command's options (long names, Unix style: --name value).
  virtual void defineOptions(Poco::Util::OptionSet& options) const = 0;
  // Runs the command. Returns an ExitCode. May throw UsageError; any other
  // exception is caught by the dispatcher and reported as Internal.
  virtual int run(const Arguments& args, Console& console) const = 0;
};

using CommandFactory = std::function<std::unique_ptr<Command>()>;

// The registry of every linked command, ordered by their words.
std::vector<std::unique_ptr<Command>> allCommands();
bool registerCommand(CommandFactory factory);

}  // namespace cli

#define ARBITER_CONCAT_INNER(a, b) a##b
#define ARBITER_CONCAT(a, b) ARBITER_CONCAT_INNER(a, b)
// Registers a Command subclass at static-initialisation time.
#define ARBITER_REGISTER_COMMAND(Type)                                           \
  namespace {                                                                    \
  const bool ARBITER_CONCAT(registered_, __LINE__) = ::cli::registerCommand([] { \
    return std::make_unique<Type>();                                             \
  });                                                                            \
  }
