// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace persistence {

class Database;

// A player marked present for a round at the venue (schema 18): by whom
// (the account's name) and when (UTC ISO 8601).
struct CheckInMark {
  std::string section;
  int round = 0;
  int playerId = 0;
  std::string markedBy;
  std::string markedAt;
  bool operator==(const CheckInMark&) const = default;
};

// The venue's check-in marks in an event file, on a connection of its own.
// Each write is one statement. Opening migrates the file like
// EventRepository. Throws StorageError.
class CheckInStore {
public:
  explicit CheckInStore(const std::string& path);
  ~CheckInStore();
  CheckInStore(const CheckInStore&) = delete;
  CheckInStore& operator=(const CheckInStore&) = delete;

  // The marks of `round` of `section`, by player id.
  std::vector<CheckInMark> marks(const std::string& section, int round);
  // Marks the player present (a mark already there stays as it was).
  void mark(const CheckInMark& mark);
  void unmark(const std::string& section, int round, int playerId);

private:
  std::unique_ptr<Database> m_db;
};

}  // namespace persistence
