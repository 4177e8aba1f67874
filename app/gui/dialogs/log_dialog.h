// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace gui {

class AuditLogModel;
class EventDocument;

// The event file's audit log (Edit > Log): every action with who did it and
// when, newest first, filtered by round, board, player and arbiter as the
// filters are typed. "Undo the last action" asks first, naming the action
// and who did it (undo_prompt.h). Follows the document's changes.
class LogDialog : public QDialog {
  Q_OBJECT
public:
  explicit LogDialog(EventDocument& document, QWidget* parent = nullptr);

  AuditLogModel* model() const { return m_model; }
  QTableView* view() const { return m_view; }
  QSpinBox* roundFilter() const { return m_round; }
  QSpinBox* boardFilter() const { return m_board; }
  QSpinBox* playerFilter() const { return m_player; }
  QLineEdit* arbiterFilter() const { return m_arbiter; }
  QPushButton* undoButton() const { return m_undo; }

private:
  void reload();
  void applyFilter();

  EventDocument& m_document;
  AuditLogModel* m_model = nullptr;
  QTableView* m_view = nullptr;
  QSpinBox* m_round = nullptr;
  QSpinBox* m_board = nullptr;
  QSpinBox* m_player = nullptr;
  QLineEdit* m_arbiter = nullptr;
  QPushButton* m_undo = nullptr;
};

}  // namespace gui
