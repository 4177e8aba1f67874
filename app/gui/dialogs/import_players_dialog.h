// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/player_list.h"

#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gui {

// A list of players read from a CSV or TRF file, before it is imported: one
// row per player with what the import would do - added, already registered
// (skipped: a registered player or an earlier row of the list), refused and
// why - and how many will be added. The domain decides
// (service::previewImport); the dialog shows the rows and collects the
// players() that will be added.
class ImportPlayersDialog : public QDialog {
  Q_OBJECT
public:
  ImportPlayersDialog(const QString& fileName, std::vector<service::ImportRow> rows,
                      QWidget* parent = nullptr);

  // The rows marked Added, in the list's order.
  std::vector<tournament::Player> players() const;

  QTableWidget* rowsTable() const { return m_rows; }
  QLabel* summaryLabel() const { return m_summary; }
  QDialogButtonBox* buttons() const { return m_buttons; }
  QPushButton* importButton() const { return m_import; }

private:
  std::vector<service::ImportRow> m_preview;
  QTableWidget* m_rows = nullptr;
  QLabel* m_summary = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_import = nullptr;
};

}  // namespace gui
