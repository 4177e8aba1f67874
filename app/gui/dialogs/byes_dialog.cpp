// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/byes_dialog.h"

#include "app/gui/models/event_document.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

namespace {

QString byeKindText(tournament::ByeKind kind) {
  switch (kind) {
    case tournament::ByeKind::HalfPoint:
      return ByesDialog::tr("half-point bye");
    case tournament::ByeKind::FullPoint:
      return ByesDialog::tr("full-point bye");
    case tournament::ByeKind::ZeroPoint:
    case tournament::ByeKind::PairingAllocated:
      break;
  }
  return ByesDialog::tr("zero-point bye");
}

}  // namespace

ByesDialog::ByesDialog(EventDocument& document, int pairingNumber, Apply apply, QWidget* parent)
    : QDialog(parent), m_document(document), m_player(pairingNumber), m_apply(std::move(apply)) {
  setWindowTitle(tr("Requested byes"));
  m_playerChooser = new QComboBox(this);
  m_playerChooser->setObjectName(QStringLiteral("byePlayer"));
  if (const auto* section = m_document.storedSection())
    for (const auto& player : section->players)
      m_playerChooser->addItem(QStringLiteral("%1  %2")
                                   .arg(player.pairingNumber)
                                   .arg(QString::fromStdString(player.name)),
                               player.pairingNumber);
  m_playerChooser->setCurrentIndex(std::max(0, m_playerChooser->findData(pairingNumber)));
  m_player = m_playerChooser->currentData().toInt();
  auto* playerLabel = new QLabel(tr("&Player:"), this);
  playerLabel->setBuddy(m_playerChooser);
  auto* playerRow = new QHBoxLayout;
  playerRow->addWidget(playerLabel);
  playerRow->addWidget(m_playerChooser, 1);
  connect(m_playerChooser, &QComboBox::activated, this, [this] {
    m_player = m_playerChooser->currentData().toInt();
    showByes();
  });
  m_heading = new QLabel(this);
  m_heading->setWordWrap(true);
  m_byes = new QTableWidget(0, 2, this);
  m_byes->setObjectName(QStringLiteral("byesTable"));
  m_byes->setHorizontalHeaderLabels({tr("Round"), tr("Bye")});
  m_byes->verticalHeader()->hide();
  m_byes->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_byes->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_byes->setSelectionMode(QAbstractItemView::SingleSelection);
  m_byes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  m_byes->horizontalHeader()->setStretchLastSection(true);
  m_cancel = new QPushButton(tr("&Cancel the selected bye"), this);
  m_cancel->setAutoDefault(false);

  m_round = new QSpinBox(this);
  m_kind = new QComboBox(this);
  m_kind->addItem(tr("half-point bye"), static_cast<int>(tournament::ByeKind::HalfPoint));
  m_kind->addItem(tr("zero-point bye"), static_cast<int>(tournament::ByeKind::ZeroPoint));
  m_request = new QPushButton(tr("&Request the bye"), this);
  m_request->setAutoDefault(false);
  auto* form = new QFormLayout;
  form->addRow(tr("R&ound:"), m_round);
  form->addRow(tr("&Kind:"), m_kind);
  form->addRow(QString(), m_request);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(playerRow);
  layout->addWidget(m_heading);
  layout->addWidget(m_byes);
  layout->addWidget(m_cancel, 0, Qt::AlignLeft);
  layout->addLayout(form);
  layout->addWidget(buttons);
  connect(m_request, &QPushButton::clicked, this, &ByesDialog::request);
  connect(m_cancel, &QPushButton::clicked, this, &ByesDialog::cancelSelected);
  connect(m_byes, &QTableWidget::itemSelectionChanged, this,
          [this] { m_cancel->setEnabled(m_byes->currentRow() >= 0); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  showByes();
  m_round->setFocus();
  const QFontMetrics metrics = fontMetrics();
  resize(metrics.horizontalAdvance(QLatin1Char('M')) * 34, metrics.height() * 22);
}

void ByesDialog::showByes() {
  const auto* section = m_document.storedSection();
  const auto* player = section ? section->playerByNumber(m_player) : nullptr;
  if (player == nullptr) return;
  // C.04.2 3.3: a bye is requested for a round not yet paired.
  const int next = static_cast<int>(section->rounds.size()) + 1;
  const int last = std::max(next, section->settings.rounds);
  m_heading->setText(tr("%1 (%2): byes requested for the rounds not yet paired (%3 to %4).")
                         .arg(QString::fromStdString(player->name))
                         .arg(m_player)
                         .arg(next)
                         .arg(last));
  m_round->setRange(next, last);
  m_byes->setRowCount(0);
  for (const auto& bye : player->requestedByes) {
    if (bye.round < next) continue;
    const int row = m_byes->rowCount();
    m_byes->insertRow(row);
    auto* round = new QTableWidgetItem(QString::number(bye.round));
    round->setData(Qt::UserRole, bye.round);
    m_byes->setItem(row, 0, round);
    m_byes->setItem(row, 1, new QTableWidgetItem(byeKindText(bye.kind)));
  }
  m_cancel->setEnabled(m_byes->currentRow() >= 0);
}

void ByesDialog::request() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const auto kind = static_cast<tournament::ByeKind>(m_kind->currentData().toInt());
  m_apply(tournament::RequestBye{section->settings.name, m_player, m_round->value(), kind, false},
          windowTitle());
  showByes();
}

void ByesDialog::cancelSelected() {
  const auto* section = m_document.storedSection();
  const int row = m_byes->currentRow();
  if (section == nullptr || row < 0) return;
  const int round = m_byes->item(row, 0)->data(Qt::UserRole).toInt();
  m_apply(tournament::RequestBye{section->settings.name, m_player, round,
                                 tournament::ByeKind::ZeroPoint, true},
          windowTitle());
  showByes();
}

}  // namespace gui
