// SPDX-License-Identifier: MIT
#include "app/gui/event_view.h"

#include "app/gui/event_document.h"
#include "app/gui/gui_standings.h"
#include "app/gui/players_model.h"
#include "app/gui/round_model.h"
#include "app/gui/round_view.h"
#include "app/gui/standings_model.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace gui {

EventView::EventView(EventDocument& document, QWidget* parent)
    : QTabWidget(parent), m_document(document) {
  setObjectName(QStringLiteral("eventView"));
  m_players = new PlayersModel(this);
  m_playersView = new QTableView;
  m_playersView->setModel(m_players);
  m_playersView->verticalHeader()->hide();
  m_playersView->horizontalHeader()->setStretchLastSection(true);
  addTab(m_playersView, QString());

  auto* roundPage = new QWidget;
  auto* roundLayout = new QVBoxLayout(roundPage);
  auto* chooser = new QHBoxLayout;
  m_roundLabel = new QLabel;
  m_round = new QSpinBox;
  m_round->setObjectName(QStringLiteral("roundChooser"));
  m_roundLabel->setBuddy(m_round);
  chooser->addWidget(m_roundLabel);
  chooser->addWidget(m_round);
  chooser->addStretch();
  roundLayout->addLayout(chooser);
  m_roundModel = new RoundModel(this);
  m_roundView = new RoundView;
  m_roundView->setModel(m_roundModel);
  roundLayout->addWidget(m_roundView);
  m_roundHint = new QLabel;
  m_roundHint->setWordWrap(true);
  roundLayout->addWidget(m_roundHint);
  addTab(roundPage, QString());

  auto* standingsPage = new QWidget;
  auto* standingsLayout = new QVBoxLayout(standingsPage);
  m_standings = new StandingsModel(this);
  m_standingsView = new QTableView;
  m_standingsView->setModel(m_standings);
  m_standingsView->verticalHeader()->hide();
  m_standingsNotice = new QLabel;
  standingsLayout->addWidget(m_standingsNotice);
  standingsLayout->addWidget(m_standingsView);
  addTab(standingsPage, QString());

  connect(&m_document, &EventDocument::changed, this, &EventView::reload);
  connect(m_round, &QSpinBox::valueChanged, this, &EventView::showRound);
  connect(m_roundModel, &RoundModel::resultEntered, this,
          [this](int round, const reports::BoardPairing& board) {
            if (const auto refused = m_document.recordResult(round, board)) {
              QMessageBox::warning(this, tr("Result not recorded"), *refused);
              showRound(round);
            }
          });
  retranslate();
  reload();
}

void EventView::reload() {
  const auto& state = m_document.state();
  m_players->setState(state);
  const int rounds = state.roundsRecorded();
  const QSignalBlocker blocker(m_round);
  const int shown = m_round->value();
  m_round->setRange(rounds > 0 ? 1 : 0, rounds);
  m_round->setValue(shown >= 1 && shown <= rounds ? shown : rounds);
  // Keep the cursor on the board being entered while results come in.
  const QModelIndex current = m_roundView->currentIndex();
  m_roundModel->setRound(state, m_round->value());
  if (current.isValid() && current.row() < m_roundModel->rowCount())
    m_roundView->setCurrentIndex(m_roundModel->index(current.row(), current.column()));
  const auto table = standingsTable(state);
  if (table) {
    m_standings->setTable(*table);
    m_standingsNotice->clear();
  } else {
    m_standings->setTable({});
    m_standingsNotice->setText(table.error());
  }
  m_standingsNotice->setVisible(!table);
  for (QTableView* view : {m_playersView, static_cast<QTableView*>(m_roundView), m_standingsView})
    view->resizeColumnsToContents();
}

void EventView::showRound(int round) {
  m_roundModel->setRound(m_document.state(), round);
  m_roundView->setCurrentIndex(m_roundModel->index(0, 0));
}

void EventView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    reload();
  }
  QTabWidget::changeEvent(event);
}

void EventView::retranslate() {
  setTabText(0, tr("Players"));
  setTabText(1, tr("Round"));
  setTabText(2, tr("Standings"));
  m_roundLabel->setText(tr("&Round:"));
  m_roundHint->setText(
      tr("Type a result on a board: 1 White wins, = draw, 0 Black wins, "
         "+ or - forfeit, * double forfeit, W D L the same in a game of less than one move "
         "(not rated), Space to clear."));
  m_players->retranslate();
  m_roundModel->retranslate();
  m_standings->retranslate();
}

}  // namespace gui
