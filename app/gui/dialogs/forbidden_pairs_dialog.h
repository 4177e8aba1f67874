// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QDialog>

#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gui {

class EventDocument;

// Section ▸ Forbidden pairs: the section's prohibited pairings (two players
// who must not meet, as the tournament rules announce; stored with the
// section, honoured by the Dutch pairing as C.04.3 C1), one row each with
// both names and the rounds; a pair is added by choosing two players and
// the rounds, or allowed again. Each change is tournament::ForbidPairing
// through `apply` (the main window's: one audited, undoable transaction,
// the same action as `arbiter section forbid`); the list is read back from
// the stored section after it.
class ForbiddenPairsDialog : public QDialog {
  Q_OBJECT
public:
  using Apply = std::function<bool(const tournament::Action&, const QString& title)>;

  ForbiddenPairsDialog(EventDocument& document, Apply apply, QWidget* parent = nullptr);

  QTableWidget* pairsTable() const { return m_pairs; }
  QComboBox* firstChooser() const { return m_first; }
  QComboBox* secondChooser() const { return m_second; }
  QSpinBox* firstRoundBox() const { return m_firstRound; }
  QSpinBox* lastRoundBox() const { return m_lastRound; }
  QPushButton* addButton() const { return m_add; }
  QPushButton* cancelButton() const { return m_cancel; }

private:
  void reload();
  void addPair();
  void cancelPair();

  EventDocument& m_document;
  Apply m_apply;
  std::vector<std::pair<int, int>> m_shown;  // the pairing numbers of each row
  QTableWidget* m_pairs = nullptr;
  QComboBox* m_first = nullptr;
  QComboBox* m_second = nullptr;
  QSpinBox* m_firstRound = nullptr;
  QSpinBox* m_lastRound = nullptr;
  QPushButton* m_add = nullptr;
  QPushButton* m_cancel = nullptr;
  QLabel* m_status = nullptr;
};

}  // namespace gui
