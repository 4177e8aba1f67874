// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/rating_list_update.h"
#include "domain/tournament/section.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gui {

// Players ▸ Update ratings from a list: every change a newer list makes to
// the registered players (ratings, title, federation) and the players the
// list lacks, shown before anything is stored (service::previewListUpdate).
// Once a round is paired the update is refused unless the arbiter ticks
// "update anyway": the pairings used the old ratings (C.04.2 art. 2; the
// domain refuses without force).
class RatingUpdateDialog : public QDialog {
  Q_OBJECT
public:
  RatingUpdateDialog(const QString& listName, const tournament::Section& section,
                     const interchange::ListUpdate& update, QWidget* parent = nullptr);

  // True when the arbiter chose to update after round 1.
  bool force() const;

  QTableWidget* changesTable() const { return m_changes; }
  QLabel* summaryLabel() const { return m_summary; }
  QCheckBox* forceBox() const { return m_force; }
  QPushButton* applyButton() const { return m_apply; }

private:
  QTableWidget* m_changes = nullptr;
  QLabel* m_summary = nullptr;
  QCheckBox* m_force = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_apply = nullptr;
};

}  // namespace gui
