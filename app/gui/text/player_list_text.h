// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/player_list.h"

#include <QString>

namespace gui {

// The sentence shown for a player list that cannot be read (a CSV's or a
// TRF's error), naming the file, line and column, in the current language.
QString playerListErrorText(const QString& fileName, const service::PlayerListError& error);

}  // namespace gui
