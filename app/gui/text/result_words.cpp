// SPDX-License-Identifier: MIT
#include "app/gui/text/result_words.h"

#include "reports/result_text.h"

#include <QCoreApplication>

namespace gui {

QString resultWords(tournament::RoundResult white, tournament::RoundResult black) {
  using tournament::RoundResult;
  if (white == RoundResult::Adjourned)
    return QCoreApplication::translate("gui::ResultWords", "adjourned");
  const QString text = QString::fromStdString(reports::boardResultText(white, black));
  const bool unrated = white == RoundResult::UnratedWin || white == RoundResult::UnratedDraw ||
                       white == RoundResult::UnratedLoss;
  return unrated ? QCoreApplication::translate("gui::ResultWords", "%1 (not rated)").arg(text)
                 : text;
}

QString resultWords(tournament::GameResult result, bool unrated) {
  tournament::Board board;
  board.result = result;
  board.unrated = unrated;
  return resultWords(tournament::sideResult(board, tournament::Color::White),
                     tournament::sideResult(board, tournament::Color::Black));
}

}  // namespace gui
