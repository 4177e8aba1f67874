// SPDX-License-Identifier: MIT
#include "app/service/numbers_since_pairing.h"

#include "domain/tournament/action_kind.h"
#include "persistence/row_json.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace service {
namespace {

std::int64_t number(const persistence::Value& value) {
  const auto* n = std::get_if<std::int64_t>(&value);
  return n ? *n : -1;
}

bool live(const persistence::AuditEntry& entry) { return entry.undoes == 0 && entry.undoneBy == 0; }

// A pairing of a round of section `id`: a SetPairing row that writes the
// section's round or boards (their first column is the section's id).
bool pairsSection(const persistence::AuditEntry& entry, std::int64_t id) {
  if (entry.kind != tournament::actionKindCode(tournament::ActionKind::SetPairing)) return false;
  const auto rows = persistence::rowsFromJson(entry.after);
  return rows && std::ranges::any_of(*rows, [&](const persistence::Row& row) {
           const std::string_view table = row.table ? row.table->name : "";
           return (table == "round" || table == "board") && !row.values.empty() &&
                  number(row.values[0]) == id;
         });
}

}  // namespace

NumbersSincePairing numbersSincePairing(const tournament::Section& section,
                                        const std::vector<persistence::AuditEntry>& log) {
  NumbersSincePairing since;
  since.round = static_cast<int>(section.rounds.size());
  if (since.round == 0) return since;
  const auto last = std::find_if(log.rbegin(), log.rend(), [&](const auto& entry) {
    return live(entry) && pairsSection(entry, section.id);
  });
  if (last == log.rend()) return since;
  const auto start = std::prev(last.base());
  // Player rows (id, section_id, pairing_number, ...) of the section, by id.
  const auto players = [&](const std::string& json) {
    std::map<std::int64_t, std::int64_t> numbers;
    if (const auto rows = persistence::rowsFromJson(json))
      for (const auto& row : *rows)
        if (row.table && row.table->name == "player" && row.values.size() > 2 &&
            number(row.values[1]) == section.id)
          numbers.emplace(number(row.values[0]), number(row.values[2]));
    return numbers;
  };
  std::map<std::int64_t, std::int64_t> printed;
  std::set<std::int64_t> entered;  // registered since: not on the sheets
  for (auto it = std::next(start); it != log.end(); ++it) {
    if (!live(*it)) continue;
    const auto before = players(it->before);
    for (const auto& [id, was] : before)
      if (!entered.contains(id)) printed.try_emplace(id, was);
    for (const auto& [id, now] : players(it->after))
      if (!before.contains(id) && !printed.contains(id)) entered.insert(id);
  }
  for (const auto& [id, was] : printed)
    if (const auto* player = section.player(static_cast<int>(id));
        player != nullptr && player->pairingNumber != was)
      since.moved.push_back({tournament::NoticeCode::PairingNumberMoved, static_cast<int>(was),
                             player->pairingNumber});
  std::ranges::sort(since.moved, {}, &tournament::Notice::detail);
  return since;
}

}  // namespace service
