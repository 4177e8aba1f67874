// SPDX-License-Identifier: MIT
#include "app/gui/prizes_dialog.h"

#include "app/gui/toolkit_text.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column {
  CategoryColumn,
  PlaceColumn,
  NumberColumn,
  NameColumn,
  PrizeColumn,
  SharedColumn,
  ColumnCount
};

}  // namespace

PrizesDialog::PrizesDialog(const QString& tableName, const tournament::Section& section,
                           const service::PrizeList& list, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Prizes — %1").arg(tableName));
  const QString ties = list.table.tieRule == standings::PrizeTieRule::Shared
                           ? tr("players tied on points share the money of their places")
                       : list.table.tieRule == standings::PrizeTieRule::Hort
                           ? tr("ties: the Hort system (half by tie-break, half shared)")
                           : tr("ties are broken by the tie-breaks");
  const QString precedence = list.table.precedence == standings::PrizePrecedence::HigherPrize
                                 ? tr("one prize per player: the higher")
                                 : tr("one prize per player: the first in the table's order");
  m_heading = new QLabel(
      tr("Prize list after round %1; %2; %3.").arg(list.rounds).arg(ties, precedence), this);
  m_heading->setWordWrap(true);

  m_prizes = new QTableWidget(static_cast<int>(list.awards.size()), ColumnCount, this);
  m_prizes->setHorizontalHeaderLabels(
      {tr("Category"), tr("Place"), tr("No."), tr("Name"), tr("Prize"), tr("Shared by")});
  m_prizes->verticalHeader()->hide();
  m_prizes->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_prizes->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_prizes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_prizes->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  for (int r = 0; r < m_prizes->rowCount(); ++r) {
    const auto& award = list.awards[static_cast<std::size_t>(r)];
    const auto* player = section.playerByNumber(award.startNumber);
    QStringList prize;
    if (award.amount != 0) prize << amountText(award.amount);
    if (!award.item.empty()) prize << QString::fromStdString(award.item);
    const QString values[] = {QString::fromStdString(award.category),
                              QString::number(award.place),
                              QString::number(award.startNumber),
                              player ? QString::fromStdString(player->name) : QString(),
                              prize.join(QStringLiteral(" + ")),
                              award.sharedWith > 0 ? QString::number(award.sharedWith) : QString()};
    for (int column = 0; column < ColumnCount; ++column) {
      auto* item = new QTableWidgetItem(values[column]);
      if (column == PlaceColumn || column == NumberColumn || column == PrizeColumn ||
          column == SharedColumn)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      m_prizes->setItem(r, column, item);
    }
  }
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addWidget(m_prizes);
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(760, 480);
}

}  // namespace gui
