// SPDX-License-Identifier: MIT
// gui_tests: GoogleTest over a QApplication on the offscreen platform (set
// before QApplication exists, since ctest discovery runs this binary).
#include "tests/gui/modal.h"

#include <gtest/gtest.h>
#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QTimer>

#include <cstdlib>
#include <filesystem>
#include <string>

int main(int argc, char** argv) {
  ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
  // Recent files and other settings go to a folder of this process's own,
  // not the user's: ctest runs the tests in parallel processes, and a shared
  // test location let one test's recent files appear in another's start page.
  char settings[] = "/tmp/arbiter-gui-test-XXXXXX";
  if (::mkdtemp(settings) == nullptr) return 70;
  for (const char* variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
    ::setenv(variable, settings, 1);
  QApplication app(argc, argv);
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
  const int failed = RUN_ALL_TESTS();
  std::error_code ignored;
  std::filesystem::remove_all(settings, ignored);
  return failed;
}
