// SPDX-License-Identifier: MIT
#include "persistence/check_in_store.h"

#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

namespace persistence {

CheckInStore::CheckInStore(const std::string& path)
    : m_db(std::make_unique<Database>(path, false)) {
  prepareEventFile(*m_db);
}

CheckInStore::~CheckInStore() = default;

std::vector<CheckInMark> CheckInStore::marks(const std::string& section, int round) {
  Statement& query = m_db->prepare(
      "SELECT player_id, marked_by, marked_at FROM check_in_mark WHERE section = ?1 AND round = "
      "?2 ORDER BY player_id");
  query.bind(1, section);
  query.bind(2, static_cast<std::int64_t>(round));
  std::vector<CheckInMark> all;
  while (query.step())
    all.push_back(CheckInMark{section, round, static_cast<int>(query.integer(0)), query.text(1),
                              query.text(2)});
  query.reset();
  return all;
}

void CheckInStore::mark(const CheckInMark& mark) {
  Statement& insert = m_db->prepare(
      "INSERT OR IGNORE INTO check_in_mark (section, round, player_id, marked_by, marked_at) "
      "VALUES (?1, ?2, ?3, ?4, ?5)");
  insert.bind(1, mark.section);
  insert.bind(2, static_cast<std::int64_t>(mark.round));
  insert.bind(3, static_cast<std::int64_t>(mark.playerId));
  insert.bind(4, mark.markedBy);
  insert.bind(5, mark.markedAt);
  insert.run();
}

void CheckInStore::unmark(const std::string& section, int round, int playerId) {
  Statement& remove = m_db->prepare(
      "DELETE FROM check_in_mark WHERE section = ?1 AND round = ?2 AND player_id = ?3");
  remove.bind(1, section);
  remove.bind(2, static_cast<std::int64_t>(round));
  remove.bind(3, static_cast<std::int64_t>(playerId));
  remove.run();
}

}  // namespace persistence
