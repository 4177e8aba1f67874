// SPDX-License-Identifier: MIT
#include "app/gui/text/desk_usage.h"

#include "app/version/arbiter_version.h"

namespace gui {

reports::ManPage deskManPage() {
  return {"arbiter-desk",
          "the chess arbiter's desk: events, pairings, results and incidents in windows",
          "arbiter " + std::string(arbiterVersion()),
          {"arbiter-desk [FILE]", "arbiter-desk --help"},
          {{"Description",
            {"Opens the main window in the system's language (Chinese or English; "
             "View > Language changes it), with FILE open: an event file (.arbiter), "
             "opened to work on, or a TRF file, read to pair and check.",
             "Help > User manual opens the manual installed with the program."},
            {}},
           {"Options", {}, {{"--help", "prints this and quits"}}},
           {"See also", {"arbiter(1); the user manual in /usr/share/doc/arbiter/manual"}, {}}}};
}

std::string deskHelp() {
  const reports::ManPage page = deskManPage();
  std::string text = page.name + ": " + page.summary + "\n\nusage:";
  for (const auto& line : page.synopsis) text += "  " + line + "\n      ";
  text.resize(text.size() - 6);
  for (const auto& section : page.sections) {
    if (section.items.empty()) continue;
    text += "\n" + section.heading + ":\n";
    for (const auto& item : section.items) text += "  " + item.term + "\n      " + item.text + "\n";
  }
  return text;
}

}  // namespace gui
