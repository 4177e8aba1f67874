// SPDX-License-Identifier: MIT
#include "app/gui/text/event_file_text.h"

#include <QCoreApplication>

namespace gui {
namespace {

// The untranslated sentences are marked with QT_TRANSLATE_NOOP for lupdate.
QString text(const char* source) { return QCoreApplication::translate("gui::EventFile", source); }

}  // namespace

QString storageErrorText(const QString& path, persistence::StorageErrorCode code) {
  using persistence::StorageErrorCode;
  switch (code) {
    case StorageErrorCode::CannotOpen:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Cannot open %1: it is missing or not readable."))
          .arg(path);
    case StorageErrorCode::AlreadyExists:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "%1 already exists.")).arg(path);
    case StorageErrorCode::NotAnEventFile:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "%1 is not an Arbiter event file."))
          .arg(path);
    case StorageErrorCode::NewerSchema:
      return text(QT_TRANSLATE_NOOP(
                      "gui::EventFile",
                      "%1 was written by a newer version of Arbiter; it was left untouched."))
          .arg(path);
    case StorageErrorCode::Busy:
      return text(QT_TRANSLATE_NOOP(
                      "gui::EventFile",
                      "%1 is busy: another program is writing to it. Try again in a moment."))
          .arg(path);
    case StorageErrorCode::ReadOnly:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "%1 is read-only (no permission to write it or its folder): "
                                    "it can be read, but nothing can be changed."))
          .arg(path);
    case StorageErrorCode::Corrupt:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "%1 is damaged; restore it from a backup."))
          .arg(path);
    case StorageErrorCode::Io:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "%1 could not be read or written (disk full or failing?)."))
          .arg(path);
    case StorageErrorCode::Internal:
      break;
  }
  return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                "%1: unexpected storage error; nothing was changed."))
      .arg(path);
}

QString actionErrorText(const tournament::ActionError& error) {
  using tournament::ActionErrorCode;
  const int d = error.detail;
  // The sentence for a code; %1 is the detail (a pairing number, a board, a round).
  const auto with = [d](const char* source) { return text(source).arg(d); };
  switch (error.code) {
    case ActionErrorCode::EventExists:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The event already exists."));
    case ActionErrorCode::EventNameEmpty:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The event needs a name."));
    case ActionErrorCode::SectionExists:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "A section of that name already exists."));
    case ActionErrorCode::NoSuchSection:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The section no longer exists."));
    case ActionErrorCode::BadRoundCount:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "A section has 1 to 99 rounds, not %1."));
    case ActionErrorCode::NameEmpty:
      return d > 0 ? with(QT_TRANSLATE_NOOP("gui::EventFile", "Player %1 of the list has no name."))
                   : text(QT_TRANSLATE_NOOP("gui::EventFile", "The name is empty."));
    case ActionErrorCode::NameNotUtf8:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Player %1: the name is not valid UTF-8."));
    case ActionErrorCode::NoSuchPlayer:
      return with(
          QT_TRANSLATE_NOOP("gui::EventFile", "There is no player with pairing number %1."));
    case ActionErrorCode::RoundNotNext:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "The next round to pair is round %1."));
    case ActionErrorCode::RoundBeyondSchedule:
      return with(
          QT_TRANSLATE_NOOP("gui::EventFile", "Round %1 is past the section's number of rounds."));
    case ActionErrorCode::NoSuchRound:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Round %1 is not paired."));
    case ActionErrorCode::NoSuchBoard:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "There is no board %1 in this round."));
    case ActionErrorCode::PlayerTwiceInRound:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Player %1 appears twice in the pairing."));
    case ActionErrorCode::PlayerPairedWithSelf:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Player %1 is paired against himself."));
    case ActionErrorCode::PlayerNotAvailable:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Player %1 is not available in this round (late entry, withdrawn or a requested bye)."));
    case ActionErrorCode::PlayerLeftUnpaired:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Player %1 is available but not in the pairing (record a bye "
                                    "or a withdrawal first)."));
    case ActionErrorCode::RoundHasResults:
      return with(
          QT_TRANSLATE_NOOP("gui::EventFile", "Round %1 already has results or incidents."));
    case ActionErrorCode::NotLastRound:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Only the last paired round (round %1) can be unpaired."));
    case ActionErrorCode::RoundAlreadyPaired:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Round %1 is already paired."));
    case ActionErrorCode::GameFinished:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "The game on board %1 is already finished."));
    case ActionErrorCode::FinalResultNeedsCorrection:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile", "Board %1 already has a final result: confirm the correction first."));
    case ActionErrorCode::ForfeitNotDue:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "The arrival is within the default time: no forfeit (Laws 6.7.1)."));
    case ActionErrorCode::MissingArticle:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "A penalty needs the article of the Laws it applies."));
    case ActionErrorCode::MissingSeconds:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "A time penalty needs its amount."));
    case ActionErrorCode::AlreadyWithdrawn:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Player %1 has already withdrawn."));
    case ActionErrorCode::NotAdjourned:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "The game on board %1 is not adjourned."));
    case ActionErrorCode::EnvelopeExists:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Board %1 already has a sealed envelope awaiting resumption."));
    case ActionErrorCode::NoEnvelope:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Board %1 has no envelope."));
    case ActionErrorCode::BadCustodyChange:
    case ActionErrorCode::EnvelopeOpened:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The envelope of board %1 was already opened or settled."));
    case ActionErrorCode::MissingUsedTime:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "The classic rules need the claimant's used time (classic 10.13(2))."));
    case ActionErrorCode::NoTimeControl:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The section has no time control, so the classic time limit is unknown."));
    case ActionErrorCode::BadResultForPenalty:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Under Laws 12.9.6 the offender loses: the result must be a "
                                    "win for the opponent or 0-0."));
    case ActionErrorCode::MissingSealedMove:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The sealed move is missing (for a lost envelope: the move the sealer states, I.12.1)."));
    case ActionErrorCode::MissingRoundCount:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "An exclusion needs its number of rounds (Laws 12.9.8)."));
    case ActionErrorCode::BadPairingNumber:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Pairing number %1 is not one of 1 to the number of players, or is given twice."));
    case ActionErrorCode::MissingScore:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Laws 12.9.5 needs the offender's reduced score in the game."));
    case ActionErrorCode::NotAScoreReduction:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "That score is not a lower normal score for the offender in "
                                    "this game (Laws 12.9.5)."));
    case ActionErrorCode::BadClockTime:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "A time is written YYYY-MM-DD HH:MM, or HH:MM on the round's date."));
    case ActionErrorCode::RoundNotStarted:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Round %1 has no recorded start: start the round first, or give the minutes late."));
    case ActionErrorCode::NotInFideMode:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The section is not in FIDE mode (FIDE mode cannot be turned on again once left)."));
    case ActionErrorCode::ConfirmationNeeded:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Leaving FIDE mode needs the arbiter's confirmation."));
    case ActionErrorCode::EnvelopeNotLost:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Board %1: only the game of a lost envelope is annulled and "
                                    "replayed (Guidelines I.12.2)."));
    case ActionErrorCode::ClockErrorTooLate:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Board %1: a clock error is corrected only before either "
                                    "player's first move at resumption (Guidelines I.13)."));
    case ActionErrorCode::ReplySealNotAllowed:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Board %1: the reply is sealed only when the sealer is absent, the replier present and "
          "the sealed move legal (Guidelines I.9.3)."));
    case ActionErrorCode::PlayerHasBeenPaired:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Player %1 has been paired and cannot be removed; withdraw "
                                    "the player instead (C.04.2 3.2)."));
    case ActionErrorCode::BadBirthDate:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The birth date is written YYYY-MM-DD."));
    case ActionErrorCode::BadTitle:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "The title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or none."));
    case ActionErrorCode::SettingFixedByPairing:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The pairing system cannot change once a round is paired."));
    case ActionErrorCode::SettingFixedByResults:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The rules, rate of play, time control, default time and scoring cannot change once "
          "results are recorded."));
    case ActionErrorCode::LaterRoundsPairedOn:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "This changes round %1, which later rounds were paired on "
                                    "(C.04.2 4.3: their pairings stand)."));
    case ActionErrorCode::MissedRoundByeNeedsRules:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Round %1 was missed by a late entry: C.04.2 2.4 gives zero "
                                    "there unless the event's regulations allow a bye."));
    case ActionErrorCode::LotNeedsRoundRobin:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Numbers are drawn by lot in a round robin (C.05); a Swiss "
                                    "numbers its players by the initial ranking (C.04.2 art. 2)."));
    case ActionErrorCode::FiftyExtensionFixedBeforePlay:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The extended fifty-move counts cannot change once round 1 is paired: the organiser "
          "announces them before the event (old Laws 10.12)."));
    case ActionErrorCode::InitialColourFixedByPairing:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The initial colour cannot change once round 1 is paired (C.04.3 5.2.5)."));
    case ActionErrorCode::AccelerationFixedByPairing:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "The acceleration cannot change once a round is paired (C.04.7)."));
    case ActionErrorCode::AccelerationNeedsSwiss:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "A round robin has no acceleration (C.04.7 accelerates a Swiss)."));
    case ActionErrorCode::EditionFixedByPairing:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "The Dutch edition cannot change once round 1 is paired (C.04.3)."));
    case ActionErrorCode::AccelerationNotPaired:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Arbiter pairs the Dubov and Burstein systems by real scores only (no C.04.7 "
          "acceleration)."));
    case ActionErrorCode::EditionNeedsDutch:
      return text(
          QT_TRANSLATE_NOOP("gui::EventFile", "Only the Dutch system (C.04.3) has editions."));
    case ActionErrorCode::EditionNeedsSwiss:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "A round robin is paired by the Berger tables, not by an "
                                    "edition of the Dutch system (C.04.3)."));
    case ActionErrorCode::ForbiddenPairWithSelf:
      return with(
          QT_TRANSLATE_NOOP("gui::EventFile", "Player %1 cannot be forbidden to meet himself."));
    case ActionErrorCode::NoForbiddenPair:
      return text(
          QT_TRANSLATE_NOOP("gui::EventFile", "Those two players are not a forbidden pair."));
    case ActionErrorCode::ForbiddenPairInRoundRobin:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "A round robin cannot avoid a pairing (C.05 Annex 1): forbidden pairs are for a Swiss."));
    case ActionErrorCode::BadForbiddenRounds:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The rounds of a forbidden pair must lie within 1-%1."));
    case ActionErrorCode::BadAbsenceLimit:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "%1 absences: the absences before a withdrawal must be 0 (never) to 99."));
    case ActionErrorCode::UnratedNeedsPlayedResult:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Board %1: only 1-0, ½-½ or 0-1 can be a game of less than "
                                    "one move (not rated)."));
    case ActionErrorCode::NoResults:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The batch of results is empty."));
    case ActionErrorCode::BoardGivenTwice:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Board %1 is given twice."));
    case ActionErrorCode::BoardWithoutResult:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Board %1 has no result in the batch."));
    case ActionErrorCode::RatingsUsedByPairing:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The ratings were used to pair %1 round(s): a new rating list "
                                    "is refused after round 1."));
    case ActionErrorCode::BadFideId:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "A FIDE id is 1 to 11 digits."));
    case ActionErrorCode::BadFederation:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile", "The federation must be a FIDE/IOC code such as CHN, ENG, GER."));
    case ActionErrorCode::DuplicateFideId:
      return with(
          QT_TRANSLATE_NOOP("gui::EventFile", "That FIDE id is registered already (player %1)."));
    case ActionErrorCode::ByeAfterWithdrawal:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The player withdrew from round %1 on: no bye can be given "
                                    "for a later round (C.04.2 3.2)."));
    case ActionErrorCode::WithdrawFromPairedRound:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "That round is already paired: enter the result of the player's game there (a "
          "forfeit if he does not play) and withdraw him from round %1."));
    case ActionErrorCode::RoundsBelowPaired:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile", "%1 rounds are paired already: the section cannot have fewer."));
    case ActionErrorCode::RoundRobinRounds:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "A round robin of these players has %1 rounds a cycle (C.05 "
                                    "Annex 1): give that number or twice it."));
    case ActionErrorCode::MissingPosition:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The envelope needs the position before the sealed move: the "
                                    "moves or a FEN (Guidelines I.2 b; classic 13.2(2))."));
    case ActionErrorCode::BadEnvelopeFen:
      return with(
          QT_TRANSLATE_NOOP("gui::EventFile", "The FEN is not a legal position (at column %1)."));
    case ActionErrorCode::BadEnvelopeMoves:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The move at ply %1 of the game is unreadable or illegal."));
    case ActionErrorCode::BadEnvelopeNumbering:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The move numbers of the game do not follow (at ply %1)."));
    case ActionErrorCode::MovesDoNotReachFen:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The moves and the FEN disagree: the moves do not reach that "
                                    "position."));
    case ActionErrorCode::SealerNotToMove:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The sealer is not the side to move in that position "
                                    "(Guidelines I.1.1; classic 13.1)."));
    case ActionErrorCode::WrongMoveNumber:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The position is at move %1: the sealed move's number must "
                                    "be that (Guidelines I.2 e; classic 13.2(5))."));
    case ActionErrorCode::BadResumeTime:
      return text(
          QT_TRANSLATE_NOOP("gui::EventFile", "The resumption must be written YYYY-MM-DD HH:MM."));
    case ActionErrorCode::BadSealTime:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The time of sealing must be written YYYY-MM-DD HH:MM."));
    case ActionErrorCode::EarlySealingNotInProfile:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Early sealing (the rest of the session added to the sealer's "
                                    "time) is the classic rules' 13.1(2); this section plays "
                                    "under the FIDE Laws."));
    case ActionErrorCode::ClockSettingBelowFloor:
      return d == 1 ? text(QT_TRANSLATE_NOOP("gui::EventFile",
                                             "Classic 12.4: the time set would leave White less "
                                             "than 5 minutes, or less than a minute a move, "
                                             "before the time control."))
                    : text(QT_TRANSLATE_NOOP("gui::EventFile",
                                             "Classic 12.4: the time set would leave Black less "
                                             "than 5 minutes, or less than a minute a move, "
                                             "before the time control."));
  }
  return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                "The event file refused the change; nothing was changed."));
}

QString noticeText(const tournament::Notice& notice) {
  using tournament::NoticeCode;
  const int d = notice.detail;
  const auto with = [d](const char* source) { return text(source).arg(d); };
  switch (notice.code) {
    case NoticeCode::ResultCorrected:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Board %1: a final result was corrected."));
    case NoticeCode::AutoAdjourned:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Board %1 of the previous round had no result and is now marked adjourned."));
    case NoticeCode::FullPointByeDeprecated:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "Full-point byes are deprecated (C.04.1)."));
    case NoticeCode::PairingNumbersChanged:
      return text(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "The pairing numbers were renumbered by rating, title and name (C.04.2 art. 2)."));
    case NoticeCode::LateEntry:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile", "Late entry: first round %1; missed rounds score zero (C.04.2 2.4)."));
    case NoticeCode::RoundUnpairedWithResults:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Round %1 had results or incidents; they were discarded (Undo restores them)."));
    case NoticeCode::EnvelopeSettled:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Board %1: the game ended before resumption; the envelope is "
                                    "settled unopened (Guidelines I.6)."));
    case NoticeCode::ScoreAppliesWhenFinished:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Board %1: the game has no result yet; the score set by the "
                                    "penalty counts once it has one."));
    case NoticeCode::ArbiterMustDecide:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Board %1: the rules could not decide; the arbiter decides and enters the result."));
    case NoticeCode::SecondHalfPointBye:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "FIDE mode: player %1 already has a half-point bye; this is a second one."));
    case NoticeCode::DuplicateName:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Player %1 has the same name as another: check it is not a duplicate."));
    case NoticeCode::AlreadyRegistered:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Player %1 of the list is registered already; skipped."));
    case NoticeCode::NothingChanged:
      return text(
          QT_TRANSLATE_NOOP("gui::EventFile", "Nothing changed: the event already holds that."));
    case NoticeCode::AbsentAtCheckIn:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Player %1 is not checked in: a zero-point bye (C.04.2 3.3)."));
    case NoticeCode::WithdrawnAfterAbsences:
      return with(QT_TRANSLATE_NOOP(
          "gui::EventFile",
          "Player %1 has reached the limit of absences: withdrawn from the next round."));
    case NoticeCode::NumberAfterLot:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The numbers were drawn by lot (C.05): the new player takes "
                                    "number %1 after them. Draw the lot again to include him."));
    case NoticeCode::NumbersClosedUp:
      return with(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "The numbers above %1 moved down by one; the others stay."));
    case NoticeCode::PairingNumberMoved:
      return with(QT_TRANSLATE_NOOP("gui::EventFile", "Renumbered: %1 -> %2.")).arg(notice.to);
  }
  return {};
}

QString undoErrorText(const persistence::UndoError& error) {
  using persistence::UndoErrorCode;
  switch (error.code) {
    case UndoErrorCode::NothingToUndo:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "There is nothing left to undo."));
    case UndoErrorCode::StateChanged:
      return text(QT_TRANSLATE_NOOP(
                      "gui::EventFile",
                      "Action %1 cannot be undone: what it changed has been changed since."))
          .arg(error.auditId);
    case UndoErrorCode::Irreversible:
      return text(QT_TRANSLATE_NOOP(
                      "gui::EventFile",
                      "Action %1 left FIDE mode, which cannot be re-entered: it cannot be undone."))
          .arg(error.auditId);
    case UndoErrorCode::NoSuchAction:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "There is no action %1 that can still be undone."))
          .arg(error.auditId);
    case UndoErrorCode::LaterActionsDepend:
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Action %1 cannot be undone: later actions depend on it."))
          .arg(error.auditId);
    case UndoErrorCode::LaterRoundsPairedOn:
      if (error.pairedOn.lastRound == error.pairedOn.round + 1)
        return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                      "Undoing action %1 changes round %2, and round %3 was "
                                      "paired on it (C.04.2 4.3: that pairing stands)."))
            .arg(error.auditId)
            .arg(error.pairedOn.round)
            .arg(error.pairedOn.lastRound);
      return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                    "Undoing action %1 changes round %2, and rounds %3-%4 were "
                                    "paired on it (C.04.2 4.3: those pairings stand)."))
          .arg(error.auditId)
          .arg(error.pairedOn.round)
          .arg(error.pairedOn.round + 1)
          .arg(error.pairedOn.lastRound);
    case UndoErrorCode::DamagedAudit:
      break;
  }
  return text(QT_TRANSLATE_NOOP("gui::EventFile",
                                "Action %1 cannot be undone: its audit row is damaged."))
      .arg(error.auditId);
}

QString notPairedText(int white, int black, int round) {
  return text(QT_TRANSLATE_NOOP("gui::EventFile", "Players %1 and %2 are not paired in round %3."))
      .arg(white)
      .arg(black)
      .arg(round);
}

}  // namespace gui
