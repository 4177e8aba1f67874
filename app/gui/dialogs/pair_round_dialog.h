// SPDX-License-Identifier: MIT
#pragma once

#include "app/gui/models/event_document.h"
#include "app/service/round_pairing.h"
#include "domain/tournament/action.h"

#include <QDialog>

#include <optional>
#include <utility>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace gui {

// The next round as the engine paired it, before it is stored: the boards
// (pairing numbers and names), the bye, the players left out and why
// (withdrawn, not yet entered, a requested bye), and the pairing checker's verdict
// (C.04.2 1.4). Hand edits - the colours of a board swapped, the Black
// players of two boards exchanged - are checked again at once, so the
// arbiter sees the verdict before storing. The domain and the checker
// judge; the dialog shows and collects the pairing(). How the engine
// reached its round (brackets, floats, colour reasons) is one click away,
// under Explain.
class PairRoundDialog : public QDialog {
  Q_OBJECT
public:
  PairRoundDialog(EventDocument& document, ProposedRound proposal, QWidget* parent = nullptr);

  const tournament::SetPairing& pairing() const { return m_pairing; }
  // True when the pairing as it stands breaks C1-C4 (storing it is forced).
  bool breaksAbsoluteCriterion() const;

  QTableWidget* boardsTable() const { return m_boards; }
  QPushButton* swapColoursButton() const { return m_swapColours; }
  QPushButton* exchangeButton() const { return m_exchange; }
  QPushButton* explainButton() const { return m_explain; }
  QPlainTextEdit* explanationView() const { return m_explanation; }
  QLabel* verdictLabel() const { return m_verdict; }
  QDialogButtonBox* buttons() const { return m_buttons; }
  QPushButton* storeButton() const { return m_store; }

  // The hand edits (also the buttons' actions): board numbers are 1-based.
  void swapColours(int board);
  void exchangeBlackPlayers(int board, int otherBoard);

private:
  void refresh();
  QString playerText(int pairingNumber) const;
  // The section's players the pairing leaves out, with the reason.
  std::vector<std::pair<int, QString>> unpairedPlayers() const;

  EventDocument& m_document;
  tournament::SetPairing m_pairing;
  std::optional<service::PairingReview> m_review;
  QTableWidget* m_boards = nullptr;
  QPushButton* m_swapColours = nullptr;
  QPushButton* m_exchange = nullptr;
  QPushButton* m_explain = nullptr;
  QPlainTextEdit* m_explanation = nullptr;
  QLabel* m_verdict = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_store = nullptr;
};

}  // namespace gui
