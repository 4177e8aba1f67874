// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"

#include <string>
#include <string_view>
#include <unordered_map>

namespace cli {

// The words of the help (`--help`, the command list, the manual pages) in
// `language`. A command writes its English where it defines itself (its
// summary and its options' descriptions); the Chinese of each such text is
// in one table per language (help_text_zh.cpp), found by the English text,
// so the help, `--help` and the manual pages all come from that one source.
// A text the table lacks is given in English (the ChineseManPages test
// names it).
std::string helpText(std::string_view english, reports::Language language);

// The Chinese table (help_text_zh.cpp): each English text of the help and
// its Chinese.
const std::unordered_map<std::string_view, std::string_view>& chineseHelpTexts();

}  // namespace cli
