// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "domain/tournament/section.h"

#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gui {

// Rounds ▸ Check-in for the next round: the players who could be paired in
// it, one row each; Space ticks the selected player present (or not) and
// moves to the next row. Recording it is tournament::CheckIn: every player
// not ticked gets a zero-point bye for the round (C.04.2 3.3, decided by
// the domain), and with "withdraw after N absences" (the section's rule
// unless changed here) a player with N absences is withdrawn from the
// following rounds.
class CheckInDialog : public QDialog {
  Q_OBJECT
public:
  CheckInDialog(const tournament::Section& section, QWidget* parent = nullptr);

  int round() const { return m_round; }
  tournament::CheckIn action() const;

  QTableWidget* playersTable() const { return m_players; }
  QSpinBox* withdrawAfterBox() const { return m_withdrawAfter; }
  QLabel* summaryLabel() const { return m_summary; }
  QPushButton* recordButton() const { return m_record; }

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  void showCount();

  std::string m_section;
  int m_round = 0;
  int m_sectionLimit = 0;      // the section's absences before a withdrawal
  std::vector<int> m_numbers;  // the pairing number of each row
  QTableWidget* m_players = nullptr;
  QSpinBox* m_withdrawAfter = nullptr;
  QLabel* m_summary = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_record = nullptr;
};

}  // namespace gui
