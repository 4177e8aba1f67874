// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/undo_prompt.h"

#include "app/gui/models/event_document.h"
#include "app/gui/text/audit_action_text.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace gui {
namespace {

QString text(const char* source) { return QCoreApplication::translate("gui::Undo", source); }

}  // namespace

bool confirmAndUndo(QWidget* parent, EventDocument& document) {
  const QString title = text(QT_TRANSLATE_NOOP("gui::Undo", "Undo"));
  const auto next = document.nextUndo();
  if (!next) {
    QMessageBox::information(parent, title, next.error());
    return false;
  }
  const auto answer = QMessageBox::question(
      parent, title,
      text(QT_TRANSLATE_NOOP("gui::Undo",
                             "This will undo:\n%1\ndone by %2 at %3 (log no. %4).\n\n"
                             "Undo it?"))
          .arg(auditActionText(next->action), QString::fromStdString(next->who),
               QString::fromStdString(next->at))
          .arg(next->id),
      QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
  if (answer != QMessageBox::Yes) return false;
  auto failure = document.undoLastAction();
  // C.04.2 4.3: later rounds were paired on what the undo changes; their
  // pairings stand, so the arbiter confirms it.
  if (failure && failure->confirmable &&
      QMessageBox::question(
          parent, title,
          failure->reason + text(QT_TRANSLATE_NOOP("gui::Undo", "\n\nUndo it anyway?")),
          QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes)
    failure = document.undoLastAction(true);
  else if (failure && failure->confirmable)
    return false;
  if (failure) {
    QMessageBox::warning(parent, title, failure->reason);
    return false;
  }
  return true;
}

}  // namespace gui
