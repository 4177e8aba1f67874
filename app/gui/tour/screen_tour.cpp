// SPDX-License-Identifier: MIT
#include "app/gui/tour/screen_tour.h"

#include "app/gui/dialogs/import_players_dialog.h"
#include "app/gui/dialogs/live_site_dialog.h"
#include "app/gui/dialogs/lot_dialog.h"
#include "app/gui/dialogs/pair_round_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/gui_standings.h"
#include "app/gui/models/live_site.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/tour/toolkit_tour.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/player_commands.h"
#include "app/gui/views/round_view.h"
#include "app/gui/views/start_page.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTableView>
#include <QThread>
#include <QTimer>

namespace gui {
namespace {

// Lets the window system map and paint what was just shown.
void settle() {
  for (int i = 0; i < 5; ++i) {
    QApplication::processEvents();
    QThread::msleep(40);
  }
}

}  // namespace

ScreenTour::ScreenTour(MainWindow& window, Language& language, QString folder)
    : m_window(window), m_language(language), m_folder(std::move(folder)) {}

void ScreenTour::shoot(const QString& name) {
  settle();
  QWidget* target = QApplication::activeModalWidget();
  if (target == nullptr) target = QApplication::activePopupWidget();
  if (target == nullptr) target = &m_window;
  const QString path = QDir(m_folder).filePath(
      QStringLiteral("%1-%2-%3.png").arg(m_code).arg(++m_count, 2, 10, QLatin1Char('0')).arg(name));
  // The whole screen under a popup menu shows it where it opened; windows
  // and dialogs are grabbed alone.
  const QPixmap shot = QApplication::activePopupWidget() != nullptr
                           ? target->screen()->grabWindow(0)
                           : target->grab();
  if (shot.save(path)) m_written << path;
}

void ScreenTour::shootModal(const QString& name, const std::function<void()>& trigger) {
  // The dialog runs its own event loop: grab and close it from a timer.
  QTimer::singleShot(300, [this, name] {
    shoot(name);
    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
      box->reject();
      if (box->isVisible()) box->done(QMessageBox::No);
    } else if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
      dialog->reject();
    }
  });
  trigger();
  settle();
}

void ScreenTour::shootMenus() {
  int index = 0;
  for (QAction* top : m_window.menuBar()->actions()) {
    QMenu* menu = top->menu();
    if (menu == nullptr) continue;
    m_window.menuBar()->setActiveAction(top);
    settle();
    // Named by position: the same file name in both languages.
    shoot(QStringLiteral("menu-%1").arg(++index));
    menu->hide();
    m_window.menuBar()->setActiveAction(nullptr);
    settle();
  }
}

void ScreenTour::shootTabs(const QString& prefix) {
  EventView* view = m_window.eventView();
  const char* names[] = {"players", "round", "standings", "crosstable"};
  for (int tab = 0; tab < view->count(); ++tab) {
    view->setCurrentIndex(tab);
    shoot(QStringLiteral("%1-%2").arg(prefix, QString::fromLatin1(names[std::min(tab, 3)])));
  }
  // The round in progress as it stands (provisional), when there is one.
  if (QComboBox* after = view->afterRoundChooser(); after->findData(ProvisionalRound) >= 0) {
    view->setCurrentIndex(2);
    after->setCurrentIndex(after->findData(ProvisionalRound));
    shoot(prefix + QStringLiteral("-standings-provisional"));
    after->setCurrentIndex(0);
  }
  // A long name elided, with its tooltip.
  view->setCurrentIndex(0);
}

void ScreenTour::shootDialogs() {
  const auto action = [](QAction* a) { return [a] { a->trigger(); }; };
  // Qt's own file dialog, in the event file's folder, with its details.
  shootModal(QStringLiteral("dialog-file"), [this] {
    QFileDialog dialog(&m_window, QString(), QFileInfo(m_window.document().path()).absolutePath());
    dialog.setViewMode(QFileDialog::Detail);
    dialog.exec();
  });
  shootModal(QStringLiteral("dialog-new-event"), action(m_window.newEventAction()));
  shootModal(QStringLiteral("dialog-section-settings"), action(m_window.sectionSettingsAction()));
  shootModal(QStringLiteral("dialog-add-section"), action(m_window.addSectionAction()));
  shootModal(QStringLiteral("dialog-register-player"), action(m_window.registerPlayerAction()));
  m_window.eventView()->playersView()->setCurrentIndex(
      m_window.eventView()->playersView()->model()->index(0, 2));
  shootModal(QStringLiteral("dialog-edit-player"), action(m_window.editPlayerAction()));
  shootModal(QStringLiteral("dialog-withdraw-player"), action(m_window.withdrawPlayerAction()));
  shootModal(QStringLiteral("dialog-remove-player"), action(m_window.removePlayerAction()));
  // The incident dialogs and the seal start on the board selected in the
  // Round tab: the third board of the round shown.
  if (RoundView* round = m_window.eventView()->roundView(); round->model()->rowCount() > 2)
    round->setCurrentIndex(round->model()->index(2, 0));
  shootModal(QStringLiteral("dialog-late-arrival"), action(m_window.lateArrivalAction()));
  shootModal(QStringLiteral("dialog-penalty"), action(m_window.penaltyAction()));
  shootModal(QStringLiteral("dialog-illegal-move"), action(m_window.illegalMoveAction()));
  shootModal(QStringLiteral("dialog-flag"), action(m_window.flagAction()));
  shootModal(QStringLiteral("dialog-defective-clock"), action(m_window.defectiveClockAction()));
  shootModal(QStringLiteral("dialog-irregular-position"),
             action(m_window.irregularPositionAction()));
  PlayerCommands& players = m_window.playerCommands();
  // From the standings: the player selected there (the second).
  m_window.eventView()->setCurrentIndex(2);
  if (QTableView* standings = m_window.eventView()->standingsView();
      standings->model()->rowCount() > 1)
    standings->setCurrentIndex(standings->model()->index(1, 0));
  shootModal(QStringLiteral("dialog-requested-byes"), action(players.byesAction()));
  m_window.eventView()->setCurrentIndex(0);
  // A Swiss: the lot is refused with the domain's reason (C.05).
  shootModal(QStringLiteral("dialog-draw-lots"), action(players.lotAction()));
  // The working of the first player's tie-breaks after round 2 (the demo's
  // round 3 has an adjourned game: no current standings).
  if (QComboBox* after = m_window.eventView()->afterRoundChooser(); after->findData(2) >= 0)
    after->setCurrentIndex(after->findData(2));
  m_window.eventView()->setCurrentIndex(0);
  shootModal(QStringLiteral("dialog-tiebreak-working"), action(players.workingAction()));
  m_window.eventView()->afterRoundChooser()->setCurrentIndex(0);  // the last complete round
  shootModal(QStringLiteral("dialog-seal"), action(m_window.sealAction()));
  shootModal(QStringLiteral("dialog-unseal"), action(m_window.unsealAction()));
  shootModal(QStringLiteral("dialog-pair-next-round"), action(m_window.pairNextRoundAction()));
  shootModal(QStringLiteral("dialog-pair-explained"), [this] {
    QTimer::singleShot(100, [] {
      if (auto* dialog = qobject_cast<PairRoundDialog*>(QApplication::activeModalWidget()))
        dialog->explainButton()->click();
    });
    m_window.pairNextRoundAction()->trigger();
  });
  shootModal(QStringLiteral("dialog-print-document"), action(m_window.printAction()));
  // The import preview of a small list: the first registered player again
  // (skipped) and two new ones, written beside the screenshots.
  if (const auto* section = m_window.document().storedSection();
      section != nullptr && !section->players.empty()) {
    const QString list = QDir(m_folder).filePath(QStringLiteral("import-preview.csv"));
    QFile file(list);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
      file.write(QStringLiteral("name,rating,title,federation\n\"%1\",%2,,\n"
                                "刘思远,1750,,CHN\nHansen; Erik,1688,,NOR\n")
                     .arg(QString::fromStdString(section->players.front().name))
                     .arg(section->players.front().ratings.standard)
                     .toUtf8());
      file.close();
      if (auto rows = m_window.document().previewImport(list)) {
        shootModal(QStringLiteral("dialog-import-players"), [this, &rows] {
          ImportPlayersDialog dialog(QStringLiteral("import-preview.csv"), std::move(*rows),
                                     &m_window);
          dialog.exec();
        });
      }
      QFile::remove(list);
    }
  }
  shootToolkitDialogs(m_window, m_folder, [this](const QString& name, const auto& trigger) {
    shootModal(name, trigger);
  });
  shootModal(QStringLiteral("dialog-undo"), action(m_window.undoAction()));
  shootModal(QStringLiteral("dialog-arbiter-on-duty"), action(m_window.arbiterOnDutyAction()));
  shootModal(QStringLiteral("dialog-shortcuts"), action(m_window.shortcutsAction()));
  // Modeless windows: the log and the claim checker.
  m_window.logAction()->trigger();
  settle();
  for (QWidget* top : QApplication::topLevelWidgets())
    if (top->objectName() == QStringLiteral("logDialog") && top->isVisible()) {
      top->activateWindow();
      settle();
      const QString path = QDir(m_folder).filePath(QStringLiteral("%1-%2-dialog-log.png")
                                                       .arg(m_code)
                                                       .arg(++m_count, 2, 10, QLatin1Char('0')));
      if (top->grab().save(path)) m_written << path;
      top->close();
    }
  // The live site and hall screen the desk serves (stopped afterwards).
  m_window.liveSiteAction()->trigger();
  settle();
  if (QWidget* live = m_window.liveSiteDialog(); live != nullptr && live->isVisible()) {
    const QString path = QDir(m_folder).filePath(QStringLiteral("%1-%2-dialog-live-site.png")
                                                     .arg(m_code)
                                                     .arg(++m_count, 2, 10, QLatin1Char('0')));
    if (live->grab().save(path)) m_written << path;
    live->close();
  }
  m_window.liveSite().stop();
  // Typing over a result asks first.
  EventView* view = m_window.eventView();
  view->setCurrentIndex(1);
  RoundView* round = view->roundView();
  for (int row = 0; row < round->model()->rowCount(); ++row) {
    const QString result = round->model()->index(row, 3).data().toString();
    if (result != QStringLiteral("*") && !result.isEmpty()) {
      round->setCurrentIndex(round->model()->index(row, 0));
      shootModal(QStringLiteral("dialog-replace-result"), [round] {
        round->model()->setData(round->model()->index(round->currentIndex().row(), 3),
                                QStringLiteral("="));
      });
      break;
    }
  }
}

void ScreenTour::shootRoundRobin() {
  EventDocument& document = m_window.document();
  const auto* event = document.storedEvent();
  if (event == nullptr) return;
  QString name;
  for (const auto& section : event->sections)
    if (section.settings.pairing == tournament::PairingSystem::RoundRobin) {
      name = QString::fromStdString(section.settings.name);
      break;
    }
  if (name.isEmpty() || document.selectSection(name)) return;
  settle();
  shootTabs(QStringLiteral("rr-tab"));
  shootModal(QStringLiteral("rr-dialog-section-settings"),
             [this] { m_window.sectionSettingsAction()->trigger(); });
  // The lot as its dialog shows it before round 1 (C.05). The demo's round
  // robin has played three rounds, so the Players menu refuses a new draw;
  // the dialog is opened on the section's players directly, as the import
  // preview is, and closed without storing.
  const tournament::Section shown = *document.storedSection();
  shootModal(QStringLiteral("rr-dialog-draw-lots"), [this, &shown] {
    LotDialog dialog(shown, 2026, &m_window);
    dialog.exec();
  });
}

QStringList ScreenTour::run(const QString& code, const QString& eventFile) {
  m_code = code;
  m_count = 0;
  m_written.clear();
  QDir().mkpath(m_folder);
  m_language.apply(code);
  m_window.show();
  m_window.raise();
  m_window.activateWindow();
  if (!eventFile.isEmpty()) RecentFiles::add(eventFile);
  m_window.startPage()->reload();
  shoot(QStringLiteral("start-page"));
  bool opened = false;
  // An event of several sections asks which to show: shot, and closed on
  // the first (the demo's Swiss).
  if (!eventFile.isEmpty())
    shootModal(QStringLiteral("dialog-choose-section"),
               [this, &opened, &eventFile] { opened = m_window.openPath(eventFile); });
  if (opened) {
    shootTabs(QStringLiteral("tab"));
    shootMenus();
    shootDialogs();
    shootRoundRobin();
  }
  return m_written;
}

}  // namespace gui
