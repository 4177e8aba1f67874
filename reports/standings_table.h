// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <string>
#include <vector>

namespace reports {

// A player as a document names them.
struct PlayerLabel {
  int startNumber = 0;
  std::string name;        // UTF-8, any script; escaped when rendered
  std::string title;       // GM, IM, ... or empty
  std::string federation;  // e.g. "CHN"
  int rating = 0;          // 0 = unrated (shown as an empty cell)
};

// One line of a standings document.
struct StandingsLine {
  int rank = 0;  // tied players may share a rank
  PlayerLabel player;
  tournament::HalfPoints points = 0;
  std::vector<std::string> tieBreaks;  // one formatted value per tieBreakCodes entry
};

// A standings table ready to render: everything is already decided (order,
// ranks, tie-break values); the renderers only lay it out.
struct StandingsTable {
  std::string event;                       // the event or section name
  int rounds = 0;                          // "after round N"
  std::vector<std::string> tieBreakCodes;  // FIDE acronyms, e.g. "BH/C1", "SB"
  std::vector<StandingsLine> lines;        // in rank order
};

// The words of the standings and crosstable documents; English by default,
// the GUI passes its translations.
struct StandingsLabels {
  std::string lang = "en";  // the HTML lang attribute
  std::string heading = "Standings after round {}";
  std::string crosstableHeading = "Crosstable after round {}";
  std::string rank = "Rk";
  std::string startNumber = "SNo";
  std::string title = "Title";
  std::string name = "Name";
  std::string federation = "Fed";
  std::string rating = "Rtg";
  std::string points = "Pts";
  std::string round = "R{}";  // a crosstable round column
};

}  // namespace reports
