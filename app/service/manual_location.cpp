// SPDX-License-Identifier: MIT
#include "app/service/manual_location.h"

namespace service {

std::filesystem::path manualFolder(const std::filesystem::path& programFolder) {
  for (const auto& relative : {"../share/doc/arbiter/manual", "../../manual"}) {
    const auto candidate = (programFolder / relative).lexically_normal();
    std::error_code missing;
    if (std::filesystem::is_directory(candidate / "en", missing)) return candidate;
  }
  return {};
}

std::filesystem::path manualPage(const std::filesystem::path& folder, std::string_view language) {
  return folder / (language.starts_with("zh") ? "zh_CN" : "en") / "index.html";
}

}  // namespace service
