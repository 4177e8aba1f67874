// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string>
#include <vector>

namespace pairing::testing {

// The pairing corpus's TRF subset (../shared/corpus/pairing/README.md):
// 001 player lines with round blocks, XXR and XXC. Test-side reader only.
std::optional<tournament::TournamentState> readCorpusTrf(const std::string& path);

// A .pairs file: boards in order, then the PAB line "P 0" if any.
struct ExpectedPairs {
  std::vector<Board> boards;
  std::optional<int> bye;
};
std::optional<ExpectedPairs> readPairs(const std::string& path);

std::string corpusDir();

}  // namespace pairing::testing
