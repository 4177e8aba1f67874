// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/language.h"

#include <cstdint>
#include <string>
#include <vector>

namespace reports {

enum class StartListOrder : std::uint8_t { ByNumber, Alphabetical, ByRating };

// The start numbers of `state` in the order asked: by start number; by name
// (byte order of the UTF-8 names, then start number); by rating, highest
// first (unrated last), then start number.
std::vector<int> startListOrder(const tournament::TournamentState& state, StartListOrder order);

// The start list as an HTML fragment: a heading naming the order, then one
// row per player: number, title, name, federation, FIDE ID, rating, birth
// date. Every value escaped.
std::string startListSection(const tournament::TournamentState& state, StartListOrder order,
                             Language language);

}  // namespace reports
