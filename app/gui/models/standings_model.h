// SPDX-License-Identifier: MIT
#pragma once

#include "reports/standings_table.h"

#include <QAbstractTableModel>

namespace gui {

// A standings table: rank, start number, title, name, federation, rating,
// points, then one column per tie-break (headed by its FIDE acronym).
// Read-only; setTable() replaces everything.
class StandingsModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { Rank, StartNumber, Title, Name, Federation, Rating, Points, FirstTieBreak };

  explicit StandingsModel(QObject* parent = nullptr);
  void setTable(const reports::StandingsTable& table);
  const reports::StandingsTable& table() const { return m_table; }
  void retranslate();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

private:
  reports::StandingsTable m_table;
};

}  // namespace gui
