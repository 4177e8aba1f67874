// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace persistence {

// One stored value: NULL, an integer or UTF-8 text.
using Value = std::variant<std::monostate, std::int64_t, std::string>;

// A table of the event file as the generic row writer sees it: its
// columns in order, the first `keyColumns` of them forming the primary key.
struct TableSpec {
  std::string_view name;
  std::vector<std::string_view> columns;
  std::size_t keyColumns = 1;
  // The defaults of the last columns, added to the table by later
  // migrations: a row image written before them (an old audit row) reads
  // them as these values, as ALTER TABLE ... DEFAULT did for stored rows.
  std::vector<Value> addedDefaults = {};
};

// The tables that hold the event (not the audit log), parents first.
const std::vector<TableSpec>& eventTables();
// The table named `name`, or nullptr.
const TableSpec* tableNamed(std::string_view name);

// One row image: the table and every column's value in the table's order.
struct Row {
  const TableSpec* table = nullptr;
  std::vector<Value> values;

  // "table|key1|key2": identifies the row across before/after images.
  std::string identity() const;
  bool operator==(const Row& other) const { return table == other.table && values == other.values; }
};

// Rows by identity.
using RowSet = std::map<std::string, Row>;

void addRow(RowSet& rows, Row row);

}  // namespace persistence
