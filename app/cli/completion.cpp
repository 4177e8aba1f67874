// SPDX-License-Identifier: MIT
#include "app/cli/completion.h"

#include "persistence/section_names.h"

#include <Poco/Util/Option.h>
#include <Poco/Util/OptionSet.h>

#include <algorithm>
#include <filesystem>
#include <set>

namespace cli {
namespace {

bool startsWith(const std::vector<std::string>& words, const std::vector<std::string>& prefix) {
  return prefix.size() <= words.size() && std::equal(prefix.begin(), prefix.end(), words.begin());
}

// The command whose words are the longest prefix of `typed`, or nullptr.
const Command* selected(const std::vector<std::unique_ptr<Command>>& commands,
                        const std::vector<std::string>& typed) {
  const Command* best = nullptr;
  for (const auto& command : commands)
    if (startsWith(typed, command->words()) &&
        (best == nullptr || command->words().size() > best->words().size()))
      best = command.get();
  return best;
}

// The event file a section is asked of: the first argument after the
// command's words that names an existing file.
std::string eventFileIn(const std::vector<std::string>& typed, std::size_t first) {
  for (std::size_t i = first; i < typed.size(); ++i)
    if (!typed[i].starts_with("-") && std::filesystem::is_regular_file(typed[i])) return typed[i];
  return {};
}

}  // namespace

std::vector<std::string> completions(const std::vector<std::unique_ptr<Command>>& commands,
                                     const std::vector<std::string>& words) {
  if (words.empty()) return {};
  const std::string& current = words.back();
  const std::vector<std::string> typed(words.begin(), words.end() - 1);
  std::set<std::string> found;
  const auto offer = [&](const std::string& word) {
    if (word.starts_with(current)) found.insert(word);
  };
  // The next word of every command the typed words begin.
  for (const auto& command : commands)
    if (command->words().size() > typed.size() && startsWith(command->words(), typed))
      offer(command->words()[typed.size()]);
  if (const Command* command = selected(commands, typed)) {
    Poco::Util::OptionSet options;
    command->defineOptions(options);
    options.addOption(Poco::Util::Option("help", "h", "show this help"));
    if (!typed.empty() && typed.back() == "--section" && options.hasOption("section")) {
      for (const auto& name :
           persistence::sectionNames(eventFileIn(typed, command->words().size())))
        offer(name);
    } else if (current.starts_with("-")) {
      for (const auto& option : options) offer("--" + option.fullName());
    }
  }
  return {found.begin(), found.end()};
}

}  // namespace cli
