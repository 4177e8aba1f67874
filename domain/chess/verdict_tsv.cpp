// SPDX-License-Identifier: MIT
#include "domain/chess/verdict_tsv.h"

namespace chess {

namespace {

// The length of the valid UTF-8 sequence at the start of `text` whose code
// point is printable (not C0, DEL or C1), or 0.
std::size_t printableSequence(std::string_view text) {
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const auto continuation = [&](std::size_t i) { return i < text.size() && (b(i) & 0xC0) == 0x80; };
  const unsigned char lead = b(0);
  if (lead >= 0x20 && lead < 0x7F) return 1;
  if (lead >= 0xC2 && lead <= 0xDF && continuation(1))
    return lead == 0xC2 && b(1) < 0xA0 ? 0 : 2;  // U+0080..U+009F are C1 controls
  if (lead >= 0xE0 && lead <= 0xEF && continuation(1) && continuation(2)) {
    const unsigned second = b(1);
    if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0)) return 0;
    return 3;
  }
  if (lead >= 0xF0 && lead <= 0xF4 && continuation(1) && continuation(2) && continuation(3)) {
    const unsigned second = b(1);
    if ((lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90)) return 0;
    return 4;
  }
  return 0;
}

// A token as pgn-expect/1 writes it: blanks as '_', printable characters
// as they are, every other byte as Python's repr writes it (lowercase
// hex: "\x1a"), a backslash doubled (shared/corpus/pgn/README.md).
std::string tokenField(std::string_view token) {
  constexpr char Hex[] = "0123456789abcdef";
  std::string text;
  while (!token.empty()) {
    const char c = token[0];
    std::size_t length = 1;
    if (c == ' ' || c == '\t') {
      text += '_';
    } else if (c == '\\') {
      text += "\\\\";
    } else if ((length = printableSequence(token)) > 0) {
      text.append(token.substr(0, length));
    } else {
      const auto byte = static_cast<unsigned char>(c);
      text += {'\\', 'x', Hex[byte >> 4], Hex[byte & 15]};
      length = 1;
    }
    token.remove_prefix(length);
  }
  return text;
}

std::string tagField(const std::optional<std::string>& value) {
  if (!value) return "-";
  if (value->empty()) return "\"\"";
  return tokenField(*value);
}

std::string writtenClaimsField(const std::vector<WrittenMoveClaim>& claims) {
  if (claims.empty()) return "-";
  std::string text;
  for (const WrittenMoveClaim& claim : claims) {
    if (!text.empty()) text += ',';
    text += std::to_string(claim.ply) + ':';
    for (std::size_t i = 0; i < claim.moves.size(); ++i) {
      if (i > 0) text += '|';
      text += claim.moves[i];
    }
  }
  return text;
}

}  // namespace

MoveName moveNameOfPly(const GameVerdict& verdict, int ply) {
  // Ply k is the k-th half-move from P_0; White's and Black's moves share a number.
  const int halfMovesBefore = (ply - 1) + (verdict.startSide == Color::Black ? 1 : 0);
  return {verdict.startFullmove + halfMovesBefore / 2,
          halfMovesBefore % 2 == 0 ? Color::White : Color::Black};
}

std::string setupName(const GameVerdict& v) {
  switch (v.setup) {
    case GameSetup::Standard:
      return "std";
    case GameSetup::Fen:
      return "fen";
    case GameSetup::FenWithProblems:
      return "fen!" + v.setupDetail;
    case GameSetup::FenUnreadable:
      return "fen?";
    case GameSetup::Variant:
      return "variant:" + v.setupDetail;
  }
  return "-";
}

const char* gameEndName(GameEnd end) {
  switch (end) {
    case GameEnd::Ongoing:
      return "ongoing";
    case GameEnd::Checkmate:
      return "checkmate";
    case GameEnd::Stalemate:
      return "stalemate";
    case GameEnd::InsufficientMaterial:
      return "insufficient";
    case GameEnd::SeventyFiveMoves:
      return "75moves";
    case GameEnd::FivefoldRepetition:
      return "fivefold";
  }
  return "?";
}

const char* moveFaultName(MoveFault fault) {
  switch (fault) {
    case MoveFault::Illegal:
      return "illegal";
    case MoveFault::Ambiguous:
      return "ambiguous";
    case MoveFault::Null:
      return "null";
    case MoveFault::Invalid:
      return "invalid";
  }
  return "?";
}

std::string formatPlyList(const std::vector<int>& plies) {
  if (plies.empty()) return "-";
  std::string text;
  for (std::size_t i = 0; i < plies.size();) {
    std::size_t j = i;
    while (j + 1 < plies.size() && plies[j + 1] == plies[j] + 1) ++j;
    if (!text.empty()) text += ',';
    text += std::to_string(plies[i]);
    if (j > i) text += '-' + std::to_string(plies[j]);
    i = j + 1;
  }
  return text;
}

std::string toPgnExpectLine(const GameVerdict& v) {
  std::string line;
  auto field = [&line](const std::string& text) {
    if (!line.empty()) line += '\t';
    line += text;
  };
  field(std::to_string(v.index));
  field(std::to_string(v.firstLine));
  field(std::to_string(v.plies));
  field(setupName(v));
  field(v.failure ? std::to_string(v.failure->ply) + ':' + tokenField(v.failure->token) + ':' +
                        moveFaultName(v.failure->fault)
                  : "-");
  field(v.problems.empty() ? "-"
                           : 'L' + std::to_string(v.problems.front().place.line) + ':' +
                                 tokenField(pgnProblemToken(v.problems.front())));
  field(v.laxCount == 0 ? "-"
                        : std::to_string(v.laxCount) + ':' + std::to_string(v.laxFirstPly) + ':' +
                              tokenField(v.laxFirstToken));
  field(std::to_string(v.variationFailures.size()));
  field(gameEndName(v.end));
  field(v.end == GameEnd::Ongoing ? "-" : std::to_string(v.endPly));
  field(tagField(v.resultTag));
  field(v.resultMarker ? *v.resultMarker : "-");
  field(formatPlyList(v.threefoldOnBoard));
  field(writtenClaimsField(v.threefoldWritten));
  field(formatPlyList(v.fiftyOnBoard));
  field(formatPlyList(v.fiftyWritten));
  return line;
}

}  // namespace chess
