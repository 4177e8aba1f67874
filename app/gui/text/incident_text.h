// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/incident.h"

#include <QString>

namespace gui {

// What the domain decided about an incident, as the arbiter reads it: the
// verdict with its article and the clock effect, e.g. "Illegal move (Laws
// 7.5.5): time penalty; add 2:00 to the opponent's remaining time. Illegal
// moves by this player in this game: 1."
QString incidentText(const tournament::Incident& incident);
// A duration in seconds as m:ss (or h:mm:ss).
QString durationText(int seconds);
// The Laws 12.9 option with its article number, e.g. "12.9.2 Time added to the opponent".
QString penaltyOptionText(tournament::PenaltyOption option);

}  // namespace gui
