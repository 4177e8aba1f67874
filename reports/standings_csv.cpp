// SPDX-License-Identifier: MIT
#include "reports/standings_csv.h"

#include "reports/points_format.h"

#include <string_view>
#include <vector>

namespace reports {
namespace {

// RFC 4180 2.6-2.7: a field with a comma, quote, CR or LF is quoted and its
// quotes doubled.
std::string csvField(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

void appendRecord(std::string& csv, const std::vector<std::string>& fields) {
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) csv += ',';
    csv += csvField(fields[i]);
  }
  csv += "\r\n";
}

}  // namespace

std::string standingsCsv(const StandingsTable& table, const StandingsLabels& labels,
                         bool excelBom) {
  std::string csv = excelBom ? "\xEF\xBB\xBF" : "";
  std::vector<std::string> header{labels.rank,       labels.startNumber, labels.title, labels.name,
                                  labels.federation, labels.rating,      labels.points};
  header.insert(header.end(), table.tieBreakCodes.begin(), table.tieBreakCodes.end());
  appendRecord(csv, header);
  for (const auto& line : table.lines) {
    const PlayerLabel& p = line.player;
    std::vector<std::string> fields{std::to_string(line.rank),
                                    std::to_string(p.startNumber),
                                    p.title,
                                    p.name,
                                    p.federation,
                                    p.rating > 0 ? std::to_string(p.rating) : std::string(),
                                    pointsDecimal(line.points)};
    fields.insert(fields.end(), line.tieBreaks.begin(), line.tieBreaks.end());
    appendRecord(csv, fields);
  }
  return csv;
}

}  // namespace reports
