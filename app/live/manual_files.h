// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "app/live/http_request.h"

#include <filesystem>
#include <optional>
#include <string_view>

namespace live {

// The user manual under /manual: "/manual" and "/manual/" redirect (302)
// to the reader's language (Accept-Language: Chinese, else English);
// "/manual/<file>" is that file of `folder` (HTML, CSS, SVG, PNG, PDF),
// 404 for anything else, a path with "..", or when no manual is installed
// (`folder` empty). nullopt for a path outside /manual.
std::optional<Reply> manualReply(const RequestHead& request, std::string_view path,
                                 const std::filesystem::path& folder);

}  // namespace live
