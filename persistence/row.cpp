// SPDX-License-Identifier: MIT
#include "persistence/row.h"

namespace persistence {

const std::vector<TableSpec>& eventTables() {
  static const std::vector<TableSpec> tables{
      {"event", {"id", "name"}, 1},
      {"section",
       {"id",
        "name",
        "place",
        "start_date",
        "end_date",
        "chief_arbiter",
        "deputies",
        "rules",
        "rate",
        "time_control",
        "default_time_minutes",
        "scoring",
        "rounds",
        "pairing",
        "tie_breaks",
        "tie_break_edition",
        "draw_offer",
        "draw_offer_move",
        "fide_mode",
        "initial_colour",
        "fifty_move_extensions",
        "categories",
        "acceleration",
        "forbidden_pairs",
        "dutch_edition",
        "prize_table",
        "withdraw_after",
        "numbers_by_lot"},
       1,
       {Value{std::string()}, Value{std::string()}, Value{std::string()},
        Value{std::string("none")}, Value{std::string()}, Value{std::string("2026")},
        Value{std::string()}, Value{std::int64_t{0}}, Value{std::int64_t{0}}}},
      {"player",
       {"id",
        "section_id",
        "pairing_number",
        "name",
        "fide_id",
        "national_id",
        "title",
        "federation",
        "sex",
        "birth_date",
        "club",
        "rating_standard",
        "rating_rapid",
        "rating_blitz",
        "rating_national",
        "entry_round",
        "withdrawn_from_round",
        "club_elo",
        "club_elo_games",
        "class_points"},
       1,
       {Value{std::int64_t{1500}}, Value{std::int64_t{0}}, Value{std::int64_t{0}}}},
      {"requested_bye", {"player_id", "round", "kind"}, 2},
      {"round",
       {"section_id", "number", "published", "start", "started_at"},
       2,
       {Value{std::string()}}},
      {"board",
       {"section_id", "round", "number", "white_id", "black_id", "result", "white_score",
        "black_score", "unrated"},
       3,
       {Value{}, Value{}, Value{std::int64_t{0}}}},
      {"bye", {"section_id", "round", "player_id", "kind"}, 3},
      {"incident",
       {"id", "section_id", "round", "board", "player_id", "kind", "article", "option", "clock",
        "seconds", "count", "verdict", "note", "ply"},
       1,
       {Value{std::int64_t{0}}}},
      {"envelope",
       {"id", "section_id", "round", "board", "sealer", "move_number", "sealed_move", "fen_before",
        "moves_before", "white_used", "black_used", "draw_offer", "resume_at", "resume_place",
        "custody", "verdict", "reply_move", "sealed_at"},
       1,
       {Value{std::string()}, Value{std::string()}}},
  };
  return tables;
}

const TableSpec* tableNamed(std::string_view name) {
  for (const auto& table : eventTables())
    if (table.name == name) return &table;
  return nullptr;
}

std::string Row::identity() const {
  std::string id(table->name);
  for (std::size_t i = 0; i < table->keyColumns; ++i) {
    id += '|';
    if (const auto* n = std::get_if<std::int64_t>(&values[i]))
      id += std::to_string(*n);
    else if (const auto* s = std::get_if<std::string>(&values[i]))
      id += *s;
  }
  return id;
}

void addRow(RowSet& rows, Row row) {
  std::string id = row.identity();
  rows.insert_or_assign(std::move(id), std::move(row));
}

}  // namespace persistence
