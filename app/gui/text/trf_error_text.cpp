// SPDX-License-Identifier: MIT
#include "app/gui/text/trf_error_text.h"

#include <QCoreApplication>

namespace gui {
namespace {

// The untranslated reason; translated at run time in trfErrorText().
const char* reason(interchange::TrfErrorCode code) {
  using interchange::TrfErrorCode;
  switch (code) {
    case TrfErrorCode::NoPlayers:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The file has no player lines (001).");
    case TrfErrorCode::BadStartNumber:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The start number is not a number of 1 or more.");
    case TrfErrorCode::DuplicateStartNumber:
      return QT_TRANSLATE_NOOP("gui::TrfError", "Two players have the same start number.");
    case TrfErrorCode::StartNumbersNotContiguous:
      return QT_TRANSLATE_NOOP("gui::TrfError",
                               "The start numbers do not run from 1 without gaps.");
    case TrfErrorCode::BadRating:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The rating is not a number.");
    case TrfErrorCode::BadPoints:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The points are not a number.");
    case TrfErrorCode::BadRank:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The rank is not a number.");
    case TrfErrorCode::BadOpponent:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The opponent is not a start number.");
    case TrfErrorCode::OpponentOutOfRange:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The opponent has no player line.");
    case TrfErrorCode::OpponentIsSelf:
      return QT_TRANSLATE_NOOP("gui::TrfError", "A player is paired with himself.");
    case TrfErrorCode::BadColour:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The colour is not w, b or -.");
    case TrfErrorCode::BadResult:
      return QT_TRANSLATE_NOOP("gui::TrfError", "The result code is unknown.");
    case TrfErrorCode::ResultNeedsOpponent:
      return QT_TRANSLATE_NOOP("gui::TrfError", "A game result (1 = 0 W D L X ?) has no opponent.");
    case TrfErrorCode::MisalignedBlock:
      return QT_TRANSLATE_NOOP("gui::TrfError", "A round block is not in its columns.");
    case TrfErrorCode::BadRecordValue:
      return QT_TRANSLATE_NOOP("gui::TrfError", "A record holds a value that cannot be read.");
    case TrfErrorCode::UnrepresentablePoints:
      return QT_TRANSLATE_NOOP("gui::TrfError",
                               "A point value is not a multiple of one half, or does not fit its "
                               "columns (100 points or more).");
    case TrfErrorCode::RoundBeyondPlanned:
      return QT_TRANSLATE_NOOP("gui::TrfError",
                               "A round block lies past the planned number of rounds.");
    case TrfErrorCode::TooManyRounds:
      return QT_TRANSLATE_NOOP("gui::TrfError", "A round block lies past round 999.");
    case TrfErrorCode::ByeBeyondPlanned:
      return QT_TRANSLATE_NOOP("gui::TrfError",
                               "A bye is given for a round past the planned number of rounds.");
    case TrfErrorCode::ForbiddenPairBeyondPlanned:
      return QT_TRANSLATE_NOOP(
          "gui::TrfError",
          "A prohibited pairing (260) starts in a round past the planned number of rounds.");
    case TrfErrorCode::ConflictingFirstColour:
      return QT_TRANSLATE_NOOP(
          "gui::TrfError",
          "This initial colour (XXC or 152) contradicts the one given on an earlier line.");
  }
  return QT_TRANSLATE_NOOP("gui::TrfError", "The file cannot be read.");
}

}  // namespace

QString trfErrorText(const interchange::TrfError& error) {
  return QCoreApplication::translate("gui::TrfError", "Line %1, column %2: %3")
      .arg(error.line)
      .arg(error.column)
      .arg(QCoreApplication::translate("gui::TrfError", reason(error.code)));
}

}  // namespace gui
