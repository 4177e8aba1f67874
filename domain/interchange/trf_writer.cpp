// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_writer.h"

#include "domain/interchange/trf_line.h"
#include "domain/interchange/trf_player_line.h"
#include "domain/interchange/trf_records.h"
#include "domain/interchange/trf_team_records.h"

#include <algorithm>
#include <iterator>
#include <map>

namespace interchange {
namespace {

using tournament::HalfPoints;
using tournament::PlayerRecord;
using tournament::RoundEntry;
using tournament::RoundResult;
using tournament::ScoringSystem;

// Columns 81-84 hold "99.5" at most; 100 points and more (a 3/1/0 event)
// drop the ".0" to fit. 100.5 and more cannot be written in four columns.
std::string pointsField(HalfPoints points) {
  std::string text = formatHalfPoints(points);
  if (text.size() > 4 && text.ends_with(".0")) text.resize(text.size() - 2);
  return text;
}

std::string number(int value, int width) {
  return value == 0 ? std::string(width, ' ') : fitColumns(std::to_string(value), width, true);
}

void rtrim(std::string& text) {
  while (!text.empty() && text.back() == ' ') text.pop_back();
}

// One round block: opponent (4), blank, colour, blank, result (C.04 Annex 2).
std::string roundBlock(const RoundEntry& entry, TrfFormat format) {
  const bool pending =
      entry.result == RoundResult::Pending || entry.result == RoundResult::Adjourned;
  if (entry.result == RoundResult::NotPaired && entry.opponent == 0) return std::string(8, ' ');
  std::string text =
      entry.opponent == 0 ? "0000" : fitColumns(std::to_string(entry.opponent), 4, true);
  text += ' ';
  text += !entry.color ? '-' : (*entry.color == tournament::Color::White ? 'w' : 'b');
  text += ' ';
  if (pending && format == TrfFormat::Trf26)
    text += entry.result == RoundResult::Adjourned ? 'X' : '?';
  else if (pending)
    text += ' ';
  else
    text += tournament::trfCode(entry.result).value_or(' ');
  return text;
}

bool sameScoring(const ScoringSystem& a, const ScoringSystem& b) {
  return a.win == b.win && a.draw == b.draw && a.loss == b.loss && a.forfeitWin == b.forfeitWin &&
         a.forfeitLoss == b.forfeitLoss && a.pairingBye == b.pairingBye &&
         a.halfPointBye == b.halfPointBye && a.fullPointBye == b.fullPointBye &&
         a.zeroPointBye == b.zeroPointBye;
}

// True when each value of record 162 fits its four columns (7-10, 16-19,
// ...): 160 points ("160.0") do not, and are written by XXS alone.
bool valuesFitRecord162(const ScoringSystem& s) {
  for (const HalfPoints value : {s.win, s.draw, s.loss, s.zeroPointBye, s.pairingBye})
    if (!fitsPointsField(value)) return false;
  return true;
}

// True when record 162 (W D L A P) holds every value of `s`.
bool fitsRecord162(const ScoringSystem& s) {
  return s.forfeitWin == s.win && s.fullPointBye == s.win && s.halfPointBye == s.draw &&
         s.forfeitLoss == s.zeroPointBye && valuesFitRecord162(s);
}

std::string xxsRecord(const ScoringSystem& s) {
  const auto p = [](HalfPoints v) { return formatHalfPoints(v); };
  return "XXS WW=" + p(s.win) + " BW=" + p(s.win) + " WD=" + p(s.draw) + " BD=" + p(s.draw) +
         " WL=" + p(s.loss) + " BL=" + p(s.loss) + " ZPB=" + p(s.zeroPointBye) +
         " HPB=" + p(s.halfPointBye) + " FPB=" + p(s.fullPointBye) + " PAB=" + p(s.pairingBye) +
         " FW=" + p(s.forfeitWin) + " FL=" + p(s.forfeitLoss);
}

// 162 (TRF26): symbol at column 6, value at 7-10, every 9 columns: W win
// (OTB, forfeit, full-point bye), D draw (OTB, half-point bye), L loss, A
// absence (zero-point bye, forfeit loss), P pairing-allocated bye and X an
// unknown result (an adjourned game: C.04.2 3.1 pairs it as a draw).
std::string record162(const ScoringSystem& s) {
  std::string text = "162 ";
  const std::pair<char, HalfPoints> entries[] = {{'W', s.win},        {'D', s.draw},
                                                 {'L', s.loss},       {'A', s.zeroPointBye},
                                                 {'P', s.pairingBye}, {'X', s.draw}};
  for (const auto& [symbol, value] : entries)
    text += std::string(" ") + symbol + fitColumns(formatHalfPoints(value), 4, true) + "   ";
  rtrim(text);
  return text;
}

// 240 T RRR id ...: one record per bye kind and round.
std::vector<std::string> records240(const std::vector<tournament::PlannedBye>& byes) {
  std::map<std::pair<int, char>, std::vector<int>> groups;
  for (const auto& bye : byes)
    groups[{bye.round, *tournament::trfCode(bye.result)}].push_back(bye.startNumber);
  std::vector<std::string> lines;
  for (auto& [key, ids] : groups) {
    std::sort(ids.begin(), ids.end());
    std::string text =
        std::string("240 ") + key.second + " " + fitColumns(std::to_string(key.first), 3, true);
    for (int id : ids) text.append(" ").append(fitColumns(std::to_string(id), 4, true));
    lines.push_back(text);
  }
  return lines;
}

// 250: game points at 10-13 (match points 5-8 left blank), rounds at 15-17
// and 19-21, start numbers at 23-26 and 28-31. Runs of equal virtual points
// over rounds, merged over consecutive start numbers with the same run.
std::vector<std::string> records250(const std::vector<PlayerRecord>& players) {
  struct Run {
    HalfPoints points;
    int first, last, fromId, toId;
  };
  std::vector<Run> runs;
  for (const auto& p : players) {
    const auto& a = p.accelerationPoints;
    for (int r = 0; r < static_cast<int>(a.size());) {
      int end = r;
      while (end + 1 < static_cast<int>(a.size()) && a[end + 1] == a[r]) ++end;
      if (a[r] != 0) {
        const auto same = std::find_if(runs.begin(), runs.end(), [&](const Run& run) {
          return run.points == a[r] && run.first == r + 1 && run.last == end + 1 &&
                 run.toId == p.startNumber - 1;
        });
        if (same != runs.end())
          same->toId = p.startNumber;
        else
          runs.push_back({a[r], r + 1, end + 1, p.startNumber, p.startNumber});
      }
      r = end + 1;
    }
  }
  std::vector<std::string> lines;
  for (const auto& run : runs)
    lines.push_back("250      " + fitColumns(formatHalfPoints(run.points), 4, true) + " " +
                    fitColumns(std::to_string(run.first), 3, true) + " " +
                    fitColumns(std::to_string(run.last), 3, true) + " " +
                    fitColumns(std::to_string(run.fromId), 4, true) + " " +
                    fitColumns(std::to_string(run.toId), 4, true));
  return lines;
}

// 299 (TRF26): one record per player and round whose points a penalty set
// (Laws 12.9.4 / 12.9.5): 5 the result's code with 14-17 the points it
// scored, or blank with the points added when a 299 cannot name the result;
// 20-22 the round, 24-27 the start number.
std::vector<std::string> records299(const tournament::TournamentState& s) {
  std::vector<std::string> lines;
  for (const auto& p : s.players)
    for (std::size_t r = 0; r < p.rounds.size(); ++r) {
      const RoundEntry& entry = p.rounds[r];
      if (entry.adjustment == 0) continue;
      const auto type = assignmentType(entry.result);
      const HalfPoints points =
          type ? s.scoring.pointsFor(entry.result) + entry.adjustment : entry.adjustment;
      lines.push_back("299 " + std::string(1, type.value_or(' ')) + std::string(8, ' ') +
                      fitColumns(formatHalfPoints(points), 4, true) + "  " +
                      fitColumns(std::to_string(r + 1), 3, true) + " " +
                      fitColumns(std::to_string(p.startNumber), 4, true));
    }
  return lines;
}

// bbpPairings' TRF(bx) scoring records, which it reads instead of XXS: BBW
// win, BBD draw, BBL played loss, BBZ zero-point bye, BBF forfeit loss, BBU
// pairing-allocated bye (when not a win's), the value in columns 5-8.
std::vector<std::string> bbRecords(const ScoringSystem& s) {
  const auto record = [](std::string_view code, HalfPoints value) {
    return std::string(code) + " " + fitColumns(formatHalfPoints(value), 4, true);
  };
  std::vector<std::string> lines{record("BBW", s.win), record("BBD", s.draw), record("BBL", s.loss),
                                 record("BBZ", s.zeroPointBye), record("BBF", s.forfeitLoss)};
  if (s.pairingBye != s.win) lines.push_back(record("BBU", s.pairingBye));
  return lines;
}

// 202 (TRF26): the tie-breaks that break ties, comma-separated from column
// 5; 212 the same list after PTS, the order of the standings.
std::vector<std::string> tieBreakRecords(const std::vector<std::string>& codes) {
  std::string list;
  for (const auto& code : codes) list += (list.empty() ? "" : ",") + code;
  return {"202 " + list, "212 PTS" + (list.empty() ? "" : "," + list)};
}

std::string xxaRecord(const PlayerRecord& p) {
  std::string text = "XXA " + fitColumns(std::to_string(p.startNumber), 4, true);
  for (HalfPoints points : p.accelerationPoints)
    text.append(" ").append(fitColumns(formatHalfPoints(points), 4, true));
  return text;
}

// 260: first round at 5-7, last round at 9-11 (the last of the event for a
// pair without an end, or 0 when the rounds are unknown), the two start
// numbers at 13-16 and 18-21: one record per pair.
std::string record260(const tournament::ForbiddenPair& pair, int totalRounds) {
  const int last = pair.lastRound != 0 ? pair.lastRound : totalRounds;
  return "260 " + fitColumns(std::to_string(pair.firstRound), 3, true) + " " +
         fitColumns(std::to_string(last), 3, true) + " " +
         fitColumns(std::to_string(pair.first), 4, true) + " " +
         fitColumns(std::to_string(pair.second), 4, true);
}

// XXP (JaVaFo) has no rounds: the pairs that hold in the round to be paired.
std::string xxpRecord(const tournament::ForbiddenPair& pair) {
  return "XXP " + fitColumns(std::to_string(pair.first), 4, true) + " " +
         fitColumns(std::to_string(pair.second), 4, true);
}

}  // namespace

std::string writePlayerLine(const PlayerRecord& p, TrfFormat format,
                            const std::vector<RoundEntry>& extraBlocks) {
  std::string line = "001 " + fitColumns(std::to_string(p.startNumber), 4, true) + " ";
  line += p.sex;
  line += fitColumns(p.title, 3, true) + " " + fitColumns(p.name, 33) + " " + number(p.rating, 4) +
          " " + fitColumns(p.federation, 3) + " " + fitColumns(p.fideId, 11, true) + " " +
          fitColumns(p.birthDate, 10) + " " + fitColumns(pointsField(p.recordedPoints), 4, true) +
          " " + number(p.recordedRank, 4);
  for (const auto& entry : p.rounds) line += "  " + roundBlock(entry, format);
  for (const auto& entry : extraBlocks) line += "  " + roundBlock(entry, format);
  rtrim(line);
  return line;
}

std::string writeTrf(const TrfDocument& doc, TrfFormat format) {
  const auto& s = doc.state;
  // A record of ours is left out where the file's own one is kept (an
  // unknown line that merely starts with its code, "XXSw", is not one).
  const auto kept = [&](std::string_view code) {
    return std::any_of(doc.keptLines.begin(), doc.keptLines.end(),
                       [&](const KeptLine& k) { return isRecordLine(k.text, code); });
  };
  std::string out;
  const auto emit = [&](const std::string& line) { out += line + '\n'; };
  const bool trf26 = format == TrfFormat::Trf26;
  const bool customScoring = !sameScoring(s.scoring, ScoringSystem{});

  if (!kept("012") && !s.name.empty()) emit("012 " + s.name);
  for (const auto& k : doc.keptLines)
    if (!k.afterPlayers) emit(k.text);
  // 192 (TRF26). TRF16 has no record for the system: a Dutch Swiss, the
  // default, is left unsaid there; a round robin, a Baku Swiss (C.04.7) or
  // the 2017 edition of C.04.3 is written as 192.
  const auto& type = doc.tournamentType;
  const bool write192 = type && !kept("192") &&
                        (trf26 || type->system != tournament::PairingSystem::DutchSwiss ||
                         type->baku || type->edition != tournament::DutchEdition::Rules2026);
  if (trf26) {
    if (s.totalRounds > 0 && !kept("142")) emit("142 " + std::to_string(s.totalRounds));
    if (s.firstColor && !kept("152"))
      emit(std::string("152 ") + (*s.firstColor == tournament::Color::White ? "W" : "B"));
    if (customScoring && !kept("162") && valuesFitRecord162(s.scoring)) emit(record162(s.scoring));
    if (write192) emit("192 " + type->code);
    if (!doc.tieBreaks.empty() && !kept("202") && !kept("212"))
      for (const auto& line : tieBreakRecords(doc.tieBreaks)) emit(line);
    if (!kept("240"))
      for (const auto& line : records240(s.plannedByes)) emit(line);
    if (!kept("250"))
      for (const auto& line : records250(s.players)) emit(line);
    for (const auto& pair : s.forbiddenPairs) emit(record260(pair, s.totalRounds));
    for (const auto& line : records299(s)) emit(line);
  } else {
    if (write192) emit("192 " + type->code);
    const auto assignments = records299(s);
    if (!assignments.empty()) emit(std::string(AssignmentNote));
    for (const auto& line : assignments) emit("### " + line);
    std::vector<tournament::PlannedBye> later;  // the next round's are blocks, below
    std::copy_if(s.plannedByes.begin(), s.plannedByes.end(), std::back_inserter(later),
                 [&](const auto& bye) { return bye.round > s.roundsRecorded() + 1; });
    if (!later.empty() && !kept("240")) {
      emit(std::string(LaterByesNote));
      for (const auto& line : records240(later)) emit("### " + line);
    }
  }

  // TRF16 has a place for the absences of the round to be paired only: a
  // block after the paired rounds (JaVaFo's convention, C.04.2 3.3). A block
  // further ahead would be read as a round played (absences later than the
  // next round are TRF26 records 240; in TRF16 `### 240` comments).
  const int next = s.roundsRecorded() + 1;
  for (const auto& p : s.players) {
    std::vector<RoundEntry> extra;
    if (!trf26)
      if (const auto bye = s.plannedBye(p.startNumber, next))
        extra.push_back({0, std::nullopt, *bye});
    emit(writePlayerLine(p, format, extra));
  }
  if (doc.teams)
    for (const auto& line : teamRecordLines(*doc.teams, format)) emit(line);
  for (const auto& k : doc.keptLines)
    if (k.afterPlayers) emit(k.text);

  if (!trf26) {
    if (s.totalRounds > 0 && !kept("XXR")) emit("XXR " + std::to_string(s.totalRounds));
    if (s.firstColor && !kept("XXC"))
      emit(std::string("XXC ") + (*s.firstColor == tournament::Color::White ? "white1" : "black1"));
  }
  if (customScoring && (!trf26 || !fitsRecord162(s.scoring)) && !kept("XXS"))
    emit(xxsRecord(s.scoring));
  if (customScoring && !trf26)
    for (const auto& line : bbRecords(s.scoring)) emit(line);
  if (!trf26 && !kept("XXA"))
    for (const auto& p : s.players)
      if (!p.accelerationPoints.empty()) emit(xxaRecord(p));
  if (!trf26) {
    for (const auto& pair : s.forbiddenPairs)
      if (pair.appliesIn(next)) emit(xxpRecord(pair));
  }
  return out;
}

}  // namespace interchange
