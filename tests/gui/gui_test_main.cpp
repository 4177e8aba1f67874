// SPDX-License-Identifier: MIT
// gui_tests: GoogleTest over a QApplication on the offscreen platform (set
// before QApplication exists, since ctest discovery runs this binary).
#include "tests/gui/modal.h"

#include <gtest/gtest.h>
#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>

#include <cstdlib>

int main(int argc, char** argv) {
  ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
  QApplication app(argc, argv);
  // Recent files and other settings go to a test location, not the user's.
  QStandardPaths::setTestModeEnabled(true);
  // A modal dialog no test answers would hang the run: after 4 s it fails
  // the running test, naming the dialog, and is closed.
  QTimer watchdog;
  QDialog* seen = nullptr;
  int ticks = 0;
  QObject::connect(&watchdog, &QTimer::timeout, [&] {
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    ticks = dialog != nullptr && dialog == seen ? ticks + 1 : 0;
    seen = dialog;
    if (dialog == nullptr || ticks < 8) return;
    const auto* box = qobject_cast<QMessageBox*>(dialog);
    ADD_FAILURE() << "unanswered dialog " << dialog->metaObject()->className() << ": "
                  << (box ? box->text() : dialog->windowTitle()).toStdString();
    dialog->reject();
  });
  watchdog.start(500);
  ::testing::InitGoogleTest(&argc, argv);
  // Waiters for dialogs that never came end with their test.
  struct DropWaiters : ::testing::EmptyTestEventListener {
    void OnTestEnd(const ::testing::TestInfo&) override {
      qDeleteAll(modalWaiters().findChildren<QTimer*>(Qt::FindDirectChildrenOnly));
    }
  };
  ::testing::UnitTest::GetInstance()->listeners().Append(new DropWaiters);
  return RUN_ALL_TESTS();
}
