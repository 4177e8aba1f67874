// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/envelope_opening.h"
#include "domain/tournament/action.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gui {

class BoardWidget;
class EventDocument;

// Opening an envelope at resumption (Guidelines I.7-I.12; classic 13.x,
// 10.15-10.17), step by step down the form: the envelope (those of the
// section not yet opened) with its label and the position on a diagram;
// who was present by the default time; a lost envelope's stated move or
// its annulment (I.12); the replier's sealed reply while the sealer is
// absent (I.9.3); the present player's flag (classic 10.15(3)); the
// arbiter's reading when the rules core cannot read the move. Below, as
// anything changes, what the core reads in the sealed move and the result
// opening will give (EventDocument::previewOpening: the domain decides, the
// dialog shows). A clock error found at resumption is corrected in the
// same form (Guidelines I.13; classic 14.6 after the first move, with the
// reason): the used times the clocks should show, checked by the domain
// with the rest. The dialog collects observed(), arbiterFinding() and
// clockCorrection().
class UnsealDialog : public QDialog {
  Q_OBJECT
public:
  UnsealDialog(const EventDocument& document, const tournament::Section& section,
               QWidget* parent = nullptr);

  // False when the section has no envelope left to open.
  bool hasEnvelopes() const { return !m_envelopes.empty(); }
  tournament::ResumeGame observed() const;
  std::optional<tournament::SealedMoveStatus> arbiterFinding() const;
  // The correction asked for, when the clocks box is checked and both used
  // times read (h:mm or h:mm:ss).
  std::optional<tournament::CorrectResumptionClocks> clockCorrection() const;

  QComboBox* envelopeChooser() const { return m_envelope; }
  QLabel* labelText() const { return m_label; }
  BoardWidget* diagram() const { return m_diagram; }
  QCheckBox* sealerPresentBox() const { return m_sealerPresent; }
  QCheckBox* replierPresentBox() const { return m_replierPresent; }
  QCheckBox* lostBox() const { return m_lost; }
  QLineEdit* statedMoveEdit() const { return m_statedMove; }
  QCheckBox* annulBox() const { return m_annul; }
  QLineEdit* sealedReplyEdit() const { return m_sealedReply; }
  QCheckBox* presentFlaggedBox() const { return m_presentFlagged; }
  QComboBox* findingChooser() const { return m_finding; }
  QGroupBox* clocksBox() const { return m_clocks; }
  QLineEdit* whiteUsedEdit() const { return m_whiteUsed; }
  QLineEdit* blackUsedEdit() const { return m_blackUsed; }
  QCheckBox* afterFirstMoveBox() const { return m_afterFirstMove; }
  QLineEdit* severeReasonEdit() const { return m_severeReason; }
  QLabel* readingText() const { return m_reading; }
  QLabel* outcomeText() const { return m_outcome; }
  QDialogButtonBox* buttons() const { return m_buttons; }
  QPushButton* openButton() const { return m_open; }

private:
  void update();
  void showEnvelopeClocks();
  const tournament::Envelope* chosen() const;
  QString playerName(int round, int board, tournament::Color side) const;

  const EventDocument& m_document;
  const tournament::Section& m_section;
  std::vector<tournament::Envelope> m_envelopes;
  QComboBox* m_envelope = nullptr;
  QLabel* m_label = nullptr;
  BoardWidget* m_diagram = nullptr;
  QCheckBox* m_sealerPresent = nullptr;
  QCheckBox* m_replierPresent = nullptr;
  QCheckBox* m_lost = nullptr;
  QLineEdit* m_statedMove = nullptr;
  QCheckBox* m_annul = nullptr;
  QLineEdit* m_sealedReply = nullptr;
  QCheckBox* m_presentFlagged = nullptr;
  QComboBox* m_finding = nullptr;
  QGroupBox* m_clocks = nullptr;
  QLineEdit* m_whiteUsed = nullptr;
  QLineEdit* m_blackUsed = nullptr;
  QCheckBox* m_afterFirstMove = nullptr;
  QLineEdit* m_severeReason = nullptr;
  QLabel* m_reading = nullptr;
  QLabel* m_outcome = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_open = nullptr;
};

}  // namespace gui
