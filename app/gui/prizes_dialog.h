// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/prize_list.h"
#include "domain/tournament/section.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace gui {

// Reports ▸ Prizes: the prize list of the section (service::prizeList: the
// standings after the last round with the organizer's prize table), one
// row per prize in the categories' order and by place: who wins it, the
// amount (after sharing) or the item, and how many shared the money.
class PrizesDialog : public QDialog {
  Q_OBJECT
public:
  PrizesDialog(const QString& tableName, const tournament::Section& section,
               const service::PrizeList& list, QWidget* parent = nullptr);

  QTableWidget* prizesTable() const { return m_prizes; }
  QLabel* headingLabel() const { return m_heading; }

private:
  QTableWidget* m_prizes = nullptr;
  QLabel* m_heading = nullptr;
};

}  // namespace gui
