// SPDX-License-Identifier: MIT
#include "domain/chess/verdict_tsv.h"

namespace chess {

namespace {

std::string blanksAsUnderscores(std::string text) {
  for (char& c : text)
    if (c == ' ' || c == '\t') c = '_';
  return text;
}

// A token as pgn-expect/1 writes it: blanks as '_', the rest as Python's
// repr writes it (pgn_game.h: reprEscaped).
std::string tokenField(std::string_view token) { return blanksAsUnderscores(reprEscaped(token)); }

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
                                 blanksAsUnderscores(pgnProblemToken(v.problems.front())));
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
