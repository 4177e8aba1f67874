// SPDX-License-Identifier: MIT
#include "app/gui/views/main_window.h"

#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/dialogs/claim_dialog.h"
#include "app/gui/dialogs/import_players_dialog.h"
#include "app/gui/dialogs/live_site_dialog.h"
#include "app/gui/dialogs/log_dialog.h"
#include "app/gui/dialogs/new_event_dialog.h"
#include "app/gui/dialogs/pair_round_dialog.h"
#include "app/gui/dialogs/player_dialog.h"
#include "app/gui/dialogs/seal_dialog.h"
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/dialogs/shortcuts_dialog.h"
#include "app/gui/dialogs/undo_prompt.h"
#include "app/gui/dialogs/unseal_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/live_site.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/text/event_file_text.h"
#include "app/gui/text/incident_text.h"
#include "app/gui/text/result_words.h"
#include "app/gui/views/arbiter_on_duty.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/file_dialog_look.h"
#include "app/gui/views/player_commands.h"
#include "app/gui/views/start_page.h"
#include "app/gui/views/toolkit_menu.h"
#include "app/service/manual_location.h"
#include "app/version/arbiter_version.h"
#include "domain/tournament/new_section.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUrl>

namespace gui {

MainWindow::MainWindow(Language& language, QWidget* parent)
    : QMainWindow(parent), m_language(language) {
  setObjectName(QStringLiteral("mainWindow"));
  qApp->installEventFilter(new FileDialogLook(this));
  m_document = new EventDocument(this);
  m_liveSite = new LiveSite(this);
  m_pages = new QStackedWidget;
  m_startPage = new StartPage;
  m_eventView = new EventView(*m_document);
  m_pages->addWidget(m_startPage);
  m_pages->addWidget(m_eventView);
  setCentralWidget(m_pages);
  connect(m_startPage, &StartPage::openRequested, this, &MainWindow::openPath);
  connect(m_startPage, &StartPage::newEventRequested, this, &MainWindow::newEvent);
  connect(m_startPage, &StartPage::openEventRequested, this, &MainWindow::openEventFile);
  connect(m_startPage, &StartPage::openTrfRequested, this, &MainWindow::openTrf);
  createMenus();
  m_statusLabel = new QLabel(this);
  statusBar()->addWidget(m_statusLabel);
  m_arbiterLabel = new QLabel(this);
  statusBar()->addPermanentWidget(m_arbiterLabel);
  connect(&m_language, &Language::changed, this, [this](const QString& code) {
    m_chineseAction->setChecked(code == QStringLiteral("zh_CN"));
    m_englishAction->setChecked(code == QStringLiteral("en"));
  });
  connect(m_document, &EventDocument::changed, this, &MainWindow::updateStatus);
  m_chineseAction->setChecked(m_language.current() == QStringLiteral("zh_CN"));
  m_englishAction->setChecked(m_language.current() != QStringLiteral("zh_CN"));
  // Sized from the font: the same proportions at any screen scaling.
  const QFontMetrics metrics = fontMetrics();
  resize(metrics.horizontalAdvance(QLatin1Char('M')) * 90, metrics.height() * 40);
  retranslate();
}

void MainWindow::createMenus() {
  createFileMenu();
  createEventMenus();

  m_languageMenu = menuBar()->addMenu(QString());
  m_languageGroup = new QActionGroup(this);
  m_chineseAction = m_languageMenu->addAction(QString());
  m_englishAction = m_languageMenu->addAction(QString());
  for (QAction* action : {m_chineseAction, m_englishAction}) {
    action->setCheckable(true);
    m_languageGroup->addAction(action);
  }
  connect(m_chineseAction, &QAction::triggered, this,
          [this] { m_language.apply(QStringLiteral("zh_CN")); });
  connect(m_englishAction, &QAction::triggered, this,
          [this] { m_language.apply(QStringLiteral("en")); });

  m_helpMenu = menuBar()->addMenu(QString());
  m_shortcutsAction = m_helpMenu->addAction(QString(), QKeySequence::HelpContents, this,
                                            &MainWindow::showShortcuts);
  m_manualAction = m_helpMenu->addAction(QString(), this, &MainWindow::showManual);
  m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::createFileMenu() {
  m_fileMenu = menuBar()->addMenu(QString());
  m_newEventAction =
      m_fileMenu->addAction(QString(), QKeySequence::New, this, &MainWindow::newEvent);
  m_openEventAction = m_fileMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                                            &MainWindow::openEventFile);
  m_openAction = m_fileMenu->addAction(QString(), QKeySequence::Open, this, &MainWindow::openTrf);
  // Written out: QKeySequence::SaveAs is empty on some desktops.
  m_saveAction = m_fileMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                                       this, &MainWindow::saveTrfAs);
  m_exportMenu = m_fileMenu->addMenu(QString());
  m_exportHtmlAction = m_exportMenu->addAction(
      QString(), this, [this] { exportStandingsAs(StandingsFormat::Html); });
  m_exportCsvAction =
      m_exportMenu->addAction(QString(), this, [this] { exportStandingsAs(StandingsFormat::Csv); });
  m_exportPdfAction =
      m_exportMenu->addAction(QString(), this, [this] { exportStandingsAs(StandingsFormat::Pdf); });
  m_pairingsMenu = m_fileMenu->addMenu(QString());
  m_pairingsHtmlAction = m_pairingsMenu->addAction(
      QString(), this, [this] { exportPairingsAs(StandingsFormat::Html); });
  m_pairingsPdfAction = m_pairingsMenu->addAction(
      QString(), this, [this] { exportPairingsAs(StandingsFormat::Pdf); });
  m_documentsMenu = m_fileMenu->addMenu(QString());
  for (const auto kind : {reports::DocumentKind::StartList, reports::DocumentKind::Pairings,
                          reports::DocumentKind::PairingsAlphabetical,
                          reports::DocumentKind::ResultSlips, reports::DocumentKind::Standings,
                          reports::DocumentKind::Categories, reports::DocumentKind::Crosstable,
                          reports::DocumentKind::Ratings, reports::DocumentKind::Incidents,
                          reports::DocumentKind::EnvelopeLabels, reports::DocumentKind::Final}) {
    QAction* action =
        m_documentsMenu->addAction(QString(), this, [this, kind] { exportDocumentAs(kind); });
    m_documentActions.emplace_back(kind, action);
  }
  m_printAction =
      m_fileMenu->addAction(QString(), QKeySequence::Print, this, &MainWindow::printDocument);
  m_liveSiteAction = m_fileMenu->addAction(QString(), this, &MainWindow::showLiveSite);
  m_fileMenu->addSeparator();
  m_quitAction = m_fileMenu->addAction(QString(), QKeySequence::Quit, qApp, &QApplication::quit);
}

void MainWindow::createEventMenus() {
  m_editMenu = menuBar()->addMenu(QString());
  m_undoAction =
      m_editMenu->addAction(QString(), QKeySequence::Undo, this, &MainWindow::undoLastAction);
  m_logAction = m_editMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_L), this,
                                      &MainWindow::showLog);
  m_editMenu->addSeparator();
  m_arbiterAction = m_editMenu->addAction(QString(), this, [this] {
    if (ArbiterOnDuty::ask(this)) showArbiterOnDuty();
  });

  m_sectionMenu = menuBar()->addMenu(QString());
  m_sectionSettingsAction = m_sectionMenu->addAction(
      QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this, &MainWindow::editSection);
  m_addSectionAction = m_sectionMenu->addAction(QString(), this, &MainWindow::addSection);
  m_sectionAction = m_sectionMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_G), this,
                                             &MainWindow::chooseSection);

  m_playersMenu = menuBar()->addMenu(QString());
  m_registerAction = m_playersMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                                              &MainWindow::registerPlayer);
  m_importPlayersAction = m_playersMenu->addAction(
      QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), this, &MainWindow::importPlayers);
  m_editPlayerAction =
      m_playersMenu->addAction(QString(), QKeySequence(Qt::Key_F2), this, &MainWindow::editPlayer);
  m_withdrawAction = m_playersMenu->addAction(QString(), this, &MainWindow::withdrawPlayer);
  m_removeAction = m_playersMenu->addAction(QString(), this, &MainWindow::removePlayer);

  m_roundsMenu = menuBar()->addMenu(QString());
  m_pairAction = m_roundsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                                         this, &MainWindow::pairNextRound);
  m_pairAllAction = m_roundsMenu->addAction(QString(), this, &MainWindow::pairEverySection);
  m_startRoundAction = m_roundsMenu->addAction(QString(), this, &MainWindow::startRound);
  m_publishAction = m_roundsMenu->addAction(QString(), this, &MainWindow::publishRound);
  m_unpairAction = m_roundsMenu->addAction(QString(), this, &MainWindow::unpairRound);

  m_toolsMenu = menuBar()->addMenu(QString());
  m_lateAction =
      m_toolsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_T), this,
                             [this] { recordIncident(IncidentDialog::Kind::LateArrival); });
  m_penaltyAction =
      m_toolsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_K), this,
                             [this] { recordIncident(IncidentDialog::Kind::Penalty); });
  m_illegalAction =
      m_toolsMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                             [this] { recordIncident(IncidentDialog::Kind::IllegalMove); });
  m_flagAction = m_toolsMenu->addAction(QString(), this,
                                        [this] { recordIncident(IncidentDialog::Kind::Flag); });
  m_clockAction = m_toolsMenu->addAction(
      QString(), this, [this] { recordIncident(IncidentDialog::Kind::DefectiveClock); });
  m_irregularAction = m_toolsMenu->addAction(
      QString(), this, [this] { recordIncident(IncidentDialog::Kind::IrregularPosition); });
  m_sealAction = m_toolsMenu->addAction(QString(), this, &MainWindow::sealMove);
  m_unsealAction = m_toolsMenu->addAction(QString(), this, &MainWindow::unsealEnvelope);
  m_toolsMenu->addSeparator();
  m_claimAction = m_toolsMenu->addAction(QString(), this, &MainWindow::showClaimDialog);

  m_toolkit = new ToolkitMenu(
      *m_document, *this,
      [this](const tournament::Action& action, const QString& title) {
        return applyAction(action, title);
      },
      *m_sectionMenu, *m_playersMenu, *m_roundsMenu, *menuBar());
  m_playerCommands = new PlayerCommands(
      *m_document, *m_eventView, *this,
      [this](const tournament::Action& action, const QString& title) {
        return applyAction(action, title);
      },
      *m_playersMenu);
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
  setWindowTitle(tr("Arbiter — chess tournament manager"));
  m_fileMenu->setTitle(tr("&File"));
  m_newEventAction->setText(tr("&New event..."));
  m_openAction->setText(tr("&Open TRF..."));
  m_openEventAction->setText(tr("Open e&vent file..."));
  m_sectionMenu->setTitle(tr("&Section"));
  m_sectionSettingsAction->setText(tr("Section &settings..."));
  m_addSectionAction->setText(tr("&Add a section..."));
  m_sectionAction->setText(tr("Show an&other section..."));
  m_playersMenu->setTitle(tr("&Players"));
  m_registerAction->setText(tr("&Register a player..."));
  m_importPlayersAction->setText(tr("&Import players from CSV or TRF..."));
  m_editPlayerAction->setText(tr("&Edit the player..."));
  m_withdrawAction->setText(tr("&Withdraw the player..."));
  m_removeAction->setText(tr("Re&move the player (registered in error)..."));
  m_saveAction->setText(tr("Save TRF &as..."));
  m_exportMenu->setTitle(tr("&Export standings"));
  m_exportHtmlAction->setText(tr("As &HTML..."));
  m_exportCsvAction->setText(tr("As &CSV..."));
  m_exportPdfAction->setText(tr("As &PDF..."));
  m_pairingsMenu->setTitle(tr("Export &pairings of the round"));
  m_documentsMenu->setTitle(tr("&Documents (PDF or HTML)"));
  for (const auto& [kind, action] : m_documentActions) action->setText(documentName(kind));
  m_printAction->setText(tr("Pr&int a document..."));
  m_liveSiteAction->setText(tr("&Live site and hall screen..."));
  m_pairingsHtmlAction->setText(tr("As &HTML..."));
  m_pairingsPdfAction->setText(tr("As &PDF..."));
  m_quitAction->setText(tr("&Quit"));
  m_editMenu->setTitle(tr("&Edit"));
  m_undoAction->setText(tr("&Undo the last action..."));
  m_logAction->setText(tr("&Log of the event..."));
  m_arbiterAction->setText(tr("&Arbiter on duty..."));
  m_roundsMenu->setTitle(tr("&Rounds"));
  m_pairAction->setText(tr("Pair the &next round..."));
  m_pairAllAction->setText(tr("Pair &every section"));
  m_startRoundAction->setText(tr("Record the round's &start..."));
  m_publishAction->setText(tr("&Publish the round"));
  m_unpairAction->setText(tr("&Unpair the last round..."));
  m_toolsMenu->setTitle(tr("&Tools"));
  m_lateAction->setText(tr("&Late arrival..."));
  m_penaltyAction->setText(tr("&Penalty..."));
  m_illegalAction->setText(tr("&Illegal move..."));
  m_flagAction->setText(tr("&Flag fell..."));
  m_clockAction->setText(tr("Defective &clock..."));
  m_irregularAction->setText(tr("I&rregular position..."));
  m_sealAction->setText(tr("&Seal a move (adjourn)..."));
  m_unsealAction->setText(tr("&Open an envelope (resume)..."));
  m_claimAction->setText(tr("Check a &draw claim..."));
  m_toolkit->retranslate();
  m_playerCommands->retranslate();
  m_languageMenu->setTitle(tr("&Language"));
  // Each language is named in its own script so that it can be found.
  m_chineseAction->setText(QStringLiteral("中文"));
  m_englishAction->setText(QStringLiteral("English"));
  m_helpMenu->setTitle(tr("&Help"));
  m_shortcutsAction->setText(tr("&Keyboard shortcuts"));
  m_manualAction->setText(tr("User &manual"));
  m_aboutAction->setText(tr("&About Arbiter"));
  updateStatus();
}

void MainWindow::updateStatus() {
  const bool open = m_document->isOpen();
  m_saveAction->setEnabled(open);
  m_exportMenu->setEnabled(open);
  m_documentsMenu->setEnabled(open);
  m_printAction->setEnabled(open);
  m_pairingsMenu->setEnabled(open);
  const bool eventFile = m_document->isEventFile();
  m_undoAction->setEnabled(eventFile);
  m_liveSiteAction->setEnabled(eventFile || m_liveSite->isRunning());
  for (QAction* action : {m_logAction,           m_sectionSettingsAction,
                          m_addSectionAction,    m_registerAction,
                          m_importPlayersAction, m_editPlayerAction,
                          m_withdrawAction,      m_removeAction,
                          m_pairAction,          m_pairAllAction,
                          m_startRoundAction,    m_publishAction,
                          m_unpairAction,        m_lateAction,
                          m_penaltyAction,       m_illegalAction,
                          m_flagAction,          m_clockAction,
                          m_irregularAction,     m_sealAction,
                          m_unsealAction})
    action->setEnabled(eventFile);
  m_toolkit->setEventFile(eventFile);
  m_playerCommands->setEventFile(eventFile);
  m_sectionAction->setEnabled(m_document->sectionNames().size() > 1);
  m_pages->setCurrentWidget(open ? static_cast<QWidget*>(m_eventView) : m_startPage);
  const QString source =
      m_document->isEventFile()
          ? tr("%1, section %2")
                .arg(QFileInfo(m_document->path()).fileName(), m_document->section())
          : QFileInfo(m_document->path()).fileName();
  QString status = open ? tr("%1 — %2, %3")
                              .arg(source,
                                   tr("%n player(s)", nullptr,
                                      static_cast<int>(m_document->state().players.size())),
                                   tr("%n round(s)", nullptr, m_document->state().roundsRecorded()))
                        : tr("No event open");
  if (const auto* section = m_document->storedSection();
      section != nullptr && section->numbersByLot)
    status = tr("%1, numbers by lot (C.05)").arg(status);
  m_statusLabel->setText(status);
  showArbiterOnDuty();
}

void MainWindow::showArbiterOnDuty() {
  const QString name = ArbiterOnDuty::name();
  m_arbiterLabel->setText(name.isEmpty() ? QString() : tr("Arbiter on duty: %1").arg(name));
}

QAction* MainWindow::documentAction(reports::DocumentKind kind) const {
  for (const auto& [documentKind, action] : m_documentActions)
    if (documentKind == kind) return action;
  return nullptr;
}

bool MainWindow::openPath(const QString& path) {
  if (const auto failure = m_document->open(path)) {
    QMessageBox::warning(this, tr("Open"), *failure);
    return false;
  }
  RecentFiles::add(path);
  m_startPage->reload();
  if (m_document->sectionNames().size() > 1) chooseSection();
  return true;
}

void MainWindow::newEvent() {
  NewEventDialog where(this);
  if (where.exec() != QDialog::Accepted) return;
  tournament::SectionSettings first = tournament::newSection({}).settings;
  first.name = tr("Open").toStdString();
  SectionDialog settings(first, this);
  if (settings.exec() != QDialog::Accepted) return;
  if (const auto failure =
          m_document->createEvent(where.path(), where.eventName(), settings.settings())) {
    QMessageBox::warning(this, tr("New event"), *failure);
    return;
  }
  RecentFiles::add(where.path());
  m_startPage->reload();
}

void MainWindow::openTrf() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open TRF"), QString(),
                                                    tr("TRF files (*.trf *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  if (const auto failure = m_document->openTrf(path)) {
    QMessageBox::warning(this, tr("Open TRF"), *failure);
    return;
  }
  RecentFiles::add(path);
  m_startPage->reload();
}

void MainWindow::openEventFile() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open event file"), QString(), tr("Arbiter event files (*.arbiter);;All files (*)"));
  if (path.isEmpty()) return;
  if (const auto failure = m_document->openEvent(path)) {
    QMessageBox::warning(this, tr("Open event file"), *failure);
    return;
  }
  RecentFiles::add(path);
  m_startPage->reload();
  if (m_document->sectionNames().size() > 1) chooseSection();
}

bool MainWindow::applyAction(const tournament::Action& action, const QString& title) {
  const auto applied = m_document->apply(action);
  if (!applied) {
    QMessageBox::warning(this, title, applied.error());
    return false;
  }
  QStringList notices;
  if (applied->incident) notices << incidentText(*applied->incident);
  for (const auto& notice : applied->notices) notices << noticeText(notice);
  if (!notices.isEmpty()) QMessageBox::information(this, title, notices.join(QLatin1Char('\n')));
  return true;
}

void MainWindow::addSection() {
  SectionDialog dialog(tournament::newSection({}).settings, this);
  dialog.setWindowTitle(tr("New section"));
  if (dialog.exec() != QDialog::Accepted) return;
  applyAction(tournament::newSection(dialog.settings()), tr("New section"));
}

void MainWindow::editSection() {
  const auto* section = m_document->storedSection();
  if (section == nullptr) return;
  SectionDialog dialog(section->settings, this);
  if (dialog.exec() != QDialog::Accepted) return;
  const std::string name = section->settings.name;
  // Leaving FIDE mode is its own, confirmed and irreversible action.
  if (dialog.leavesFideMode() &&
      !applyAction(tournament::LeaveFideMode{name, true}, tr("Leave FIDE mode")))
    return;
  auto settings = dialog.settings();
  if (settings != m_document->storedSection()->settings)
    applyAction(tournament::EditSection{name, settings}, tr("Section settings"));
}

void MainWindow::importPlayers() {
  const QString title = tr("Import players");
  const QString path = QFileDialog::getOpenFileName(
      this, title, QString(), tr("Player lists (*.csv *.trf *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  auto preview = m_document->previewImport(path);
  if (!preview) {
    QMessageBox::warning(this, title, preview.error());
    return;
  }
  ImportPlayersDialog dialog(QFileInfo(path).fileName(), std::move(*preview), this);
  if (dialog.exec() != QDialog::Accepted) return;
  const auto registered = m_document->importPlayers(dialog.players());
  if (!registered) {
    QMessageBox::warning(this, title, registered.error());
    return;
  }
  statusBar()->showMessage(
      tr("Registered %n player(s).", nullptr, static_cast<int>(registered->registered)), 5000);
  // The preview showed the rest; a lot drawn before (C.05) is worth a word.
  QStringList afterLot;
  for (const auto& notice : registered->applied.notices)
    if (notice.code == tournament::NoticeCode::NumberAfterLot) afterLot << noticeText(notice);
  if (!afterLot.isEmpty()) QMessageBox::information(this, title, afterLot.join(QLatin1Char('\n')));
}

void MainWindow::registerPlayer() {
  const auto* section = m_document->storedSection();
  if (section == nullptr) return;
  PlayerDialog dialog(tournament::Player{}, section->players, this);
  if (dialog.exec() != QDialog::Accepted) return;
  applyAction(tournament::AddPlayers{section->settings.name, {dialog.player()}},
              tr("Register a player"));
}

void MainWindow::editPlayer() {
  const auto* section = m_document->storedSection();
  const int number = m_eventView->selectedPlayer();
  const auto* player = section ? section->playerByNumber(number) : nullptr;
  if (player == nullptr) {
    QMessageBox::information(this, tr("Edit the player"),
                             tr("Select a player in the Players tab."));
    return;
  }
  PlayerDialog dialog(*player, section->players, this);
  if (dialog.exec() != QDialog::Accepted) return;
  const auto edited = dialog.player();
  tournament::EditPlayer edit{section->settings.name, number};
  // Only the fields that changed are sent (an imported birth year stays).
  const auto changed = [](const auto& before, const auto& after, auto& field) {
    if (before != after) field = after;
  };
  changed(player->name, edited.name, edit.name);
  changed(player->fideId, edited.fideId, edit.fideId);
  changed(player->nationalId, edited.nationalId, edit.nationalId);
  changed(player->title, edited.title, edit.title);
  changed(player->federation, edited.federation, edit.federation);
  changed(player->birthDate, edited.birthDate, edit.birthDate);
  changed(player->club, edited.club, edit.club);
  changed(player->sex, edited.sex, edit.sex);
  changed(player->ratings.standard, edited.ratings.standard, edit.standard);
  changed(player->ratings.rapid, edited.ratings.rapid, edit.rapid);
  changed(player->ratings.blitz, edited.ratings.blitz, edit.blitz);
  changed(player->ratings.national, edited.ratings.national, edit.national);
  applyAction(edit, tr("Edit the player"));
}

void MainWindow::withdrawPlayer() {
  const auto* section = m_document->storedSection();
  const int number = m_eventView->selectedPlayer();
  const auto* player = section ? section->playerByNumber(number) : nullptr;
  if (player == nullptr) {
    QMessageBox::information(this, tr("Withdraw the player"),
                             tr("Select a player in the Players tab."));
    return;
  }
  // C.04.2 3.2: a withdrawn player is not paired from the given round on.
  const int next = static_cast<int>(section->rounds.size()) + 1;
  bool ok = false;
  const int from = QInputDialog::getInt(
      this, tr("Withdraw the player"),
      tr("%1 (%2) is not paired from round:").arg(QString::fromStdString(player->name)).arg(number),
      next, 1, std::max(next, section->settings.rounds), 1, &ok);
  if (ok)
    applyAction(tournament::WithdrawPlayer{section->settings.name, number, from},
                tr("Withdraw the player"));
}

void MainWindow::removePlayer() {
  const auto* section = m_document->storedSection();
  const int number = m_eventView->selectedPlayer();
  const auto* player = section ? section->playerByNumber(number) : nullptr;
  if (player == nullptr) {
    QMessageBox::information(this, tr("Remove the player"),
                             tr("Select a player in the Players tab."));
    return;
  }
  const auto answer = QMessageBox::question(
      this, tr("Remove the player"),
      tr("Remove %1 (%2), registered in error? A player who has been paired is withdrawn "
         "instead.")
          .arg(QString::fromStdString(player->name))
          .arg(number),
      QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
  if (answer == QMessageBox::Yes)
    applyAction(tournament::RemovePlayer{section->settings.name, number}, tr("Remove the player"));
}

void MainWindow::chooseSection() {
  const QStringList names = m_document->sectionNames();
  bool chosen = false;
  const QString name =
      QInputDialog::getItem(this, tr("Section"), tr("Section to show:"), names,
                            static_cast<int>(names.indexOf(m_document->section())), false, &chosen);
  if (!chosen) return;
  if (const auto failure = m_document->selectSection(name))
    QMessageBox::warning(this, tr("Section"), *failure);
}

void MainWindow::undoLastAction() { confirmAndUndo(this, *m_document); }

void MainWindow::recordIncident(IncidentDialog::Kind kind) {
  const auto* section = m_document->storedSection();
  if (section == nullptr) return;
  IncidentDialog dialog(kind, *section, this);
  const auto [round, board] = m_eventView->selectedBoard();
  dialog.boardChooser()->choose(round, board);
  if (dialog.exec() == QDialog::Accepted) applyAction(dialog.action(), dialog.windowTitle());
}

void MainWindow::sealMove() {
  const auto* section = m_document->storedSection();
  if (section == nullptr) return;
  SealDialog dialog(*section, this);
  const auto [round, board] = m_eventView->selectedBoard();
  dialog.boardChooser()->choose(round, board);
  if (dialog.exec() == QDialog::Accepted) applyAction(dialog.action(), dialog.windowTitle());
}

void MainWindow::unsealEnvelope() {
  const auto* section = m_document->storedSection();
  if (section == nullptr) return;
  UnsealDialog dialog(*m_document, *section, this);
  if (!dialog.hasEnvelopes()) {
    QMessageBox::information(this, dialog.windowTitle(),
                             tr("No envelope of this section is waiting to be opened."));
    return;
  }
  if (dialog.exec() != QDialog::Accepted) return;
  const auto opened = m_document->openEnvelope(dialog.observed(), dialog.arbiterFinding(),
                                               dialog.clockCorrection());
  if (!opened) {
    QMessageBox::warning(this, dialog.windowTitle(), opened.error());
    return;
  }
  statusBar()->showMessage(tr("Envelope %1 opened: %2")
                               .arg(opened->applied.envelope ? opened->applied.envelope->id : 0)
                               .arg(resultWords(opened->result, false)),
                           8000);
}

int MainWindow::lastPairedRound() const {
  const auto* section = m_document->storedSection();
  return section ? static_cast<int>(section->rounds.size()) : 0;
}

void MainWindow::pairNextRound() {
  const auto proposal = m_document->proposeNextRound();
  if (!proposal) {
    QMessageBox::information(this, tr("Pair the next round"), proposal.error());
    return;
  }
  PairRoundDialog dialog(*m_document, *proposal, this);
  if (dialog.exec() != QDialog::Accepted) return;
  bool force = false;
  if (dialog.breaksAbsoluteCriterion()) {
    // C.04.3 C1-C4 are absolute: only the arbiter's decision overrides one,
    // and the audit log keeps what was overridden.
    const auto answer = QMessageBox::warning(
        this, tr("Pair the next round"),
        tr("%1\n\nStore this pairing anyway? The audit log keeps the criteria it breaks.")
            .arg(dialog.verdictLabel()->text()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) return;
    force = true;
  }
  if (const auto stored = m_document->storePairing(dialog.pairing(), force); !stored)
    QMessageBox::warning(this, tr("Pair the next round"), stored.error());
}

void MainWindow::pairEverySection() {
  // Each section's next round by its own system, one transaction each; the
  // summary says what was paired and what was refused.
  const auto lines = m_document->pairEverySection();
  QMessageBox::information(this, tr("Pair every section"),
                           lines ? lines->join(QLatin1Char('\n')) : lines.error());
}

void MainWindow::startRound() {
  const int round = lastPairedRound();
  if (round == 0) return;
  // Laws 6.6: lateness counts from the moment the clocks are started.
  bool ok = false;
  const QString at = QInputDialog::getText(
      this, tr("Record the round's start"),
      tr("Round %1 started at (YYYY-MM-DD HH:MM):").arg(round), QLineEdit::Normal,
      QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")), &ok);
  if (ok)
    applyAction(tournament::StartRound{m_document->storedSection()->settings.name, round,
                                       at.trimmed().toStdString()},
                tr("Record the round's start"));
}

void MainWindow::publishRound() {
  const int round = lastPairedRound();
  if (round > 0 &&
      applyAction(tournament::PublishRound{m_document->storedSection()->settings.name, round},
                  tr("Publish the round")))
    statusBar()->showMessage(tr("Round %1 is marked as published (in the log).").arg(round), 8000);
}

void MainWindow::unpairRound() {
  const int round = lastPairedRound();
  if (round == 0) return;
  const auto* stored = m_document->storedSection()->round(round);
  const bool results = stored->hasResults();
  const auto answer = QMessageBox::question(
      this, tr("Unpair the last round"),
      results ? tr("Round %1 has results or incidents. Unpair it and discard them? (Undo "
                   "restores them.)")
                    .arg(round)
              : tr("Unpair round %1?").arg(round),
      QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
  if (answer == QMessageBox::Yes)
    applyAction(tournament::UnpairRound{m_document->storedSection()->settings.name, round, results},
                tr("Unpair the last round"));
}

void MainWindow::showLog() {
  auto* dialog = new LogDialog(*m_document, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
}

void MainWindow::showShortcuts() {
  ShortcutsDialog dialog(*menuBar(), this);
  dialog.exec();
}

void MainWindow::saveTrfAs() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Save TRF"), m_document->path(),
                                                    tr("TRF files (*.trf)"));
  if (path.isEmpty()) return;
  if (const auto failure = m_document->saveTrf(path))
    QMessageBox::warning(this, tr("Save TRF"), *failure);
}

void MainWindow::exportStandingsAs(StandingsFormat format) {
  const QString filter = format == StandingsFormat::Html  ? tr("HTML files (*.html)")
                         : format == StandingsFormat::Csv ? tr("CSV files (*.csv)")
                                                          : tr("PDF files (*.pdf)");
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Export standings"), QString(), filter);
  if (path.isEmpty()) return;
  try {
    if (const auto failure = exportStandings(m_document->published(), format, path))
      QMessageBox::warning(this, tr("Export standings"), *failure);
  } catch (const std::exception& e) {
    QMessageBox::critical(this, tr("Export standings"), QString::fromUtf8(e.what()));
  }
}

void MainWindow::exportPairingsAs(StandingsFormat format) {
  const int round = m_eventView->roundChooser()->value();
  const QString filter =
      format == StandingsFormat::Html ? tr("HTML files (*.html)") : tr("PDF files (*.pdf)");
  const QString path = QFileDialog::getSaveFileName(this, tr("Export pairings"), QString(), filter);
  if (path.isEmpty()) return;
  try {
    if (const auto failure = exportPairings(m_document->state(), round, format, path))
      QMessageBox::warning(this, tr("Export pairings"), *failure);
  } catch (const std::exception& e) {
    QMessageBox::critical(this, tr("Export pairings"), QString::fromUtf8(e.what()));
  }
}

QString MainWindow::documentName(reports::DocumentKind kind) {
  using K = reports::DocumentKind;
  switch (kind) {
    case K::StartList:
      return tr("&Start list...");
    case K::Pairings:
      return tr("&Pairings of the round (by board)...");
    case K::PairingsAlphabetical:
      return tr("Pairings of the round (&alphabetical)...");
    case K::ResultSlips:
      return tr("Result s&lips of the round...");
    case K::Standings:
      return tr("S&tandings...");
    case K::Categories:
      return tr("Cate&gory standings...");
    case K::Crosstable:
      return tr("&Crosstable...");
    case K::Ratings:
      return tr("&Rating report...");
    case K::Incidents:
      return tr("&Incident log of the round...");
    case K::EnvelopeLabels:
      return tr("&Envelope labels of the round...");
    case K::Final:
      return tr("&Final report...");
  }
  return {};
}

int MainWindow::documentRound(reports::DocumentKind kind) const {
  using K = reports::DocumentKind;
  const bool ofTheRound = kind == K::Pairings || kind == K::PairingsAlphabetical ||
                          kind == K::ResultSlips || kind == K::Incidents ||
                          kind == K::EnvelopeLabels;
  return ofTheRound ? m_eventView->roundChooser()->value() : 0;
}

void MainWindow::exportDocumentAs(reports::DocumentKind kind) {
  const QString title = plainMenuText(documentName(kind));
  const QString path = QFileDialog::getSaveFileName(this, title, QString(),
                                                    tr("PDF files (*.pdf);;HTML files (*.html)"));
  if (path.isEmpty()) return;
  if (const auto failure = m_document->exportDocument(kind, documentRound(kind), path))
    QMessageBox::warning(this, title, *failure);
  else
    statusBar()->showMessage(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::printDocument() {
  // The documents of File > Documents, then the print dialog on the paper
  // and margins of the document's PDF.
  QStringList names;
  for (const auto& [kind, action] : m_documentActions) names << plainMenuText(documentName(kind));
  bool chosen = false;
  const QString name = QInputDialog::getItem(this, tr("Print a document"), tr("&Document:"), names,
                                             0, false, &chosen);
  if (!chosen) return;
  const auto kind = m_documentActions[static_cast<std::size_t>(names.indexOf(name))].first;
  QPrinter printer(QPrinter::HighResolution);
  printer.setPageLayout(EventDocument::documentLayout(kind));
  printer.setDocName(name);
  QPrintDialog dialog(&printer, this);
  if (dialog.exec() != QDialog::Accepted) return;
  if (const auto failure = m_document->printDocument(kind, documentRound(kind), printer))
    QMessageBox::warning(this, name, *failure);
  else
    statusBar()->showMessage(tr("Printed %1.").arg(name), 5000);
}

void MainWindow::showClaimDialog() {
  auto* dialog = new ClaimDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  if (const auto* section = m_document->storedSection()) {
    dialog->presetSection(section->settings);
    dialog->recordAtBoards(*section, [this](int round, int board, const ClaimAnswer& answer) {
      const auto recorded =
          m_document->recordDrawClaim(round, board, answer.record, answer.claim.request);
      if (!recorded) return recorded.error();
      return recorded->incident ? incidentText(*recorded->incident) : QString();
    });
  }
  dialog->show();
}

void MainWindow::showLiveSite() {
  const bool served = m_liveSite->isRunning() && m_liveSite->path() == m_document->path() &&
                      m_liveSite->section() == m_document->section();
  if (!served && m_document->isEventFile()) {
    if (const auto failure = m_liveSite->start(m_document->path(), m_document->section())) {
      QMessageBox::warning(this, plainMenuText(m_liveSiteAction->text()), *failure);
      return;
    }
  }
  if (m_liveSiteDialog == nullptr) m_liveSiteDialog = new LiveSiteDialog(*m_liveSite, this);
  m_liveSiteDialog->show();
  m_liveSiteDialog->raise();
  m_liveSiteDialog->activateWindow();
}

void MainWindow::showManual() {
  const auto folder = service::manualFolder(QCoreApplication::applicationDirPath().toStdString());
  if (folder.empty()) {
    QMessageBox::information(this, tr("User manual"),
                             tr("The user manual is not installed beside the program."));
    return;
  }
  const auto page = service::manualPage(folder, m_language.current().toStdString());
  QDesktopServices::openUrl(QUrl::fromLocalFile(QString::fromStdString(page.string())));
}

void MainWindow::showAbout() {
  const auto version =
      QString::fromUtf8(arbiterVersion().data(), static_cast<qsizetype>(arbiterVersion().size()));
  QMessageBox::about(this, tr("About Arbiter"),
                     tr("Arbiter manages chess tournaments: pairings, results, "
                        "standings and the arbiter's records, checked against the Laws of Chess.") +
                         QStringLiteral("\n\n") + tr("Version %1").arg(version));
}

}  // namespace gui
