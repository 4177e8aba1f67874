// SPDX-License-Identifier: MIT
// TRF26 records (C.02.03 Annex A, approved 12/05/2025) that the tournament
// state holds: 162 scoring, 192 pairing system, 240 byes, 250 acceleration,
// 260 prohibited pairings, 299 abnormal point assignments of one player in
// one round.
#include "domain/interchange/trf_records.h"

#include <cctype>

namespace interchange {
namespace {

using tournament::HalfPoints;
using tournament::RoundResult;

std::unexpected<TrfError> refuse(int lineNumber, int column = 5) {
  return std::unexpected(TrfError{TrfErrorCode::BadRecordValue, lineNumber, column});
}

// 162: pairs "symbol value": W win (also forfeit win and full-point bye),
// D draw (also half-point bye), L loss, A absence (zero-point bye, forfeit
// loss), P pairing-allocated bye, X unknown/adjourned. Returns false (keep
// the line) when it holds X, which the state has no place for.
// The layout puts a symbol at column 6 and its value at 7-10, so a value of
// four characters touches its symbol ("P16.0", as we write 16 points): a
// word of a symbol letter and a number is read as the two.
std::vector<std::string_view> scoringWords(const TrfLine& line) {
  std::vector<std::string_view> words;
  for (const std::string_view word : recordWords(line)) {
    const bool joined = word.size() > 1 && std::isalpha(static_cast<unsigned char>(word[0])) &&
                        parseHalfPoints(word.substr(1)).has_value();
    if (joined) {
      words.push_back(word.substr(0, 1));
      words.push_back(word.substr(1));
    } else {
      words.push_back(word);
    }
  }
  return words;
}

std::expected<bool, TrfError> readScoring(const TrfLine& line, int lineNumber,
                                          ExtensionValues& values) {
  const auto words = scoringWords(line);
  if (words.size() % 2 != 0 || words.empty()) return refuse(lineNumber);
  auto& s = values.scoring;
  std::optional<HalfPoints> unknown;
  for (std::size_t i = 0; i < words.size(); i += 2) {
    const auto points = parseHalfPoints(words[i + 1]);
    if (!points)
      return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 5});
    const std::string_view symbol = words[i];
    if (symbol == "W")
      s.win = s.forfeitWin = s.fullPointBye = *points;
    else if (symbol == "D")
      s.draw = s.halfPointBye = *points;
    else if (symbol == "L")
      s.loss = *points;
    else if (symbol == "A")
      s.zeroPointBye = s.forfeitLoss = *points;
    else if (symbol == "P")
      s.pairingBye = *points;
    else if (symbol == "X")
      unknown = *points;
    else
      return refuse(lineNumber);
  }
  // X, an unknown result (an adjourned game), is held as a draw (C.04.2
  // 3.1), its default; another value is kept as written.
  return !unknown || *unknown == s.draw;
}

// 192: the encoded tournament type (tournament_type.h). The system is held
// when Arbiter pairs it; a code it does not know or a system it does not
// pair is reported at its place. The line is kept as written.
std::expected<bool, TrfError> readSystem(const TrfLine& line, int lineNumber,
                                         ExtensionValues& values, std::vector<TrfIssue>& issues) {
  const auto words = recordWords(line);
  if (words.empty()) {
    issues.push_back({TrfIssueCode::UnknownTournamentType, lineNumber, 5, false});
    return false;
  }
  if (values.tournamentType) {
    if (values.tournamentType->code != words[0])
      issues.push_back({TrfIssueCode::ConflictingRecord, lineNumber, 5, false});
    return false;
  }
  TournamentType type = readTournamentType(words[0]);
  type.line = lineNumber;
  if (type.support == TournamentTypeSupport::Supported)
    values.system = type.system;
  else if (type.support == TournamentTypeSupport::NotSupported)
    issues.push_back({TrfIssueCode::TournamentTypeNotSupported, lineNumber, 5, false});
  else
    issues.push_back({TrfIssueCode::UnknownTournamentType, lineNumber, 5, false});
  values.tournamentType = std::move(type);
  return false;
}

// 240 (columns): 5 bye type F, H or Z (blank = Z), 7-9 round, then start
// numbers in 11-14, 16-19, ... (every 5 columns).
std::expected<bool, TrfError> readByes(const TrfLine& line, int lineNumber,
                                       ExtensionValues& values) {
  const std::string_view type = line.at(5);
  RoundResult kind;
  if (type == "F" || type == "f")
    kind = RoundResult::FullPointBye;
  else if (type == "H" || type == "h")
    kind = RoundResult::HalfPointBye;
  else if (type == "Z" || type == "z" || type == " " || type.empty())
    kind = RoundResult::ZeroPointBye;
  else
    return refuse(lineNumber, 5);
  const auto round = parseNumber(line.columns(7, 9));
  if (!round || *round < 1) return refuse(lineNumber, 7);
  for (int column = 11; column <= line.width(); column += 5) {
    if (line.blank(column, column + 3)) continue;
    const auto id = parseNumber(line.columns(column, column + 3));
    if (!id || *id < 1 || !line.blank(column + 4, column + 4)) return refuse(lineNumber, column);
    values.byes.push_back({*id, *round, kind});
    values.byeLines.push_back(lineNumber);
  }
  return true;
}

// 250 (columns): 5-8 match points (team events), 10-13 game points, 15-17
// first round, 19-21 last round, 23-26 first and 28-31 last start number;
// a blank last round or last number means the first one (C.04.7 virtual points).
std::expected<bool, TrfError> readAcceleration(const TrfLine& line, int lineNumber,
                                               ExtensionValues& values) {
  const bool gamePoints = !line.blank(10, 13);
  const auto points = parseHalfPoints(gamePoints ? line.columns(10, 13) : line.columns(5, 8));
  if (!points)
    return std::unexpected(
        TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, gamePoints ? 10 : 5});
  if (!fitsPointsField(*points)) return refuse(lineNumber, gamePoints ? 10 : 5);  // "100" of 10-13
  const auto field = [&](int first, int last, std::optional<int> fallback) -> std::optional<int> {
    if (line.blank(first, last)) return fallback;
    return parseNumber(line.columns(first, last));
  };
  const auto firstRound = field(15, 17, std::nullopt);
  const auto lastRound = field(19, 21, firstRound);
  const auto firstId = field(23, 26, std::nullopt);
  const auto lastId = field(28, 31, firstId);
  if (!firstRound || *firstRound < 1) return refuse(lineNumber, 15);
  if (!lastRound || *lastRound < *firstRound) return refuse(lineNumber, 19);
  if (!firstId || *firstId < 1) return refuse(lineNumber, 23);
  if (!lastId || *lastId < *firstId) return refuse(lineNumber, 28);
  for (int id = *firstId; id <= *lastId; ++id) {
    PlayerValues entry{id, std::vector<HalfPoints>(*lastRound, 0), lineNumber};
    for (int r = *firstRound; r <= *lastRound; ++r) entry.points[r - 1] = *points;
    values.acceleration.push_back(std::move(entry));
  }
  return true;
}

// 299 (columns): 5 the result it applies to (W D L F H Z + -, blank = a
// penalty or bonus), 8-11 match points (teams), 14-17 points ("[-]11.5"),
// 20-22 round ("000" or blank = every round), then start numbers in 24-27,
// 29-32, ... (every 5 columns). The state holds an individual assignment
// in one round (Laws 12.9.4 / 12.9.5 scores set by a penalty); a team's,
// or one over every round or for nobody, is kept as written and reported.
std::expected<bool, TrfError> readAbnormalPoints(const TrfLine& line, int lineNumber,
                                                 ExtensionValues& values,
                                                 std::vector<TrfIssue>& issues) {
  const std::string_view type = line.at(5);
  char code = type.size() == 1 ? type[0] : ' ';
  if (code >= 'a' && code <= 'z') code = static_cast<char>(code - 'a' + 'A');
  if (type.size() > 1 || std::string_view("WDLFHZ+- ").find(code) == std::string_view::npos)
    return refuse(lineNumber, 5);
  const auto points = parseHalfPoints(line.columns(14, 17));
  if (!points)
    return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 14});
  const auto round = line.blank(20, 22) ? std::optional<int>(0) : parseNumber(line.columns(20, 22));
  if (!round) return refuse(lineNumber, 20);
  std::vector<ScoreAssignment> read;
  for (int column = 24; column <= line.width(); column += 5) {
    if (line.blank(column, column + 3)) continue;
    const auto id = parseNumber(line.columns(column, column + 3));
    if (!id || *id < 1 || !line.blank(column + 4, column + 4)) return refuse(lineNumber, column);
    read.push_back({code, *points, *round, *id, lineNumber, column});
  }
  if (!line.blank(8, 11) || *round == 0 || read.empty()) {
    issues.push_back({TrfIssueCode::AbnormalPointsNotRead, lineNumber, 5, false});
    return false;
  }
  values.assignments.insert(values.assignments.end(), read.begin(), read.end());
  return true;
}

}  // namespace

std::optional<char> assignmentType(RoundResult result) {
  switch (result) {
    case RoundResult::Win:
    case RoundResult::UnratedWin:
      return 'W';
    case RoundResult::Draw:
    case RoundResult::UnratedDraw:
      return 'D';
    case RoundResult::Loss:
    case RoundResult::UnratedLoss:
      return 'L';
    case RoundResult::ForfeitWin:
      return '+';
    case RoundResult::ForfeitLoss:
      return '-';
    case RoundResult::FullPointBye:
      return 'F';
    case RoundResult::HalfPointBye:
      return 'H';
    case RoundResult::ZeroPointBye:
    case RoundResult::NotPaired:
      return 'Z';
    case RoundResult::PairingBye:
    case RoundResult::Adjourned:
    case RoundResult::Pending:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<TrfError> applyAssignments(const std::vector<ScoreAssignment>& assignments,
                                         const tournament::ScoringSystem& scoring,
                                         std::vector<tournament::PlayerRecord*> players,
                                         std::vector<TrfIssue>& issues) {
  for (const auto& a : assignments) {
    if (a.startNumber > static_cast<int>(players.size()))
      return TrfError{TrfErrorCode::BadRecordValue, a.line, a.column};
    auto& rounds = players[static_cast<std::size_t>(a.startNumber - 1)]->rounds;
    if (a.round > static_cast<int>(rounds.size()))
      return TrfError{TrfErrorCode::BadRecordValue, a.line, 20};
    auto& entry = rounds[static_cast<std::size_t>(a.round - 1)];
    if (a.type == ' ') {
      entry.adjustment += a.points;  // a penalty or bonus
    } else if (assignmentType(entry.result) == a.type) {
      entry.adjustment = a.points - scoring.pointsFor(entry.result);
    } else {
      issues.push_back({TrfIssueCode::AbnormalPointsMismatch, a.line, 5, true});
    }
    // The points the round now gives, as its 299 is written back (columns
    // 14-17): two records for one round add up, and 100 points or more
    // ("228.0") do not fit the field.
    const auto type = assignmentType(entry.result);
    if (!fitsPointsField(type ? scoring.pointsFor(entry.result) + entry.adjustment
                              : entry.adjustment))
      return TrfError{TrfErrorCode::UnrepresentablePoints, a.line, 14};
  }
  return std::nullopt;
}

namespace {

// 260: first round, last round, then the start numbers of players who
// must not be paired with each other in those rounds (blank-separated, as
// written at columns 5-7, 9-11, then every 5 columns from 13). A last round
// of 0 means to the end.
std::expected<bool, TrfError> readProhibited(const TrfLine& line, int lineNumber,
                                             ExtensionValues& values) {
  const auto words = recordWords(line);
  if (words.size() < 4) return refuse(lineNumber);
  const auto firstRound = parseNumber(words[0]);
  const auto lastRound = parseNumber(words[1]);
  if (!firstRound || *firstRound < 1) return refuse(lineNumber, 5);
  if (!lastRound || (*lastRound != 0 && *lastRound < *firstRound)) return refuse(lineNumber, 9);
  std::vector<int> ids;
  for (std::size_t i = 2; i < words.size(); ++i) {
    const auto id = parseNumber(words[i]);
    if (!id || *id < 1) return refuse(lineNumber, 13);
    ids.push_back(*id);
  }
  return addForbiddenGroup(ids, *firstRound, *lastRound, lineNumber, values);
}

}  // namespace

std::expected<bool, TrfError> readTrf26Record(std::string_view code, const TrfLine& line,
                                              int lineNumber, ExtensionValues& values,
                                              std::vector<TrfIssue>& issues) {
  if (code == "162") return readScoring(line, lineNumber, values);
  if (code == "192") return readSystem(line, lineNumber, values, issues);
  if (code == "240") return readByes(line, lineNumber, values);
  if (code == "299") return readAbnormalPoints(line, lineNumber, values, issues);
  if (code == "260") return readProhibited(line, lineNumber, values);
  return readAcceleration(line, lineNumber, values);
}

}  // namespace interchange
