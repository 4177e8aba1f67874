// SPDX-License-Identifier: MIT
#pragma once

#include "app/gui/views/result_keys.h"
#include "domain/tournament/section.h"
#include "domain/tournament/tournament_state.h"
#include "reports/round_pairings.h"

#include <QAbstractTableModel>

namespace gui {

// The boards of one round: board, White (start number and name), White's
// score before the round, the result, Black's score, Black; then a row for
// each player of the round without a board (C.04.2 2.4 / 3.2 / 3.3: the
// pairing-allocated bye, a requested bye, an absence, a late entry not yet
// entered, a withdrawal), the player in the White column and why in the
// Result column. The result column of a board is editable: setData() with a
// result key ("1", "=", "0", "+", "-", "*", " ", see result_keys.h) emits
// resultEntered() with the board as typed; the owner stores the result and
// calls setRound() with what is stored (the cell does not change before
// that: an overwrite may still be declined).
class RoundModel : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { Board, White, WhitePoints, Result, BlackPoints, Black, ColumnCount };

  explicit RoundModel(QObject* parent = nullptr);
  // Shows round `round` (1-based) of `state`. With `stored` (the section of
  // an event file) the boards carry their stored numbers, in that order;
  // otherwise they are numbered as reports::roundPairings orders them.
  void setRound(const tournament::TournamentState& state, int round,
                const tournament::Section* stored = nullptr);
  int round() const { return m_pairings.round; }
  // The boards come first: rows 0 .. boardCount() - 1.
  int boardCount() const { return static_cast<int>(m_pairings.boards.size()); }
  const reports::BoardPairing& board(int row) const;
  void retranslate();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

signals:
  // A result was typed for a board of round `round`.
  void resultEntered(int round, const reports::BoardPairing& board);

private:
  // A player of the round without a board, and why.
  struct Unpaired {
    int startNumber = 0;
    QString why;
  };

  QString playerText(int startNumber) const;
  void useStoredNumbers(const tournament::Section& section, const tournament::Round& round);
  void listUnpaired(const tournament::Section* stored);
  QVariant unpairedData(const Unpaired& unpaired, int column, int role) const;

  tournament::TournamentState m_state;
  reports::RoundPairings m_pairings;
  std::vector<Unpaired> m_unpaired;  // by start number
};

}  // namespace gui
