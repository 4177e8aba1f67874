// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace gui {

// A menu entry's text without its mnemonic and ellipsis, as a title:
// "&File" -> "File", "文件(&F)" -> "文件", "Open..." -> "Open".
QString plainMenuText(QString text);

// Help > Shortcuts: every menu command with its key (read from the menu bar,
// so the page cannot fall behind the menus) and the keys of the result
// entry in a round (result_keys.h). Rows name the menu path in the current
// language; the key is shown as the platform writes it.
class ShortcutsDialog : public QDialog {
  Q_OBJECT
public:
  explicit ShortcutsDialog(const QMenuBar& menus, QWidget* parent = nullptr);

  QTableWidget* table() const { return m_table; }

private:
  QTableWidget* m_table = nullptr;
};

}  // namespace gui
