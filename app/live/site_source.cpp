// SPDX-License-Identifier: MIT
#include "app/live/site_source.h"

#include "domain/interchange/trf_reader.h"
#include "domain/standings/standings.h"
#include "domain/standings/tiebreak_list.h"
#include "domain/tournament/section.h"
#include "persistence/event_repository.h"
#include "persistence/sqlite_database.h"
#include "reports/standings_adapter.h"

#include <fmt/format.h>

#include <sys/stat.h>

#include <fstream>
#include <sstream>

namespace live {
namespace {

// The last round whose standings can be published: rounds are complete
// when no game is pending; an adjourned game stops them before its round.
int lastCompleteRound(const tournament::TournamentState& state) {
  const int recorded = state.roundsRecorded();
  for (int r = 1; r <= recorded; ++r)
    for (const auto& player : state.players) {
      if (static_cast<int>(player.rounds.size()) < r) continue;
      const auto result = player.rounds[static_cast<std::size_t>(r - 1)].result;
      if (result == tournament::RoundResult::Pending ||
          result == tournament::RoundResult::Adjourned)
        return r - 1;
    }
  return recorded;
}

}  // namespace

reports::SiteSection siteSection(reports::EventHeader header, tournament::TournamentState state,
                                 const std::vector<std::string>& tieBreakCodes,
                                 const std::string& edition) {
  reports::SiteSection section{std::move(header), std::move(state), {}, false};
  section.roundRobin = section.state.system == tournament::PairingSystem::RoundRobin;
  auto tieBreaks = standings::sectionTieBreaks(tieBreakCodes, section.state.system);
  if (!tieBreaks) tieBreaks = standings::sectionTieBreaks({}, section.state.system);
  standings::StandingsOptions options;
  if (const auto parsed = standings::parseEdition(edition)) options.edition = *parsed;
  for (int r = 1; r <= lastCompleteRound(section.state); ++r) {
    options.rounds = r;
    const auto table = standings::computeStandings(section.state, options, *tieBreaks);
    if (!table) break;
    section.standingsAfter.push_back(reports::standingsTable(section.state, *table));
  }
  return section;
}

SiteSource eventFileSite(std::filesystem::path path) {
  return [path = std::move(path)]() -> std::expected<reports::SiteModel, SourceError> {
    try {
      persistence::EventRepository repository(path.string());
      const tournament::Event& event = repository.event();
      reports::SiteModel model{event.name, reports::Language::En, {}};
      for (const auto& section : event.sections) {
        const auto& s = section.settings;
        reports::EventHeader header{event.name,
                                    s.name,
                                    s.place,
                                    s.startDate,
                                    s.endDate,
                                    s.chiefArbiter,
                                    s.timeControl.periods.empty() ? "" : s.timeControl.spec(),
                                    s.rounds};
        model.sections.push_back(siteSection(std::move(header),
                                             tournament::toTournamentState(section), s.tieBreaks,
                                             s.tieBreakEdition));
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
    model.sections.push_back(siteSection(std::move(header), std::move(read->state), {}, ""));
    return model;
  };
}

std::string fileVersion(const std::filesystem::path& path) {
  std::string version;
  for (const std::string& name : {path.string(), path.string() + "-wal"}) {
    struct stat info {};
    if (::stat(name.c_str(), &info) != 0) {
      if (version.empty()) return {};
      continue;
    }
    version += fmt::format("{}.{}:{};", info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_size);
  }
  return version;
}

}  // namespace live
