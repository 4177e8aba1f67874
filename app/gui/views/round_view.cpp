// SPDX-License-Identifier: MIT
#include "app/gui/views/round_view.h"

#include "app/gui/models/round_model.h"
#include "app/gui/views/result_keys.h"

#include <QHeaderView>
#include <QKeyEvent>

namespace gui {

RoundView::RoundView(QWidget* parent) : QTableView(parent) {
  setObjectName(QStringLiteral("roundView"));
  setSelectionBehavior(QAbstractItemView::SelectRows);
  setSelectionMode(QAbstractItemView::SingleSelection);
  setEditTriggers(QAbstractItemView::NoEditTriggers);
  verticalHeader()->hide();
  horizontalHeader()->setStretchLastSection(true);
}

void RoundView::keyPressEvent(QKeyEvent* event) {
  const QString text = event->text();
  const QModelIndex current = currentIndex();
  if (model() != nullptr && current.isValid() && text.size() == 1 && resultForKey(text.front())) {
    const QModelIndex result = model()->index(current.row(), RoundModel::Result);
    if (model()->setData(result, text)) {
      const int next = std::min(current.row() + 1, model()->rowCount() - 1);
      setCurrentIndex(model()->index(next, current.column()));
      event->accept();
      return;
    }
  }
  QTableView::keyPressEvent(event);
}

}  // namespace gui
