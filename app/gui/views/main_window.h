// SPDX-License-Identifier: MIT
#pragma once

#include "app/gui/dialogs/incident_dialog.h"
#include "app/gui/models/report_export.h"
#include "domain/tournament/action.h"
#include "reports/report_documents.h"

#include <QMainWindow>

#include <utility>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;

namespace gui {

class EventDocument;
class EventView;
class Language;
class LiveSite;
class LiveSiteDialog;
class PlayerCommands;
class StartPage;
class ToolkitMenu;

// The main window of arbiter-desk. It only wires: menus, the status bar, the
// start page (shown while no event is open) and the event view; each view
// and dialog lives in its own file and every change goes through the
// EventDocument.
class MainWindow : public QMainWindow {
  Q_OBJECT
public:
  explicit MainWindow(Language& language, QWidget* parent = nullptr);

  EventDocument& document() const { return *m_document; }
  EventView* eventView() const { return m_eventView; }
  StartPage* startPage() const { return m_startPage; }
  // Opens `path` (event file or TRF), remembers it among the recent files
  // and shows it; a failure is shown in a message box.
  bool openPath(const QString& path);

  // The commands, for the shortcuts page and tests.
  QAction* newEventAction() const { return m_newEventAction; }
  QAction* addSectionAction() const { return m_addSectionAction; }
  QAction* sectionSettingsAction() const { return m_sectionSettingsAction; }
  QAction* registerPlayerAction() const { return m_registerAction; }
  QAction* importPlayersAction() const { return m_importPlayersAction; }
  QAction* editPlayerAction() const { return m_editPlayerAction; }
  QAction* withdrawPlayerAction() const { return m_withdrawAction; }
  QAction* removePlayerAction() const { return m_removeAction; }
  QAction* undoAction() const { return m_undoAction; }
  QAction* logAction() const { return m_logAction; }
  QAction* arbiterOnDutyAction() const { return m_arbiterAction; }
  QLabel* arbiterOnDutyLabel() const { return m_arbiterLabel; }
  QAction* shortcutsAction() const { return m_shortcutsAction; }
  QAction* lateArrivalAction() const { return m_lateAction; }
  QAction* penaltyAction() const { return m_penaltyAction; }
  QAction* illegalMoveAction() const { return m_illegalAction; }
  QAction* flagAction() const { return m_flagAction; }
  QAction* defectiveClockAction() const { return m_clockAction; }
  QAction* irregularPositionAction() const { return m_irregularAction; }
  QAction* sealAction() const { return m_sealAction; }
  QAction* unsealAction() const { return m_unsealAction; }
  QAction* pairNextRoundAction() const { return m_pairAction; }
  QAction* pairEverySectionAction() const { return m_pairAllAction; }
  // Rating lists, check-in, the round's games, prizes, norms.
  ToolkitMenu& toolkit() const { return *m_toolkit; }
  // Requested byes, numbers by lot, the working of a player's tie-breaks.
  PlayerCommands& playerCommands() const { return *m_playerCommands; }
  QAction* printAction() const { return m_printAction; }
  QAction* claimAction() const { return m_claimAction; }
  // File ▸ Live site and hall screen: serves the event file shown (LiveSite).
  QAction* liveSiteAction() const { return m_liveSiteAction; }
  LiveSite& liveSite() const { return *m_liveSite; }
  // The live site's dialog once shown, else nullptr.
  LiveSiteDialog* liveSiteDialog() const { return m_liveSiteDialog; }
  // File > Documents: the action writing document `kind`.
  QAction* documentAction(reports::DocumentKind kind) const;

protected:
  void changeEvent(QEvent* event) override;

private:
  void createMenus();
  void createFileMenu();
  void createEventMenus();
  void retranslate();
  void showAbout();
  // Help > User manual: the installed manual in the desk's language, in the
  // system's browser (service::manualFolder).
  void showManual();
  void showShortcuts();
  void newEvent();
  void openTrf();
  void openEventFile();
  void chooseSection();
  void addSection();
  void editSection();
  void registerPlayer();
  void importPlayers();
  void editPlayer();
  void withdrawPlayer();
  void removePlayer();
  void undoLastAction();
  void showLog();
  void recordIncident(IncidentDialog::Kind kind);
  void sealMove();
  void unsealEnvelope();
  void exportDocumentAs(reports::DocumentKind kind);
  void printDocument();
  // The round a document of `kind` is about: the Round tab's, or 0 (all).
  int documentRound(reports::DocumentKind kind) const;
  static QString documentName(reports::DocumentKind kind);
  int lastPairedRound() const;
  void pairNextRound();
  void pairEverySection();
  void startRound();
  void publishRound();
  void unpairRound();
  void saveTrfAs();
  void exportStandingsAs(StandingsFormat format);
  void exportPairingsAs(StandingsFormat format);
  void showClaimDialog();
  // Serves the event file shown (started if it is not served yet) and
  // shows where: LiveSiteDialog.
  void showLiveSite();
  void updateStatus();
  void showArbiterOnDuty();
  // Applies an action and shows the refusal or the notices; true if stored.
  bool applyAction(const tournament::Action& action, const QString& title);

  Language& m_language;
  EventDocument* m_document = nullptr;
  QStackedWidget* m_pages = nullptr;
  StartPage* m_startPage = nullptr;
  EventView* m_eventView = nullptr;
  QMenu* m_fileMenu = nullptr;
  QMenu* m_exportMenu = nullptr;
  QMenu* m_editMenu = nullptr;
  QMenu* m_sectionMenu = nullptr;
  QMenu* m_playersMenu = nullptr;
  QMenu* m_roundsMenu = nullptr;
  QMenu* m_toolsMenu = nullptr;
  QAction* m_startRoundAction = nullptr;
  QAction* m_publishAction = nullptr;
  QAction* m_unpairAction = nullptr;
  QAction* m_pairAction = nullptr;
  QAction* m_pairAllAction = nullptr;
  QAction* m_lateAction = nullptr;
  QAction* m_penaltyAction = nullptr;
  QAction* m_illegalAction = nullptr;
  QAction* m_flagAction = nullptr;
  QAction* m_clockAction = nullptr;
  QAction* m_irregularAction = nullptr;
  QAction* m_sealAction = nullptr;
  QAction* m_unsealAction = nullptr;
  QMenu* m_documentsMenu = nullptr;
  std::vector<std::pair<reports::DocumentKind, QAction*>> m_documentActions;
  QAction* m_printAction = nullptr;
  QMenu* m_languageMenu = nullptr;
  QMenu* m_helpMenu = nullptr;
  QAction* m_newEventAction = nullptr;
  QAction* m_openAction = nullptr;
  QAction* m_openEventAction = nullptr;
  QAction* m_sectionAction = nullptr;
  QAction* m_addSectionAction = nullptr;
  QAction* m_sectionSettingsAction = nullptr;
  QAction* m_registerAction = nullptr;
  QAction* m_importPlayersAction = nullptr;
  QAction* m_editPlayerAction = nullptr;
  QAction* m_withdrawAction = nullptr;
  QAction* m_removeAction = nullptr;
  QAction* m_undoAction = nullptr;
  QAction* m_logAction = nullptr;
  QAction* m_arbiterAction = nullptr;
  QAction* m_saveAction = nullptr;
  QAction* m_exportHtmlAction = nullptr;
  QAction* m_exportCsvAction = nullptr;
  QAction* m_exportPdfAction = nullptr;
  QMenu* m_pairingsMenu = nullptr;
  QAction* m_pairingsHtmlAction = nullptr;
  QAction* m_pairingsPdfAction = nullptr;
  QAction* m_quitAction = nullptr;
  QAction* m_claimAction = nullptr;
  QAction* m_liveSiteAction = nullptr;
  LiveSite* m_liveSite = nullptr;
  LiveSiteDialog* m_liveSiteDialog = nullptr;
  QAction* m_chineseAction = nullptr;
  QAction* m_englishAction = nullptr;
  QAction* m_shortcutsAction = nullptr;
  QAction* m_manualAction = nullptr;
  QAction* m_aboutAction = nullptr;
  QActionGroup* m_languageGroup = nullptr;
  QLabel* m_statusLabel = nullptr;
  QLabel* m_arbiterLabel = nullptr;
  ToolkitMenu* m_toolkit = nullptr;
  PlayerCommands* m_playerCommands = nullptr;
};

}  // namespace gui
