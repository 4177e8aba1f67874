// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/state_source.h"
#include "app/service/published_section.h"
#include "reports/site_model.h"

#include <expected>
#include <filesystem>
#include <functional>
#include <string>

namespace live {

// Where the publication site's data comes from; called from several threads.
using SiteSource = std::function<std::expected<reports::SiteModel, SourceError>()>;

// The site of an Arbiter event file: every section with its header (the
// section's settings), its tie-break list (or the C.07 defaults of its
// system) and the standings after each complete round. A round still being
// played is shown with its pairings, its standings wait (the standings are
// those after the round before); an unresolved adjourned game stops the
// standings before its round (C.07: no standings while it is open).
// With `section` named, only that section is published.
SiteSource eventFileSite(std::filesystem::path path, std::string section = {});

// The site of a TRF file: one section, the default tie-breaks of its system.
SiteSource trfFileSite(std::filesystem::path path);

// A stamp that changes whenever the file at `path` (or its SQLite -wal
// beside it) is written: modification times and sizes. "" when the file
// cannot be read.
std::string fileVersion(const std::filesystem::path& path);

}  // namespace live
