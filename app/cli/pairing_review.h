// SPDX-License-Identifier: MIT
#pragma once

// Storing a round's pairing in an event file with the pairing checker's
// findings (C.04.2 1.4), shared by `pair`, `round set` and `round edit`,
// and the checker's findings in words (also for `check`).

#include "app/cli/command.h"
#include "app/service/event_session.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/tournament/action.h"

#include <string>

namespace cli {

// "C1: 3 - 5 already played each other".
std::string violationText(const pairing::Violation& violation);
// "differs from our pairing first in C12 (ours is better)" and the like.
std::string differenceText(const pairing::CheckReport& report);

// Stores `action` as one transaction (audited, undoable). For a Swiss
// section the round as it would be stored is checked first: a violated
// absolute criterion (C1-C3, C4) is printed and the action refused (exit
// 76, nothing changed) unless `force`, in which case the findings are kept
// in the audit row; a difference from our own pairing is printed as a
// warning naming the first criterion. On success the round's boards are
// printed (pairing numbers, names, scores).
int storeCheckedPairing(service::EventSession& repo, tournament::SetPairing action, bool force,
                        const Arguments& args, Console& console);

// Prints round `round` of `section`: one line per board with the pairing
// numbers, names and scores before the round, then the byes.
void printRound(const tournament::Section& section, int round, Console& console);

}  // namespace cli
