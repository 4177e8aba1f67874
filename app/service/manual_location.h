// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string_view>

namespace service {

// The folder of the user manual (en/ and zh_CN/ inside), found from the
// folder of the running program: installed, <prefix>/bin ->
// <prefix>/share/doc/arbiter/manual; in the build tree, build/<preset>/app/<program>
// -> build/<preset>/manual. Empty when neither holds it.
std::filesystem::path manualFolder(const std::filesystem::path& programFolder);

// The manual's first page in a language: "zh_CN" for a Chinese tag
// ("zh", "zh_CN", "zh-CN"), else "en"; `folder` from manualFolder.
std::filesystem::path manualPage(const std::filesystem::path& folder, std::string_view language);

}  // namespace service
