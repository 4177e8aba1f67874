// SPDX-License-Identifier: MIT
#include "app/gui/views/player_commands.h"

#include "app/gui/dialogs/byes_dialog.h"
#include "app/gui/dialogs/lot_dialog.h"
#include "app/gui/dialogs/working_dialog.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/gui_standings.h"
#include "app/gui/text/event_file_text.h"
#include "app/gui/views/event_view.h"
#include "app/service/lot_draw.h"

#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>

namespace gui {

PlayerCommands::PlayerCommands(EventDocument& document, EventView& view, QWidget& window,
                               Apply apply, QMenu& players)
    : QObject(&window),
      m_document(document),
      m_view(view),
      m_window(window),
      m_apply(std::move(apply)) {
  players.addSeparator();
  m_byes = players.addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_B), this,
                             &PlayerCommands::showByes);
  m_lot = players.addAction(QString(), this, &PlayerCommands::drawLots);
  m_working = players.addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), this,
                                &PlayerCommands::showWorking);
  connect(m_view.standingsView(), &QTableView::activated, m_working, &QAction::trigger);
}

void PlayerCommands::retranslate() {
  m_byes->setText(tr("Requested &byes of the player..."));
  m_lot->setText(tr("Draw the numbers by &lot (round robin)..."));
  m_working->setText(tr("How the &tie-breaks of the player are made..."));
}

void PlayerCommands::setEventFile(bool eventFile) {
  m_byes->setEnabled(eventFile);
  m_lot->setEnabled(eventFile);
  m_working->setEnabled(m_document.isOpen());
}

void PlayerCommands::showByes() {
  const auto* section = m_document.storedSection();
  if (section == nullptr || section->players.empty()) {
    QMessageBox::information(&m_window, tr("Requested byes"),
                             tr("No player is registered in this section."));
    return;
  }
  ByesDialog dialog(m_document, m_view.selectedPlayer(), m_apply, &m_window);
  dialog.exec();
}

void PlayerCommands::drawLots() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const QString title = tr("Draw the numbers by lot");
  if (const auto refusal = service::lotRefusal(*m_document.storedEvent(), *section)) {
    QMessageBox::warning(&m_window, title, actionErrorText(*refusal));
    return;
  }
  LotDialog dialog(*section, m_lotSeed.value_or(service::randomSeed()), &m_window);
  if (dialog.exec() == QDialog::Accepted) m_apply(dialog.action(), title);
}

void PlayerCommands::showWorking() {
  const QString title = tr("How the tie-breaks are made");
  const bool inStandings = m_view.currentWidget() == m_view.standingsView()->parentWidget();
  const int player = inStandings ? m_view.standingsPlayer() : m_view.selectedPlayer();
  if (player <= 0) {
    QMessageBox::information(&m_window, title,
                             tr("Select a player in the Standings or the Players tab."));
    return;
  }
  const auto published = m_document.published();
  const int chosen = std::max(0, m_view.afterRoundChooser()->currentData().toInt());
  const auto table = gui::standingsTable(published, chosen);
  if (!table) {
    QMessageBox::information(&m_window, title, table.error());
    return;
  }
  WorkingDialog dialog(published, table->rounds, player, &m_window);
  dialog.exec();
}

}  // namespace gui
