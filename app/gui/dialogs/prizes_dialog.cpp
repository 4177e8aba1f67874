// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/prizes_dialog.h"

#include "app/gui/models/report_export.h"
#include "app/gui/text/report_labels.h"
#include "app/pdf/pdf_document.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
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

PrizesDialog::PrizesDialog(const QString& tableName, std::string title,
                           const tournament::Section& section, const service::PrizeList& list,
                           QWidget* parent)
    : QDialog(parent),
      m_title(std::move(title)),
      m_rounds(list.rounds),
      m_lines(reports::prizeListLines(section, list.awards, list.clubAwards)) {
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

  m_prizes = new QTableWidget(static_cast<int>(m_lines.size()), ColumnCount, this);
  m_prizes->setHorizontalHeaderLabels(
      {tr("Category"), tr("Place"), tr("No."), tr("Name"), tr("Prize"), tr("Shared by")});
  m_prizes->verticalHeader()->hide();
  m_prizes->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_prizes->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_prizes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_prizes->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  for (int r = 0; r < m_prizes->rowCount(); ++r) {
    const auto& line = m_lines[static_cast<std::size_t>(r)];
    QStringList prize;
    if (line.amount != 0) prize << QString::fromStdString(reports::amountText(line.amount));
    if (!line.item.empty()) prize << QString::fromStdString(line.item);
    const QString values[] = {QString::fromStdString(line.category),
                              QString::number(line.place),
                              line.startNumber > 0 ? QString::number(line.startNumber) : QString(),
                              QString::fromStdString(line.name),
                              prize.join(QStringLiteral(" + ")),
                              line.sharedWith > 0 ? QString::number(line.sharedWith) : QString()};
    for (int column = 0; column < ColumnCount; ++column) {
      auto* item = new QTableWidgetItem(values[column]);
      if (column == PlaceColumn || column == NumberColumn || column == PrizeColumn ||
          column == SharedColumn)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      m_prizes->setItem(r, column, item);
    }
  }
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_save = buttons->addButton(tr("&Save as PDF, HTML or CSV..."), QDialogButtonBox::ActionRole);
  connect(m_save, &QPushButton::clicked, this, &PrizesDialog::chooseSave);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addWidget(m_prizes);
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(760, 480);
}

std::optional<QString> PrizesDialog::save(const QString& path) const {
  const reports::Language language =
      standingsLabels().lang.starts_with("zh") ? reports::Language::Zh : reports::Language::En;
  const std::string html = reports::prizeListHtml(m_title, m_rounds, m_lines, language);
  return saveDocument(
      html, [this] { return reports::prizeListCsv(m_lines, true); }, m_title, path);
}

void PrizesDialog::chooseSave() {
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Save the prize list"), QString(),
                                   tr("PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)"));
  if (path.isEmpty()) return;
  if (const auto failure = save(path)) QMessageBox::warning(this, windowTitle(), *failure);
}

}  // namespace gui
