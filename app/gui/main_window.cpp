// SPDX-License-Identifier: MIT
#include "app/gui/main_window.h"

#include "app/gui/language.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace gui {

MainWindow::MainWindow(Language& language, QWidget* parent)
    : QMainWindow(parent), m_language(language) {
  setObjectName(QStringLiteral("mainWindow"));
  createMenus();
  m_statusLabel = new QLabel(this);
  statusBar()->addWidget(m_statusLabel);
  connect(&m_language, &Language::changed, this, [this](const QString& code) {
    m_chineseAction->setChecked(code == QStringLiteral("zh_CN"));
    m_englishAction->setChecked(code == QStringLiteral("en"));
  });
  m_chineseAction->setChecked(m_language.current() == QStringLiteral("zh_CN"));
  m_englishAction->setChecked(m_language.current() != QStringLiteral("zh_CN"));
  resize(1024, 700);
  retranslate();
}

void MainWindow::createMenus() {
  m_fileMenu = menuBar()->addMenu(QString());
  m_quitAction = m_fileMenu->addAction(QString(), QKeySequence::Quit, qApp, &QApplication::quit);

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
  m_quitAction->setText(tr("&Quit"));
  m_languageMenu->setTitle(tr("&Language"));
  // Each language is named in its own script so that it can be found.
  m_chineseAction->setText(QStringLiteral("中文"));
  m_englishAction->setText(QStringLiteral("English"));
  m_helpMenu->setTitle(tr("&Help"));
  m_aboutAction->setText(tr("&About Arbiter"));
  m_statusLabel->setText(tr("No event open"));
}

void MainWindow::showAbout() {
  QMessageBox::about(this, tr("About Arbiter"),
                     tr("Arbiter manages chess tournaments: pairings, results, "
                        "standings and the arbiter's records, checked against the Laws of Chess."));
}

}  // namespace gui
