// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace gui {

class Language;
class MainWindow;

// Walks every window, tab, menu and dialog of the desk and saves a PNG of
// each to a folder, for review of the look and the translations
// (scripts/desk-screenshots.sh runs it under Xvfb in both languages; it is
// not a test). Dialogs are opened the way the arbiter opens them (the menu
// actions), grabbed when shown and closed without storing anything.
class ScreenTour {
public:
  ScreenTour(MainWindow& window, Language& language, QString folder);

  // Shoots everything in language `code` ("zh_CN", "en"): the start page
  // first, then `eventFile` opened. Returns the files written.
  QStringList run(const QString& code, const QString& eventFile);

private:
  void shoot(const QString& name);
  // Triggers `trigger`, grabs the modal dialog it opens and closes it.
  void shootModal(const QString& name, const std::function<void()>& trigger);
  void shootMenus();
  // The event view's tabs, named `prefix`-players, -round, ...
  void shootTabs(const QString& prefix);
  void shootDialogs();
  // The event's first round robin: its tabs (the N×N crosstable), its
  // section settings and the lot dialog (C.05).
  void shootRoundRobin();

  MainWindow& m_window;
  Language& m_language;
  QString m_folder;
  QString m_code;
  int m_count = 0;
  QStringList m_written;
};

}  // namespace gui
