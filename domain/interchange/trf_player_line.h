// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_issue.h"
#include "domain/interchange/trf_line.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <vector>

namespace interchange {

// The first column of round r's block (1-based r): 92 + 10(r-1) (C.04 Annex 2).
constexpr int blockColumn(int round) { return 92 + 10 * (round - 1); }

// A 001 line as read: the player with every round block the line holds
// (the reader later cuts them to the paired rounds), and where it stood.
struct PlayerLine {
  tournament::PlayerRecord record;
  int line = 0;
};

// Reads one 001 player line (the grammar is in trf_reader.h). Appends the
// issues it notices to `issues`; returns the first refusal.
std::expected<PlayerLine, TrfError> readPlayerLine(const TrfLine& line, int lineNumber,
                                                   std::vector<TrfIssue>& issues);

}  // namespace interchange
