// SPDX-License-Identifier: MIT
// arbiter-desk-tour FOLDER [event file]: saves a PNG of every window, tab,
// menu and dialog of the desk in Chinese and in English to FOLDER and quits
// (scripts/desk-screenshots.sh runs it under Xvfb). A review tool: it is
// built beside the desk but not installed.
#include "app/gui/language.h"
#include "app/gui/tour/screen_tour.h"
#include "app/gui/views/main_window.h"

#include <QApplication>

#include <iostream>

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: arbiter-desk-tour FOLDER [event file]\n";
    return 64;
  }
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Arbiter"));
  gui::Language language;
  const QStringList args = QApplication::arguments();
  const QString eventFile = args.size() > 2 ? args.at(2) : QString();
  int written = 0;
  for (const QString& code : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
    gui::MainWindow shown(language);
    written +=
        static_cast<int>(gui::ScreenTour(shown, language, args.at(1)).run(code, eventFile).size());
  }
  return written > 0 ? 0 : 1;
}
