// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gui {

// Section ▸ Prize table and check-in rule: the two organiser's settings
// kept with the section - the prize table (standings/prize_table_text.h,
// as `section edit --prizes FILE` stores it; Reports ▸ Prizes uses it) and
// the check-in rule (a zero-point bye for a player not checked in, C.04.2
// 3.3; withdrawn after N absences, 0 = never; Rounds ▸ Check-in starts
// from it). OK checks the table and stays open at the line and column of a
// mistake; settings() is the section's settings with both set, for
// tournament::EditSection (audited, undoable).
class SectionPrizesDialog : public QDialog {
  Q_OBJECT
public:
  SectionPrizesDialog(const tournament::SectionSettings& settings, QWidget* parent = nullptr);

  tournament::SectionSettings settings() const;

  QPlainTextEdit* tableEdit() const { return m_table; }
  QSpinBox* withdrawAfterBox() const { return m_withdrawAfter; }
  QPushButton* loadButton() const { return m_load; }
  QLabel* problemLabel() const { return m_problem; }

  void accept() override;

private:
  void loadFile();

  tournament::SectionSettings m_settings;
  QPlainTextEdit* m_table = nullptr;
  QSpinBox* m_withdrawAfter = nullptr;
  QPushButton* m_load = nullptr;
  QLabel* m_problem = nullptr;
};

}  // namespace gui
