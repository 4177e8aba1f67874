// SPDX-License-Identifier: MIT
#include "app/cli/output_language.h"

#include <optional>

namespace cli {
namespace {

std::optional<words::Language>& chosen() {
  static std::optional<words::Language> language;
  return language;
}

}  // namespace

words::Language outputLanguage() {
  if (!chosen()) chosen() = words::environmentLanguage();
  return *chosen();
}

void setOutputLanguage(words::Language language) { chosen() = language; }

std::string takeLanguageOption(std::vector<std::string>& args) {
  if (args.empty()) return {};
  std::string value;
  std::size_t taken = 0;
  if (args[0] == "--lang") {
    value = args.size() > 1 ? args[1] : std::string();
    taken = args.size() > 1 ? 2 : 1;
  } else if (args[0].starts_with("--lang=")) {
    value = args[0].substr(7);
    taken = 1;
  } else {
    return {};
  }
  args.erase(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(taken));
  const auto language = reports::parseLanguage(value);
  if (!language) return value.empty() ? "--lang" : value;
  setOutputLanguage(*language);
  return {};
}

}  // namespace cli
