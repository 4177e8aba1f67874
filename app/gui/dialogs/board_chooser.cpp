// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/board_chooser.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

BoardChooser::BoardChooser(const tournament::Section& section, QWidget* parent)
    : QWidget(parent), m_section(section) {
  m_roundLabel = new QLabel;
  m_boardLabel = new QLabel;
  m_round = new QSpinBox;
  m_board = new QSpinBox;
  m_round->setObjectName(QStringLiteral("incidentRound"));
  m_board->setObjectName(QStringLiteral("incidentBoard"));
  m_roundLabel->setBuddy(m_round);
  m_boardLabel->setBuddy(m_board);
  const int rounds = static_cast<int>(section.rounds.size());
  m_round->setRange(rounds > 0 ? 1 : 0, rounds);
  m_round->setValue(rounds);
  m_players = new QLabel;
  m_players->setWordWrap(true);
  auto* row = new QHBoxLayout;
  row->addWidget(m_roundLabel);
  row->addWidget(m_round);
  row->addWidget(m_boardLabel);
  row->addWidget(m_board);
  row->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(row);
  layout->addWidget(m_players);
  connect(m_round, &QSpinBox::valueChanged, this, &BoardChooser::update);
  connect(m_board, &QSpinBox::valueChanged, this, &BoardChooser::update);
  m_roundLabel->setText(tr("&Round:"));
  m_boardLabel->setText(tr("&Board:"));
  update();
}

void BoardChooser::choose(int round, int board) {
  if (round < m_round->minimum() || round > m_round->maximum()) return;
  m_round->setValue(round);
  if (board >= m_board->minimum() && board <= m_board->maximum()) m_board->setValue(board);
}

int BoardChooser::round() const { return m_round->value(); }
int BoardChooser::board() const { return m_board->value(); }

const tournament::Board* BoardChooser::chosenBoard() const {
  const auto* stored = m_section.round(round());
  return stored ? stored->board(board()) : nullptr;
}

void BoardChooser::update() {
  const auto* stored = m_section.round(round());
  int highest = 0;
  if (stored)
    for (const auto& b : stored->boards) highest = std::max(highest, b.number);
  {
    const QSignalBlocker blocker(m_board);
    m_board->setRange(highest > 0 ? 1 : 0, highest);
  }
  const auto* chosen = chosenBoard();
  const auto name = [this](int id) {
    const auto* p = m_section.player(id);
    return p ? QStringLiteral("%1 %2").arg(p->pairingNumber).arg(QString::fromStdString(p->name))
             : QString();
  };
  m_players->setText(chosen
                         ? tr("White: %1 — Black: %2").arg(name(chosen->white), name(chosen->black))
                         : tr("No such board in this round."));
  emit changed();
}

void BoardChooser::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    m_roundLabel->setText(tr("&Round:"));
    m_boardLabel->setText(tr("&Board:"));
    update();
  }
  QWidget::changeEvent(event);
}

}  // namespace gui
