// SPDX-License-Identifier: MIT
// TRF26 records (C.02.03 Annex A, approved 12/05/2025) that the tournament
// state holds: 162 scoring, 192 pairing system, 240 byes, 250 acceleration.
#include "domain/interchange/trf_records.h"

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
std::expected<bool, TrfError> readScoring(const TrfLine& line, int lineNumber,
                                          ExtensionValues& values) {
  const auto words = recordWords(line);
  if (words.size() % 2 != 0 || words.empty()) return refuse(lineNumber);
  auto& s = values.scoring;
  bool representable = true;
  for (std::size_t i = 0; i < words.size(); i += 2) {
    const auto points = parseHalfPoints(words[i + 1]);
    if (!points) return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 5});
    const std::string_view symbol = words[i];
    if (symbol == "W") s.win = s.forfeitWin = s.fullPointBye = *points;
    else if (symbol == "D") s.draw = s.halfPointBye = *points;
    else if (symbol == "L") s.loss = *points;
    else if (symbol == "A") s.zeroPointBye = s.forfeitLoss = *points;
    else if (symbol == "P") s.pairingBye = *points;
    else if (symbol == "X") representable = false;
    else return refuse(lineNumber);
  }
  return representable;
}

// 192: the encoded tournament type. Only the system is held; the line is kept.
std::expected<bool, TrfError> readSystem(const TrfLine& line, ExtensionValues& values) {
  const auto words = recordWords(line);
  if (!words.empty()) {
    const bool roundRobin = words[0].find("ROUNDROBIN") != std::string_view::npos;
    values.system = roundRobin ? tournament::PairingSystem::RoundRobin
                               : tournament::PairingSystem::DutchSwiss;
  }
  return false;
}

// 240 T RRR id id ...: T = F (full-point), H (half-point) or Z (zero-point) bye in round RRR.
std::expected<bool, TrfError> readByes(const TrfLine& line, int lineNumber,
                                       ExtensionValues& values) {
  const auto words = recordWords(line);
  if (words.size() < 2) return refuse(lineNumber);
  RoundResult kind;
  if (words[0] == "F") kind = RoundResult::FullPointBye;
  else if (words[0] == "H") kind = RoundResult::HalfPointBye;
  else if (words[0] == "Z") kind = RoundResult::ZeroPointBye;
  else return refuse(lineNumber);
  const auto round = parseNumber(words[1]);
  if (!round || *round < 1) return refuse(lineNumber);
  for (std::size_t i = 2; i < words.size(); ++i) {
    const auto id = parseNumber(words[i]);
    if (!id || *id < 1) return refuse(lineNumber);
    values.byes.push_back({*id, *round, kind});
    values.byeLines.push_back(lineNumber);
  }
  return true;
}

// 250 PPPP RRR RRR SSSS SSSS: `points` virtual points in rounds first..last
// for players first..last (C.04.7).
std::expected<bool, TrfError> readAcceleration(const TrfLine& line, int lineNumber,
                                               ExtensionValues& values) {
  const auto words = recordWords(line);
  if (words.size() != 5) return refuse(lineNumber);
  const auto points = parseHalfPoints(words[0]);
  if (!points) return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 5});
  int numbers[4];
  for (int i = 0; i < 4; ++i) {
    const auto n = parseNumber(words[i + 1]);
    if (!n || *n < 1) return refuse(lineNumber);
    numbers[i] = *n;
  }
  // Rounds have three digits and start numbers four (C.04 Annex 2 columns).
  if (numbers[0] > numbers[1] || numbers[2] > numbers[3] || numbers[1] > 999 ||
      numbers[3] > 9999)
    return refuse(lineNumber);
  for (int id = numbers[2]; id <= numbers[3]; ++id) {
    PlayerValues entry{id, std::vector<HalfPoints>(numbers[1], 0), lineNumber};
    for (int r = numbers[0]; r <= numbers[1]; ++r) entry.points[r - 1] = *points;
    values.acceleration.push_back(std::move(entry));
  }
  return true;
}

}  // namespace

std::expected<bool, TrfError> readTrf26Record(std::string_view code, const TrfLine& line,
                                              int lineNumber, ExtensionValues& values,
                                              std::vector<TrfIssue>&) {
  if (code == "162") return readScoring(line, lineNumber, values);
  if (code == "192") return readSystem(line, values);
  if (code == "240") return readByes(line, lineNumber, values);
  return readAcceleration(line, lineNumber, values);
}

}  // namespace interchange
