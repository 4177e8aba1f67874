// SPDX-License-Identifier: MIT
#include "reports/man_page.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace reports {
namespace {

// The full-width punctuation after which a Chinese line may break. groff
// breaks lines only at spaces, and Chinese has none: a long text would run
// past the margin ("can't break line"). A line may end after these marks,
// never start with one (the rule of Chinese typesetting).
constexpr std::string_view ChineseBreakAfter[] = {"，", "；", "、", "。", "：", "）"};

// Text for roff: '\' and '-' escaped (a hyphen otherwise may print as a
// dash and cannot be searched for), a control character at a line start
// defused, a break point (\:) after Chinese punctuation.
std::string escapeRoff(const std::string& text) {
  std::string out;
  bool lineStart = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (lineStart && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
    lineStart = c == '\n';
    const std::string_view rest = std::string_view(text).substr(i + 1);
    const auto endsWith = [&out](std::string_view mark) {
      return std::string_view(out).ends_with(mark);
    };
    const auto startsRest = [rest](std::string_view mark) { return rest.starts_with(mark); };
    if (!rest.empty() && std::ranges::any_of(ChineseBreakAfter, endsWith) &&
        std::ranges::none_of(ChineseBreakAfter, startsRest))
      out += "\\:";
  }
  return out;
}

std::string upper(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return text;
}

}  // namespace

std::string roffManPage(const ManPage& page) {
  std::string out = ".TH " + escapeRoff(upper(page.name)) + " 1 \"\" \"" +
                    escapeRoff(page.version) + "\" \"Arbiter\"\n";
  if (page.ragged) out += ".ad l\n";
  out += ".SH " + escapeRoff(upper(page.nameHeading)) + "\n" + escapeRoff(page.name) + " \\- " +
         escapeRoff(page.summary) + "\n";
  out += ".SH " + escapeRoff(upper(page.synopsisHeading)) + "\n.nf\n";
  for (const auto& line : page.synopsis) out += escapeRoff(line) + "\n";
  out += ".fi\n";
  for (const auto& section : page.sections) {
    out += ".SH " + escapeRoff(upper(section.heading)) + "\n";
    for (std::size_t i = 0; i < section.paragraphs.size(); ++i)
      out += (i == 0 ? "" : ".PP\n") + escapeRoff(section.paragraphs[i]) + "\n";
    for (const auto& item : section.items)
      out += ".TP\n.B " + escapeRoff(item.term) + "\n" + escapeRoff(item.text) + "\n";
  }
  return out;
}

}  // namespace reports
