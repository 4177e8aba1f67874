// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace reports {

// The UTF-8 byte-order mark that makes spreadsheet programs read a CSV file
// (Chinese names included) as UTF-8.
inline constexpr char CsvBom[] = "\xEF\xBB\xBF";

// Appends one CSV record (RFC 4180) to `csv`: fields holding a comma, a
// quote, CR or LF are quoted and their quotes doubled (2.6-2.7); the record
// ends in CRLF.
void appendCsvRecord(std::string& csv, const std::vector<std::string>& fields);

}  // namespace reports
