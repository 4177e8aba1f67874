// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimeEdit;

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
//    still mate (for the second one);
//  - a flag fall (Laws 6.9, Guidelines III.3.1; classic 10.14, 10.5, 12.8):
//    whose flag, or both flags (in the last period?), and whether the
//    opponent can still win: the arbiter's finding, or the position's FEN
//    for the rules core to test, its answer shown as it is typed;
//  - a defective clock replaced (Laws 6.10; classic 12.4): the move about
//    to be made, the used times the defective clock showed and the ones the
//    arbiter sets on the new clock;
//  - an irregular position (Laws 7.2-7.4; classic 8.2, 8.5-8.7): which one,
//    and what its consequence turns on (the position cannot be restored;
//    FIDE 7.3 the moves made by each player; classic 8.6 the playing time
//    elapsed and whether the schedule allows a new game).
// The domain judges; the dialog only collects the action().
class IncidentDialog : public QDialog {
  Q_OBJECT
public:
  enum class Kind { LateArrival, Penalty, IllegalMove, Flag, DefectiveClock, IrregularPosition };

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
  QCheckBox* lastPeriodBox() const { return m_lastPeriod; }
  QLineEdit* fenEdit() const { return m_fen; }
  QComboBox* canWinChooser() const { return m_canWin; }
  QLabel* fenAnswerLabel() const { return m_fenAnswer; }
  QSpinBox* moveNumberEdit() const { return m_moveNumber; }
  // The used times of White and Black, on the defective clock (`shown`) and
  // as the arbiter sets them on the new one.
  QTimeEdit* shownEdit(tournament::Color side) const;
  QTimeEdit* usedEdit(tournament::Color side) const;
  QComboBox* irregularityChooser() const { return m_irregularity; }
  QCheckBox* cannotRestoreBox() const { return m_cannotRestore; }
  QSpinBox* movesEachEdit() const { return m_movesEach; }
  QTimeEdit* elapsedEdit() const { return m_elapsed; }
  QCheckBox* scheduleAllowsBox() const { return m_scheduleAllows; }
  QDialogButtonBox* buttons() const { return m_buttons; }

private:
  void update();
  int illegalMoves(int playerId) const;
  // Flag: the rules core's answer for the FEN typed, when it decides.
  std::optional<bool> fenCanWin() const;

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
  QCheckBox* m_lastPeriod = nullptr;
  QLineEdit* m_fen = nullptr;
  QComboBox* m_canWin = nullptr;
  QLabel* m_fenAnswer = nullptr;
  QSpinBox* m_moveNumber = nullptr;
  std::array<QTimeEdit*, 2> m_shown = {};  // White, Black
  std::array<QTimeEdit*, 2> m_used = {};
  QComboBox* m_irregularity = nullptr;
  QCheckBox* m_cannotRestore = nullptr;
  QSpinBox* m_movesEach = nullptr;
  QTimeEdit* m_elapsed = nullptr;
  QCheckBox* m_scheduleAllows = nullptr;
  QLabel* m_problem = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace gui
