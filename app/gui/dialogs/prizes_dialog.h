// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/prize_list.h"
#include "domain/tournament/section.h"
#include "reports/prize_list.h"

#include <QDialog>

#include <optional>
#include <string>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gui {

// Reports ▸ Prizes: the prize list of the section (service::prizeList: the
// standings after the last round with the organizer's prize table), one
// row per prize in the categories' order and by place: who wins it, the
// amount (after sharing) or the item, and how many shared the money. It
// can be saved as PDF, HTML (reports::prizeListHtml, in the desk's
// language) or CSV (reports::prizeListCsv).
class PrizesDialog : public QDialog {
  Q_OBJECT
public:
  // `title`: the event and section, heading the saved document.
  PrizesDialog(const QString& tableName, std::string title, const tournament::Section& section,
               const service::PrizeList& list, QWidget* parent = nullptr);

  // Writes the prize list to `path`: PDF, HTML or CSV by its suffix
  // (.pdf, .csv, else HTML). Returns why not.
  std::optional<QString> save(const QString& path) const;

  QTableWidget* prizesTable() const { return m_prizes; }
  QLabel* headingLabel() const { return m_heading; }
  QPushButton* saveButton() const { return m_save; }

private:
  void chooseSave();

  std::string m_title;
  int m_rounds = 0;
  std::vector<reports::PrizeListLine> m_lines;
  QTableWidget* m_prizes = nullptr;
  QLabel* m_heading = nullptr;
  QPushButton* m_save = nullptr;
};

}  // namespace gui
