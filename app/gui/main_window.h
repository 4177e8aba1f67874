// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace gui {

class Language;

// The main window of arbiter-desk. It only wires: menus, the status bar and
// the central views (each view lives in its own file).
class MainWindow : public QMainWindow {
  Q_OBJECT
public:
  explicit MainWindow(Language& language, QWidget* parent = nullptr);

protected:
  void changeEvent(QEvent* event) override;

private:
  void createMenus();
  void retranslate();
  void showAbout();

  Language& m_language;
  QMenu* m_fileMenu = nullptr;
  QMenu* m_languageMenu = nullptr;
  QMenu* m_helpMenu = nullptr;
  QAction* m_quitAction = nullptr;
  QAction* m_chineseAction = nullptr;
  QAction* m_englishAction = nullptr;
  QAction* m_aboutAction = nullptr;
  QActionGroup* m_languageGroup = nullptr;
  QLabel* m_statusLabel = nullptr;
};

}  // namespace gui
