// SPDX-License-Identifier: MIT
#include "domain/chess/game_verifier.h"

#include "domain/chess/fen.h"
#include "domain/chess/material.h"
#include "domain/chess/pgn_move.h"
#include "domain/chess/san.h"

#include <algorithm>
#include <cctype>
#include <tuple>

namespace chess {

namespace {

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

// [Variant] values that name standard chess (python-chess's aliases).
bool isStandardVariant(std::string_view name) {
  for (std::string_view alias :
       {"standard", "chess", "classical", "normal", "illegal", "from position"}) {
    if (equalsIgnoringCase(name, alias)) return true;
  }
  return false;
}

// The castling letters a FEN's third field claims.
std::uint8_t writtenCastlingRights(std::string_view fen) {
  std::size_t field = 0;
  std::size_t i = 0;
  while (i < fen.size() && field < 2) {
    if (fen[i] == ' ') {
      while (i < fen.size() && fen[i] == ' ') ++i;
      ++field;
    } else {
      ++i;
    }
  }
  std::uint8_t rights = NoCastling;
  for (; i < fen.size() && fen[i] != ' '; ++i) {
    if (fen[i] == 'K') rights |= WhiteKingSide;
    if (fen[i] == 'Q') rights |= WhiteQueenSide;
    if (fen[i] == 'k') rights |= BlackKingSide;
    if (fen[i] == 'q') rights |= BlackQueenSide;
  }
  return rights;
}

}  // namespace

std::optional<Position> gameStartPosition(const PgnGame& game, GameVerdict& verdict) {
  if (const auto variant = game.tag("Variant"); variant && !isStandardVariant(*variant)) {
    verdict.setup = GameSetup::Variant;
    verdict.setupDetail = std::string(*variant);
    return std::nullopt;
  }
  const auto fen = game.tag("FEN");
  if (!fen) {
    verdict.setup = GameSetup::Standard;
    return Position::startPosition();
  }
  auto position = parseFen(*fen, FenMode::Tolerant);
  if (!position) {
    verdict.setup = GameSetup::FenUnreadable;
    verdict.fenError = position.error();
    for (const auto& tag : game.tags)
      if (tag.name == "FEN")  // the last one, as game.tag() reads it
        verdict.fenPlace = {
            tag.line,
            tag.valueColumn + static_cast<std::uint32_t>(std::max(position.error().column, 1)) - 1};
    return std::nullopt;
  }
  verdict.setup = GameSetup::Fen;
  if (writtenCastlingRights(*fen) != position->castlingRights()) {
    verdict.setup = GameSetup::FenWithProblems;  // e.g. odds games that keep KQkq
    verdict.setupDetail = "bad_castling_rights";
  }
  return *position;
}

void GameVerifier::clearWindow() {
  // Only the filter words the window's keys set: after a pawn move or a
  // capture, every few plies, the window holds a handful of keys.
  for (const zobrist::Key key : m_window) m_windowFilter[filterWordOf(key)] = 0;
  m_window.clear();
  m_repeated.clear();
}

int GameVerifier::countOccurrence(const Position& pos) {
  // Laws 9.2.3: the repetition key holds side, placement, castling rights
  // and an en-passant square only when the capture is legal.
  if (pos.halfmoveClock() == 0 || pos.castlingRights() != m_windowRights) {
    clearWindow();
    m_windowRights = pos.castlingRights();
  }
  const zobrist::Key key = pos.repetitionKey();
  std::uint64_t& filterWord = m_windowFilter[filterWordOf(key)];
  const std::uint64_t filterBit = std::uint64_t{1} << (key & 63);
  int count = 1;
  if (filterWord & filterBit) {
    for (std::size_t i = m_window.size() % 2; i < m_window.size(); i += 2) {
      if (m_window[i] == key) ++count;  // same side to move: every other ply
    }
  }
  filterWord |= filterBit;
  m_window.push_back(key);
  if (count >= 2) {
    auto it = std::find_if(m_repeated.begin(), m_repeated.end(),
                           [key](const Repeated& r) { return r.key == key; });
    if (it == m_repeated.end()) {
      m_repeated.push_back({key, count, pos.sideToMove(), pos.occupied()});
    } else {
      it->count = count;
    }
  }
  return count;
}

bool GameVerifier::canRepeatNext(const Position& pos) const {
  // Only a position already seen twice, with the opponent to move, can
  // become a third occurrence after one move. A move empties its origin
  // and changes at most four squares (castling), so a position whose
  // occupied squares are the same, or differ in more squares, is not one
  // move away.
  return std::any_of(m_repeated.begin(), m_repeated.end(), [&](const Repeated& r) {
    const int changed = popCount(r.occupied ^ pos.occupied());
    return r.side != pos.sideToMove() && changed >= 1 && changed <= 4;
  });
}

void GameVerifier::checkWrittenThreefold(const Position& pos, const MoveList& legal, int ply,
                                         GameVerdict& verdict) {
  // Laws 9.2.1: the written move would make the position appear for at
  // least the third time.
  m_sanBuffer.clear();
  for (Move m : legal) {
    // Same position, same occupied squares: the move's target is occupied
    // there and its origin empty; only such moves are played out.
    const bool couldRepeat =
        std::any_of(m_repeated.begin(), m_repeated.end(), [m](const Repeated& r) {
          return contains(r.occupied, m.to()) && !contains(r.occupied, m.from());
        });
    if (!couldRepeat) continue;
    const zobrist::Key next = pos.after(m).repetitionKey();
    for (const Repeated& r : m_repeated) {
      if (r.key == next) {
        m_sanBuffer.push_back(toSan(pos, m));
        break;
      }
    }
  }
  if (m_sanBuffer.empty()) return;
  std::sort(m_sanBuffer.begin(), m_sanBuffer.end());
  verdict.threefoldWritten.push_back({ply, m_sanBuffer});
}

bool GameVerifier::fiftyWithWrittenMove(const Position& pos, const MoveList& legal) {
  // Laws 9.3.1: a written move that is neither a capture nor a pawn move
  // completes the 50 moves; a move that mates or stalemates ends the game
  // first (5.1.1, 5.2.1), so the opponent must keep a legal move.
  for (Move m : legal) {
    if (pos.resetsHalfmoveClock(m)) continue;
    MoveList replies;
    generateLegalMoves(pos.after(m), replies);
    if (!replies.empty()) return true;
  }
  return false;
}

void GameVerifier::examine(const Position& pos, int ply, bool moveFollows, GameVerdict& verdict) {
  const int count = countOccurrence(pos);
  if (verdict.end != GameEnd::Ongoing) return;
  // The legal moves are generated only when needed: a legal move written
  // next proves there is one, so most plies need no generation at all.
  if (!moveFollows || canRepeatNext(pos) || pos.halfmoveClock() >= 99) {
    MoveList legal;
    generateLegalMoves(pos, legal);
    judge(pos, ply, count, &legal, verdict);
  } else {
    judge(pos, ply, count, nullptr, verdict);
  }
}

void GameVerifier::judge(const Position& pos, int ply, int count, const MoveList* legal,
                         GameVerdict& verdict) {
  const bool noLegalMove = legal != nullptr && legal->empty();
  const bool classic = m_rules == DrawRules::Classic;
  // classic 10.4 list under the classic text; Laws 5.2.2 otherwise.
  const auto insufficient = [classic](const Position& p) {
    return classic ? isInsufficientMaterialClassic(p) : isInsufficientMaterialFide(p);
  };
  // python-chess Board.outcome() order: mate, material, stalemate, 75, fivefold.
  GameEnd end = GameEnd::Ongoing;
  if (noLegalMove && pos.inCheck()) {
    end = GameEnd::Checkmate;  // Laws 5.1.1
  } else if ((ply == 0 || pos.halfmoveClock() == 0) && insufficient(pos)) {
    // Material changes only by a capture or promotion, which zero the
    // clock; otherwise it is still the material of the last ply, not
    // insufficient (or the game would have ended there).
    end = GameEnd::InsufficientMaterial;  // Laws 5.2.2
  } else if (noLegalMove) {
    end = GameEnd::Stalemate;  // Laws 5.2.1
  } else if (!classic && pos.halfmoveClock() >= 150) {
    end = GameEnd::SeventyFiveMoves;  // Laws 9.6.2 (the classic text has none)
  } else if (!classic && count >= 5) {
    end = GameEnd::FivefoldRepetition;  // Laws 9.6.1 (the classic text has none)
  }
  if (end != GameEnd::Ongoing) {
    verdict.end = end;
    verdict.endPly = ply;
    return;
  }
  if (count >= 3) verdict.threefoldOnBoard.push_back(ply);  // Laws 9.2.2
  if (legal == nullptr) return;  // no claim with a written move is possible
  if (canRepeatNext(pos)) checkWrittenThreefold(pos, *legal, ply, verdict);
  if (pos.halfmoveClock() >= 100) verdict.fiftyOnBoard.push_back(ply);  // Laws 9.3.2
  // Classic 10.12: proved on the board only, never with a written move.
  if (!classic && pos.halfmoveClock() >= 99 && fiftyWithWrittenMove(pos, *legal))
    verdict.fiftyWritten.push_back(ply);
}

void GameVerdict::reset() {
  // Field by field, so that the lists keep their capacity from game to game.
  const auto keep = [](auto& list) { list.clear(); };
  keep(problems);
  keep(variationFailures);
  keep(threefoldOnBoard);
  keep(threefoldWritten);
  keep(fiftyOnBoard);
  keep(fiftyWritten);
  keep(lenientMoves);
  auto lists =
      std::make_tuple(std::move(problems), std::move(variationFailures),
                      std::move(threefoldOnBoard), std::move(threefoldWritten),
                      std::move(fiftyOnBoard), std::move(fiftyWritten), std::move(lenientMoves));
  *this = GameVerdict{};
  std::tie(problems, variationFailures, threefoldOnBoard, threefoldWritten, fiftyOnBoard,
           fiftyWritten, lenientMoves) = std::move(lists);
}

void GameVerifier::verify(const PgnGame& game, GameVerdict& verdict, MainLineRecord* record) {
  verdict.reset();
  verdict.index = game.index;
  verdict.firstLine = game.firstLine;
  verdict.problems = game.problems;
  if (const auto tag = game.tag("Result")) verdict.resultTag = std::string(*tag);
  verdict.resultMarker = game.result;
  clearWindow();
  if (record) {
    record->positions.clear();
    record->moves.clear();
  }
  const std::optional<Position> start = gameStartPosition(game, verdict);
  if (!start) return;
  verdict.startFullmove = start->fullmoveNumber();
  verdict.startSide = start->sideToMove();

  std::vector<Frame>& frames = m_frames;
  frames.clear();
  frames.push_back({*start, *start, 0, false});
  m_windowRights = start->castlingRights();
  if (record) record->positions.push_back(*start);
  // P_p is examined once it is known whether a legal move follows it.
  bool pendingExamine = true;

  const std::vector<PgnEvent>& events = game.movetext;
  for (std::size_t index = 0; index < events.size(); ++index) {
    const PgnEvent& event = events[index];
    if (event.kind == PgnEventKind::VariationStart) {
      const Frame& parent = frames.back();
      frames.push_back({parent.before, parent.before, parent.ply - 1, parent.dead});
      continue;
    }
    if (event.kind == PgnEventKind::VariationEnd) {
      if (frames.size() > 1) frames.pop_back();
      continue;
    }
    Frame& frame = frames.back();
    if (frame.dead) continue;
    if (event.kind == PgnEventKind::MoveNumber) {
      // PGN 8.2.2: the number is the fullmove number of the move it precedes.
      const int expected = frame.current.fullmoveNumber();
      if (frames.size() == 1 && !verdict.moveNumber &&
          static_cast<int>(event.textOffset) != expected)
        verdict.moveNumber =
            MoveNumberMismatch{static_cast<int>(event.textOffset), expected, event.place};
      continue;
    }
    const bool mainLine = frames.size() == 1;
    const std::string_view text = game.text(event);
    const auto read = readPgnMove(frame.current, text, m_notation);
    if (mainLine && pendingExamine) {
      examine(frame.current, frame.ply, read.has_value(), verdict);
      pendingExamine = false;
    }
    if (!read) {
      MoveFailure failure{frame.ply + 1,           std::string(text), read.error().fault,
                          read.error().candidates, event.place,       read.error().reason};
      frame.dead = true;
      if (mainLine) {
        verdict.failure = std::move(failure);
      } else {
        verdict.variationFailures.push_back(std::move(failure));
      }
      continue;
    }
    // A variation right after this move replaces it: keep the position before it.
    if (index + 1 < events.size() && events[index + 1].kind == PgnEventKind::VariationStart)
      frame.before = frame.current;
    frame.current.play(read->move);
    ++frame.ply;
    if (!mainLine) continue;
    verdict.plies = frame.ply;
    if (!read->canonical && verdict.laxCount++ == 0) {
      verdict.laxFirstPly = frame.ply;
      verdict.laxFirstToken = text;
    }
    if (!read->canonical && m_notation == SanMode::Lenient)
      verdict.lenientMoves.push_back(
          {frame.ply, std::string(text), notationForms(text), event.place});
    if (record) {
      record->positions.push_back(frame.current);
      record->moves.push_back(read->move);
    }
    pendingExamine = true;
  }
  if (pendingExamine) examine(frames.front().current, frames.front().ply, false, verdict);
}

}  // namespace chess
