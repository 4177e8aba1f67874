// SPDX-License-Identifier: MIT
// Driving modal dialogs from a test: exec() blocks, so the answer is given
// from a timer once the dialog is shown, through its widgets.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

#include <functional>
#include <memory>

// The timers waiting for dialogs; gui_test_main deletes those left at the
// end of each test, so that none acts on the next test's dialogs.
inline QObject& modalWaiters() {
  static QObject waiters;
  return waiters;
}

// Runs `act` on the next modal dialog of type Dialog once it is shown
// (polled every 10 ms, for at most 5 s, within the test).
template <class Dialog>
void onNextModal(std::function<void(Dialog*)> act) {
  auto* timer = new QTimer(&modalWaiters());
  auto tries = std::make_shared<int>(0);
  QObject::connect(timer, &QTimer::timeout, [timer, tries, act] {
    auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
    if (dialog == nullptr || !dialog->isVisible()) {
      if (++*tries > 500) timer->deleteLater();
      return;
    }
    timer->stop();
    timer->deleteLater();
    act(dialog);
  });
  timer->start(10);
}

// Answers the next message box with `button`, keeping its text in `text`.
inline void answerNextMessageBox(QMessageBox::StandardButton button,
                                 std::shared_ptr<QString> text = nullptr) {
  onNextModal<QMessageBox>([button, text](QMessageBox* box) {
    if (text) *text = box->text();
    if (QAbstractButton* answer = box->button(button))
      answer->click();
    else
      box->reject();
  });
}

// Chooses `path` in the next file dialog and accepts it, as a user typing
// the name and pressing Open or Save does. (QFileDialog::selectFile leaves
// the name field as it is while the field has the focus, which the
// offscreen platform gives it or not: the dialog then stayed open.)
inline void chooseInNextFileDialog(const QString& path) {
  onNextModal<QFileDialog>([path](QFileDialog* dialog) {
    if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
      name->setText(path);
    else
      dialog->selectFile(path);
    QMetaObject::invokeMethod(dialog, "accept");
  });
}

// Clicks OK of a dialog's button box.
inline void clickOk(QDialogButtonBox* buttons) { buttons->button(QDialogButtonBox::Ok)->click(); }
