// SPDX-License-Identifier: MIT
#include "app/live/site_source.h"

#include "app/service/event_session.h"
#include "app/service/published_section.h"
#include "app/service/site_section.h"
#include "domain/interchange/trf_reader.h"
#include "domain/standings/section_standings.h"
#include "domain/tournament/section.h"
#include "persistence/sqlite_database.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

namespace live {

SiteSource eventFileSite(std::filesystem::path path, std::string only) {
  return [path = std::move(path),
          only = std::move(only)]() -> std::expected<reports::SiteModel, SourceError> {
    try {
      service::EventSession session(path.string());
      const tournament::Event& event = session.event();
      reports::SiteModel model{event.name, reports::Language::En, {}};
      for (const auto& section : event.sections) {
        if (!only.empty() && section.settings.name != only) continue;
        model.sections.push_back(service::siteSection(service::eventHeader(event, section),
                                                      service::publishedSection(section),
                                                      &section.settings));
      }
      return model;
    } catch (const persistence::StorageError& e) {
      return std::unexpected(
          SourceError{SourceErrorCode::Unreadable, fmt::format("{}: {}", path.string(), e.what())});
    }
  };
}

SiteSource trfFileSite(std::filesystem::path path) {
  return [path = std::move(path)]() -> std::expected<reports::SiteModel, SourceError> {
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
    reports::SiteModel model{read->state.name, reports::Language::En, {}};
    reports::EventHeader header{read->state.name, "", "", "", "", "", "", read->state.totalRounds};
    model.sections.push_back(service::siteSection(std::move(header), std::move(read->state)));
    return model;
  };
}

std::string fileVersion(const std::filesystem::path& path) {
  std::string version;
  for (const std::string& name : {path.string(), path.string() + "-wal"}) {
    std::error_code missing;
    const auto modified = std::filesystem::last_write_time(name, missing);
    const auto size = std::filesystem::file_size(name, missing);
    if (missing) {
      if (version.empty()) return {};
      continue;
    }
    version += fmt::format("{}:{};", modified.time_since_epoch().count(), size);
  }
  return version;
}

}  // namespace live
