// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"
#include "reports/site_model.h"

#include <string>
#include <string_view>

namespace reports {

// The seconds each view of the hall screen stays up unless the address
// says otherwise (hall.html?every=N, N from 3 to 600).
constexpr int HallDefaultSeconds = 15;

// The hall screen of a section (the site's L/sk/hall.html): a page for a
// monitor in the playing hall, full screen (a click or F asks the browser),
// dark, in large type, showing one view at a time and turning to the next
// every N seconds - the latest round's pairings by board, the same
// alphabetical, the latest standings that can be published. A view taller
// than the screen is scrolled a screenful a turn. After the last view the
// page reloads, so results entered meanwhile appear. Works from `arbiter
// serve` and from the files of `arbiter publish` alike (a small inline
// script; without script the three views are shown one under the other).
std::string hallPage(std::string_view event, const SiteSection& section, Language language);

}  // namespace reports
