// SPDX-License-Identifier: MIT
#include "app/gui/claim_checker.h"

#include "domain/chess/pgn_reader.h"

#include <QCoreApplication>

#include <sstream>

namespace gui {
namespace {

// A text marked with QT_TRANSLATE_NOOP, in the current language.
QString translated(const char* text) {
  return QCoreApplication::translate("gui::ClaimChecker", text);
}

const char* endText(chess::GameEnd end) {
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
              .arg(answer.gameVerdict.plies);
      if (const auto& failure = answer.gameVerdict.failure)
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
          .arg(translated(endText(answer.gameVerdict.end)));
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
  chess::PgnReader reader(in);
  auto answer = std::make_unique<ClaimAnswer>();
  int found = 0;
  while (found < question.game && reader.next(answer->game)) ++found;
  if (found < question.game)
    return std::unexpected(
        QCoreApplication::translate("gui::ClaimChecker",
                                    "The text holds %1 game(s); there is no game %2.")
            .arg(found)
            .arg(question.game));
  // The desk's claim dialog: the profile's automatic ends and claims, the
  // scoresheet's notation read leniently (as `arbiter claim`).
  const auto rules = question.profile == tournament::RulesProfile::Classic
                         ? chess::DrawRules::Classic
                         : chess::DrawRules::Fide2023;
  chess::GameVerifier(rules, chess::SanMode::Lenient)
      .verify(answer->game, answer->gameVerdict, &answer->line);
  if (answer->line.positions.empty())
    return std::unexpected(
        QCoreApplication::translate(
            "gui::ClaimChecker",
            "Game %1 cannot be replayed: its start position (FEN) is not usable.")
            .arg(question.game));
  const auto verdict =
      chess::checkClaim(answer->line, answer->gameVerdict, question.request, rules);
  if (!verdict) return std::unexpected(errorText(verdict.error(), *answer, question));
  auto& claim = answer->claim;
  claim.white = tagOf(answer->game, "White");
  claim.black = tagOf(answer->game, "Black");
  claim.event = std::string(answer->game.tag("Event").value_or(""));
  claim.line = &answer->line;
  claim.request = question.request;
  claim.verdict = *verdict;
  if (!verdict->valid)
    claim.penalty = tournament::incorrectClaimPenalty(question.profile, question.rate,
                                                      question.request.writtenMove.has_value());
  return answer;
}

}  // namespace gui
