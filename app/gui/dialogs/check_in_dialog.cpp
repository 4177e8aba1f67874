// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/check_in_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column { PresentColumn, NumberColumn, NameColumn, TitleColumn, RatingColumn, ColumnCount };

}  // namespace

CheckInDialog::CheckInDialog(const tournament::Section& section,
                             const service::NumbersSincePairing& moved, QWidget* parent)
    : QDialog(parent),
      m_section(section.settings.name),
      m_round(static_cast<int>(section.rounds.size()) + 1),
      m_sectionLimit(section.settings.withdrawAfterAbsences) {
  setWindowTitle(tr("Check-in for round %1").arg(m_round));
  for (const auto& player : section.players)
    if (player.availableIn(m_round)) m_numbers.push_back(player.pairingNumber);

  m_players = new QTableWidget(static_cast<int>(m_numbers.size()), ColumnCount, this);
  m_players->setHorizontalHeaderLabels(
      {tr("Present"), tr("No."), tr("Name"), tr("Title"), tr("Rating")});
  m_players->verticalHeader()->hide();
  m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_players->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_players->setSelectionMode(QAbstractItemView::SingleSelection);
  m_players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_players->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  for (int r = 0; r < m_players->rowCount(); ++r) {
    const auto* player = section.playerByNumber(m_numbers[static_cast<std::size_t>(r)]);
    auto* present = new QTableWidgetItem;
    present->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    present->setCheckState(Qt::Unchecked);
    m_players->setItem(r, PresentColumn, present);
    const QString values[] = {
        QString::number(player->pairingNumber), QString::fromStdString(player->name),
        QString::fromStdString(player->title),
        player->ratings.standard > 0 ? QString::number(player->ratings.standard) : QString()};
    for (int column = NumberColumn; column < ColumnCount; ++column)
      m_players->setItem(r, column, new QTableWidgetItem(values[column - NumberColumn]));
  }
  m_players->installEventFilter(this);
  if (m_players->rowCount() > 0) m_players->setCurrentCell(0, NameColumn);

  m_withdrawAfter = new QSpinBox(this);
  m_withdrawAfter->setRange(0, 99);
  m_withdrawAfter->setSpecialValueText(tr("never"));
  m_withdrawAfter->setSuffix(tr(" absence(s)"));
  // The section's rule (Section ▸ Prize table and check-in rule).
  m_withdrawAfter->setValue(section.settings.withdrawAfterAbsences);
  m_summary = new QLabel(this);
  m_summary->setWordWrap(true);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_record = m_buttons->addButton(tr("&Record the check-in"), QDialogButtonBox::AcceptRole);
  m_record->setAutoDefault(false);

  auto* form = new QFormLayout;
  form->addRow(tr("&Withdraw a player after:"), m_withdrawAfter);
  auto* layout = new QVBoxLayout(this);
  auto* hint = new QLabel(tr("Space marks the selected player present (or not) and moves to the "
                             "next. Every player not present gets a zero-point bye for round %1.")
                              .arg(m_round),
                          this);
  hint->setWordWrap(true);
  if (!moved.moved.empty()) {
    QStringList moves;
    for (const auto& move : moved.moved)
      moves << QStringLiteral("%1 → %2").arg(move.detail).arg(move.to);
    m_moved = new QLabel(tr("Pairing numbers changed since round %1 was paired: its printed sheets "
                            "show the old numbers. Old → new: %2.")
                             .arg(moved.round)
                             .arg(moves.join(QStringLiteral(", "))),
                         this);
    m_moved->setWordWrap(true);
    m_moved->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(m_moved);
  }
  layout->addWidget(hint);
  layout->addWidget(m_players);
  layout->addLayout(form);
  layout->addWidget(m_summary);
  layout->addWidget(m_buttons);
  connect(m_players, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
    if (item->column() == PresentColumn) showCount();
  });
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  showCount();
  resize(640, 560);
}

bool CheckInDialog::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_players && event->type() == QEvent::KeyPress &&
      static_cast<QKeyEvent*>(event)->key() == Qt::Key_Space) {
    const int row = m_players->currentRow();
    if (row >= 0) {
      auto* present = m_players->item(row, PresentColumn);
      present->setCheckState(present->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
      if (row + 1 < m_players->rowCount()) m_players->setCurrentCell(row + 1, NameColumn);
    }
    return true;
  }
  return QDialog::eventFilter(watched, event);
}

tournament::CheckIn CheckInDialog::action() const {
  tournament::CheckIn checkIn{m_section, m_round, {}, std::nullopt};
  // The section's rule stands unless another limit is chosen for this round.
  if (m_withdrawAfter->value() != m_sectionLimit)
    checkIn.withdrawAfterAbsences = m_withdrawAfter->value();
  for (int r = 0; r < m_players->rowCount(); ++r)
    if (m_players->item(r, PresentColumn)->checkState() == Qt::Checked)
      checkIn.present.push_back(m_numbers[static_cast<std::size_t>(r)]);
  return checkIn;
}

void CheckInDialog::showCount() {
  const int present = static_cast<int>(action().present.size());
  const int absent = m_players->rowCount() - present;
  m_summary->setText(tr("%1 present, %2 absent (a zero-point bye each).").arg(present).arg(absent));
}

}  // namespace gui
