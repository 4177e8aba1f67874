// SPDX-License-Identifier: MIT
#include "app/live/state_source.h"

#include "domain/interchange/trf_reader.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

namespace live {

StateSource trfFileSource(std::filesystem::path path) {
  return [path = std::move(path)]() -> std::expected<tournament::TournamentState, SourceError> {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (!in || !(text << in.rdbuf()))
      return std::unexpected(
          SourceError{SourceErrorCode::Unreadable, fmt::format("cannot read {}", path.string())});
    auto read = interchange::readTrf(text.str());
    if (!read)
      return std::unexpected(SourceError{
          SourceErrorCode::Malformed,
          fmt::format("{}:{}:{}: TRF refused (code {})", path.string(), read.error().line,
                      read.error().column, static_cast<int>(read.error().code))});
    return std::move(read->state);
  };
}

}  // namespace live
