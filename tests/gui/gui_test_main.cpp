// SPDX-License-Identifier: MIT
// gui_tests: GoogleTest over a QApplication on the offscreen platform (set
// before QApplication exists, since ctest discovery runs this binary).
#include <gtest/gtest.h>
#include <QApplication>

#include <cstdlib>

int main(int argc, char** argv) {
  ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
  QApplication app(argc, argv);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
