// SPDX-License-Identifier: MIT
#include "app/cli/standings_output.h"
#include "app/cli/json_output.h"

#include "domain/standings/tiebreak_text.h"
#include "domain/text/utf8.h"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <fmt/format.h>

#include <algorithm>

#include <ostream>

namespace cli {

using standings::TieBreakValue;

std::vector<std::string> tieBreakCodes(const std::string& list) {
  std::vector<std::string> codes;
  std::size_t start = 0;
  while (start <= list.size()) {
    const auto comma = list.find(',', start);
    codes.push_back(list.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return codes;
}

std::string formatPoints(tournament::HalfPoints points) {
  return standings::tieBreakText(std::int64_t{points} * 50, 1);
}

namespace {

std::string columnCode(const standings::Standings& table, std::size_t i) {
  return standings::tieBreakCode(table.tieBreaks[i]);
}

std::string valueText(const standings::Standings& table, const standings::StandingsRow& row,
                      std::size_t i) {
  return standings::tieBreakText(row.values[i],
                                 standings::minimumDecimals(table.tieBreaks[i].kind));
}

std::string resultText(const standings::CrosstableCell& cell) {
  const auto code = tournament::trfCode(cell.result);
  if (cell.result == tournament::RoundResult::Adjourned) return "adj";
  if (!code) return "?";
  const char colour = !cell.color ? '-' : *cell.color == tournament::Color::White ? 'w' : 'b';
  // Laws 12.9.4 / 12.9.5: a score set by a penalty shows the points it counts.
  const std::string penalty = cell.penaltyScore ? "(" + formatPoints(cell.points) + ")" : "";
  return fmt::format("{}{}{}{}", cell.opponent > 0 ? std::to_string(cell.opponent) : "",
                     cell.opponent > 0 ? std::string(1, colour) : "", *code == ' ' ? '-' : *code,
                     penalty);
}

}  // namespace

void printStandingsText(const tournament::TournamentState& state, const standings::Standings& table,
                        std::ostream& out) {
  out << fmt::format("{} - standings after round {}\n", state.name, table.rounds);
  out << fmt::format("{:>4} {:>4}  {} {:>5} {:>5}", "Rank", "SNo", text::column("Name", 28), "Rtg",
                     "Pts");
  for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
    out << fmt::format(" {:>8}", columnCode(table, i));
  out << '\n';
  for (const auto& row : table.rows) {
    const auto& player = state.players[static_cast<std::size_t>(row.startNumber - 1)];
    out << fmt::format("{:>4} {:>4}  {} {:>5} {:>5}", row.rank, row.startNumber,
                       text::column(player.name, 28), player.rating, formatPoints(row.points));
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
      out << fmt::format(" {:>8}", valueText(table, row, i));
    out << '\n';
  }
  for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
    if (!table.applied[i])
      out << fmt::format("{} was not applied: unrated players are present (C.07 5)\n",
                         columnCode(table, i));
}

void printStandingsColumns(const standings::Standings& table, char separator, std::ostream& out) {
  out << "start" << separator << "points";
  for (std::size_t i = 0; i < table.tieBreaks.size(); ++i) out << separator << columnCode(table, i);
  out << '\n';
  std::vector<const standings::StandingsRow*> byStart(table.rows.size());
  for (const auto& row : table.rows) byStart[static_cast<std::size_t>(row.startNumber - 1)] = &row;
  for (const auto* row : byStart) {
    out << row->startNumber << separator << formatPoints(row->points);
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
      out << separator << valueText(table, *row, i);
    out << '\n';
  }
}

namespace {

Poco::Dynamic::Var jsonValue(const TieBreakValue& value) {
  if (!value) return Poco::Dynamic::Var();
  if (*value % 100 == 0) return Poco::Dynamic::Var(static_cast<long long>(*value / 100));
  return Poco::Dynamic::Var(static_cast<double>(*value) / 100.0);
}

Poco::JSON::Array::Ptr jsonWorking(const standings::TieBreakWorking& working) {
  Poco::JSON::Array::Ptr rounds = new Poco::JSON::Array;
  for (const auto& c : working.contributions) {
    Poco::JSON::Object::Ptr item = new Poco::JSON::Object;
    item->set("round", c.round);
    item->set("opponent", c.opponent);
    item->set("source", c.source == standings::OpponentSource::Game              ? "game"
                        : c.source == standings::OpponentSource::Dummy           ? "dummy"
                        : c.source == standings::OpponentSource::VirtualOpponent ? "virtual"
                                                                                 : "own");
    item->set("opponentValue", jsonValue(c.opponentValue));
    item->set("ownPoints", jsonValue(c.ownPoints));
    item->set("value", jsonValue(c.value));
    item->set("voluntaryUnplayed", c.voluntary);
    item->set("cut", c.cut);
    rounds->add(item);
  }
  return rounds;
}

}  // namespace

void printStandingsJson(const tournament::TournamentState& state, const standings::Standings& table,
                        const std::vector<standings::TieBreakWorking>* explained,
                        std::ostream& out) {
  Poco::JSON::Object root;
  root.set("name", state.name);
  root.set("rounds", table.rounds);
  Poco::JSON::Array codes;
  for (std::size_t i = 0; i < table.tieBreaks.size(); ++i) {
    Poco::JSON::Object tb;
    tb.set("code", columnCode(table, i));
    tb.set("applied", static_cast<bool>(table.applied[i]));
    codes.add(tb);
  }
  root.set("tiebreaks", codes);
  Poco::JSON::Array rows;
  for (const auto& row : table.rows) {
    const auto& player = state.players[static_cast<std::size_t>(row.startNumber - 1)];
    Poco::JSON::Object item;
    item.set("rank", row.rank);
    item.set("start", row.startNumber);
    item.set("name", player.name);
    item.set("rating", player.rating);
    item.set("points", jsonValue(std::int64_t{row.points} * 50));
    Poco::JSON::Object values;
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
      values.set(columnCode(table, i), jsonValue(row.values[i]));
    item.set("tiebreaks", values);
    rows.add(item);
  }
  root.set("standings", rows);
  if (explained != nullptr) {
    Poco::JSON::Array working;
    for (std::size_t i = 0; i < explained->size(); ++i) {
      const auto& w = (*explained)[i];
      Poco::JSON::Object item;
      item.set("start", w.startNumber);
      item.set("code", columnCode(table, i));
      item.set("value", jsonValue(w.value));
      item.set("rounds", jsonWorking(w));
      working.add(item);
    }
    root.set("working", working);
  }
  writeJson(out, root, 2);
  out << '\n';
}

void printWorkingText(const tournament::TournamentState& state, const standings::Standings& table,
                      const std::vector<standings::TieBreakWorking>& working, std::ostream& out) {
  for (std::size_t i = 0; i < working.size(); ++i) {
    const auto& w = working[i];
    const auto& player = state.players[static_cast<std::size_t>(w.startNumber - 1)];
    const int decimals = standings::minimumDecimals(table.tieBreaks[i].kind);
    const int opponentDecimals = standings::isRatingBased(table.tieBreaks[i].kind) ? 0 : 1;
    out << fmt::format("\n{} of {} ({}): {}\n", columnCode(table, i), player.name, w.startNumber,
                       standings::tieBreakText(w.value, decimals));
    if (w.contributions.empty()) continue;
    out << fmt::format("{:>5}  {} {:>9} {:>6} {:>9}\n", "Round", text::column("Opponent", 30),
                       "Opp.value", "Own", "Adds");
    for (const auto& c : w.contributions) {
      std::string who;
      if (c.source == standings::OpponentSource::Dummy) who = "dummy opponent (C.07 16.4)";
      if (c.source == standings::OpponentSource::VirtualOpponent) who = "virtual opponent";
      if (c.opponent > 0) {
        const auto& opponent = state.players[static_cast<std::size_t>(c.opponent - 1)];
        who = who.empty() ? fmt::format("{} {}", c.opponent, opponent.name)
                          : fmt::format("{} for {} {}", who, c.opponent, opponent.name);
      }
      std::string notes;
      if (c.voluntary) notes += " VUR";
      if (c.cut) notes += " cut";
      out << fmt::format("{:>5}  {} {:>9} {:>6} {:>9}{}\n", c.round, text::column(who, 30),
                         standings::tieBreakText(c.opponentValue, opponentDecimals),
                         standings::tieBreakText(c.ownPoints, 1),
                         c.cut ? fmt::format("({})", standings::tieBreakText(c.value, decimals))
                               : standings::tieBreakText(c.value, decimals),
                         notes);
    }
  }
}

void printCrosstableText(const tournament::TournamentState& state,
                         const std::vector<standings::CrosstableLine>& lines, std::ostream& out) {
  out << "\nCrosstable\n";
  for (const auto& line : lines) {
    const auto& player = state.players[static_cast<std::size_t>(line.startNumber - 1)];
    out << fmt::format("{:>4}  {} {:>5}", line.startNumber, text::column(player.name, 28),
                       formatPoints(line.score));
    for (const auto& cell : line.cells) out << fmt::format(" {:>7}", resultText(cell));
    out << '\n';
  }
  const auto penalised = [](const standings::CrosstableLine& line) {
    return std::any_of(line.cells.begin(), line.cells.end(),
                       [](const auto& cell) { return cell.penaltyScore; });
  };
  if (std::any_of(lines.begin(), lines.end(), penalised))
    out << "(n): the points of a game whose score a penalty set (Laws 12.9.4 / 12.9.5)\n";
}

}  // namespace cli
