// SPDX-License-Identifier: MIT
#pragma once

#include "persistence/row.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace persistence {

// The audit log's before/after text: a JSON array of row images, each an
// object {"table": name, column: value, ...} with the columns in the
// table's order. Written by hand (this layer does not use Poco) and
// deterministic: the same rows always give the same text.
std::string rowsToJson(const std::vector<Row>& rows);

// Reads what rowsToJson wrote; nullopt when the text is not such an array
// or names an unknown table or column.
std::optional<std::vector<Row>> rowsFromJson(std::string_view text);

}  // namespace persistence
