// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/claim_checker.h"

#include "domain/chess/pgn_reader.h"

#include <QCoreApplication>

#include <sstream>

namespace gui {
namespace {

// A text marked with QT_TRANSLATE_NOOP, in the current language.
QString translated(const char* text) {
  return QCoreApplication::translate("gui::ClaimChecker", text);
}

const char* endText(chess::GameEnd end, tournament::RulesProfile profile) {
  // 003: old Laws 10.1 (mate), 10.3 "无子可动" (stalemate), 10.4 "下残局形势之一,
  // 对局结果作和" (its list); the classic text has no fivefold or 75 moves.
  if (profile == tournament::RulesProfile::Classic) switch (end) {
      case chess::GameEnd::Checkmate:
        return QT_TRANSLATE_NOOP("gui::ClaimChecker", "checkmate (classic 10.1)");
      case chess::GameEnd::Stalemate:
        return QT_TRANSLATE_NOOP("gui::ClaimChecker", "stalemate (classic 10.3)");
      case chess::GameEnd::InsufficientMaterial:
        return QT_TRANSLATE_NOOP("gui::ClaimChecker", "a position of the 10.4 list (classic 10.4)");
      default:
        break;
    }
  switch (end) {
    case chess::GameEnd::Checkmate:
      return QT_TRANSLATE_NOOP("gui::ClaimChecker", "checkmate (Laws 5.1.1)");
    case chess::GameEnd::Stalemate:
      return QT_TRANSLATE_NOOP("gui::ClaimChecker", "stalemate (Laws 5.2.1)");
    case chess::GameEnd::InsufficientMaterial:
      return QT_TRANSLATE_NOOP("gui::ClaimChecker", "no checkmate possible (Laws 5.2.2)");
    case chess::GameEnd::SeventyFiveMoves:
      return QT_TRANSLATE_NOOP("gui::ClaimChecker",
                               "75 moves without capture or pawn move (Laws 9.6.2)");
    case chess::GameEnd::FivefoldRepetition:
      return QT_TRANSLATE_NOOP("gui::ClaimChecker", "fivefold repetition (Laws 9.6.1)");
    case chess::GameEnd::Ongoing:
      break;
  }
  return QT_TRANSLATE_NOOP("gui::ClaimChecker", "the end of the game");
}

QString errorText(const chess::ClaimError& error, const ClaimAnswer& answer,
                  const ClaimQuestion& question) {
  switch (error.code) {
    case chess::ClaimErrorCode::PlyOutOfRange: {
      QString text =
          QCoreApplication::translate("gui::ClaimChecker",
                                      "Ply %1 is beyond the legal moves of the game (%2 plies).")
              .arg(question.request.ply)
              .arg(answer.record.verdict.plies);
      if (const auto& failure = answer.record.verdict.failure)
        text += ' ' + QCoreApplication::translate(
                          "gui::ClaimChecker", "Line %1, column %2: the move %3 cannot be played.")
                          .arg(failure->place.line)
                          .arg(failure->place.column)
                          .arg(QString::fromStdString(failure->token));
      return text;
    }
    case chess::ClaimErrorCode::UnreadableMove:
      return QCoreApplication::translate("gui::ClaimChecker", "\"%1\" is not a move.")
          .arg(QString::fromStdString(question.request.writtenMove.value_or("")));
    case chess::ClaimErrorCode::GameAlreadyOver:
      return QCoreApplication::translate("gui::ClaimChecker",
                                         "The game had already ended at ply %1 by %2: there is "
                                         "nothing to claim.")
          .arg(error.endPly)
          .arg(translated(endText(answer.record.verdict.end, question.profile)));
  }
  return QCoreApplication::translate("gui::ClaimChecker", "The claim cannot be judged.");
}

std::string tagOf(const chess::PgnGame& game, std::string_view name) {
  return std::string(game.tag(name).value_or("?"));
}

}  // namespace

int countGames(const QString& pgn) {
  std::istringstream in(pgn.toStdString());
  chess::PgnReader reader(in);
  chess::PgnGame game;
  int count = 0;
  while (reader.next(game)) ++count;
  return count;
}

std::expected<std::unique_ptr<ClaimAnswer>, QString> judgeClaim(const QString& pgn,
                                                                const ClaimQuestion& question) {
  std::istringstream in(pgn.toStdString());
  auto answer = std::make_unique<ClaimAnswer>();
  // A pasted scoresheet may hold its notation (马g1-f3); every PGN move reads
  // as in strict SAN all the same.
  auto record =
      service::readRecordedGame(in, question.game, question.profile, chess::SanMode::Lenient);
  if (!record && record.error().code == service::RecordErrorCode::NoSuchGame)
    return std::unexpected(
        QCoreApplication::translate("gui::ClaimChecker",
                                    "The text holds %1 game(s); there is no game %2.")
            .arg(record.error().gamesFound)
            .arg(question.game));
  if (!record)
    return std::unexpected(
        QCoreApplication::translate(
            "gui::ClaimChecker",
            "Game %1 cannot be replayed: its start position (FEN) is not usable.")
            .arg(question.game));
  answer->record = std::move(*record);
  service::ClaimQuestion asked{question.request.ply,
                               {question.request.kind},
                               question.request.writtenMove,
                               question.profile,
                               question.rate};
  asked.fiftyMoveExtensions = question.fiftyMoveExtensions;  // classic 10.12
  const auto judged = service::judgeClaim(answer->record, asked);
  if (!judged) return std::unexpected(errorText(judged.error(), *answer, question));
  const chess::PgnGame& game = answer->record.game;
  auto& claim = answer->claim;
  claim.white = tagOf(game, "White");
  claim.black = tagOf(game, "Black");
  claim.event = std::string(game.tag("Event").value_or(""));
  claim.line = &answer->record.line;
  claim.request = question.request;
  claim.verdict = judged->verdicts.front().second;
  claim.penalty = judged->penalty;
  return answer;
}

}  // namespace gui
