// SPDX-License-Identifier: MIT
#include "app/gui/table_look.h"

#include <QHeaderView>
#include <QTableView>

namespace gui {

void setUpTable(QTableView* view) {
  view->setWordWrap(false);
  view->setTextElideMode(Qt::ElideRight);
  view->verticalHeader()->hide();
  // Rows sized from the font, with room for CJK ascenders and descenders.
  const int rowHeight = view->fontMetrics().height() * 3 / 2;
  view->verticalHeader()->setMinimumSectionSize(rowHeight);
  view->verticalHeader()->setDefaultSectionSize(rowHeight);
  // Columns keep their measured widths: a stretched last column would put
  // its numbers far from the names they belong to.
  view->horizontalHeader()->setStretchLastSection(false);
  view->horizontalHeader()->setTextElideMode(Qt::ElideRight);
}

void fitColumns(QTableView* view, std::initializer_list<int> nameColumns) {
  // Measured on at most 400 rows (QHeaderView::resizeContentsPrecision),
  // which keeps it fast on a section of thousands of players; a longer name
  // further down is elided and has its tooltip.
  view->horizontalHeader()->setResizeContentsPrecision(400);
  view->resizeColumnsToContents();
  const int maxName = view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * MaxNameEms;
  for (const int column : nameColumns)
    if (view->columnWidth(column) > maxName) view->setColumnWidth(column, maxName);
}

}  // namespace gui
