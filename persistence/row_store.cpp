// SPDX-License-Identifier: MIT
#include "persistence/row_store.h"

#include <fmt/format.h>

namespace persistence {

namespace {

std::string columnList(const TableSpec& table, std::size_t from, std::size_t to,
                       std::string_view separator, std::string_view suffix) {
  std::string text;
  for (std::size_t i = from; i < to; ++i) {
    if (!text.empty()) text += separator;
    text += fmt::format("{}{}", table.columns[i], suffix);
  }
  return text;
}

void bindValue(Statement& statement, int index, const Value& value) {
  if (const auto* number = std::get_if<std::int64_t>(&value))
    statement.bind(index, *number);
  else if (const auto* text = std::get_if<std::string>(&value))
    statement.bind(index, *text);
  else
    statement.bindNull(index);
}

void insertRow(Database& db, const Row& row) {
  const TableSpec& t = *row.table;
  std::string placeholders;
  for (std::size_t i = 0; i < t.columns.size(); ++i) placeholders += i == 0 ? "?" : ",?";
  Statement& statement =
      db.prepare(fmt::format("INSERT INTO {} ({}) VALUES ({})", t.name,
                             columnList(t, 0, t.columns.size(), ",", ""), placeholders));
  for (std::size_t i = 0; i < row.values.size(); ++i)
    bindValue(statement, static_cast<int>(i) + 1, row.values[i]);
  statement.run();
}

void updateRow(Database& db, const Row& row) {
  const TableSpec& t = *row.table;
  Statement& statement = db.prepare(fmt::format(
      "UPDATE {} SET {} WHERE {}", t.name, columnList(t, t.keyColumns, t.columns.size(), ",", "=?"),
      columnList(t, 0, t.keyColumns, " AND ", "=?")));
  int index = 1;
  for (std::size_t i = t.keyColumns; i < row.values.size(); ++i)
    bindValue(statement, index++, row.values[i]);
  for (std::size_t i = 0; i < t.keyColumns; ++i) bindValue(statement, index++, row.values[i]);
  statement.run();
}

void deleteRow(Database& db, const Row& row) {
  const TableSpec& t = *row.table;
  Statement& statement = db.prepare(fmt::format("DELETE FROM {} WHERE {}", t.name,
                                                columnList(t, 0, t.keyColumns, " AND ", "=?")));
  for (std::size_t i = 0; i < t.keyColumns; ++i)
    bindValue(statement, static_cast<int>(i) + 1, row.values[i]);
  statement.run();
}

}  // namespace

std::vector<RowChange> diffRows(const RowSet& before, const RowSet& after) {
  std::vector<RowChange> changes;
  for (const auto& [identity, row] : before) {
    auto it = after.find(identity);
    if (it == after.end())
      changes.push_back({row, std::nullopt});
    else if (!(it->second == row))
      changes.push_back({row, it->second});
  }
  for (const auto& [identity, row] : after)
    if (!before.contains(identity)) changes.push_back({std::nullopt, row});
  return changes;
}

std::vector<Row> readEventRows(Database& db) {
  std::vector<Row> rows;
  for (const auto& table : eventTables()) {
    Statement& statement = db.prepare(fmt::format(
        "SELECT {} FROM {}", columnList(table, 0, table.columns.size(), ",", ""), table.name));
    while (statement.step()) {
      Row row{&table, {}};
      row.values.reserve(table.columns.size());
      for (int i = 0; i < static_cast<int>(table.columns.size()); ++i) {
        if (statement.isNull(i))
          row.values.emplace_back();
        else if (statement.isInteger(i))
          row.values.emplace_back(statement.integer(i));
        else
          row.values.emplace_back(statement.text(i));
      }
      rows.push_back(std::move(row));
    }
    statement.reset();
  }
  return rows;
}

void writeRowChanges(Database& db, const std::vector<RowChange>& changes) {
  // Children are deleted before their parents and inserted after them, so
  // that no deferred foreign key is left open to be settled by a scan when
  // its parent arrives (eventTables() lists parents first).
  const auto& tables = eventTables();
  for (auto table = tables.rbegin(); table != tables.rend(); ++table)
    for (const auto& change : changes)
      if (change.before && !change.after && change.before->table == &*table)
        deleteRow(db, *change.before);
  for (const auto& change : changes)
    if (change.before && change.after) updateRow(db, *change.after);
  for (const auto& table : tables)
    for (const auto& change : changes)
      if (!change.before && change.after && change.after->table == &table)
        insertRow(db, *change.after);
}

}  // namespace persistence
