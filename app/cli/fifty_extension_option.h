// SPDX-License-Identifier: MIT
#pragma once

// --fifty-extension ENDING=MOVES,...: the organiser's extended fifty-move
// counts for named endings (classic 10.12), read by `section add`,
// `section edit` and `claim`.

#include "domain/chess/fifty_move_extension.h"
#include "domain/tournament/rules_profile.h"

#include <string>
#include <vector>

namespace cli {

// The list given (`none`: the empty list). Throws UsageError naming the
// column of what cannot be read.
std::vector<chess::FiftyMoveExtension> readFiftyExtensions(const std::string& text);

// Throws UsageError unless `extensions` is empty or `rules` is the classic
// profile (FIDE Laws 9.3 have 50 moves in every position).
void requireClassicForExtensions(const std::vector<chess::FiftyMoveExtension>& extensions,
                                 tournament::RulesProfile rules);

}  // namespace cli
