// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_reader.h"

#include <algorithm>

namespace chess {

namespace {

bool isBlank(std::string_view line) {
  return line.find_first_not_of(" \t\f\v\r") == std::string_view::npos;
}

bool isTagLine(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t");
  return first != std::string_view::npos && line[first] == '[';
}

bool isTagNameChar(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '+' || c == '#' || c == '=' || c == ':' || c == '-';
}

// One or more [Name "value"] on a line (PGN 8.1: a tag pair is a left
// bracket, a symbol, a string and a right bracket; in strings only the
// quote and the backslash are escaped, with a backslash). False if the
// line does not have that shape. Text that follows whole tag pairs and does
// not start another (a pasted game whose moves follow its tags on their
// line) ends the pairs: `movetextAt` receives its offset (else the line's
// length).
bool parseTagPairs(std::string_view line, std::uint32_t lineNumber, std::vector<PgnTag>& tags,
                   std::size_t& movetextAt) {
  movetextAt = line.size();
  std::size_t i = 0;
  const std::size_t n = line.size();
  auto skipSpace = [&] {
    while (i < n && (line[i] == ' ' || line[i] == '\t')) ++i;
  };
  skipSpace();
  if (i == n) return false;
  while (i < n) {
    if (line[i] != '[') {
      if (tags.empty()) return false;
      movetextAt = i;
      return true;
    }
    ++i;
    skipSpace();
    const std::size_t nameStart = i;
    while (i < n && isTagNameChar(line[i])) ++i;
    if (i == nameStart) return false;
    PgnTag tag{std::string(line.substr(nameStart, i - nameStart)), {}, lineNumber};
    skipSpace();
    if (i == n || line[i] != '"') return false;
    ++i;
    tag.valueColumn = static_cast<std::uint32_t>(i) + 1;
    bool closed = false;
    while (i < n) {
      // Copy up to the next quote or backslash in one piece.
      std::size_t end = i;
      while (end < n && line[end] != '"' && line[end] != '\\') ++end;
      tag.value.append(line.substr(i, end - i));
      i = end;
      if (i == n) break;
      const char c = line[i++];
      if (c == '"') {
        closed = true;
        break;
      }
      if (i < n && (line[i] == '"' || line[i] == '\\')) {
        tag.value.push_back(line[i++]);
      } else {
        tag.value.push_back(c);
      }
    }
    if (!closed) return false;
    skipSpace();
    if (i == n || line[i] != ']') return false;
    ++i;
    skipSpace();
    tags.push_back(std::move(tag));
  }
  return true;
}

}  // namespace

PgnReader::PgnReader(std::istream& in, SanMode notation)
    : m_lines(in), m_lenient(notation == SanMode::Lenient), m_lexer(m_lenient) {}

void PgnReader::addProblem(PgnGame& game, PgnProblemCode code, std::string_view token,
                           std::uint32_t column) {
  game.problems.push_back({code, std::string(token), {m_line, column}});
}

void PgnReader::startGame(PgnGame& game, std::uint32_t line) {
  game.clear();
  game.index = m_gameCount++;
  game.firstLine = line;
  m_depth = 0;
  m_skipDepth = 0;
  m_lineHasMove.assign(1, false);
}

void PgnReader::readTags(std::string_view line, PgnGame& game) {
  m_parsedTags.clear();
  std::size_t movetextAt = 0;
  const bool wellFormed = parseTagPairs(line, m_line, m_parsedTags, movetextAt);
  for (PgnTag& tag : m_parsedTags) {
    if (game.tags.size() >= MaxTagsPerGame) break;
    if (game.tag(tag.name)) addProblem(game, PgnProblemCode::DuplicateTag, tag.name, 1);
    game.tags.push_back(std::move(tag));
  }
  if (!wellFormed) addProblem(game, PgnProblemCode::BadTag, {}, 1);
  if (wellFormed && movetextAt < line.size()) {
    // The moves read where they stand: the tags blanked keep their columns.
    addProblem(game, PgnProblemCode::MovetextOnTagLine, {},
               static_cast<std::uint32_t>(movetextAt) + 1);
    m_state = State::Movetext;
    std::string movetext(line);
    std::fill_n(movetext.begin(), movetextAt, ' ');
    readMovetext(movetext, game);
  }
}

void PgnReader::handleToken(const PgnToken& token, PgnGame& game) {
  if (m_state == State::Ended) {
    addProblem(game, PgnProblemCode::AfterResult, token.text, token.column);
    return;
  }
  if (m_skipDepth > 0) {
    if (token.kind == PgnTokenKind::VariationStart) ++m_skipDepth;
    if (token.kind == PgnTokenKind::VariationEnd) --m_skipDepth;
    return;
  }
  switch (token.kind) {
    case PgnTokenKind::Move:
      if (game.movetext.size() >= MaxEventsPerGame) {
        if (game.problems.empty() || game.problems.back().code != PgnProblemCode::GameTooLong) {
          addProblem(game, PgnProblemCode::GameTooLong, {}, token.column);
        }
        return;
      }
      game.addMove(token.text, {m_line, token.column});
      m_lineHasMove.back() = true;
      return;
    case PgnTokenKind::VariationStart:
      if (!m_lineHasMove.back()) {
        addProblem(game, PgnProblemCode::VariationAtStart, {}, token.column);
        m_skipDepth = 1;
        return;
      }
      game.movetext.push_back({PgnEventKind::VariationStart, 0, 0, {m_line, token.column}});
      ++m_depth;
      m_lineHasMove.push_back(false);
      return;
    case PgnTokenKind::VariationEnd:
      if (m_depth == 0) {
        addProblem(game, PgnProblemCode::StrayClose, {}, token.column);
        return;
      }
      game.movetext.push_back({PgnEventKind::VariationEnd, 0, 0, {m_line, token.column}});
      --m_depth;
      m_lineHasMove.pop_back();
      return;
    case PgnTokenKind::Result:
      if (m_depth > 0) {
        addProblem(game, PgnProblemCode::ResultInVariation, token.text, token.column);
        return;
      }
      game.result = std::string(token.text);
      game.resultPlace = {m_line, token.column};
      m_state = State::Ended;
      return;
    case PgnTokenKind::Unknown: {
      addProblem(game, PgnProblemCode::UnknownToken, token.text, token.column);
      // A word that starts with a letter was meant as a move ("Sf3" in
      // another language's letters): the line stops there, not at a later
      // move played from the wrong position. In the lenient notation so does
      // a word that starts with a Chinese, Russian or figurine piece sign.
      const char first = token.text.empty() ? ' ' : token.text[0];
      const bool letter = (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z');
      if ((letter || (m_lenient && startsWithWidePieceSign(token.text))) &&
          game.movetext.size() < MaxEventsPerGame) {
        game.addMove(token.text, {m_line, token.column});
        m_lineHasMove.back() = true;
      }
      return;
    }
    case PgnTokenKind::MoveNumber:
      if (game.movetext.size() < MaxEventsPerGame && token.text.size() <= 6) {
        std::uint32_t number = 0;
        for (char c : token.text) number = number * 10 + static_cast<std::uint32_t>(c - '0');
        game.movetext.push_back({PgnEventKind::MoveNumber, number, 0, {m_line, token.column}});
      }
      return;
    case PgnTokenKind::Period:
    case PgnTokenKind::Nag:
    case PgnTokenKind::Suffix:
      return;
  }
}

void PgnReader::readMovetext(std::string_view line, PgnGame& game) {
  m_tokens.clear();
  m_lexer.tokenize(line, m_tokens);
  if (m_state == State::BetweenGames) {  // the rest of a comment between games
    if (m_tokens.empty()) return;
    startGame(game, m_line);
    m_state = State::Movetext;
  }
  for (const PgnToken& token : m_tokens) handleToken(token, game);
}

void PgnReader::finishUnterminated(PgnGame& game, std::uint32_t line, bool atEnd) {
  const std::uint32_t saved = m_line;
  m_line = line;
  if (atEnd && m_lexer.inComment()) addProblem(game, PgnProblemCode::EofInComment, {}, 0);
  if (m_depth > 0 || m_skipDepth > 0) addProblem(game, PgnProblemCode::UnclosedVariation, {}, 0);
  addProblem(game, PgnProblemCode::NoResult, {}, 0);
  m_line = saved;
  m_state = State::BetweenGames;
}

bool PgnReader::next(PgnGame& game) {
  int blankLinesInTags = 0;
  for (;;) {
    std::string_view line;
    if (m_havePending) {
      line = m_pendingLine;
      m_havePending = false;
    } else {
      if (!m_lines.next(line)) {
        if (m_state == State::Tags || m_state == State::Movetext) {
          finishUnterminated(game, m_line, true);
          return true;
        }
        return false;
      }
      m_line = m_lines.lineNumber();
      if (m_lines.lastLineTruncated() && m_state != State::BetweenGames) {
        addProblem(game, PgnProblemCode::LineTooLong, {}, 0);
      }
    }
    if (m_lexer.inComment()) {
      if (m_state == State::Tags) m_state = State::Movetext;
      readMovetext(line, game);
    } else if (!line.empty() && line[0] == '%') {
      continue;  // PGN 8.2.5: escape mechanism, the whole line is ignored
    } else if (isBlank(line)) {
      if (m_state == State::Tags) ++blankLinesInTags;
      continue;
    } else if (isTagLine(line)) {
      const bool continuesTags = m_state == State::Tags && blankLinesInTags < 2;
      if (m_state == State::Movetext || (m_state == State::Tags && !continuesTags)) {
        finishUnterminated(game, m_line, false);
        m_pendingLine = line;
        m_havePending = true;
        return true;
      }
      if (m_state == State::BetweenGames) startGame(game, m_line);
      m_state = State::Tags;
      blankLinesInTags = 0;
      readTags(line, game);
    } else {
      if (m_state == State::BetweenGames) startGame(game, m_line);
      m_state = State::Movetext;
      readMovetext(line, game);
    }
    if (m_state == State::Ended) {
      m_state = State::BetweenGames;
      return true;
    }
  }
}

}  // namespace chess
