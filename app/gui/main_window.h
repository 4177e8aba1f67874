// SPDX-License-Identifier: MIT
#pragma once

#include "app/gui/report_export.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace gui {

class EventDocument;
class EventView;
class Language;

// The main window of arbiter-desk. It only wires: menus, the status bar and
// the central event view (each view and dialog lives in its own file).
class MainWindow : public QMainWindow {
  Q_OBJECT
public:
  explicit MainWindow(Language& language, QWidget* parent = nullptr);

  EventDocument& document() const { return *m_document; }
  EventView* eventView() const { return m_eventView; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void createMenus();
  void retranslate();
  void showAbout();
  void openTrf();
  void openEventFile();
  void chooseSection();
  void undoLastAction();
  void saveTrfAs();
  void exportStandingsAs(StandingsFormat format);
  void exportPairingsAs(StandingsFormat format);
  void showClaimDialog();
  void updateStatus();

  Language& m_language;
  EventDocument* m_document = nullptr;
  EventView* m_eventView = nullptr;
  QMenu* m_fileMenu = nullptr;
  QMenu* m_exportMenu = nullptr;
  QMenu* m_editMenu = nullptr;
  QMenu* m_toolsMenu = nullptr;
  QMenu* m_languageMenu = nullptr;
  QMenu* m_helpMenu = nullptr;
  QAction* m_openAction = nullptr;
  QAction* m_openEventAction = nullptr;
  QAction* m_sectionAction = nullptr;
  QAction* m_undoAction = nullptr;
  QAction* m_saveAction = nullptr;
  QAction* m_exportHtmlAction = nullptr;
  QAction* m_exportCsvAction = nullptr;
  QAction* m_exportPdfAction = nullptr;
  QMenu* m_pairingsMenu = nullptr;
  QAction* m_pairingsHtmlAction = nullptr;
  QAction* m_pairingsPdfAction = nullptr;
  QAction* m_quitAction = nullptr;
  QAction* m_claimAction = nullptr;
  QAction* m_chineseAction = nullptr;
  QAction* m_englishAction = nullptr;
  QAction* m_aboutAction = nullptr;
  QActionGroup* m_languageGroup = nullptr;
  QLabel* m_statusLabel = nullptr;
};

}  // namespace gui
