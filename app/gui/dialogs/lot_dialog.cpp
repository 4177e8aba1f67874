// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/lot_dialog.h"

#include "app/service/lot_draw.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

namespace {
enum Column { NewNumberColumn, NameColumn, OldNumberColumn, ColumnCount };
}  // namespace

LotDialog::LotDialog(const tournament::Section& section, std::uint64_t seed, QWidget* parent)
    : QDialog(parent), m_section(section) {
  setWindowTitle(tr("Draw the numbers by lot"));
  auto* hint = new QLabel(
      tr("The players' numbers in the Berger tables of %1, drawn by lot before round 1 (C.05). "
         "The section keeps the numbers drawn: a player registered afterwards takes the next "
         "number (draw again to include him in the lot), and removing a player closes the gap.")
          .arg(QString::fromStdString(section.settings.name)),
      this);
  hint->setWordWrap(true);
  m_table = new QTableWidget(0, ColumnCount, this);
  m_table->setObjectName(QStringLiteral("drawTable"));
  m_table->setHorizontalHeaderLabels({tr("Number drawn"), tr("Name"), tr("Number before")});
  m_table->verticalHeader()->hide();
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_again = buttons->addButton(tr("&Draw again"), QDialogButtonBox::ActionRole);
  m_store = buttons->addButton(tr("&Store this draw"), QDialogButtonBox::AcceptRole);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(hint);
  layout->addWidget(m_table);
  layout->addWidget(buttons);
  connect(m_again, &QPushButton::clicked, this, [this] { draw(service::randomSeed()); });
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  draw(seed);
  // Every row in view up to 16 players (a round robin rarely has more).
  const int rows = std::min(m_table->rowCount(), 16);
  m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                            rows * m_table->verticalHeader()->defaultSectionSize() +
                            2 * m_table->frameWidth());
  const int width = fontMetrics().horizontalAdvance(QLatin1Char('M')) * 40;
  resize(width, std::max(sizeHint().height(), layout->totalHeightForWidth(width)));
}

void LotDialog::draw(std::uint64_t seed) {
  m_draw = service::numbersByLot(m_section, seed);
  m_table->setRowCount(static_cast<int>(m_draw.order.size()));
  for (int row = 0; row < m_table->rowCount(); ++row) {
    const int before = m_draw.order[static_cast<std::size_t>(row)];
    const auto* player = m_section.playerByNumber(before);
    const QString values[] = {QString::number(row + 1),
                              player ? QString::fromStdString(player->name) : QString(),
                              QString::number(before)};
    for (int column = 0; column < ColumnCount; ++column)
      m_table->setItem(row, column, new QTableWidgetItem(values[column]));
  }
}

}  // namespace gui
