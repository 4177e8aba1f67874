// SPDX-License-Identifier: MIT
#include "app/gui/main_window.h"

#include "app/gui/claim_dialog.h"
#include "app/gui/event_document.h"
#include "app/gui/event_view.h"
#include "app/gui/language.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSpinBox>
#include <QStatusBar>

namespace gui {

MainWindow::MainWindow(Language& language, QWidget* parent)
    : QMainWindow(parent), m_language(language) {
  setObjectName(QStringLiteral("mainWindow"));
  m_document = new EventDocument(this);
  m_eventView = new EventView(*m_document, this);
  setCentralWidget(m_eventView);
  createMenus();
  m_statusLabel = new QLabel(this);
  statusBar()->addWidget(m_statusLabel);
  connect(&m_language, &Language::changed, this, [this](const QString& code) {
    m_chineseAction->setChecked(code == QStringLiteral("zh_CN"));
    m_englishAction->setChecked(code == QStringLiteral("en"));
  });
  connect(m_document, &EventDocument::changed, this, &MainWindow::updateStatus);
  m_chineseAction->setChecked(m_language.current() == QStringLiteral("zh_CN"));
  m_englishAction->setChecked(m_language.current() != QStringLiteral("zh_CN"));
  resize(1024, 700);
  retranslate();
}

void MainWindow::createMenus() {
  m_fileMenu = menuBar()->addMenu(QString());
  m_openAction = m_fileMenu->addAction(QString(), QKeySequence::Open, this, &MainWindow::openTrf);
  m_openEventAction = m_fileMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                                            &MainWindow::openEventFile);
  m_sectionAction = m_fileMenu->addAction(QString(), this, &MainWindow::chooseSection);
  m_saveAction =
      m_fileMenu->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveTrfAs);
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
  m_fileMenu->addSeparator();
  m_quitAction = m_fileMenu->addAction(QString(), QKeySequence::Quit, qApp, &QApplication::quit);

  m_editMenu = menuBar()->addMenu(QString());
  m_undoAction =
      m_editMenu->addAction(QString(), QKeySequence::Undo, this, &MainWindow::undoLastAction);

  m_toolsMenu = menuBar()->addMenu(QString());
  m_claimAction = m_toolsMenu->addAction(QString(), this, &MainWindow::showClaimDialog);

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
  m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
  setWindowTitle(tr("Arbiter — chess tournament manager"));
  m_fileMenu->setTitle(tr("&File"));
  m_openAction->setText(tr("&Open TRF..."));
  m_openEventAction->setText(tr("Open e&vent file..."));
  m_sectionAction->setText(tr("Show another &section..."));
  m_saveAction->setText(tr("Save TRF &as..."));
  m_exportMenu->setTitle(tr("&Export standings"));
  m_exportHtmlAction->setText(tr("As &HTML..."));
  m_exportCsvAction->setText(tr("As &CSV..."));
  m_exportPdfAction->setText(tr("As &PDF..."));
  m_pairingsMenu->setTitle(tr("Export &pairings of the round"));
  m_pairingsHtmlAction->setText(tr("As &HTML..."));
  m_pairingsPdfAction->setText(tr("As &PDF..."));
  m_quitAction->setText(tr("&Quit"));
  m_editMenu->setTitle(tr("&Edit"));
  m_undoAction->setText(tr("&Undo the last action"));
  m_toolsMenu->setTitle(tr("&Tools"));
  m_claimAction->setText(tr("Check a &draw claim..."));
  m_languageMenu->setTitle(tr("&Language"));
  // Each language is named in its own script so that it can be found.
  m_chineseAction->setText(QStringLiteral("中文"));
  m_englishAction->setText(QStringLiteral("English"));
  m_helpMenu->setTitle(tr("&Help"));
  m_aboutAction->setText(tr("&About Arbiter"));
  updateStatus();
}

void MainWindow::updateStatus() {
  const bool open = m_document->isOpen();
  m_saveAction->setEnabled(open);
  m_exportMenu->setEnabled(open);
  m_pairingsMenu->setEnabled(open);
  m_undoAction->setEnabled(m_document->isEventFile());
  m_sectionAction->setEnabled(m_document->sectionNames().size() > 1);
  const QString source =
      m_document->isEventFile()
          ? tr("%1, section %2")
                .arg(QFileInfo(m_document->path()).fileName(), m_document->section())
          : QFileInfo(m_document->path()).fileName();
  m_statusLabel->setText(open ? tr("%1 — %2 players, %3 rounds")
                                    .arg(source)
                                    .arg(m_document->state().players.size())
                                    .arg(m_document->state().roundsRecorded())
                              : tr("No event open"));
}

void MainWindow::openTrf() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open TRF"), QString(),
                                                    tr("TRF files (*.trf *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  if (const auto failure = m_document->openTrf(path))
    QMessageBox::warning(this, tr("Open TRF"), *failure);
}

void MainWindow::openEventFile() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open event file"), QString(), tr("Arbiter event files (*.arbiter);;All files (*)"));
  if (path.isEmpty()) return;
  if (const auto failure = m_document->openEvent(path)) {
    QMessageBox::warning(this, tr("Open event file"), *failure);
    return;
  }
  if (m_document->sectionNames().size() > 1) chooseSection();
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

void MainWindow::undoLastAction() {
  if (const auto failure = m_document->undoLastAction())
    QMessageBox::warning(this, tr("Undo"), *failure);
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
    if (const auto failure = exportStandings(m_document->state(), format, path))
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

void MainWindow::showClaimDialog() {
  auto* dialog = new ClaimDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
}

void MainWindow::showAbout() {
  QMessageBox::about(this, tr("About Arbiter"),
                     tr("Arbiter manages chess tournaments: pairings, results, "
                        "standings and the arbiter's records, checked against the Laws of Chess."));
}

}  // namespace gui
