// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_records.h"

#include "domain/interchange/trf_line.h"

#include <algorithm>
#include <span>
#include <string>
#include <vector>

namespace interchange {
namespace {

using tournament::Color;
using tournament::HalfPoints;
using tournament::RoundResult;
using tournament::ScoringSystem;

constexpr std::string_view ExtensionCodes[] = {"XXR", "XXC", "XXS", "XXA", "XXZ", "XXP", "BBW",
                                               "BBD", "BBL", "BBZ", "BBF", "BBU", "142", "152",
                                               "162", "192", "240", "250", "260", "299"};
constexpr std::string_view KeptCodes[] = {"012", "022", "032", "042", "052", "062", "072",
                                          "082", "092", "102", "112", "122", "132", "###",
                                          "172", "182", "202", "212", "222", "801", "802"};
constexpr std::string_view Trf26Codes[] = {"###", "142", "152", "162", "172", "182", "192", "202",
                                           "212", "222", "240", "250", "260", "299", "300", "310",
                                           "320", "330", "352", "362", "801", "802"};

bool contains(std::span<const std::string_view> codes, std::string_view code) {
  return std::find(codes.begin(), codes.end(), code) != codes.end();
}

}  // namespace

bool fitsPointsField(tournament::HalfPoints points) { return formatHalfPoints(points).size() <= 4; }

std::vector<std::string_view> recordWords(const TrfLine& line) {
  std::vector<std::string_view> result;
  std::string_view rest = line.text().substr(std::min<std::size_t>(3, line.text().size()));
  while (true) {
    rest = trimmed(rest);
    if (rest.empty()) break;
    const auto end = rest.find_first_of(" \t");
    result.push_back(rest.substr(0, end));
    if (end == std::string_view::npos) break;
    rest.remove_prefix(end);
  }
  return result;
}

namespace {

std::unexpected<TrfError> refuse(int lineNumber, int column = 5) {
  return std::unexpected(TrfError{TrfErrorCode::BadRecordValue, lineNumber, column});
}

template <typename T>
void setOnce(std::optional<T>& slot, T value, int lineNumber, std::vector<TrfIssue>& issues) {
  if (slot && *slot != value) {
    issues.push_back({TrfIssueCode::ConflictingRecord, lineNumber, 5, false});
    return;
  }
  slot = value;
}

// XXR n / 142 n: the planned number of rounds (C.04.1 a).
std::expected<bool, TrfError> readRounds(const TrfLine& line, int lineNumber,
                                         ExtensionValues& values, std::vector<TrfIssue>& issues) {
  const auto w = recordWords(line);
  const auto rounds = w.size() == 1 ? parseNumber(w[0]) : std::nullopt;
  if (!rounds) return refuse(lineNumber);
  setOnce(values.totalRounds, *rounds, lineNumber, issues);
  return true;
}

// XXC [rank] white1|black1 (JaVaFo); 152 W|B (TRF26): round 1 colour of the top player.
std::expected<bool, TrfError> readFirstColour(std::string_view code, const TrfLine& line,
                                              int lineNumber, ExtensionValues& values,
                                              std::vector<TrfIssue>& issues) {
  bool representable = true;
  bool unknown = false;
  std::vector<Color> colours;
  for (const auto word : recordWords(line)) {
    if (word == "white1" || (code == "152" && (word == "W" || word == "w"))) {
      colours.push_back(Color::White);
      continue;
    }
    if (word == "black1" || (code == "152" && (word == "B" || word == "b"))) {
      colours.push_back(Color::Black);
      continue;
    }
    if (word != "rank") {
      issues.push_back({TrfIssueCode::UnknownXxcToken, lineNumber, 5, false});
      unknown = true;
    }
    representable = false;
  }
  // A record with words that are no colour is kept as it stands and names
  // no colour: otherwise which of two records decided would depend on
  // their order, and a file written back (the kept record before ours)
  // would read with the other colour (found by fuzzing).
  if (unknown) return representable;
  // Two records naming different colours are refused: the colour of round
  // 1 decides the last colour rule (C.04.3 art. 5.2.5), and with one of them
  // kept as written ("XXC rank white1") no order we write them in reads
  // back as the first (found by fuzzing).
  for (const Color colour : colours) {
    if (values.firstColor && *values.firstColor != colour)
      return std::unexpected(TrfError{TrfErrorCode::ConflictingFirstColour, lineNumber, 5});
    values.firstColor = colour;
  }
  return representable;
}

// XXS KEY=value ... (JaVaFo scoring): WW BW WD BD WL BL ZPB HPB FPB PAB FW FL, W, D.
std::expected<bool, TrfError> readXxs(const TrfLine& line, int lineNumber, ExtensionValues& values,
                                      std::vector<TrfIssue>& issues) {
  ScoringSystem& s = values.scoring;
  std::optional<HalfPoints> whiteWin, blackWin, whiteDraw, blackDraw, whiteLoss, blackLoss;
  for (const auto word : recordWords(line)) {
    const auto eq = word.find('=');
    if (eq == std::string_view::npos) return refuse(lineNumber);
    const auto key = word.substr(0, eq);
    const auto value = parseHalfPoints(word.substr(eq + 1));
    if (!value)
      return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 5});
    if (key == "WW")
      whiteWin = *value;
    else if (key == "BW")
      blackWin = *value;
    else if (key == "W")
      whiteWin = blackWin = *value;
    else if (key == "WD")
      whiteDraw = *value;
    else if (key == "BD")
      blackDraw = *value;
    else if (key == "D")
      whiteDraw = blackDraw = *value;
    else if (key == "WL")
      whiteLoss = *value;
    else if (key == "BL")
      blackLoss = *value;
    else if (key == "ZPB")
      s.zeroPointBye = *value;
    else if (key == "HPB")
      s.halfPointBye = *value;
    else if (key == "FPB")
      s.fullPointBye = *value;
    else if (key == "PAB")
      s.pairingBye = *value;
    else if (key == "FW")
      s.forfeitWin = *value;
    else if (key == "FL")
      s.forfeitLoss = *value;
    else
      return refuse(lineNumber);
  }
  const auto apply = [&](std::optional<HalfPoints> white, std::optional<HalfPoints> black,
                         HalfPoints& target) {
    if (white && black && *white != *black)
      issues.push_back({TrfIssueCode::ColourDependentScoring, lineNumber, 5, true});
    if (white)
      target = *white;
    else if (black)
      target = *black;
  };
  apply(whiteWin, blackWin, s.win);
  apply(whiteDraw, blackDraw, s.draw);
  apply(whiteLoss, blackLoss, s.loss);
  return true;
}

// BBW BBD BBL BBZ BBF BBU value (bbpPairings): win, draw, loss, zero-point
// bye, forfeit loss and pairing-allocated bye points.
std::expected<bool, TrfError> readBbpPoints(std::string_view code, const TrfLine& line,
                                            int lineNumber, ExtensionValues& values) {
  const auto w = recordWords(line);
  const auto value = w.size() == 1 ? parseHalfPoints(w[0]) : std::nullopt;
  if (!value) return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 5});
  ScoringSystem& s = values.scoring;
  HalfPoints* target = code == "BBW"   ? &s.win
                       : code == "BBD" ? &s.draw
                       : code == "BBL" ? &s.loss
                       : code == "BBZ" ? &s.zeroPointBye
                       : code == "BBF" ? &s.forfeitLoss
                                       : &s.pairingBye;
  *target = *value;
  return true;
}

// XXA id p1 p2 ... (JaVaFo): virtual points of player `id` from round 1 on (C.04.7).
std::expected<bool, TrfError> readXxa(const TrfLine& line, int lineNumber,
                                      ExtensionValues& values) {
  const auto w = recordWords(line);
  const auto id = w.empty() ? std::nullopt : parseNumber(w[0]);
  if (!id || *id < 1) return refuse(lineNumber);
  PlayerValues entry{*id, {}, lineNumber};
  for (std::size_t i = 1; i < w.size(); ++i) {
    const auto points = parseHalfPoints(w[i]);
    if (!points)
      return std::unexpected(TrfError{TrfErrorCode::UnrepresentablePoints, lineNumber, 5});
    // XXA gives each round four columns; a value that cannot be written
    // back there (100 points and more) is no acceleration (C.04.7).
    if (!fitsPointsField(*points)) return refuse(lineNumber);
    entry.points.push_back(*points);
  }
  values.acceleration.push_back(std::move(entry));
  return true;
}

// XXZ id id ... (JaVaFo): absent in the round to be paired.
std::expected<bool, TrfError> readXxz(const TrfLine& line, int lineNumber,
                                      ExtensionValues& values) {
  for (const auto word : recordWords(line)) {
    const auto id = parseNumber(word);
    if (!id || *id < 1) return refuse(lineNumber);
    values.absentNextRound.push_back(*id);
    values.absentLines.push_back(lineNumber);
  }
  return true;
}

// XXP id id ... (JaVaFo): players who must not be paired with each other,
// in every round (two ids: one forbidden pair).
std::expected<bool, TrfError> readXxp(const TrfLine& line, int lineNumber,
                                      ExtensionValues& values) {
  std::vector<int> ids;
  for (const auto word : recordWords(line)) {
    const auto id = parseNumber(word);
    if (!id || *id < 1) return refuse(lineNumber);
    ids.push_back(*id);
  }
  return addForbiddenGroup(ids, 1, 0, lineNumber, values);
}

}  // namespace

std::expected<bool, TrfError> addForbiddenGroup(const std::vector<int>& ids, int firstRound,
                                                int lastRound, int lineNumber,
                                                ExtensionValues& values) {
  if (ids.size() < 2) return refuse(lineNumber);
  for (std::size_t i = 0; i < ids.size(); ++i)
    for (std::size_t j = i + 1; j < ids.size(); ++j) {
      // A player cannot be forbidden to meet himself.
      if (ids[i] == ids[j]) return refuse(lineNumber);
      values.forbidden.push_back(
          {std::min(ids[i], ids[j]), std::max(ids[i], ids[j]), firstRound, lastRound});
      values.forbiddenLines.push_back(lineNumber);
    }
  return true;
}

bool isExtensionRecord(std::string_view code) { return contains(ExtensionCodes, code); }
bool isKnownKeptRecord(std::string_view code) { return contains(KeptCodes, code); }
bool isTrf26Record(std::string_view code) { return contains(Trf26Codes, code); }

bool isRecordLine(std::string_view text, std::string_view code) {
  return text.starts_with(code) && (text.size() == code.size() || text[code.size()] == ' ');
}

std::expected<bool, TrfError> readExtensionRecord(std::string_view code, const TrfLine& line,
                                                  int lineNumber, ExtensionValues& values,
                                                  std::vector<TrfIssue>& issues) {
  if (isTrf26Record(code)) values.trf26 = true;
  if (code == "XXR" || code == "142") return readRounds(line, lineNumber, values, issues);
  if (code == "XXC" || code == "152")
    return readFirstColour(code, line, lineNumber, values, issues);
  if (code == "XXS") return readXxs(line, lineNumber, values, issues);
  if (code == "XXA") return readXxa(line, lineNumber, values);
  if (code == "XXZ") return readXxz(line, lineNumber, values);
  if (code == "XXP") return readXxp(line, lineNumber, values);
  if (code.starts_with("BB")) return readBbpPoints(code, line, lineNumber, values);
  return readTrf26Record(code, line, lineNumber, values, issues);
}

}  // namespace interchange
