// SPDX-License-Identifier: MIT
#include "app/service/section_records.h"

#include "persistence/row_json.h"

#include <string_view>
#include <variant>

namespace service {

reports::SectionRecords sectionRecords(const tournament::Section& section,
                                       const std::vector<persistence::AuditEntry>& log) {
  reports::SectionRecords records;
  records.section = &section;
  for (const auto& entry : log) {
    if (entry.undoes != 0 || entry.undoneBy != 0) continue;
    const auto rows = persistence::rowsFromJson(entry.after);
    if (!rows) continue;
    for (const auto& row : *rows) {
      if (row.table == nullptr || row.values.size() < 2) continue;
      const std::string_view table = row.table->name;
      const auto* id = std::get_if<std::int64_t>(&row.values[0]);
      const auto* sectionId = std::get_if<std::int64_t>(&row.values[1]);
      if (id == nullptr || sectionId == nullptr || *sectionId != section.id) continue;
      // The first row image of each: the incident recorded, the envelope sealed.
      if (table == "incident")
        records.incidentRecordedAt.try_emplace(static_cast<int>(*id), entry.at);
      else if (table == "envelope")
        records.envelopeSealedAt.try_emplace(static_cast<int>(*id), entry.at);
    }
  }
  return records;
}

}  // namespace service
