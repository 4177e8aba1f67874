// SPDX-License-Identifier: MIT
#include "persistence/result_proposal_store.h"

#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

namespace persistence {
namespace {

constexpr const char* ProposalColumns =
    "SELECT section, round, board, result, proposed_by, proposed_at, confirmed_by, confirmed_at "
    "FROM result_proposal ";

ProposalRow proposalFrom(const Statement& row) {
  return ProposalRow{row.text(0),
                     static_cast<int>(row.integer(1)),
                     static_cast<int>(row.integer(2)),
                     row.text(3),
                     static_cast<int>(row.integer(4)),
                     row.text(5),
                     static_cast<int>(row.integer(6)),
                     row.text(7)};
}

}  // namespace

ResultProposalStore::ResultProposalStore(const std::string& path)
    : m_db(std::make_unique<Database>(path, false)) {
  prepareEventFile(*m_db);
}

ResultProposalStore::~ResultProposalStore() = default;

std::vector<ProposalRow> ResultProposalStore::proposals() {
  Statement& query = m_db->prepare(std::string(ProposalColumns) + "ORDER BY section, round, board");
  std::vector<ProposalRow> all;
  while (query.step()) all.push_back(proposalFrom(query));
  query.reset();
  return all;
}

std::optional<ProposalRow> ResultProposalStore::proposal(const std::string& section, int round,
                                                         int board) {
  Statement& query = m_db->prepare(std::string(ProposalColumns) +
                                   "WHERE section = ?1 AND round = ?2 AND board = ?3");
  query.bind(1, section);
  query.bind(2, static_cast<std::int64_t>(round));
  query.bind(3, static_cast<std::int64_t>(board));
  std::optional<ProposalRow> found;
  if (query.step()) found = proposalFrom(query);
  query.reset();
  return found;
}

void ResultProposalStore::put(const ProposalRow& row) {
  Statement& insert = m_db->prepare(
      "INSERT OR REPLACE INTO result_proposal (section, round, board, result, proposed_by, "
      "proposed_at, confirmed_by, confirmed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  insert.bind(1, row.section);
  insert.bind(2, static_cast<std::int64_t>(row.round));
  insert.bind(3, static_cast<std::int64_t>(row.board));
  insert.bind(4, row.result);
  insert.bind(5, static_cast<std::int64_t>(row.proposedBy));
  insert.bind(6, row.proposedAt);
  insert.bind(7, static_cast<std::int64_t>(row.confirmedBy));
  insert.bind(8, row.confirmedAt);
  insert.run();
}

}  // namespace persistence
