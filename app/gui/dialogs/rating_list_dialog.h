// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/rating_lists.h"

#include <QDialog>

#include <string>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gui {

// Players ▸ Add from a rating list: a FIDE players list (TXT or XML) or a
// national list (CSV) loaded by service::loadRatingList, searched as the
// organizer types (a FIDE or national id, a name or its beginning in any
// case, with or without diacritics, the words in any order; optionally one
// federation). Rows are ticked (a tick survives the next search) and the
// ticked players are registered with the list's data
// (service::addFromListAction).
class RatingListDialog : public QDialog {
  Q_OBJECT
public:
  RatingListDialog(const QString& listName, const service::RatingList& list,
                   QWidget* parent = nullptr);

  // The ids of the ticked players (FIDE id, else national id), in the order
  // they were ticked.
  std::vector<std::string> chosenIds() const { return m_chosen; }

  QLineEdit* searchEdit() const { return m_search; }
  QLineEdit* federationEdit() const { return m_federation; }
  QTableWidget* resultsTable() const { return m_results; }
  QLabel* chosenLabel() const { return m_chosenLabel; }
  QPushButton* registerButton() const { return m_register; }

private:
  void search();
  void toggled(int row);
  void showChosen();

  const service::RatingList& m_list;
  std::vector<const interchange::RatingListEntry*> m_shown;
  std::vector<std::string> m_chosen;
  std::vector<QString> m_chosenNames;
  QLineEdit* m_search = nullptr;
  QLineEdit* m_federation = nullptr;
  QTableWidget* m_results = nullptr;
  QLabel* m_chosenLabel = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_register = nullptr;
  bool m_filling = false;
};

}  // namespace gui
