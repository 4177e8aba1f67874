// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <QAbstractTableModel>

namespace gui {

// The players of a section, one row per start number: start number, title,
// name, federation, rating, FIDE id and points after the recorded rounds.
// Read-only; setState() replaces everything.
class PlayersModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { StartNumber, Title, Name, Federation, Rating, FideId, Points, ColumnCount };

  explicit PlayersModel(QObject* parent = nullptr);
  void setState(const tournament::TournamentState& state);
  // Announces new header texts after a language change.
  void retranslate();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

private:
  tournament::TournamentState m_state;
  std::vector<tournament::HalfPoints> m_points;  // per row
};

}  // namespace gui
