// SPDX-License-Identifier: MIT
#include "app/gui/views/table_look.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>
#include <utility>
#include <vector>

namespace gui {
namespace {

// Gives a table's name columns the width its other columns leave, whenever
// the view is resized, each never narrower than it was measured; installed
// on the view's viewport by fitColumns (one per view).
class NameColumnsFill : public QObject {
public:
  NameColumnsFill(QTableView* view, std::vector<std::pair<int, int>> measured)
      : QObject(view), m_view(view), m_measured(std::move(measured)) {
    setObjectName(QStringLiteral("nameColumnsFill"));
    view->viewport()->installEventFilter(this);
    // A refresh of the model must not lose the names' width either.
    connect(view->model(), &QAbstractItemModel::modelReset, this, &NameColumnsFill::fill);
    fill();
  }

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Resize) fill();
    return QObject::eventFilter(watched, event);
  }

private:
  void fill() {
    if (m_measured.empty()) return;
    int used = 0;
    for (int column = 0; column < m_view->model()->columnCount(); ++column)
      used += m_view->columnWidth(column);
    for (const auto& [column, width] : m_measured) used += width - m_view->columnWidth(column);
    const int spare = std::max(0, m_view->viewport()->width() - used);
    const int share = spare / static_cast<int>(m_measured.size());
    for (const auto& [column, width] : m_measured) m_view->setColumnWidth(column, width + share);
  }

  QTableView* m_view;
  std::vector<std::pair<int, int>> m_measured;  // name column, width measured
};

}  // namespace

void setUpTable(QTableView* view) {
  view->setWordWrap(false);
  view->setTextElideMode(Qt::ElideRight);
  view->verticalHeader()->hide();
  // Rows sized from the font, with room for CJK ascenders and descenders.
  const int rowHeight = view->fontMetrics().height() * 3 / 2;
  view->verticalHeader()->setMinimumSectionSize(rowHeight);
  view->verticalHeader()->setDefaultSectionSize(rowHeight);
  // Columns keep their measured widths, the name columns taking the rest
  // (fitColumns): a stretched last column would put its numbers far from
  // the names they belong to.
  view->horizontalHeader()->setStretchLastSection(false);
  view->horizontalHeader()->setTextElideMode(Qt::ElideRight);
}

void fitColumns(QTableView* view, std::initializer_list<int> nameColumns) {
  // Measured on at most 400 rows (QHeaderView::resizeContentsPrecision),
  // which keeps it fast on a section of thousands of players; a longer name
  // further down is elided and has its tooltip.
  delete view->findChild<NameColumnsFill*>(QStringLiteral("nameColumnsFill"));
  view->horizontalHeader()->setResizeContentsPrecision(400);
  view->resizeColumnsToContents();
  const int maxName = view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * MaxNameEms;
  std::vector<std::pair<int, int>> measured;
  for (const int column : nameColumns)
    measured.emplace_back(column, std::min(view->columnWidth(column), maxName));
  new NameColumnsFill(view, std::move(measured));
}

}  // namespace gui
