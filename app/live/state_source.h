// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/published_section.h"

#include <cstdint>
#include <expected>
#include <filesystem>
#include <functional>
#include <string>

namespace live {

// Why the published data cannot be read right now.
enum class SourceErrorCode : std::uint8_t {
  Unreadable,  // the file cannot be opened or read
  Malformed,   // the file is there but is refused by its reader
};

struct SourceError {
  SourceErrorCode code = SourceErrorCode::Unreadable;
  std::string detail;  // for programs and logs: what and where (English)
};

// Where the server reads the section it publishes from: the engines' state
// and the section's own standings rule. It is called once per request (so
// results entered meanwhile are published) and possibly from several server
// threads at once: a source must be safe to call concurrently.
using StateSource = std::function<std::expected<service::PublishedSection, SourceError>()>;

// A source that reads the TRF file at `path` on every call.
StateSource trfFileSource(std::filesystem::path path);

// A source that opens the Arbiter event file (SQLite) at `path` on every
// call and gives the section named `section` (empty: the only section;
// `arbiter serve` checks the name before it starts).
StateSource eventFileSource(std::filesystem::path path, std::string section);

// `source`, read again only when `version` gives a stamp other than the
// one it was last read at (fileVersion: the file was written); an empty
// stamp or no version function reads it on every call. An error is not
// kept. Safe to call concurrently (one reads while the others wait for it).
StateSource cachedStateSource(StateSource source, std::function<std::string()> version);

}  // namespace live
