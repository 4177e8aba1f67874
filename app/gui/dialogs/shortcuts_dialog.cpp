// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {

QString plainMenuText(QString text) {
  // "&File" -> "File", "文件(&F)" -> "文件", "Open..." -> "Open"
  text.remove(QRegularExpression(QStringLiteral("\\(&.\\)")));
  text.remove(QLatin1Char('&'));
  if (text.endsWith(QStringLiteral("..."))) text.chop(3);
  return text;
}

namespace {

void addRow(QTableWidget* table, const QString& what, const QString& key) {
  const int row = table->rowCount();
  table->insertRow(row);
  table->setItem(row, 0, new QTableWidgetItem(what));
  table->setItem(row, 1, new QTableWidgetItem(key));
}

void addMenu(QTableWidget* table, const QMenu* menu, const QString& path) {
  for (const QAction* action : menu->actions()) {
    if (action->isSeparator()) continue;
    const QString name = path + QStringLiteral(" › ") + plainMenuText(action->text());
    if (action->menu() != nullptr) {
      addMenu(table, action->menu(), name);
      continue;
    }
    QString key = action->shortcut().toString(QKeySequence::NativeText);
    // A menu entry without a key is reached with Alt and the underlined letters.
    if (key.isEmpty()) key = ShortcutsDialog::tr("Alt + underlined letters");
    addRow(table, name, key);
  }
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar& menus, QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("shortcutsDialog"));
  setWindowTitle(tr("Keyboard shortcuts"));
  m_table = new QTableWidget(0, 2);
  m_table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
  m_table->verticalHeader()->hide();
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  for (const QAction* action : menus.actions())
    if (action->menu() != nullptr) addMenu(m_table, action->menu(), plainMenuText(action->text()));
  // result_keys.h: one key enters a board's result, and the cursor moves on.
  const std::pair<QString, QString> roundKeys[] = {
      {tr("Round › White won"), QStringLiteral("1")},
      {tr("Round › Draw"), QStringLiteral("=  5")},
      {tr("Round › Black won"), QStringLiteral("0")},
      {tr("Round › White won by forfeit"), QStringLiteral("+")},
      {tr("Round › Black won by forfeit"), QStringLiteral("-")},
      {tr("Round › Double forfeit"), QStringLiteral("*")},
      {tr("Round › Game of less than one move (not rated): White won, draw, Black won"),
       QStringLiteral("W  D  L")},
      {tr("Round › Clear the result"), tr("Space")},
      {tr("Tabs › Next tab, previous tab"), QStringLiteral("Ctrl+Tab  Ctrl+Shift+Tab")},
      {tr("Dialogs › Next field, previous field"), QStringLiteral("Tab  Shift+Tab")},
      {tr("Dialogs › Field with an underlined letter"), tr("Alt + the letter")},
  };
  for (const auto& [what, key] : roundKeys) addRow(m_table, what, key);
  m_table->resizeColumnsToContents();
  m_table->horizontalHeader()->setStretchLastSection(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_table);
  layout->addWidget(buttons);
  const QFontMetrics metrics = fontMetrics();
  resize(metrics.horizontalAdvance(QLatin1Char('M')) * 60, metrics.height() * 30);
}

}  // namespace gui
