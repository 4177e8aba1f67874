// SPDX-License-Identifier: MIT
#pragma once

#include "app/words/language.h"

#include <string>
#include <vector>

namespace cli {

// The language `arbiter` speaks in for this run: its refusals, notes and
// verdicts. `arbiter --lang zh|en ...` chooses it; without the option the
// locale does (LC_ALL, LC_MESSAGES, LANG: words::environmentLanguage).
words::Language outputLanguage();
void setOutputLanguage(words::Language language);

// Takes a leading `--lang VALUE` or `--lang=VALUE` (before the command's
// words: `arbiter --lang zh pair ...`; a command's own --lang, such as
// report's, stays with the command) out of `args` and sets the output
// language from it. Returns the value when it names no language ("zh",
// "zh-CN", "zh_CN", "en"; reports::parseLanguage), else "".
std::string takeLanguageOption(std::vector<std::string>& args);

}  // namespace cli
