// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gui {

class EventDocument;

// Players ▸ Requested byes: one player's byes requested for rounds not yet
// paired (C.04.2 3.3), round by round with their kind (the player is
// chosen at the top, starting on the one selected), and a form to
// request one (half-point or zero-point, for a round from the next unpaired
// one to the last) or to cancel the one selected. Each change is a
// tournament::RequestBye stored through `apply` at once (the domain refuses
// a withdrawn player's bye and notes a second half-point bye); the list is
// then read again from the section as stored.
class ByesDialog : public QDialog {
  Q_OBJECT
public:
  using Apply = std::function<bool(const tournament::Action&, const QString& title)>;

  // Starts on the player with `pairingNumber` (0 or unknown: the first).
  ByesDialog(EventDocument& document, int pairingNumber, Apply apply, QWidget* parent = nullptr);

  // The player whose byes are shown (pairing number and name).
  QComboBox* playerChooser() const { return m_playerChooser; }
  QTableWidget* byesTable() const { return m_byes; }
  QSpinBox* roundBox() const { return m_round; }
  QComboBox* kindChooser() const { return m_kind; }
  QPushButton* requestButton() const { return m_request; }
  QPushButton* cancelByeButton() const { return m_cancel; }

private:
  void showByes();
  void request();
  void cancelSelected();

  EventDocument& m_document;
  int m_player = 0;
  Apply m_apply;
  QComboBox* m_playerChooser = nullptr;
  QLabel* m_heading = nullptr;
  QTableWidget* m_byes = nullptr;
  QSpinBox* m_round = nullptr;
  QComboBox* m_kind = nullptr;
  QPushButton* m_request = nullptr;
  QPushButton* m_cancel = nullptr;
};

}  // namespace gui
