// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

namespace gui {

class MainWindow;

// The organizer's toolkit in the screenshot tour (screen_tour.h): the
// rating list search, the rating update, the forbidden pairs, the prize
// table and check-in rule, the check-in, the prize list, the title norms
// and the round's games, each opened on small files
// written beside the screenshots (removed afterwards). `shootModal(name,
// trigger)` grabs the dialog `trigger` opens and closes it.
void shootToolkitDialogs(
    MainWindow& window, const QString& folder,
    const std::function<void(const QString&, const std::function<void()>&)>& shootModal);

}  // namespace gui
