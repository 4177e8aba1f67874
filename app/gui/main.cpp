// SPDX-License-Identifier: MIT
// arbiter-desk [file.trf | event file]: opens the main window in the
// system's language, with the given TRF or event file open.
// arbiter-desk --help: how to start it (desk_usage.h); --manpages DIR: the
// build writes arbiter-desk.1 to DIR. Neither needs a display.
#include "app/gui/language.h"
#include "app/gui/text/desk_usage.h"
#include "app/gui/views/main_window.h"

#include "reports/man_page.h"

#include <QApplication>

#include <filesystem>
#include <fstream>
#include <iostream>

int main(int argc, char** argv) {
  const std::string first = argc > 1 ? argv[1] : "";
  if (first == "--help" || first == "-h") {
    std::cout << gui::deskHelp();
    return 0;
  }
  if (first == "--manpages" && argc == 3) {
    std::filesystem::create_directories(argv[2]);
    std::ofstream page(std::filesystem::path(argv[2]) / "arbiter-desk.1", std::ios::binary);
    page << reports::roffManPage(gui::deskManPage());
    return page.flush() ? 0 : 73;
  }
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Arbiter"));
  gui::Language language;
  if (!language.apply(gui::Language::systemLanguage())) language.apply(QStringLiteral("en"));
  const QStringList args = QApplication::arguments();
  gui::MainWindow window(language);
  window.show();
  if (args.size() > 1) window.openPath(args.at(1));
  return QApplication::exec();
}
