// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <QWidget>

class QLabel;
class QSpinBox;

namespace gui {

// Round and board of an incident, by the stored board numbers, with the two
// players of the chosen board named beside them so that the arbiter sees
// whom the incident concerns. Starts on the last paired round; the dialogs
// then choose() the board selected in the Round tab.
class BoardChooser : public QWidget {
  Q_OBJECT
public:
  BoardChooser(const tournament::Section& section, QWidget* parent = nullptr);

  int round() const;
  int board() const;
  // Shows board `board` of round `round` (the board selected in the Round
  // tab); values out of range are left as they were.
  void choose(int round, int board);
  // The stored board chosen, or nullptr when the round has no such board.
  const tournament::Board* chosenBoard() const;
  QSpinBox* roundEdit() const { return m_round; }
  QSpinBox* boardEdit() const { return m_board; }

signals:
  void changed();

protected:
  void changeEvent(QEvent* event) override;

private:
  void update();

  const tournament::Section& m_section;
  QLabel* m_roundLabel = nullptr;
  QLabel* m_boardLabel = nullptr;
  QSpinBox* m_round = nullptr;
  QSpinBox* m_board = nullptr;
  QLabel* m_players = nullptr;
};

}  // namespace gui
