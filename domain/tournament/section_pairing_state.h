// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <optional>

namespace tournament {

// The initial colour (C.04.3 5.2.5, TRF `XXC`) as round 1 of the section
// shows it: the colour of the best-ranked player on a board in round 1 (with
// no colour history, the top participant - number 1 among the round's
// participants, C.04.2 2.4 - gets the initial colour). nullopt before
// round 1 is paired.
std::optional<Color> initialColourOf(const Section& section);

// The section as the pairing engines read it for its next round:
// toTournamentState() plus the initial colour (before round 1:
// `drawnColour`, a lot drawn now, else the section's stored one, else White,
// the colour the pairing gives then; after: the
// stored one, else as round 1 shows it - a file from before it was stored)
// and, as known absences of
// the next round, late entries not yet entered (C.04.2 2.4).
TournamentState pairingStateOf(const Section& section, std::optional<Color> drawnColour = {});

}  // namespace tournament
