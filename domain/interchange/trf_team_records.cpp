// SPDX-License-Identifier: MIT
// The team records of TRF16 (013) and TRF-2026 (300-362).
#include "domain/interchange/trf_team_records.h"

#include "domain/interchange/trf_records.h"

#include <algorithm>
#include <array>
#include <map>

namespace interchange {

namespace {

using tournament::HalfPoints;
using tournament::TeamEvent;

constexpr std::array<std::string_view, 7> TeamCodes{"013", "300", "310", "320",
                                                    "330", "352", "362"};

TrfError refuse(int lineNumber, int column) {
  return TrfError{TrfErrorCode::BadRecordValue, lineNumber, column};
}

// Start numbers in fields of four columns every five columns from `first`;
// a blank field is skipped, `zeroAllowed` keeps 0000 (an empty board).
std::optional<TrfError> readNumbers(const TrfLine& line, int lineNumber, int first,
                                    bool zeroAllowed, std::vector<int>& numbers) {
  for (int column = first; column <= line.width(); column += 5) {
    if (line.blank(column, column + 3)) continue;
    const auto n = parseNumber(line.columns(column, column + 3));
    if (!n || (*n == 0 && !zeroAllowed) || !line.blank(column + 4, column + 4))
      return refuse(lineNumber, column);
    numbers.push_back(*n);
  }
  return std::nullopt;
}

std::optional<TrfError> readTeam310(const TrfLine& line, int lineNumber, TeamEvent& event) {
  const auto number = parseNumber(line.columns(5, 7));
  if (!number || *number < 1) return refuse(lineNumber, 5);
  if (event.team(*number) != nullptr) return refuse(lineNumber, 5);
  tournament::Team team;
  team.number = *number;
  team.name = std::string(trimmed(line.columns(9, 40)));
  team.shortName = std::string(trimmed(line.columns(42, 46)));
  if (auto error = readNumbers(line, lineNumber, 74, false, team.roster)) return error;
  event.teams.push_back(std::move(team));
  return std::nullopt;
}

// TRF16 013: the team number is implicit (the record's order); 0 until
// completeTeamEvent numbers them.
std::optional<TrfError> readTeam013(const TrfLine& line, int lineNumber, TeamEvent& event) {
  tournament::Team team;
  team.name = std::string(trimmed(line.columns(5, 36)));
  if (auto error = readNumbers(line, lineNumber, 37, false, team.roster)) return error;
  event.teams.push_back(std::move(team));
  return std::nullopt;
}

std::optional<TrfError> readLineup(const TrfLine& line, int lineNumber, TeamEvent& event) {
  tournament::Lineup lineup;
  const auto round = parseNumber(line.columns(5, 7));
  const auto team = parseNumber(line.columns(9, 11));
  if (!round || *round < 1) return refuse(lineNumber, 5);
  if (!team || *team < 1) return refuse(lineNumber, 9);
  lineup.round = *round;
  lineup.team = *team;
  if (!line.blank(13, 15)) {
    const auto opponent = parseNumber(line.columns(13, 15));
    if (!opponent) return refuse(lineNumber, 13);
    lineup.opponent = *opponent;
  }
  if (auto error = readNumbers(line, lineNumber, 17, true, lineup.boards)) return error;
  event.lineups.push_back(std::move(lineup));
  return std::nullopt;
}

std::optional<TrfError> readPairingByes(const TrfLine& line, int lineNumber, TeamEvent& event) {
  const auto matchPoints = parseHalfPoints(line.columns(5, 8));
  const auto gamePoints = parseHalfPoints(line.columns(10, 13));
  if (!matchPoints || *matchPoints < 0) return refuse(lineNumber, 5);
  if (!gamePoints || *gamePoints < 0) return refuse(lineNumber, 10);
  event.settings.pabMatchPoints = *matchPoints;
  event.settings.pabGamePoints = *gamePoints;
  event.pairingByes.clear();
  for (int column = 15; column <= line.width(); column += 4) {
    int team = 0;
    if (!line.blank(column, column + 2)) {
      const auto n = parseNumber(line.columns(column, column + 2));
      if (!n) return refuse(lineNumber, column);
      team = *n;
    }
    event.pairingByes.push_back(team);
  }
  while (!event.pairingByes.empty() && event.pairingByes.back() == 0) event.pairingByes.pop_back();
  return std::nullopt;
}

std::optional<TrfError> readForfeitedMatch(const TrfLine& line, int lineNumber, TeamEvent& event) {
  using Outcome = tournament::ForfeitedMatch::Outcome;
  tournament::ForfeitedMatch match;
  const std::string_view type = line.columns(5, 6);
  if (type == "+-")
    match.outcome = Outcome::WhiteWins;
  else if (type == "-+")
    match.outcome = Outcome::BlackWins;
  else if (type == "--")
    match.outcome = Outcome::BothLose;
  else
    return refuse(lineNumber, 5);
  const auto round = parseNumber(line.columns(8, 10));
  const auto white = parseNumber(line.columns(12, 14));
  const auto black = parseNumber(line.columns(16, 18));
  if (!round || *round < 1) return refuse(lineNumber, 8);
  if (!white || *white < 1) return refuse(lineNumber, 12);
  if (!black || *black < 1 || *black == *white) return refuse(lineNumber, 16);
  match.round = *round;
  match.white = *white;
  match.black = *black;
  event.forfeitedMatches.push_back(match);
  return std::nullopt;
}

std::optional<TrfError> readColourSequence(const TrfLine& line, int lineNumber, TeamEvent& event) {
  const std::string_view sequence = trimmed(line.columns(5, line.width()));
  if (sequence.empty()) return refuse(lineNumber, 5);
  std::string colours;
  for (std::size_t i = 0; i < sequence.size(); ++i) {
    const char c = sequence[i];
    if (c != 'W' && c != 'B' && c != 'w' && c != 'b')
      return refuse(lineNumber, 5 + static_cast<int>(i));
    colours += c == 'w' || c == 'W' ? 'W' : 'B';
  }
  event.settings.colourSequence = colours;
  return std::nullopt;
}

// 362: "TW 2.0   TD 1.0   TL 0.0"; a symbol may touch its value ("TW3.0").
std::optional<TrfError> readMatchPoints(const TrfLine& line, int lineNumber, TeamEvent& event) {
  auto& scheme = event.settings.matchPoints;
  for (int column = 5; column <= line.width(); column += 9) {
    if (line.blank(column, column + 5)) continue;
    const std::string_view symbol = line.columns(column, column + 1);
    const auto value = parseHalfPoints(line.columns(column + 2, column + 5));
    if (!value || *value < 0) return refuse(lineNumber, column + 2);
    if (symbol == "TW")
      scheme.win = *value;
    else if (symbol == "TD")
      scheme.draw = *value;
    else if (symbol == "TL")
      scheme.loss = *value;
    else
      return refuse(lineNumber, column);
  }
  return std::nullopt;
}

// 192 FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU] (also
// CUSTOM_TEAM_SWISS[_MP|_GP]): the first of MP and GP is the primary score;
// match points when neither is named.
tournament::PrimaryScore primaryScoreOf(std::string_view code) {
  for (std::size_t at = code.find('_'); at != std::string_view::npos; at = code.find('_', at + 1)) {
    const std::string_view word = code.substr(at + 1, code.find('_', at + 1) - at - 1);
    if (word == "GP") return tournament::PrimaryScore::GamePoints;
    if (word == "MP") return tournament::PrimaryScore::MatchPoints;
  }
  return tournament::PrimaryScore::MatchPoints;
}

// The words of a 192 team code after its prefix: FIDE_TEAM_TYPEB_MP_GP ->
// TYPEB, MP, GP.
std::vector<std::string_view> codeWords(std::string_view code) {
  std::vector<std::string_view> words;
  for (std::size_t at = code.find('_'); at != std::string_view::npos; at = code.find('_', at + 1))
    words.push_back(code.substr(at + 1, code.find('_', at + 1) - at - 1));
  return words;
}

// C.04.6 1.7 and 4.2.2 as the 192 code says them: TYPEA or TYPEB, else no
// colour preferences; the secondary score for colours when a second of MP
// and GP follows the first. Bare FIDE_TEAM is FIDE_TEAM_TYPEA_MP_GP.
void readColourRules(std::string_view code, tournament::TeamSettings& settings) {
  if (code == "FIDE_TEAM") return;
  const auto words = codeWords(code);
  const auto has = [&](std::string_view w) { return std::ranges::find(words, w) != words.end(); };
  settings.colourPreferences = has("TYPEA")   ? tournament::TeamColourPreferences::TypeA
                               : has("TYPEB") ? tournament::TeamColourPreferences::TypeB
                                              : tournament::TeamColourPreferences::None;
  settings.secondaryScoreForColours = has("MP") && has("GP");
}

// Points as a record field of four columns ("2.0", "16.0": formatHalfPoints).
std::string pointsField(HalfPoints points) { return fitColumns(formatHalfPoints(points), 4, true); }

std::string numberField(int value, int width) {
  return fitColumns(std::to_string(value), width, true);
}

std::string withNumbers(std::string line, const std::vector<int>& numbers) {
  for (int n : numbers) line.append(" ").append(numberField(n, 4));
  return line;
}

}  // namespace

bool isTeamRecord(std::string_view code) {
  return std::ranges::find(TeamCodes, code) != TeamCodes.end();
}

std::optional<TrfError> readTeamRecord(std::string_view code, const TrfLine& line, int lineNumber,
                                       TeamEvent& event) {
  if (code == "310") return readTeam310(line, lineNumber, event);
  if (code == "013") return readTeam013(line, lineNumber, event);
  if (code == "300") return readLineup(line, lineNumber, event);
  if (code == "320") return readPairingByes(line, lineNumber, event);
  if (code == "330") return readForfeitedMatch(line, lineNumber, event);
  if (code == "352") return readColourSequence(line, lineNumber, event);
  return readMatchPoints(line, lineNumber, event);
}

std::optional<TrfError> completeTeamEvent(TeamEvent& event, const std::vector<int>& teamLines,
                                          const std::optional<TournamentType>& type,
                                          const std::vector<tournament::PlannedBye>& byes,
                                          const std::vector<int>& byeLines) {
  // Gacrux and TRF26 alike: 013 ("to be phased out") counts only without 310.
  std::map<int, int> lineOf;  // team number -> its record's line
  std::vector<tournament::Team> teams;
  const bool trf26Teams =
      std::ranges::any_of(event.teams, [](const auto& t) { return t.number > 0; });
  for (std::size_t i = 0; i < event.teams.size(); ++i) {
    auto& team = event.teams[i];
    if (trf26Teams && team.number == 0) continue;
    if (!trf26Teams) team.number = static_cast<int>(teams.size()) + 1;
    lineOf[team.number] = i < teamLines.size() ? teamLines[i] : 0;
    teams.push_back(std::move(team));
  }
  std::ranges::sort(teams, {}, &tournament::Team::number);
  for (std::size_t i = 0; i < teams.size(); ++i)
    if (teams[i].number != static_cast<int>(i) + 1) return refuse(lineOf[teams[i].number], 5);
  event.teams = std::move(teams);
  if (type) {
    event.settings.primary = primaryScoreOf(type->code);
    readColourRules(type->code, event.settings);
  }
  for (std::size_t i = 0; i < byes.size(); ++i) {
    if (event.team(byes[i].startNumber) == nullptr) return refuse(byeLines[i], 11);
    event.byes.push_back({byes[i].startNumber, byes[i].round, byes[i].result});
  }
  return std::nullopt;
}

std::vector<std::string> teamRecordLines(const TeamEvent& event, TrfFormat format) {
  std::vector<std::string> lines;
  if (format == TrfFormat::Trf16) {
    for (const auto& team : event.teams)
      if (team.roster.empty())
        lines.push_back("013 " + team.name);
      else  // the first member right after the name, at 37-40
        lines.push_back(
            withNumbers("013 " + fitColumns(team.name, 32) + numberField(team.roster.front(), 4),
                        {team.roster.begin() + 1, team.roster.end()}));
    return lines;
  }
  const auto& s = event.settings;
  lines.push_back("352 " + s.colourSequence);
  lines.push_back("362 TW" + pointsField(s.matchPoints.win) + "   TD" +
                  pointsField(s.matchPoints.draw) + "   TL" + pointsField(s.matchPoints.loss));
  for (const auto& team : event.teams)
    lines.push_back(withNumbers("310 " + numberField(team.number, 3) + " " +
                                    fitColumns(team.name, 32) + " " +
                                    fitColumns(team.shortName, 5) + std::string(26, ' '),
                                team.roster));
  for (const auto& l : event.lineups)
    lines.push_back(withNumbers("300 " + numberField(l.round, 3) + " " + numberField(l.team, 3) +
                                    " " + numberField(l.opponent, 3),
                                l.boards));
  if (!event.pairingByes.empty() || s.pabMatchPoints || s.pabGamePoints) {
    std::string line =
        "320 " + pointsField(s.pabMatchValue()) + " " + pointsField(s.pabGameValue());
    for (int team : event.pairingByes)
      line.append(" ").append(team == 0 ? "   " : numberField(team, 3));
    lines.push_back(line);
  }
  for (const auto& m : event.forfeitedMatches) {
    using Outcome = tournament::ForfeitedMatch::Outcome;
    const char* type = m.outcome == Outcome::WhiteWins   ? "+-"
                       : m.outcome == Outcome::BlackWins ? "-+"
                                                         : "--";
    lines.push_back(std::string("330 ") + type + " " + numberField(m.round, 3) + " " +
                    numberField(m.white, 3) + " " + numberField(m.black, 3));
  }
  for (const auto& bye : event.byes) {
    const char kind = bye.kind == tournament::RoundResult::HalfPointBye   ? 'H'
                      : bye.kind == tournament::RoundResult::FullPointBye ? 'F'
                                                                          : 'Z';
    lines.push_back(std::string("240 ") + kind + " " + numberField(bye.round, 3) + " " +
                    numberField(bye.team, 4));
  }
  for (auto& line : lines)
    while (!line.empty() && line.back() == ' ') line.pop_back();
  return lines;
}

}  // namespace interchange
