// SPDX-License-Identifier: MIT
#include "reports/standings_csv.h"

#include "reports/csv_record.h"
#include "reports/points_format.h"

#include <vector>

namespace reports {

std::string standingsCsv(const StandingsTable& table, const StandingsLabels& labels,
                         bool excelBom) {
  std::string csv = excelBom ? CsvBom : "";
  std::vector<std::string> header{labels.rank,       labels.startNumber, labels.title, labels.name,
                                  labels.federation, labels.rating,      labels.points};
  header.insert(header.end(), table.tieBreakCodes.begin(), table.tieBreakCodes.end());
  appendCsvRecord(csv, header);
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
    appendCsvRecord(csv, fields);
  }
  return csv;
}

}  // namespace reports
