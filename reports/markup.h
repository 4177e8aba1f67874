// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace reports {

// `text` made safe as XML/HTML character data or a quoted attribute value:
// & < > " ' become entities; every other byte (UTF-8 included) is kept.
std::string escapeMarkup(std::string_view text);

// The HTML5 page around `body`: UTF-8, the given `lang` ("en", "zh-CN"),
// an escaped <title> and the shared print-friendly style sheet.
std::string htmlPage(std::string_view title, std::string_view lang, std::string_view body);

}  // namespace reports
