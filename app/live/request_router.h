// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "app/live/http_request.h"
#include "app/live/live_server.h"
#include "app/live/site_cache.h"

#include <filesystem>
#include <string_view>

namespace live {

// The answer to one request of the live server (the routes are listed at
// LiveServer). With a `site` (may be null), "/" is the event page in the
// reader's language (Accept-Language) and the site's pages are served
// with ETag and Last-Modified, answering 304 to a matching If-None-Match
// (or, without it, If-Modified-Since). Exceptions from the source or the
// builders are caught by the caller (ConnectionServer answers 500).
// "/manual..." is the user manual in `manual` (manual_files.h).
Reply route(const RequestHead& request, const StateSource& source,
            const StandingsBuilder& standings, SiteCache* site,
            const std::filesystem::path& manual = {});

// A JSON error answer: {"error": {"status", "code", "message"}}; 405
// answers carry "Allow: GET, HEAD".
Reply errorReply(int status, std::string_view code, std::string_view message);

}  // namespace live
