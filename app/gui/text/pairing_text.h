// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/next_round.h"
#include "app/service/round_pairing.h"

#include <QString>

namespace gui {

// Why the engine made no round, in the current language.
QString pairingFailureText(const service::EngineFailure& failure);
// One broken absolute criterion: "C1: 3 and 5 have already played each other".
QString violationText(const pairing::Violation& violation);
// The checker's verdict on a round (C.04.2 1.4) in one or more lines.
QString reviewText(const service::PairingReview& review);

}  // namespace gui
