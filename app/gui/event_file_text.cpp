// SPDX-License-Identifier: MIT
#include "app/gui/event_file_text.h"

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
  switch (error.code) {
    case ActionErrorCode::NoSuchSection:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The section no longer exists."));
    case ActionErrorCode::NoSuchRound:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "Round %1 is not paired.")).arg(error.detail);
    case ActionErrorCode::NoSuchBoard:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "There is no board %1 in this round."))
          .arg(error.detail);
    case ActionErrorCode::GameFinished:
      return text(QT_TRANSLATE_NOOP("gui::EventFile", "The game on board %1 is already finished."))
          .arg(error.detail);
    default:
      return text(QT_TRANSLATE_NOOP(
                      "gui::EventFile",
                      "The event file refused the change (reason code %1); nothing was changed."))
          .arg(static_cast<int>(error.code));
  }
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
