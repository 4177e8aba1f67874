// SPDX-License-Identifier: MIT
#include "app/cli/section_loader.h"

#include "domain/interchange/trf_reader.h"

#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace cli {

namespace {

std::string describe(interchange::TrfErrorCode code) {
  using C = interchange::TrfErrorCode;
  switch (code) {
    case C::NoPlayers: return "no player line (001)";
    case C::BadStartNumber: return "the start number is not a number of 1 or more";
    case C::DuplicateStartNumber: return "a start number is used twice";
    case C::StartNumbersNotContiguous: return "the start numbers are not 1 to N";
    case C::BadRating: return "the rating is not a number";
    case C::BadPoints: return "the points are not a decimal number";
    case C::BadRank: return "the rank is not a number";
    case C::BadOpponent: return "an opponent field is not a number";
    case C::OpponentOutOfRange: return "an opponent's start number has no player line";
    case C::OpponentIsSelf: return "a player is paired with himself";
    case C::BadColour: return "the colour is not w, b or -";
    case C::BadResult: return "unknown result code";
    case C::ResultNeedsOpponent: return "a played result without an opponent";
    case C::MisalignedBlock: return "a round block is misaligned";
    case C::BadRecordValue: return "a record value cannot be read";
    case C::UnrepresentablePoints: return "a point value is not a multiple of 0.5";
  }
  return "unreadable";
}

bool looksLikeEventFile(const std::string& text) { return text.rfind("SQLite format 3", 0) == 0; }

}  // namespace

std::optional<LoadedSection> loadSection(const Arguments& args, const std::string& command,
                                         Console& console, int& exitCode) {
  if (args.positional.size() != 1) throw UsageError{"expected one file (a TRF or an event file)"};
  const std::string path = args.positional.front();
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    console.err << "arbiter " << command << ": cannot open " << path << '\n';
    exitCode = std::filesystem::exists(path) ? IoError : NoInput;
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  if (looksLikeEventFile(text)) {
    console.err << "arbiter " << command << ": " << path
                << ": event files are not supported by this command yet; export a TRF\n";
    exitCode = BadInput;
    return std::nullopt;
  }
  if (args.has("section"))
    throw UsageError{"--section applies to event files; a TRF holds one section"};
  auto read = interchange::readTrf(text);
  if (!read) {
    console.err << "arbiter " << command << ": " << path << ":" << read.error().line << ":"
                << read.error().column << ": " << describe(read.error().code) << '\n';
    exitCode = BadInput;
    return std::nullopt;
  }
  return LoadedSection{std::move(read->state), path};
}

}  // namespace cli
