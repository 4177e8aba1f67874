// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/player.h"
#include "domain/tournament/tournament_state.h"

namespace tournament {

// The kind of bye the pairing itself gives a player in a section of this
// system: in a Swiss the pairing-allocated bye (C.04.1 art. 3, scored as
// the section's scoring says), in a round robin the rest seat of the player
// who meets the dummy, which scores nothing (C.05 Annex 1: with an odd
// number of players, the player drawn against the extra number has a free
// round). Every way a round is stored (paired by the engine, set from a
// list, edited by hand) takes the kind from here.
ByeKind pairingByeKind(PairingSystem system);

}  // namespace tournament
