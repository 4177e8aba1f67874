// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gui {

class BoardChooser;

// An incident at a board, as the arbiter records it during a round:
//  - a late arrival (Laws 6.7; classic 10.15): who, and when (the arrival on
//    the arbiter's watch, counted from the round's recorded start, or the
//    minutes late); whether to apply the forfeit the rules propose;
//  - a penalty (Laws 12.9): the offender, the article of the offence and
//    the 12.9 option with its amount (time, score, rounds, note);
//  - an illegal move (Laws 7.5.5): the offender, the illegal moves already
//    recorded for each player of the board, and whether the opponent can
//    still mate (for the second one).
// The domain judges; the dialog only collects the action().
class IncidentDialog : public QDialog {
  Q_OBJECT
public:
  enum class Kind { LateArrival, Penalty, IllegalMove };

  IncidentDialog(Kind kind, const tournament::Section& section, QWidget* parent = nullptr);

  tournament::Action action() const;
  BoardChooser* boardChooser() const { return m_board; }
  QComboBox* sideChooser() const { return m_side; }
  QLineEdit* arrivalEdit() const { return m_arrival; }
  QSpinBox* minutesLateEdit() const { return m_minutesLate; }
  QCheckBox* forfeitBox() const { return m_forfeit; }
  QLineEdit* articleEdit() const { return m_article; }
  QComboBox* optionChooser() const { return m_option; }
  QSpinBox* secondsEdit() const { return m_seconds; }
  QComboBox* canMateChooser() const { return m_canMate; }
  QLabel* countLabel() const { return m_count; }
  QDialogButtonBox* buttons() const { return m_buttons; }

private:
  void update();
  int illegalMoves(int playerId) const;

  Kind m_kind;
  const tournament::Section& m_section;
  BoardChooser* m_board = nullptr;
  QComboBox* m_side = nullptr;
  QLineEdit* m_arrival = nullptr;
  QSpinBox* m_minutesLate = nullptr;
  QCheckBox* m_forfeit = nullptr;
  QLineEdit* m_article = nullptr;
  QComboBox* m_option = nullptr;
  QSpinBox* m_seconds = nullptr;
  QComboBox* m_score = nullptr;
  QSpinBox* m_rounds = nullptr;
  QLineEdit* m_note = nullptr;
  QComboBox* m_canMate = nullptr;
  QLabel* m_count = nullptr;
  QLabel* m_problem = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace gui
