// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace persistence {

class Database;

// One board's result proposal as stored (schema 17): the result a player
// proposed ("1-0", "1/2-1/2", "0-1"), who (player ids) and when (UTC ISO
// 8601); `confirmedBy` 0 while the opponent has not confirmed it.
struct ProposalRow {
  std::string section;
  int round = 0;
  int board = 0;
  std::string result;
  int proposedBy = 0;
  std::string proposedAt;
  int confirmedBy = 0;
  std::string confirmedAt;
  bool operator==(const ProposalRow&) const = default;
};

// The venue's result proposals in an event file, on a connection of its
// own. Each write is one statement. Opening migrates the file like
// EventRepository. Throws StorageError.
class ResultProposalStore {
public:
  explicit ResultProposalStore(const std::string& path);
  ~ResultProposalStore();
  ResultProposalStore(const ResultProposalStore&) = delete;
  ResultProposalStore& operator=(const ResultProposalStore&) = delete;

  // Every proposal, by section, round and board.
  std::vector<ProposalRow> proposals();
  std::optional<ProposalRow> proposal(const std::string& section, int round, int board);
  // Stores `row` as its board's proposal (replacing an earlier one).
  void put(const ProposalRow& row);

private:
  std::unique_ptr<Database> m_db;
};

}  // namespace persistence
