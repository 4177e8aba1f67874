// SPDX-License-Identifier: MIT
#pragma once

#include "app/gui/dialogs/claim_checker.h"
#include "domain/tournament/section.h"

#include "domain/tournament/section.h"

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace gui {

class BoardChooser;
class BoardWidget;

// Checks a draw claim or a scoresheet: paste or open a PGN, choose the
// game, the ply, the kind of claim, an optional written move, the rules
// profile and (classic) the organiser's extended fifty-move counts for named
// endings (old Laws 10.12), then Check; presetSection() takes the rules,
// rate and counts of the event's section. The verdict (with the article), the reason and the
// consequence are shown beside the board; the plies where the position
// stood can be clicked to see each one. "Save report" writes the HTML
// claim report with diagrams. With an event file open, the judged claim can
// be recorded at a board of the section (recordAtBoards): the recorder
// stores it and says what the domain decided.
class ClaimDialog : public QDialog {
  Q_OBJECT
public:
  explicit ClaimDialog(QWidget* parent = nullptr);

  // The rules, rate and extended fifty-move counts of the section the claim
  // is made in.
  void presetSection(const tournament::SectionSettings& settings);

  QPlainTextEdit* pgnEdit() const { return m_pgn; }
  QSpinBox* plyChooser() const { return m_ply; }
  QComboBox* kindChooser() const { return m_kind; }
  QLineEdit* writtenMoveEdit() const { return m_writtenMove; }
  QComboBox* profileChooser() const { return m_profile; }
  QLineEdit* fiftyExtensionEdit() const { return m_fiftyExtension; }
  QPushButton* checkButton() const { return m_check; }
  QLabel* verdictLabel() const { return m_verdict; }
  QListWidget* occurrenceList() const { return m_occurrences; }
  BoardWidget* board() const { return m_board; }
  // The HTML report of the last judged claim ("" before a claim is judged).
  QString reportHtml() const;

  // Records the judged claim at board `board` of round `round`; returns
  // what was recorded, or why not, as a sentence.
  using BoardRecorder = std::function<QString(int round, int board, const ClaimAnswer& answer)>;
  // Offers "Record at this board" for the boards of `section`.
  void recordAtBoards(const tournament::Section& section, BoardRecorder recorder);
  BoardChooser* boardChooser() const { return m_boardChooser; }
  QPushButton* recordButton() const { return m_record; }
  QLabel* recordedLabel() const { return m_recorded; }

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
  QLineEdit* m_fiftyExtension = nullptr;
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
  QLabel* m_fiftyExtensionLabel = nullptr;
  std::unique_ptr<ClaimAnswer> m_answer;
  BoardRecorder m_recorder;
  QVBoxLayout* m_left = nullptr;
  BoardChooser* m_boardChooser = nullptr;
  QPushButton* m_record = nullptr;
  QLabel* m_recorded = nullptr;
};

}  // namespace gui
