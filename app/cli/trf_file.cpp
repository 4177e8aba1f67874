// SPDX-License-Identifier: MIT
#include "app/cli/trf_file.h"

#include "domain/interchange/trf_reader.h"

#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace cli {
namespace {

// "file:line:column", or just "file" for a problem of the whole file (line 0).
std::string place(const std::string& path, int line, int column) {
  if (line <= 0) return path;
  return path + ":" + std::to_string(line) + ":" + std::to_string(column);
}

}  // namespace

std::string describe(interchange::TrfErrorCode code) {
  using C = interchange::TrfErrorCode;
  switch (code) {
    case C::NoPlayers:
      return "no player line (001)";
    case C::BadStartNumber:
      return "the start number (columns 5-8) is not a number of 1 or more";
    case C::DuplicateStartNumber:
      return "a start number is used twice";
    case C::StartNumbersNotContiguous:
      return "the start numbers are not 1 to N";
    case C::BadRating:
      return "the rating (columns 49-52) is not a number";
    case C::BadPoints:
      return "the points (columns 81-84) are not a decimal number";
    case C::BadRank:
      return "the rank (columns 86-89) is not a number";
    case C::BadOpponent:
      return "the opponent field is not a number";
    case C::OpponentOutOfRange:
      return "the opponent's start number has no player line";
    case C::OpponentIsSelf:
      return "a player is paired with himself";
    case C::BadColour:
      return "the colour is not w, b or -";
    case C::BadResult:
      return "unknown result code";
    case C::ResultNeedsOpponent:
      return "a game result (1 = 0 W D L X ?) without an opponent";
    case C::MisalignedBlock:
      return "a round block is misaligned (text in a blank column)";
    case C::BadRecordValue:
      return "the record's value cannot be read";
    case C::UnrepresentablePoints:
      return "a point value that is not a multiple of 0.5 or does not fit its columns (100 points "
             "or more)";
    case C::RoundBeyondPlanned:
      return "a round block past the planned number of rounds (XXR/142)";
    case C::TooManyRounds:
      return "a round block past round 999";
    case C::ByeBeyondPlanned:
      return "a bye (240 or XXZ) for a round past the planned number of rounds (XXR/142)";
    case C::ForbiddenPairBeyondPlanned:
      return "a prohibited pairing (260) from a round past the planned number of rounds "
             "(XXR/142)";
    case C::ConflictingFirstColour:
      return "an initial colour (XXC or 152) that contradicts an earlier line";
  }
  return "unreadable";
}

std::string describe(interchange::TrfIssueCode code) {
  using C = interchange::TrfIssueCode;
  switch (code) {
    case C::UnknownRecord:
      return "unknown record, kept as written";
    case C::BlankLine:
      return "empty line dropped";
    case C::NotUtf8:
      return "not UTF-8; each byte counted as one column";
    case C::PlayersReordered:
      return "player lines not in start-number order; sorted";
    case C::PointsMismatch:
      return "stated points differ from the sum of the round results";
    case C::MissingOpponentNumber:
      return "blank opponent field read as 0000";
    case C::AbsenceWrittenAsForfeit:
      return "a lone '-' without opponent read as an absence (Z)";
    case C::ForfeitWithoutOpponent:
      return "forfeit result without an opponent, kept as written";
    case C::ByeWithColour:
      return "a bye or absence with a colour; colour dropped";
    case C::ByeWithOpponent:
      return "a bye code with an opponent; opponent dropped";
    case C::GameWithoutColour:
      return "a played game without colour";
    case C::UppercaseColour:
      return "colour in upper case read as w/b";
    case C::AsymmetricPairing:
      return "the opponent does not list this player in that round";
    case C::ColoursDisagree:
      return "both players of the game have the same colour";
    case C::ResultsDisagree:
      return "the two results of the game do not fit together";
    case C::ConflictingRecord:
      return "the record contradicts an earlier one; the first is kept";
    case C::UnknownXxcToken:
      return "unknown XXC word";
    case C::ColourDependentScoring:
      return "points differ for White and Black; White's are used";
    case C::MissingRounds:
      return "more rounds recorded than planned (XXR/142)";
    case C::UnknownTournamentType:
      return "unknown tournament type (192), kept as written; the system is taken as Dutch";
    case C::TournamentTypeNotSupported:
      return "a pairing system Arbiter does not pair (192: Dutch and Berger only), kept as written";
    case C::AbnormalPointsNotRead:
      return "a point assignment (299) for a team, for every round or for nobody; kept as written, "
             "not counted";
    case C::AbnormalPointsMismatch:
      return "a point assignment (299) whose result is not the player's result in that round; "
             "dropped";
  }
  return "problem";
}

std::string describe(interchange::PairListErrorCode code) {
  using C = interchange::PairListErrorCode;
  switch (code) {
    case C::Empty:
      return "empty pair list";
    case C::BadCount:
      return "the first line is not the number of lines";
    case C::BadLine:
      return "a line is not two start numbers";
    case C::CountMismatch:
      return "the count does not match the number of lines";
    case C::PlayerTwice:
      return "a player appears twice";
    case C::ByeNotLast:
      return "the bye line is not the last line";
    case C::SecondBye:
      return "a second bye line";
  }
  return "unreadable";
}

std::optional<interchange::TrfDocument> loadTrfFile(const std::string& path,
                                                    const std::string& command, Console& console,
                                                    int& exitCode) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    console.err << "arbiter " << command << ": cannot open " << path << '\n';
    exitCode = std::filesystem::exists(path) ? IoError : NoInput;
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  auto read = interchange::readTrf(buffer.str());
  if (!read) {
    console.err << "arbiter " << command << ": "
                << place(path, read.error().line, read.error().column) << ": "
                << describe(read.error().code) << '\n';
    exitCode = BadInput;
    return std::nullopt;
  }
  return std::move(*read);
}

void printTrfIssues(const interchange::TrfDocument& doc, const std::string& path,
                    Console& console) {
  for (const auto& issue : doc.issues)
    console.err << place(path, issue.line, issue.column) << ": warning: " << describe(issue.code)
                << (issue.adjusted ? " (adjusted)" : "") << '\n';
}

std::optional<interchange::TrfFormat> formatOption(const Arguments& args) {
  const auto name = args.value("format");
  if (!name) return std::nullopt;
  if (*name == "trf16") return interchange::TrfFormat::Trf16;
  if (*name == "trf26") return interchange::TrfFormat::Trf26;
  throw UsageError{"--format must be trf16 or trf26"};
}

bool writeTextFile(const std::string& path, const std::string& text, const std::string& command,
                   Console& console) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) out << text;
  if (!out) {
    console.err << "arbiter " << command << ": cannot write " << path << '\n';
    return false;
  }
  return true;
}

}  // namespace cli
