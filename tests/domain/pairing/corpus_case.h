// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/pair_list.h"
#include "domain/interchange/trf_document.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pairing::testing {

// The directory of the pairing corpus (../shared/corpus/pairing).
std::string corpusDir();
// A corpus .trf read with the TRF reader, or nullopt.
std::optional<tournament::TournamentState> readCorpusTrf(const std::string& path);
// A corpus .trf as a whole document (teams included), or nullopt.
std::optional<interchange::TrfDocument> readCorpusDocument(const std::string& path);
// A corpus .pairs read with the pair-list reader, or nullopt.
std::optional<interchange::PairList> readPairs(const std::string& path);

// `state` with round `pairing.round` recorded as `pairing` (every game
// drawn) and the byes planned for that round entered.
tournament::TournamentState withRound(const tournament::TournamentState& state,
                                      const Pairing& pairing);

// The (white, black) start numbers of every board, in board order.
std::vector<std::pair<int, int>> boardPairs(const auto& boards) {
  std::vector<std::pair<int, int>> out;
  for (const auto& b : boards) out.emplace_back(b.white, b.black);
  return out;
}

// The same sorted: a pairing (or a pair list) as a set, colours included.
std::vector<std::pair<int, int>> sortedPairs(const auto& boards) {
  auto out = boardPairs(boards);
  std::sort(out.begin(), out.end());
  return out;
}

// A pairing (or a pair list) in one line for a failure message:
// "white-black ... bye n".
std::string describe(const auto& pairing) {
  std::string out;
  for (const auto& b : pairing.boards)
    out += std::to_string(b.white) + "-" + std::to_string(b.black) + " ";
  if (pairing.bye) out += "bye " + std::to_string(*pairing.bye);
  return out;
}

}  // namespace pairing::testing
