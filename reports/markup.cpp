// SPDX-License-Identifier: MIT
#include "reports/markup.h"

#include "reports/program_footer.h"

#include <fmt/format.h>

namespace reports {

std::string escapeMarkup(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

namespace {

// One style sheet for every document: readable on screen, plain on paper.
constexpr std::string_view StyleSheet = R"(body{font-family:sans-serif;margin:1.5em;color:#111}
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.4em}
table{border-collapse:collapse;margin:0.5em 0}
th,td{border:1px solid #999;padding:2px 6px;text-align:left}
th{background:#eee}td.num{text-align:right}
.opponents th,.opponents td{font-size:0.85em;padding:2px 3px}
tr:nth-child(even) td{background:#f7f7f7}
.verdict-valid{color:#064}.verdict-invalid{color:#a00}
figure{display:inline-block;margin:0.5em}figcaption{text-align:center}
footer.program{margin-top:2em;font-size:0.75em;color:#666}
@media print{body{margin:0}tr:nth-child(even) td{background:none}})";

}  // namespace

// The document, then programFooter() at its foot.
std::string htmlPage(std::string_view title, std::string_view lang, std::string_view body) {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{}</title>\n<style>\n{}\n</style>\n</head>\n<body>\n{}{}</body>\n</html>\n",
      escapeMarkup(lang), escapeMarkup(title), StyleSheet, body, programFooter());
}

}  // namespace reports
