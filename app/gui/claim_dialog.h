// SPDX-License-Identifier: MIT
#pragma once

#include "app/gui/claim_checker.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gui {

class BoardWidget;

// Checks a draw claim or a scoresheet: paste or open a PGN, choose the
// game, the ply, the kind of claim, an optional written move and the rules
// profile, then Check. The verdict (with the article), the reason and the
// consequence are shown beside the board; the plies where the position
// stood can be clicked to see each one. "Save report" writes the HTML
// claim report with diagrams.
class ClaimDialog : public QDialog {
  Q_OBJECT
public:
  explicit ClaimDialog(QWidget* parent = nullptr);

  QPlainTextEdit* pgnEdit() const { return m_pgn; }
  QSpinBox* plyChooser() const { return m_ply; }
  QComboBox* kindChooser() const { return m_kind; }
  QLineEdit* writtenMoveEdit() const { return m_writtenMove; }
  QPushButton* checkButton() const { return m_check; }
  QLabel* verdictLabel() const { return m_verdict; }
  QListWidget* occurrenceList() const { return m_occurrences; }
  BoardWidget* board() const { return m_board; }
  // The HTML report of the last judged claim ("" before a claim is judged).
  QString reportHtml() const;

protected:
  void changeEvent(QEvent* event) override;

private:
  void check();
  void openPgn();
  void saveReport();
  void showPly(int ply);
  void gamesChanged();
  void retranslate();

  QPlainTextEdit* m_pgn = nullptr;
  QPushButton* m_open = nullptr;
  QSpinBox* m_game = nullptr;
  QSpinBox* m_ply = nullptr;
  QComboBox* m_kind = nullptr;
  QLineEdit* m_writtenMove = nullptr;
  QComboBox* m_profile = nullptr;
  QComboBox* m_rate = nullptr;
  QPushButton* m_check = nullptr;
  QPushButton* m_save = nullptr;
  QLabel* m_verdict = nullptr;
  QListWidget* m_occurrences = nullptr;
  BoardWidget* m_board = nullptr;
  QLabel* m_gameLabel = nullptr;
  QLabel* m_plyLabel = nullptr;
  QLabel* m_kindLabel = nullptr;
  QLabel* m_moveLabel = nullptr;
  QLabel* m_profileLabel = nullptr;
  QLabel* m_rateLabel = nullptr;
  std::unique_ptr<ClaimAnswer> m_answer;
};

}  // namespace gui
