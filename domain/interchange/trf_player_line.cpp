// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_player_line.h"

namespace interchange {
namespace {

using tournament::Color;
using tournament::RoundEntry;
using tournament::RoundResult;

bool isBye(RoundResult r) {
  return r == RoundResult::PairingBye || r == RoundResult::HalfPointBye ||
         r == RoundResult::FullPointBye || r == RoundResult::ZeroPointBye ||
         r == RoundResult::NotPaired;
}

// C.04 Annex 2: colour column "w", "b", "-" or blank. Uppercase is accepted.
// (Out-parameters here: g++ 12 warns falsely on std::expected<std::optional<...>>.)
std::optional<TrfError> readColour(const TrfLine& line, int lineNumber, int column,
                                   std::optional<Color>& colour, std::vector<TrfIssue>& issues) {
  const std::string_view text = line.at(column);
  if (text.empty() || text == " " || text == "-") return std::nullopt;
  if (text == "w" || text == "W")
    colour = Color::White;
  else if (text == "b" || text == "B")
    colour = Color::Black;
  else
    return TrfError{TrfErrorCode::BadColour, lineNumber, column};
  if (text == "W" || text == "B")
    issues.push_back({TrfIssueCode::UppercaseColour, lineNumber, column, true});
  return std::nullopt;
}

// One 8-column block: opponent (4), blank, colour, blank, result; then two blanks.
std::optional<TrfError> readBlock(const TrfLine& line, int lineNumber, int start, RoundEntry& entry,
                                  std::vector<TrfIssue>& issues) {
  for (int separator : {start + 4, start + 6, start + 8, start + 9})
    if (!line.blank(separator, separator))
      return TrfError{TrfErrorCode::MisalignedBlock, lineNumber, separator};
  const std::string_view resultText = line.at(start + 7);
  const char code = resultText.size() == 1 ? resultText[0] : (resultText.empty() ? ' ' : '\x7f');
  const bool opponentBlank = line.blank(start, start + 3);
  if (!opponentBlank) {
    const auto opponent = parseNumber(line.columns(start, start + 3));
    if (!opponent) return TrfError{TrfErrorCode::BadOpponent, lineNumber, start};
    entry.opponent = *opponent;
  }
  if (auto error = readColour(line, lineNumber, start + 5, entry.color, issues)) return error;

  if (code == '?') {
    entry.result = RoundResult::Pending;  // TRF26: unknown result
  } else if (code == 'X') {
    entry.result = RoundResult::Adjourned;  // TRF26: adjourned game (scored by 162 "X")
  } else if (code == ' ' && entry.opponent > 0) {
    entry.result = RoundResult::Pending;  // paired, result not yet entered
  } else if (const auto result = tournament::fromTrfCode(code)) {
    entry.result = *result;
  } else {
    return TrfError{TrfErrorCode::BadResult, lineNumber, start + 7};
  }
  if (code == ' ' && opponentBlank && !entry.color) return std::nullopt;  // an empty block
  const bool loneDash = opponentBlank && entry.result == RoundResult::ForfeitLoss;
  if (opponentBlank && code != ' ' && !loneDash)
    issues.push_back({TrfIssueCode::MissingOpponentNumber, lineNumber, start, true});

  if (entry.opponent == 0) {
    // A game's result (played, adjourned "X" or unknown "?", TRF26) needs
    // the opponent it was played against (C.04 Annex 2).
    if (tournament::isPlayedGame(entry.result) || entry.result == RoundResult::Adjourned ||
        entry.result == RoundResult::Pending)
      return TrfError{TrfErrorCode::ResultNeedsOpponent, lineNumber, start + 7};
    if (loneDash) {
      // Lichess writes an absent round as a lone "-": an absence, not a forfeit.
      issues.push_back({TrfIssueCode::AbsenceWrittenAsForfeit, lineNumber, start + 7, true});
      entry.result = RoundResult::ZeroPointBye;
    } else if (entry.result == RoundResult::ForfeitWin ||
               entry.result == RoundResult::ForfeitLoss) {
      issues.push_back({TrfIssueCode::ForfeitWithoutOpponent, lineNumber, start + 7, false});
    }
  } else if (isBye(entry.result)) {
    issues.push_back({TrfIssueCode::ByeWithOpponent, lineNumber, start, true});
    entry.opponent = 0;
  }
  if (entry.color && entry.opponent == 0) {
    issues.push_back({TrfIssueCode::ByeWithColour, lineNumber, start + 5, true});
    entry.color.reset();
  }
  if (!entry.color && tournament::isPlayedGame(entry.result))
    issues.push_back({TrfIssueCode::GameWithoutColour, lineNumber, start + 5, false});
  return std::nullopt;
}

template <typename Field>
std::expected<int, TrfError> readOptionalNumber(const TrfLine& line, int lineNumber, int first,
                                                int last, TrfErrorCode code, Field parse) {
  if (line.blank(first, last)) return 0;
  const auto value = parse(line.columns(first, last));
  if (!value) return std::unexpected(TrfError{code, lineNumber, first});
  return *value;
}

}  // namespace

std::expected<PlayerLine, TrfError> readPlayerLine(const TrfLine& line, int lineNumber,
                                                   std::vector<TrfIssue>& issues) {
  PlayerLine parsed;
  parsed.line = lineNumber;
  auto& p = parsed.record;
  const auto startNumber = parseNumber(line.columns(5, 8));
  if (!startNumber || *startNumber < 1)
    return std::unexpected(TrfError{TrfErrorCode::BadStartNumber, lineNumber, 5});
  p.startNumber = *startNumber;
  const std::string_view sex = line.at(10);
  p.sex = sex.size() == 1 ? sex[0] : ' ';
  p.title = trimmed(line.columns(11, 13));
  p.name = trimmed(line.columns(15, 47));
  p.federation = trimmed(line.columns(54, 56));
  p.fideId = trimmed(line.columns(58, 68));
  p.birthDate = trimmed(line.columns(70, 79));

  const auto rating = readOptionalNumber(line, lineNumber, 49, 52, TrfErrorCode::BadRating,
                                         [](std::string_view t) { return parseNumber(t); });
  if (!rating) return std::unexpected(rating.error());
  p.rating = *rating;
  const auto points = readOptionalNumber(line, lineNumber, 81, 84, TrfErrorCode::BadPoints,
                                         [](std::string_view t) { return parseHalfPoints(t); });
  if (!points) return std::unexpected(points.error());
  p.recordedPoints = *points;
  const auto rank = readOptionalNumber(line, lineNumber, 86, 89, TrfErrorCode::BadRank,
                                       [](std::string_view t) { return parseNumber(t); });
  if (!rank) return std::unexpected(rank.error());
  p.recordedRank = *rank;

  for (int round = 1; blockColumn(round) <= line.width(); ++round) {
    RoundEntry entry;
    if (auto error = readBlock(line, lineNumber, blockColumn(round), entry, issues))
      return std::unexpected(*error);
    p.rounds.push_back(entry);
  }
  return parsed;
}

}  // namespace interchange
