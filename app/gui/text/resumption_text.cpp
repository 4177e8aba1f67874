// SPDX-License-Identifier: MIT
#include "app/gui/text/resumption_text.h"

#include <QCoreApplication>

namespace gui {
namespace {

QString text(const char* source) { return QCoreApplication::translate("gui::Resumption", source); }

}  // namespace

QString sealedMoveReadingText(tournament::SealedMoveStatus status) {
  using S = tournament::SealedMoveStatus;
  switch (status) {
    case S::Unchecked:
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "The rules core cannot read the sealed move in this "
                                    "envelope: give your own reading."));
    case S::Legal:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move is legal."));
    case S::Checkmate:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move gives checkmate."));
    case S::Stalemate:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move gives stalemate."));
    case S::DeadPosition:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move leaves a dead position."));
    case S::Ambiguous:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move is ambiguous."));
    case S::Unreadable:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move cannot be read."));
    case S::Illegal:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "The sealed move is illegal."));
  }
  return {};
}

QString resumptionText(const tournament::Envelope& envelope, tournament::GameResult result,
                       const QString& sealer, const QString& replier) {
  using V = tournament::ResumptionVerdict;
  using tournament::GameResult;
  const QString shown = QString::fromUtf8(tournament::resultText(result).data(),
                                          static_cast<int>(tournament::resultText(result).size()));
  const bool drawn = result == GameResult::Draw;
  switch (envelope.verdict) {
    case V::NotResumed:
      return text(QT_TRANSLATE_NOOP("gui::Resumption", "Not resumed."));
    case V::Continue:
      if (!envelope.replyMove.empty())
        return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                      "The replier's move %1 is sealed in a new envelope, kept "
                                      "by the arbiter until %2 arrives (I.9.3)."))
            .arg(QString::fromStdString(envelope.replyMove), sealer);
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "Play goes on: make the sealed move on the board and start "
                                    "%1's clock (I.9)."))
          .arg(replier);
    case V::SealedMoveEndedGame:
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "The sealed move ended the game: %1 (I.8, I.10; classic "
                                    "10.15(1)(2))."))
          .arg(shown);
    case V::DefectiveSealedMove:
      if (drawn)
        return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                      "The sealed move is defective, but %1 cannot win by any "
                                      "series of legal moves: drawn, %2 (I.8 with 6.9; classic "
                                      "10.5)."))
            .arg(replier, shown);
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "The sealed move is defective: %1 (the sealer) loses, %2 "
                                    "(I.8; classic 10.16)."))
          .arg(sealer, shown);
    case V::AbsentPlayerLoses: {
      const auto replierWins = tournament::winFor(envelope.sealer == tournament::Color::White
                                                      ? tournament::Color::Black
                                                      : tournament::Color::White);
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "%1 was absent past the default time and loses, %2 (I.10; "
                                    "classic 10.15)."))
          .arg(result == replierWins ? sealer : replier, shown);
    }
    case V::BothAbsent:
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "Both players were absent past the default time: both "
                                    "lose, %1 (classic 10.17)."))
          .arg(shown);
    case V::PresentPlayerFlagged:
      if (drawn)
        return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                      "%1 overstepped the time while the sealer was absent, but "
                                      "%2 cannot win: drawn, %3 (6.9; classic 10.5)."))
            .arg(replier, sealer, shown);
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "%1 overstepped the time while the sealer was absent and "
                                    "loses, %2 (6.9; classic 10.15(3), 10.14)."))
          .arg(replier, shown);
    case V::ArbiterMustDecide:
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "The sealed move could not be checked: decide and enter the "
                                    "result yourself."));
    case V::Annulled:
      return text(QT_TRANSLATE_NOOP("gui::Resumption",
                                    "The envelope is lost and the position cannot be "
                                    "re-established: the game is annulled and replayed "
                                    "(I.12.2)."));
  }
  return {};
}

}  // namespace gui
