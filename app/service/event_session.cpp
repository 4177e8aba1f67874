// SPDX-License-Identifier: MIT
#include "app/service/event_session.h"

#include "domain/tournament/new_section.h"

#include <filesystem>
#include <system_error>

namespace service {

EventSession::EventSession(const std::string& path, persistence::OpenMode mode)
    : m_repository(path, mode) {}

namespace {

// Removes an event file this call began and could not finish (with SQLite's
// side files), so that a failed create leaves nothing behind.
void removeUnfinished(const std::string& path) {
  std::error_code ignored;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(path + suffix, ignored);
}

// Applies `actions` to a new event file at `path`, checked first so that a
// refusal leaves nothing behind.
std::expected<void, tournament::ActionError> createEventWith(
    const std::string& path, const std::vector<tournament::Action>& actions,
    const std::string& who) {
  tournament::Event checked;
  for (const auto& action : actions) {
    auto outcome = tournament::applyAction(checked, action);
    if (!outcome) return std::unexpected(outcome.error());
    checked = std::move(outcome->event);
  }
  std::optional<EventSession> session;
  try {
    session.emplace(path, persistence::OpenMode::Create);
  } catch (const persistence::StorageError& error) {
    if (error.code() != persistence::StorageErrorCode::AlreadyExists) removeUnfinished(path);
    throw;
  }
  try {
    for (const auto& action : actions) {
      if (auto applied = session->apply(action, who); !applied) {
        session.reset();
        removeUnfinished(path);
        return std::unexpected(applied.error());
      }
    }
  } catch (...) {
    session.reset();
    removeUnfinished(path);
    throw;
  }
  return {};
}

}  // namespace

std::expected<void, tournament::ActionError> createEvent(
    const std::string& path, const std::string& eventName,
    const std::optional<tournament::SectionSettings>& firstSection, const std::string& who) {
  if (firstSection) return createEvent(path, eventName, tournament::newSection(*firstSection), who);
  return createEventWith(path, {tournament::CreateEvent{eventName}}, who);
}

std::expected<void, tournament::ActionError> createEvent(const std::string& path,
                                                         const std::string& eventName,
                                                         const tournament::AddSection& firstSection,
                                                         const std::string& who) {
  return createEventWith(path, {tournament::CreateEvent{eventName}, firstSection}, who);
}

}  // namespace service
