// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "domain/tournament/batch_results.h"

#include <expected>
#include <string>

namespace service {

// How a batch of results is written.
enum class BatchForm : std::uint8_t {
  BoardOrder,  // one line, board 1 first: "1 = 0 + -"
  BoardLines,  // "board result" lines ("3 1-0"), boards in any order
};

// The action for a round's results written in `form` (read completely;
// nothing is checked against the event yet).
std::expected<tournament::EnterResults, tournament::BatchError> roundResultsAction(
    const tournament::Section& section, int round, std::string_view text, BatchForm form);

}  // namespace service
