// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/live_server.h"

namespace live {

// The standings the server publishes: service::standingsTable(), the
// section's own tie-break list and edition after its last complete round;
// "adjourned-game", "no-complete-round" or "no-rounds" when there are none
// to publish yet.
StandingsBuilder standingsBuilder();

}  // namespace live
