// SPDX-License-Identifier: MIT
// arbiter-desk: opens the main window in the system's language.
#include "app/gui/language.h"
#include "app/gui/main_window.h"

#include <QApplication>

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Arbiter"));
  gui::Language language;
  if (!language.apply(gui::Language::systemLanguage())) language.apply(QStringLiteral("en"));
  gui::MainWindow window(language);
  window.show();
  return QApplication::exec();
}
