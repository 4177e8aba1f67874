// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace gui {

// The columns that name a player, in the order every player table shows
// them (players, standings).
enum PlayerColumn { StartNumberColumn, TitleColumn, NameColumn, FederationColumn, RatingColumn };

// The title of a player column, in the current language.
QString playerColumnTitle(PlayerColumn column);
// The title of a points column, in the current language.
QString pointsColumnTitle();

}  // namespace gui
