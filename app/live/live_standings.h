// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/live_server.h"

namespace live {

// The standings the server publishes: reports::currentStandings() (the
// default C.07 tie-breaks of the event's system); "adjourned-game" or
// "no-rounds" when there are none to publish yet.
StandingsBuilder standingsBuilder();

}  // namespace live
