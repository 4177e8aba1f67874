// SPDX-License-Identifier: MIT
#include "app/live/state_source.h"

#include "app/service/event_session.h"
#include "app/service/section_lookup.h"
#include "domain/tournament/section.h"
#include "persistence/sqlite_database.h"

#include <fmt/format.h>

namespace live {

StateSource eventFileSource(std::filesystem::path path, std::string section) {
  return [path = std::move(path),
          section = std::move(section)]() -> std::expected<service::PublishedSection, SourceError> {
    try {
      service::EventSession session(path.string());
      const tournament::Event& event = session.event();
      const auto chosen = service::findSection(
          event, section.empty() ? std::nullopt : std::optional<std::string>(section));
      if (!chosen)
        return std::unexpected(SourceError{
            SourceErrorCode::Malformed,
            section.empty() ? fmt::format("{} has no single section", path.string())
                            : fmt::format("{} has no section '{}'", path.string(), section)});
      auto published = service::publishedSection(**chosen);
      published.event = event.name;
      return published;
    } catch (const persistence::StorageError& e) {
      return std::unexpected(
          SourceError{SourceErrorCode::Unreadable, fmt::format("{}: {}", path.string(), e.what())});
    }
  };
}

}  // namespace live
