// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/rating_update_dialog.h"

#include "app/gui/text/toolkit_text.h"

#include <QBrush>
#include <QCheckBox>
#include <QColor>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column { NumberColumn, NameColumn, FieldColumn, BeforeColumn, AfterColumn, ColumnCount };

}  // namespace

RatingUpdateDialog::RatingUpdateDialog(const QString& listName, const tournament::Section& section,
                                       const interchange::ListUpdate& update, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Update ratings from %1").arg(listName));
  const int rows = static_cast<int>(update.changes.size() + update.notInList.size());
  m_changes = new QTableWidget(rows, ColumnCount, this);
  m_changes->setHorizontalHeaderLabels(
      {tr("No."), tr("Name"), tr("What changes"), tr("Now"), tr("From the list")});
  m_changes->verticalHeader()->hide();
  m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_changes->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_changes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_changes->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  int r = 0;
  const auto row = [&](int number, const QString& field, const QString& before,
                       const QString& after) {
    const auto* player = section.playerByNumber(number);
    const QString values[] = {QString::number(number),
                              player ? QString::fromStdString(player->name) : QString(), field,
                              before, after};
    for (int column = 0; column < ColumnCount; ++column)
      m_changes->setItem(r, column, new QTableWidgetItem(values[column]));
    ++r;
  };
  for (const auto& change : update.changes)
    row(change.pairingNumber, listFieldText(change.field),
        change.before.empty() ? QStringLiteral("-") : QString::fromStdString(change.before),
        QString::fromStdString(change.after));
  for (const int number : update.notInList) {
    row(number, tr("not in the list: unchanged"), QString(), QString());
    for (int column = 0; column < ColumnCount; ++column)
      m_changes->item(r - 1, column)->setBackground(QBrush(QColor(0xfff3cd)));  // amber
  }

  const int players = static_cast<int>(update.edits.size());
  m_summary = new QLabel(this);
  m_summary->setWordWrap(true);
  m_summary->setText(players == 0 ? tr("The list changes nothing for the registered players.")
                                  : tr("%n player(s) change; %1 not in the list.", nullptr, players)
                                        .arg(update.notInList.size()));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_apply = m_buttons->addButton(tr("&Apply the changes"), QDialogButtonBox::AcceptRole);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_changes);
  layout->addWidget(m_summary);
  const int paired = static_cast<int>(section.rounds.size());
  if (paired > 0) {
    // C.04.2 art. 2: the ratings the pairings used must not change silently.
    auto* warning = new QLabel(
        tr("%n round(s) have been paired with the ratings stored now: a new list is refused after "
           "round 1 unless you update anyway (the pairings are not changed).",
           nullptr, paired),
        this);
    warning->setWordWrap(true);
    warning->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_force = new QCheckBox(tr("Update &anyway"), this);
    layout->addWidget(warning);
    layout->addWidget(m_force);
    connect(m_force, &QCheckBox::toggled, this,
            [this, players](bool on) { m_apply->setEnabled(players > 0 && on); });
  }
  m_apply->setEnabled(players > 0 && paired == 0);
  layout->addWidget(m_buttons);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(760, 480);
}

bool RatingUpdateDialog::force() const { return m_force != nullptr && m_force->isChecked(); }

}  // namespace gui
