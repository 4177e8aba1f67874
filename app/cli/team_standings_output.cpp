// SPDX-License-Identifier: MIT
#include "app/cli/team_standings_output.h"

#include "app/cli/standings_output.h"
#include "domain/standings/tiebreak_text.h"
#include "domain/text/utf8.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {

namespace {

using standings::TeamTieBreakKind;

// Decimals as the corpus prints them: ranks and counts none, ESB, SB, AOB
// and SSSC two, point sums one.
int decimalsOf(const standings::TeamTieBreak& tb) {
  if (standings::isRankTieBreak(tb)) return 0;
  switch (tb.kind) {
    case TeamTieBreakKind::Individual:
      return standings::minimumDecimals(tb.individual.kind);
    case TeamTieBreakKind::MPvGP:
    case TeamTieBreakKind::BC:
      return 1;
    default:
      return 2;
  }
}

std::string valueText(const standings::TeamStandings& table, const standings::TeamStandingsRow& row,
                      std::size_t i) {
  const auto& value = row.values[i];
  if (standings::isRankTieBreak(table.tieBreaks[i]) && value) return std::to_string(*value / 100);
  return standings::tieBreakText(value, decimalsOf(table.tieBreaks[i]));
}

}  // namespace

void printBoardStandingsText(const std::string& title, const tournament::TournamentState& state,
                             const tournament::TeamEvent& event,
                             const std::vector<standings::BoardStanding>& boards, int rounds,
                             int minimumGames, std::ostream& out) {
  out << fmt::format("{} - board standings after round {} (prizes: at least {} games)\n", title,
                     rounds, minimumGames);
  for (const auto& board : boards) {
    out << fmt::format("\nBoard {}\n{:>4} {:>4}  {} {} {:>5} {:>6} {:>6} {:>5}\n", board.board,
                       "Rank", "SNo", text::column("Name", 24), text::column("Team", 20), "Games",
                       "Points", "%", "Perf");
    int rank = 0;
    for (const auto& row : board.rows) {
      const auto* player = state.player(row.player);
      const auto* team = event.team(row.team);
      const double percent = row.games > 0 ? 50.0 * row.points / row.games : 0.0;
      out << fmt::format("{:>4} {:>4}  {} {} {:>5} {:>6} {:>6.1f} {:>5}\n",
                         row.qualifies ? std::to_string(++rank) : std::string("-"), row.player,
                         text::column(player != nullptr ? player->name : "", 24),
                         text::column(team != nullptr ? team->name : "", 20), row.games,
                         formatPoints(row.points), percent,
                         row.performance ? std::to_string(*row.performance) : std::string("-"));
    }
  }
}

void printTeamStandingsText(const std::string& title, const tournament::TeamEvent& event,
                            const standings::TeamStandings& table, std::ostream& out) {
  out << fmt::format("{} - team standings after round {}\n", title, table.rounds);
  out << fmt::format("{:>4} {:>4}  {} {:>5} {:>6}", "Rank", "TNo", text::column("Team", 28), "MP",
                     "GP");
  for (const auto& tb : table.tieBreaks)
    out << fmt::format(" {:>8}", standings::teamTieBreakCode(tb));
  out << '\n';
  for (const auto& row : table.rows) {
    const auto* team = event.team(row.team);
    out << fmt::format("{:>4} {:>4}  {} {:>5} {:>6}", row.rank, row.team,
                       text::column(team != nullptr ? team->name : "", 28),
                       formatPoints(row.matchPoints), formatPoints(row.gamePoints));
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
      out << fmt::format(" {:>8}", valueText(table, row, i));
    out << '\n';
  }
}

void printTeamStandingsColumns(const standings::TeamStandings& table,
                               const std::vector<std::string>& codes, char separator,
                               std::ostream& out) {
  out << "team" << separator << "points_mp" << separator << "points_gp";
  for (const auto& code : codes) out << separator << code;
  out << '\n';
  std::vector<const standings::TeamStandingsRow*> byTeam(table.rows.size());
  for (const auto& row : table.rows) byTeam[static_cast<std::size_t>(row.team - 1)] = &row;
  for (const auto* row : byTeam) {
    out << row->team << separator << formatPoints(row->matchPoints) << separator
        << formatPoints(row->gamePoints);
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
      out << separator << valueText(table, *row, i);
    out << '\n';
  }
}

}  // namespace cli
