// SPDX-License-Identifier: MIT
// `arbiter`: the command-line front end. The first words select a
// subcommand (see command.h); the rest are parsed with the subcommand's own
// Poco option set. Every exception is caught here and mapped to an ExitCode.
#include "app/cli/command.h"
#include "app/cli/completion.h"
#include "app/cli/help_text.h"
#include "app/cli/man_pages.h"
#include "app/cli/output_language.h"
#include "app/platform/terminal.h"
#include "app/version/arbiter_version.h"

#include <Poco/Exception.h>
#include <Poco/Util/Application.h>
#include <Poco/Util/HelpFormatter.h>
#include <Poco/Util/OptionException.h>
#include <Poco/Util/OptionProcessor.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <sstream>

namespace cli {
namespace {

std::string joinWords(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

// A help line's width that no text reaches: the text is not wrapped.
constexpr int UnwrappedWidth = 1 << 20;

// The help in `language` (help_text.h): the command's own options, each
// described in that language.
void printCommandHelp(const Command& command, std::ostream& out, reports::Language language) {
  Poco::Util::OptionSet defined;
  command.defineOptions(defined);
  defined.addOption(Poco::Util::Option("help", "h", "show this help"));
  Poco::Util::OptionSet options;
  for (Poco::Util::Option option : defined)
    options.addOption(option.description(helpText(option.description(), language)));
  Poco::Util::HelpFormatter formatter(options);
  formatter.setUnixStyle(true);
  formatter.setCommand("arbiter " + joinWords(command.words()));
  formatter.setUsage(command.synopsis() + " [options]");
  formatter.setHeader(helpText(command.summary(), language));
  // Poco wraps at spaces, counting bytes, and cuts a word longer than the
  // line, losing a byte of it; Chinese has no spaces, so a long text came out
  // with a broken character. Its lines are left whole, for the terminal to wrap.
  if (language == reports::Language::Zh) formatter.setWidth(UnwrappedWidth);
  formatter.format(out);
}

void printOverview(const std::vector<std::unique_ptr<Command>>& commands, std::ostream& out,
                   reports::Language language) {
  out << "usage: arbiter [--lang zh|en] <command> [arguments] [options]\n"
         "       arbiter <command> --help\n\n"
      << helpText("commands:", language) << '\n';
  for (const auto& command : commands) {
    std::string head = joinWords(command->words());
    out << "  " << head << std::string(head.size() < 18 ? 18 - head.size() : 1, ' ')
        << helpText(command->summary(), language) << '\n';
  }
  out << '\n' << helpText("exit codes:", language) << ' ';
  const std::string text = helpText(ExitCodesText, language);
  std::string_view codes = text;
  for (std::size_t line = 0; !codes.empty(); ++line) {
    const std::size_t end = std::min(codes.find('\n'), codes.size() - 1) + 1;
    out << (line == 0 ? "" : "  ") << codes.substr(0, end);
    codes.remove_prefix(end);
  }
}

// Finds the command whose words are the longest prefix of `args`.
const Command* selectCommand(const std::vector<std::unique_ptr<Command>>& commands,
                             const std::vector<std::string>& args, std::size_t& used) {
  const Command* best = nullptr;
  used = 0;
  for (const auto& command : commands) {
    const auto words = command->words();
    if (words.size() > args.size() || words.size() <= used) continue;
    if (std::equal(words.begin(), words.end(), args.begin())) {
      best = command.get();
      used = words.size();
    }
  }
  return best;
}

Arguments parseArguments(const Command& command, const std::vector<std::string>& args,
                         std::size_t first, bool& wantsHelp) {
  Poco::Util::OptionSet options;
  command.defineOptions(options);
  options.addOption(Poco::Util::Option("help", "h", "show this help"));
  Poco::Util::OptionProcessor processor(options);
  processor.setUnixStyle(true);
  Arguments parsed;
  bool optionsEnded = false;
  // A word like "-1" or "-/+" is a value (a depth, a result), not a short option.
  const auto dashValue = [](const std::string& word) {
    return word.size() > 1 && word[0] == '-' && word[1] != '-' &&
           !std::isalpha(static_cast<unsigned char>(word[1]));
  };
  for (std::size_t i = first; i < args.size(); ++i) {
    std::string name;
    std::string value;
    if (!optionsEnded && !dashValue(args[i]) && processor.process(args[i], name, value)) {
      if (args[i] == "--") optionsEnded = true;
      if (!name.empty()) parsed.options[name].push_back(value);
    } else {
      parsed.positional.push_back(args[i]);
    }
  }
  wantsHelp = parsed.has("help");
  if (!wantsHelp) processor.checkRequired();  // `--help` works without the required options
  return parsed;
}

class ArbiterApplication : public Poco::Util::Application {
public:
  explicit ArbiterApplication(std::vector<std::string> args) : m_args(std::move(args)) {}

protected:
  int main(const std::vector<std::string>&) override {
    std::vector<std::string> args = m_args;
    const std::string unknownLanguage = takeLanguageOption(args);
    if (!unknownLanguage.empty()) {
      std::cerr << "arbiter: --lang: '" << unknownLanguage << "' is not a language (zh or en)\n";
      return Usage;
    }
    const auto commands = allCommands();
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
      printOverview(commands, std::cout, outputLanguage());
      return args.empty() ? Usage : Success;
    }
    if (args[0] == "--complete") {
      for (const auto& word : completions(commands, {args.begin() + 1, args.end()}))
        std::cout << word << '\n';
      return Success;
    }
    // The build writes the manual pages with the program it has just linked.
    // --manpages DIR: English; --manpages DIR zh: Chinese (share/man/zh_CN).
    if (args[0] == "--manpages" && (args.size() == 2 || (args.size() == 3 && args[2] == "zh")))
      return writeManPages(commands, args[1],
                           args.size() == 3 ? reports::Language::Zh : reports::Language::En,
                           std::cerr);
    if (args[0] == "--version") {
      std::cout << "arbiter " << arbiterVersion() << '\n';
      return Success;
    }
    std::size_t used = 0;
    const Command* command = selectCommand(commands, args, used);
    if (command == nullptr) {
      std::cerr << "arbiter: unknown command '" << args[0] << "'\n";
      printOverview(commands, std::cerr, outputLanguage());
      return Usage;
    }
    Console console{std::cout, std::cerr, platform::isTerminal(platform::StandardStream::Error)};
    try {
      bool wantsHelp = false;
      const Arguments parsed = parseArguments(*command, args, used, wantsHelp);
      if (wantsHelp) {
        printCommandHelp(*command, std::cout, outputLanguage());
        return Success;
      }
      return command->run(parsed, console);
    } catch (const Poco::Util::OptionException& e) {
      std::cerr << "arbiter " << joinWords(command->words()) << ": " << e.displayText() << "\n\n";
      printCommandHelp(*command, std::cerr, outputLanguage());
      return Usage;
    } catch (const UsageError& e) {
      std::cerr << "arbiter " << joinWords(command->words()) << ": " << e.message << "\n\n";
      printCommandHelp(*command, std::cerr, outputLanguage());
      return Usage;
    } catch (const Poco::Exception& e) {
      std::cerr << "arbiter: " << e.displayText() << '\n';
      return IoError;
    } catch (const std::exception& e) {
      std::cerr << "arbiter: internal error: " << e.what() << '\n';
      return Internal;
    }
  }

private:
  std::vector<std::string> m_args;
};

}  // namespace
}  // namespace cli

int main(int argc, char** argv) {
  // Subcommand options are parsed per command, so the application itself is
  // initialised with the program name only and receives the rest as args.
  cli::ArbiterApplication app(std::vector<std::string>(argv + 1, argv + argc));
  try {
    char* programOnly[] = {argv[0], nullptr};
    app.init(1, programOnly);
  } catch (const Poco::Exception& e) {
    std::cerr << "arbiter: " << e.displayText() << '\n';
    return cli::Internal;
  }
  return app.run();
}
