// SPDX-License-Identifier: MIT
#include "app/cli/command.h"

#include <algorithm>

namespace cli {

std::optional<std::string> Arguments::value(const std::string& name) const {
  auto it = options.find(name);
  if (it == options.end() || it->second.empty()) return std::nullopt;
  return it->second.back();
}

std::string Arguments::valueOr(const std::string& name, const std::string& fallback) const {
  return value(name).value_or(fallback);
}

namespace {
std::vector<CommandFactory>& factories() {
  static std::vector<CommandFactory> list;
  return list;
}
}  // namespace

bool registerCommand(CommandFactory factory) {
  factories().push_back(std::move(factory));
  return true;
}

std::vector<std::unique_ptr<Command>> allCommands() {
  std::vector<std::unique_ptr<Command>> commands;
  for (const auto& make : factories()) commands.push_back(make());
  std::sort(commands.begin(), commands.end(),
            [](const auto& a, const auto& b) { return a->words() < b->words(); });
  return commands;
}

}  // namespace cli
