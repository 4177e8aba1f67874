// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/player.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gui {

// Registers a player or edits a registration: name (any script), title,
// FIDE id, federation, ratings, birth date, sex, club. Every field is
// checked as it is typed; the first problem is shown under the form and OK
// stays disabled until the form can be stored. A player already in the
// section with the same FIDE id, or the same name and birth date, is
// flagged (a warning: two players may share a name). The dialog only
// collects; the caller stores player().
class PlayerDialog : public QDialog {
  Q_OBJECT
public:
  // `others`: the section's other players, for the duplicate warning.
  PlayerDialog(const tournament::Player& player, std::vector<tournament::Player> others,
               QWidget* parent = nullptr);

  tournament::Player player() const;
  QString problem() const;
  QString duplicateWarning() const;

  QLineEdit* nameEdit() const { return m_name; }
  QComboBox* titleChooser() const { return m_title; }
  QLineEdit* fideIdEdit() const { return m_fideId; }
  QLineEdit* federationEdit() const { return m_federation; }
  QSpinBox* ratingEdit() const { return m_standard; }
  QLineEdit* birthEdit() const { return m_birth; }
  QComboBox* sexChooser() const { return m_sex; }
  QLineEdit* clubEdit() const { return m_club; }
  QLabel* problemLabel() const { return m_problem; }
  QDialogButtonBox* buttons() const { return m_buttons; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void check();
  void retranslate();

  tournament::Player m_original;
  std::vector<tournament::Player> m_others;
  QFormLayout* m_form = nullptr;
  QLineEdit* m_name = nullptr;
  QComboBox* m_title = nullptr;
  QLineEdit* m_fideId = nullptr;
  QLineEdit* m_nationalId = nullptr;
  QLineEdit* m_federation = nullptr;
  QSpinBox* m_standard = nullptr;
  QSpinBox* m_rapid = nullptr;
  QSpinBox* m_blitz = nullptr;
  QSpinBox* m_national = nullptr;
  QLineEdit* m_birth = nullptr;
  QComboBox* m_sex = nullptr;
  QLineEdit* m_club = nullptr;
  QLabel* m_problem = nullptr;
  QLabel* m_duplicate = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace gui
