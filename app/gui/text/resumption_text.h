// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "domain/tournament/envelope.h"

#include <QString>

namespace gui {

// What the rules core read in a sealed move ("legal", "illegal", ...), in
// the current language.
QString sealedMoveReadingText(tournament::SealedMoveStatus status);

// What opening the envelope decides, made from the envelope's verdict and
// the board's result together (never separately), with the article, in
// the current language; `sealer` and `replier` are the players' names.
QString resumptionText(const tournament::Envelope& envelope, tournament::GameResult result,
                       const QString& sealer, const QString& replier);

}  // namespace gui
