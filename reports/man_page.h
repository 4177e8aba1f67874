// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace reports {

// One entry of a list in a manual page: an option and what it does.
struct ManItem {
  std::string term;  // e.g. "--section NAME"
  std::string text;
};

// A titled part of a manual page: paragraphs, then a list.
struct ManSection {
  std::string heading;  // e.g. "OPTIONS"
  std::vector<std::string> paragraphs;
  std::vector<ManItem> items;
};

// A manual page of section 1, as the program's own help states it.
struct ManPage {
  std::string name;                   // "arbiter-pair"
  std::string summary;                // the NAME line's text after the dash
  std::string version;                // shown in the footer: "arbiter 0.1.0"
  std::vector<std::string> synopsis;  // one line per form, words as typed
  std::vector<ManSection> sections;
  // The headings of the first two sections, in the page's language.
  std::string nameHeading = "Name";
  std::string synopsisHeading = "Synopsis";
  // Lines set ragged-right, not stretched to the margin: in Chinese only the
  // spaces around a Latin word could stretch, leaving wide gaps.
  bool ragged = false;
};

// The page in man(7) roff; UTF-8 text is kept as it is (man-db reads UTF-8,
// and a page under share/man/zh_CN may be Chinese throughout).
// Text is escaped: a backslash, a hyphen, a line starting with '.' or '\''.
std::string roffManPage(const ManPage& page);

}  // namespace reports
