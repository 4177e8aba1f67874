// SPDX-License-Identifier: MIT
// arbiter-desk [file.trf | event file]: opens the main window in the
// system's language, with the given TRF or event file open.
#include "app/gui/event_document.h"
#include "app/gui/language.h"
#include "app/gui/main_window.h"

#include <QApplication>
#include <QMessageBox>

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Arbiter"));
  gui::Language language;
  if (!language.apply(gui::Language::systemLanguage())) language.apply(QStringLiteral("en"));
  gui::MainWindow window(language);
  window.show();
  if (const QStringList args = QApplication::arguments(); args.size() > 1) {
    if (const auto failure = window.document().open(args.at(1)))
      QMessageBox::warning(&window, QStringLiteral("Arbiter"), *failure);
  }
  return QApplication::exec();
}
