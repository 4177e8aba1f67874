// SPDX-License-Identifier: MIT
#include "app/cli/help_text.h"

namespace cli {

std::string helpText(std::string_view english, reports::Language language) {
  if (language == reports::Language::Zh) {
    const auto& table = chineseHelpTexts();
    if (const auto found = table.find(english); found != table.end())
      return std::string(found->second);
  }
  return std::string(english);
}

}  // namespace cli
