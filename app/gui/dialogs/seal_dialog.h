// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;

namespace gui {

class BoardChooser;
class BoardWidget;

// The envelope of an adjourned game (Guidelines I.2; classic art. 13.2):
// the board, the sealer, the position before the sealed move (from the
// game's moves or a FEN, shown on a diagram as it is typed), the number of
// the sealed move and the move as written, both players' used times, an
// open draw offer (I.4), and when and where play resumes. The position is
// read by the rules core as it is typed; an unreadable one is named with
// its place and OK waits. The dialog only collects the SealMove action.
class SealDialog : public QDialog {
  Q_OBJECT
public:
  SealDialog(const tournament::Section& section, QWidget* parent = nullptr);

  tournament::SealMove action() const;
  QString problem() const { return m_problemText; }

  BoardChooser* boardChooser() const { return m_board; }
  QComboBox* sealerChooser() const { return m_sealer; }
  QRadioButton* fromMovesButton() const { return m_fromMoves; }
  QRadioButton* fromFenButton() const { return m_fromFen; }
  QPlainTextEdit* movesEdit() const { return m_moves; }
  QLineEdit* fenEdit() const { return m_fen; }
  QSpinBox* moveNumberEdit() const { return m_moveNumber; }
  QLineEdit* sealedMoveEdit() const { return m_sealedMove; }
  QLineEdit* whiteUsedEdit() const { return m_whiteUsed; }
  QLineEdit* blackUsedEdit() const { return m_blackUsed; }
  QComboBox* drawOfferChooser() const { return m_drawOffer; }
  QLineEdit* resumeAtEdit() const { return m_resumeAt; }
  QLineEdit* sealedAtEdit() const { return m_sealedAt; }
  QLineEdit* resumePlaceEdit() const { return m_resumePlace; }
  BoardWidget* diagram() const { return m_diagram; }
  QDialogButtonBox* buttons() const { return m_buttons; }

private:
  void update();
  // The position before the sealed move as a FEN, or why it cannot be read.
  std::expected<std::string, QString> position() const;

  const tournament::Section& m_section;
  BoardChooser* m_board = nullptr;
  QComboBox* m_sealer = nullptr;
  QRadioButton* m_fromMoves = nullptr;
  QRadioButton* m_fromFen = nullptr;
  QPlainTextEdit* m_moves = nullptr;
  QLineEdit* m_fen = nullptr;
  BoardWidget* m_diagram = nullptr;
  QSpinBox* m_moveNumber = nullptr;
  QLineEdit* m_sealedMove = nullptr;
  QLineEdit* m_whiteUsed = nullptr;
  QLineEdit* m_blackUsed = nullptr;
  QComboBox* m_drawOffer = nullptr;
  QLineEdit* m_resumeAt = nullptr;
  QLineEdit* m_sealedAt = nullptr;
  QLineEdit* m_resumePlace = nullptr;
  QLabel* m_problem = nullptr;
  QString m_problemText;
  QDialogButtonBox* m_buttons = nullptr;
};

// "1:05" (h:mm) or "1:05:30" (h:mm:ss) as seconds; nullopt otherwise.
std::optional<int> clockSeconds(const QString& text);

}  // namespace gui
