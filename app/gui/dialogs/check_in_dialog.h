// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/numbers_since_pairing.h"
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
// following rounds. When pairing numbers changed since the last round was
// paired (`moved`, service::numbersSincePairing) it says so first, old ->
// new: the numbers called out from the printed sheets are the old ones.
class CheckInDialog : public QDialog {
  Q_OBJECT
public:
  CheckInDialog(const tournament::Section& section, const service::NumbersSincePairing& moved = {},
                QWidget* parent = nullptr);

  int round() const { return m_round; }
  tournament::CheckIn action() const;

  QTableWidget* playersTable() const { return m_players; }
  QSpinBox* withdrawAfterBox() const { return m_withdrawAfter; }
  QLabel* summaryLabel() const { return m_summary; }
  // The warning of numbers moved since the sheets were printed (nullptr: none moved).
  QLabel* movedNumbersLabel() const { return m_moved; }
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
  QLabel* m_moved = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_record = nullptr;
};

}  // namespace gui
