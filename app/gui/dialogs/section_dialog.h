// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gui {

// A section's settings, for a new section or an edit: name, pairing system,
// the Swiss's acceleration (C.04.7 Baku) and Dutch edition (C.04.3, 2026 or
// 2017), rounds, rules profile (FIDE mode shown; leaving it asks and explains), rate, time control,
// default time, scoring, tie-breaks with their edition and a legend, the categories, the draw-offer
// rule (Laws 9.1.1), the initial colour (C.04.3 5.2.5), the classic extended fifty-move counts (old
// Laws 10.12), place, dates and arbiters. Each typed field is checked as it is typed with the
// domain's own parsers; OK stays disabled while a field is wrong, and the reason is shown under the
// form. The dialog only collects: the caller stores settings() (and, when leavesFideMode(), the
// LeaveFideMode action the arbiter confirmed).
class SectionDialog : public QDialog {
  Q_OBJECT
public:
  explicit SectionDialog(const tournament::SectionSettings& settings, QWidget* parent = nullptr);

  tournament::SectionSettings settings() const;
  // True when the section was in FIDE mode and the arbiter confirmed leaving it.
  bool leavesFideMode() const { return m_leaveConfirmed; }
  // The first problem in the form, empty when it can be stored.
  QString problem() const;

  QLineEdit* nameEdit() const { return m_name; }
  QSpinBox* roundsEdit() const { return m_rounds; }
  QComboBox* pairingChooser() const { return m_pairing; }
  QComboBox* accelerationChooser() const { return m_acceleration; }
  QComboBox* dutchEditionChooser() const { return m_dutchEdition; }
  QComboBox* rulesChooser() const { return m_rules; }
  QLineEdit* timeControlEdit() const { return m_timeControl; }
  QLineEdit* scoringEdit() const { return m_scoring; }
  QLineEdit* tieBreaksEdit() const { return m_tieBreaks; }
  QLineEdit* categoriesEdit() const { return m_categories; }
  QLineEdit* fiftyExtensionEdit() const { return m_fiftyExtension; }
  QCheckBox* fideModeBox() const { return m_fideMode; }
  QDialogButtonBox* buttons() const { return m_buttons; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void check();
  static QString categoryProblem(const QString& text, const tournament::CategoryError& error);
  void fideModeToggled(bool on);
  void retranslate();

  tournament::SectionSettings m_original;
  bool m_leaveConfirmed = false;
  QFormLayout* m_form = nullptr;
  QLineEdit* m_name = nullptr;
  QComboBox* m_pairing = nullptr;
  QComboBox* m_acceleration = nullptr;
  QComboBox* m_dutchEdition = nullptr;
  QSpinBox* m_rounds = nullptr;
  QComboBox* m_rules = nullptr;
  QCheckBox* m_fideMode = nullptr;
  QLineEdit* m_timeControl = nullptr;
  QComboBox* m_rate = nullptr;
  QSpinBox* m_defaultTime = nullptr;
  QLineEdit* m_scoring = nullptr;
  QLineEdit* m_tieBreaks = nullptr;
  QComboBox* m_edition = nullptr;
  QLabel* m_legend = nullptr;
  QLineEdit* m_categories = nullptr;
  QComboBox* m_drawOffer = nullptr;
  QHBoxLayout* m_drawOfferRow = nullptr;
  QSpinBox* m_drawOfferMove = nullptr;
  QComboBox* m_initialColour = nullptr;
  QLineEdit* m_fiftyExtension = nullptr;
  QLineEdit* m_place = nullptr;
  QLineEdit* m_startDate = nullptr;
  QLineEdit* m_endDate = nullptr;
  QLineEdit* m_chief = nullptr;
  QLineEdit* m_deputies = nullptr;
  QLabel* m_problem = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace gui
