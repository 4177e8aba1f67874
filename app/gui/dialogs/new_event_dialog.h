// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gui {

// The first step of a new event: its name and the event file to create
// (typed, or chosen with Browse). OK stays disabled until both are given
// and the file does not exist yet (an event file is never overwritten).
// The sections' settings follow in the section dialog.
class NewEventDialog : public QDialog {
  Q_OBJECT
public:
  explicit NewEventDialog(QWidget* parent = nullptr);

  QString eventName() const;
  // The path with the .arbiter suffix added when it has none.
  QString path() const;
  QLineEdit* nameEdit() const { return m_name; }
  QLineEdit* pathEdit() const { return m_path; }
  QDialogButtonBox* buttons() const { return m_buttons; }

private:
  void browse();
  void check();

  QLineEdit* m_name = nullptr;
  QLineEdit* m_path = nullptr;
  QPushButton* m_browse = nullptr;
  QLabel* m_problem = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace gui
