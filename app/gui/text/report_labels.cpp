// SPDX-License-Identifier: MIT
#include "app/gui/text/report_labels.h"

#include <QCoreApplication>

namespace gui {
namespace {

std::string text(const char* source) {
  return QCoreApplication::translate("gui::ReportLabels", source).toStdString();
}

// The HTML lang attribute of the current language.
std::string language() { return text(QT_TRANSLATE_NOOP("gui::ReportLabels", "en")); }

}  // namespace

reports::ClaimLabels claimLabels() {
  reports::ClaimLabels labels;
  labels.lang = language();
  labels.title = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Draw claim check"));
  labels.game = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Game"));
  labels.claim = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Claim"));
  labels.threefold =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Threefold repetition (Laws 9.2)"));
  labels.fifty = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Fifty-move rule (Laws 9.3)"));
  labels.claimAt = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "by {} at ply {}"));
  labels.writtenMove = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "with the written move {}"));
  labels.verdict = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Verdict"));
  labels.valid = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The claim is correct (Laws {})."));
  labels.invalid =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The claim is incorrect (Laws {})."));
  labels.white = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "White"));
  labels.black = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Black"));
  labels.tooFewOccurrences = text(
      QT_TRANSLATE_NOOP("gui::ReportLabels", "The position does not stand for the third time."));
  labels.clockTooLow = text(QT_TRANSLATE_NOOP(
      "gui::ReportLabels",
      "The last 50 moves of each player were not all made without a capture or a pawn move."));
  labels.writtenMoveIsZeroing =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The written move is a capture or a pawn move."));
  labels.writtenMoveEndsGame = text(QT_TRANSLATE_NOOP(
      "gui::ReportLabels", "The written move mates or stalemates: the game ends first."));
  labels.writtenMoveIllegal =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The written move is not legal."));
  labels.noWrittenMoveClaim = text(QT_TRANSLATE_NOOP(
      "gui::ReportLabels",
      "The classic rules (10.12) take no fifty-move claim with a written move: the fifty moves "
      "must be on the board."));
  labels.occurrences =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The position stood at these plies"));
  labels.startPosition = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "the start position"));
  labels.afterWrittenMove =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "after the written move {}"));
  labels.lastZeroingMove =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Last capture or pawn move: ply {}"));
  labels.noZeroingMove =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "No capture or pawn move since the start."));
  labels.halfmoveClock =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Moves without capture or pawn move: {} plies"));
  labels.claimedPosition =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The claimed position (ply {})"));
  labels.consequence = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Consequence"));
  labels.opponentTime = text(QT_TRANSLATE_NOOP(
      "gui::ReportLabels",
      "{} minute(s) added to the remaining time of {}; the game continues (Laws {})."));
  labels.claimantTime =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels",
                             "{} minutes added to the used time of {}; the claimant loses if this "
                             "passes the time limit (art. {})."));
  labels.moveMustBePlayed =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "The written move {} must be played."));
  return labels;
}

reports::StandingsLabels standingsLabels() {
  reports::StandingsLabels labels;
  labels.lang = language();
  labels.heading = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Standings after round {}"));
  labels.crosstableHeading =
      text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Crosstable after round {}"));
  labels.rank = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Rk"));
  labels.startNumber = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "SNo"));
  labels.title = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Title"));
  labels.name = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Name"));
  labels.federation = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Fed"));
  labels.rating = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Rtg"));
  labels.points = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Pts"));
  labels.round = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "R{}"));
  return labels;
}

reports::PairingsLabels pairingsLabels() {
  reports::PairingsLabels labels;
  labels.lang = language();
  labels.heading = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Pairings of round {}"));
  labels.board = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Bd"));
  labels.startNumber = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "SNo"));
  labels.white = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "White"));
  labels.black = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Black"));
  labels.points = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Pts"));
  labels.rating = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Rtg"));
  labels.result = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Result"));
  labels.absences = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "Byes and absences"));
  labels.pairingBye = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "pairing-allocated bye"));
  labels.halfPointBye = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "half-point bye"));
  labels.fullPointBye = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "full-point bye"));
  labels.zeroPointBye = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "absent (zero-point bye)"));
  labels.adjourned = text(QT_TRANSLATE_NOOP("gui::ReportLabels", "adjourned"));
  return labels;
}

}  // namespace gui
