// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_reader.h"

#include "domain/interchange/trf_board_comments.h"
#include "domain/interchange/trf_checks.h"
#include "domain/interchange/trf_player_line.h"
#include "domain/interchange/trf_records.h"
#include "domain/interchange/trf_team_records.h"

#include <algorithm>

namespace interchange {
namespace {

using tournament::RoundResult;

constexpr int MaxRounds = 999;

// TRF26 national-rating records: a federation code instead of "001", same layout.
bool isNationalRatingRecord(std::string_view code, const TrfLine& line) {
  return code.size() == 3 &&
         std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; }) &&
         parseNumber(line.columns(5, 8)).has_value();
}

struct Reader {
  TrfDocument doc;
  ExtensionValues values;
  std::vector<PlayerLine> players;
  std::vector<int> teamLines;             // the lines of the 013 and 310 records
  std::vector<RoundBoards> boardLines;    // our "### boards" lines
  std::vector<AdjournedBoard> adjourned;  // our "### warning: adjourned game" lines

  std::optional<TrfError> readLine(std::string_view text, int lineNumber) {
    const TrfLine line(text);
    if (!line.validUtf8()) doc.issues.push_back({TrfIssueCode::NotUtf8, lineNumber, 0, false});
    if (trimmed(text).empty()) {
      doc.issues.push_back({TrfIssueCode::BlankLine, lineNumber, 1, true});
      return std::nullopt;
    }
    const std::string_view code = text.substr(0, std::min<std::size_t>(3, text.size()));
    const bool separated = text.size() <= 3 || text[3] == ' ' || code == "###";
    if (text == AssignmentNote || text == LaterByesNote)
      return std::nullopt;  // the writer writes it again
    // Our TRF16 form of records 299 and 240: the record after "### "
    // (columns shift by 4).
    for (const std::string_view comment : {AssignmentComment, LaterByesComment}) {
      if (!text.starts_with(comment)) continue;
      auto held = readTrf26Record(comment.substr(4, 3), TrfLine(text.substr(4)), lineNumber, values,
                                  doc.issues);
      if (!held) return held.error();
      if (*held) return std::nullopt;
    }
    if (auto boards = readBoardsComment(text)) boardLines.push_back(std::move(*boards));
    if (const auto place = readAdjournedComment(text)) adjourned.push_back(*place);
    if (code == "001" && separated) {
      auto player = readPlayerLine(line, lineNumber, doc.issues);
      if (!player) return player.error();
      players.push_back(std::move(*player));
      return std::nullopt;
    }
    if (separated && isExtensionRecord(code)) {
      auto held = readExtensionRecord(code, line, lineNumber, values, doc.issues);
      if (!held) return held.error();
      if (*held) return std::nullopt;
    } else if (separated && isTeamRecord(code)) {
      if (!doc.teams) doc.teams.emplace();
      if (code == "013" || code == "310") teamLines.push_back(lineNumber);
      values.trf26 = values.trf26 || code != "013";
      return readTeamRecord(code, line, lineNumber, *doc.teams);
    } else if (separated && code == "012") {
      doc.state.name = trimmed(line.columns(5, line.width()));
    } else if (separated && isTrf26Record(code)) {
      values.trf26 = true;
    } else if (!(separated && (isKnownKeptRecord(code) || isNationalRatingRecord(code, line)))) {
      doc.issues.push_back({TrfIssueCode::UnknownRecord, lineNumber, 1, false});
    }
    doc.keptLines.push_back({std::string(text), !players.empty()});
    return std::nullopt;
  }

  // Start numbers must be 1..N (TournamentState); lines are sorted if needed.
  std::optional<TrfError> orderPlayers() {
    if (players.empty()) return TrfError{TrfErrorCode::NoPlayers, 0, 0};
    const auto byNumber = [](const PlayerLine& a, const PlayerLine& b) {
      return a.record.startNumber < b.record.startNumber;
    };
    const auto unsorted = std::is_sorted_until(players.begin(), players.end(), byNumber);
    if (unsorted != players.end())
      doc.issues.push_back({TrfIssueCode::PlayersReordered, unsorted->line, 5, true});
    std::stable_sort(players.begin(), players.end(), byNumber);
    for (std::size_t i = 0; i < players.size(); ++i) {
      const int expected = static_cast<int>(i) + 1;
      if (players[i].record.startNumber == expected) continue;
      const bool duplicate = i > 0 && players[i].record.startNumber == expected - 1;
      return TrfError{
          duplicate ? TrfErrorCode::DuplicateStartNumber : TrfErrorCode::StartNumbersNotContiguous,
          players[i].line, 5};
    }
    return std::nullopt;
  }

  // A round block past the planned rounds (or past MaxRounds without
  // XXR/142) is refused at its place before any work depends on the
  // number of rounds: one line with 30,000 blank blocks and a game at the
  // end made every player's history 30,000 rounds long.
  std::optional<TrfError> checkRoundCount() const {
    const int limit = values.totalRounds.value_or(MaxRounds);
    for (const auto& p : players) {
      const auto& rounds = p.record.rounds;
      for (int r = limit + 1; r <= static_cast<int>(rounds.size()); ++r) {
        const auto& entry = rounds[static_cast<std::size_t>(r - 1)];
        if (entry.opponent != 0 || entry.result != RoundResult::NotPaired)
          return TrfError{
              values.totalRounds ? TrfErrorCode::RoundBeyondPlanned : TrfErrorCode::TooManyRounds,
              p.line, blockColumn(r)};
      }
    }
    return std::nullopt;
  }

  // A team file: its 240 records name teams, not players; 192 may say game
  // points are primary.
  std::optional<TrfError> readTeams() {
    if (!doc.teams) return std::nullopt;
    if (auto error = completeTeamEvent(*doc.teams, teamLines, values.tournamentType, values.byes,
                                       values.byeLines))
      return error;
    values.byes.clear();
    values.byeLines.clear();
    // A team file's FIDE_TEAM code names a system Arbiter pairs: the Swiss
    // team system (C.04.6) or a team round robin.
    if (values.tournamentType && values.tournamentType->code.starts_with("FIDE_TEAM"))
      std::erase_if(doc.issues, [](const TrfIssue& issue) {
        return issue.code == TrfIssueCode::TournamentTypeNotSupported;
      });
    return std::nullopt;
  }

  // The last round in which anybody was paired: an opponent, a PAB, or an
  // unplayed result written without an opponent ("0000 - +").
  int pairedRounds() const {
    int last = 0;
    for (const auto& p : players)
      for (int r = 0; r < static_cast<int>(p.record.rounds.size()); ++r) {
        const auto& entry = p.record.rounds[r];
        if (tournament::hasOpponent(entry.result) || entry.result == RoundResult::PairingBye)
          last = std::max(last, r + 1);
      }
    return last;
  }

  // Cuts every player's rounds to the paired ones; later bye blocks become
  // planned byes (C.04.2 3.3: known absences of the round to be paired). A
  // bye record (240, XXZ) for a round past the planned ones is refused: no
  // round block can hold it (XXZ after the last round names round XXR + 1).
  std::optional<TrfError> splitPlannedByes(int paired) {
    for (auto& p : players) {
      auto& rounds = p.record.rounds;
      for (int r = paired; r < static_cast<int>(rounds.size()); ++r) {
        const RoundResult result = rounds[r].result;
        if (result == RoundResult::HalfPointBye || result == RoundResult::FullPointBye ||
            result == RoundResult::ZeroPointBye)
          doc.state.plannedByes.push_back({p.record.startNumber, r + 1, result});
      }
      rounds.resize(paired);
    }
    for (std::size_t i = 0; i < values.absentNextRound.size(); ++i) {
      values.byes.push_back({values.absentNextRound[i], paired + 1, RoundResult::ZeroPointBye});
      values.byeLines.push_back(values.absentLines[i]);
    }
    for (std::size_t i = 0; i < values.byes.size(); ++i) {
      const auto& bye = values.byes[i];
      if (values.totalRounds && bye.round > *values.totalRounds)
        return TrfError{TrfErrorCode::ByeBeyondPlanned, values.byeLines[i], 0};
      if (!doc.state.plannedBye(bye.startNumber, bye.round)) doc.state.plannedByes.push_back(bye);
    }
    return std::nullopt;
  }

  std::optional<TrfError> applyExtensions() {
    auto& state = doc.state;
    state.totalRounds = values.totalRounds.value_or(0);
    state.firstColor = values.firstColor;
    state.scoring = values.scoring;
    if (values.system) state.system = *values.system;
    doc.tournamentType = values.tournamentType;
    const int count = static_cast<int>(players.size());
    for (std::size_t i = 0; i < values.byes.size(); ++i)
      if (values.byes[i].startNumber > count)
        return TrfError{TrfErrorCode::BadRecordValue, values.byeLines[i], 5};
    for (const auto& accel : values.acceleration) {
      if (accel.startNumber > count) return TrfError{TrfErrorCode::BadRecordValue, accel.line, 5};
      auto& target = players[accel.startNumber - 1].record.accelerationPoints;
      if (target.size() < accel.points.size()) target.resize(accel.points.size(), 0);
      for (std::size_t r = 0; r < accel.points.size(); ++r)
        if (accel.points[r] != 0) target[r] = accel.points[r];
    }
    for (std::size_t i = 0; i < values.forbidden.size(); ++i) {
      const auto& pair = values.forbidden[i];
      if (pair.second > count)
        return TrfError{TrfErrorCode::BadRecordValue, values.forbiddenLines[i], 5};
      // A prohibition from a round the event does not have holds in no
      // round, and cannot be written back (its last round, the event's,
      // would come before its first).
      if (state.totalRounds > 0 && pair.firstRound > state.totalRounds)
        return TrfError{TrfErrorCode::ForbiddenPairBeyondPlanned, values.forbiddenLines[i], 5};
      if (std::find(state.forbiddenPairs.begin(), state.forbiddenPairs.end(), pair) ==
          state.forbiddenPairs.end())
        state.forbiddenPairs.push_back(pair);
    }
    // C.04.7: "..._BAKU" names the default scheme unless XXA / 250 give the points.
    if (doc.tournamentType && doc.tournamentType->baku && values.acceleration.empty())
      state.acceleration = tournament::Acceleration::Baku;
    if (doc.tournamentType) state.edition = doc.tournamentType->edition;  // FIDE_DUTCH_2017
    std::vector<tournament::PlayerRecord*> records;
    for (auto& p : players) records.push_back(&p.record);
    return applyAssignments(values.assignments, state.scoring, records, doc.issues);
  }
};

}  // namespace

std::expected<ReadResult, TrfError> readTrf(std::string_view text) {
  Reader reader;
  int lineNumber = 0;
  for (const auto line : splitLines(text))
    if (auto error = reader.readLine(line, ++lineNumber)) return std::unexpected(*error);
  if (auto error = reader.orderPlayers()) return std::unexpected(*error);
  if (auto error = reader.checkRoundCount()) return std::unexpected(*error);
  if (auto error = reader.readTeams()) return std::unexpected(*error);
  const int paired = reader.pairedRounds();
  if (auto error = reader.splitPlannedByes(paired)) return std::unexpected(*error);
  if (auto error = reader.applyExtensions()) return std::unexpected(*error);
  if (auto error = checkOpponents(reader.players)) return std::unexpected(*error);
  auto& doc = reader.doc;
  std::vector<int> lines;
  for (auto& p : reader.players) {
    lines.push_back(p.line);
    doc.state.players.push_back(std::move(p.record));
  }
  applyBoardComments(doc.state, reader.boardLines, reader.adjourned);
  doc.format = reader.values.trf26 ? TrfFormat::Trf26 : TrfFormat::Trf16;
  checkConsistency(doc.state, lines, doc.issues);
  std::stable_sort(doc.issues.begin(), doc.issues.end(),
                   [](const TrfIssue& a, const TrfIssue& b) { return a.line < b.line; });
  return std::move(doc);
}

}  // namespace interchange
