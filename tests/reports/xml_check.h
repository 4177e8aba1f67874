// SPDX-License-Identifier: MIT
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace reports_test {

// A small well-formedness check for the documents under test: every element
// closed in order, attribute values quoted, no bare '<' or '&' in text.
// Returns "" when well formed, otherwise what is wrong and where. HTML void
// elements (meta) are accepted unclosed; <!DOCTYPE>, <style> and <script>
// contents are skipped.
inline std::string xmlProblem(std::string_view doc) {
  std::vector<std::string> open;
  std::size_t i = 0;
  auto at = [&](std::size_t pos) { return " at offset " + std::to_string(pos); };
  while (i < doc.size()) {
    const char c = doc[i];
    if (c == '&') {
      const auto semi = doc.find(';', i);
      if (semi == std::string_view::npos || semi - i > 8) return "bare &" + at(i);
      i = semi + 1;
      continue;
    }
    if (c == '>') return "bare >" + at(i);
    if (c != '<') {
      ++i;
      continue;
    }
    if (doc.substr(i, 2) == "<!") {
      i = doc.find('>', i) + 1;
      continue;
    }
    const bool closing = doc.substr(i, 2) == "</";
    std::size_t j = i + (closing ? 2 : 1);
    std::string name;
    while (j < doc.size() && (std::isalnum(static_cast<unsigned char>(doc[j])) || doc[j] == '-'))
      name += doc[j++];
    if (name.empty()) return "bare <" + at(i);
    bool selfClosing = false;
    while (j < doc.size() && doc[j] != '>') {
      if (doc[j] == '"' || doc[j] == '\'') {
        const char quote = doc[j];
        const auto end = doc.find(quote, j + 1);
        if (end == std::string_view::npos) return "unterminated attribute" + at(j);
        if (doc.substr(j + 1, end - j - 1).find('<') != std::string_view::npos)
          return "< inside an attribute" + at(j);
        j = end + 1;
        continue;
      }
      if (doc[j] == '=' && j + 1 < doc.size() && doc[j + 1] != '"' && doc[j + 1] != '\'')
        return "unquoted attribute" + at(j);
      if (doc[j] == '/' && j + 1 < doc.size() && doc[j + 1] == '>') selfClosing = true;
      ++j;
    }
    if (j >= doc.size()) return "unterminated tag" + at(i);
    i = j + 1;
    if (closing) {
      if (open.empty() || open.back() != name) return "unexpected </" + name + ">" + at(i);
      open.pop_back();
    } else if (!selfClosing && name != "meta") {
      open.push_back(name);
      // HTML's raw text elements: their contents are not markup.
      if (name == "style" || name == "script") {
        const auto end = doc.find("</" + name + ">", i);
        if (end == std::string_view::npos) return "unclosed <" + name + ">";
        i = end;
      }
    }
  }
  return open.empty() ? std::string() : "unclosed <" + open.back() + ">";
}

// How often `needle` occurs in `text`.
inline int occurrences(std::string_view text, std::string_view needle) {
  int count = 0;
  for (auto pos = text.find(needle); pos != std::string_view::npos;
       pos = text.find(needle, pos + needle.size()))
    ++count;
  return count;
}

}  // namespace reports_test
