// SPDX-License-Identifier: MIT
#include "reports/csv_record.h"

#include <string_view>

namespace reports {
namespace {

std::string csvField(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

}  // namespace

void appendCsvRecord(std::string& csv, const std::vector<std::string>& fields) {
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) csv += ',';
    csv += csvField(fields[i]);
  }
  csv += "\r\n";
}

}  // namespace reports
