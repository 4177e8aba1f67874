// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "reports/language.h"

#include <string_view>

namespace live {

// The venue's pages: plain HTML shells that venue.js fills from the API, in
// the page's language (its words for English and Chinese live in the
// script, by the API's codes). Phone first: one column from 320 px. The
// pages allow only their own script and style (Content-Security-Policy),
// and every name shown is set as text, never as markup.

// The sign-in page; `csrf` is the form's token, `setupOpen` shows the chief
// arbiter's setup while the event has none.
Reply loginPage(reports::Language language, std::string_view csrf, bool setupOpen);
// The station: the boards and, by role, the chief's accounts, codes and sessions.
Reply stationPage(reports::Language language);
Reply venueScript();
Reply venueStyle();
// The script a site page (standings, hall screen) loads with --venue to
// follow /api/events: each change refetches the page and replaces its parts.
Reply liveScript();

}  // namespace live
