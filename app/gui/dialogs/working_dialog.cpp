// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/working_dialog.h"

#include "app/gui/text/tiebreak_names.h"
#include "domain/standings/section_standings.h"
#include "domain/standings/tiebreak_text.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gui {

namespace {

QString valueText(const standings::TieBreakValue& value, int decimals) {
  return QString::fromStdString(standings::tieBreakText(value, decimals));
}

}  // namespace

WorkingDialog::WorkingDialog(const service::PublishedSection& section, int rounds, int player,
                             QWidget* parent)
    : QDialog(parent) {
  const auto& state = section.state;
  const auto nameOf = [&state](int number) {
    return QString::fromStdString(state.players[static_cast<std::size_t>(number - 1)].name);
  };
  setWindowTitle(tr("How the tie-breaks are made"));
  m_heading = new QLabel(tr("%1 (%2), after round %3. A cut value is in brackets.")
                             .arg(nameOf(player))
                             .arg(player)
                             .arg(rounds),
                         this);
  m_heading->setWordWrap(true);
  m_tree = new QTreeWidget(this);
  m_tree->setObjectName(QStringLiteral("workingTree"));
  m_tree->setHeaderLabels({tr("Tie-break / round"), tr("Opponent"), tr("Opponent's value"),
                           tr("Own points"), tr("Adds"), tr("Note")});
  m_tree->setUniformRowHeights(true);
  const auto working = standings::playerWorking(state, section.rule, rounds, player);
  for (std::size_t i = 0; i < working.size(); ++i) {
    const auto& tieBreak = section.rule.tieBreaks[i];
    const auto& w = working[i];
    const int decimals = standings::minimumDecimals(tieBreak.kind);
    const int opponentDecimals = standings::isRatingBased(tieBreak.kind) ? 0 : 1;
    const std::string code = standings::tieBreakCode(tieBreak);
    auto* top = new QTreeWidgetItem(m_tree);
    top->setText(WhatColumn,
                 QStringLiteral("%1 — %2").arg(QString::fromStdString(code), tieBreakName(code)));
    top->setText(AddsColumn, valueText(w.value, decimals));
    top->setData(WhatColumn, Qt::UserRole, QString::fromStdString(code));
    QFont bold = top->font(WhatColumn);
    bold.setBold(true);
    top->setFont(WhatColumn, bold);
    top->setFont(AddsColumn, bold);
    for (const auto& c : w.contributions) {
      auto* item = new QTreeWidgetItem(top);
      item->setText(WhatColumn, tr("Round %1").arg(c.round));
      QString who;
      if (c.source == standings::OpponentSource::Dummy)
        who = tr("dummy opponent (C.07 16.4)");
      else if (c.source == standings::OpponentSource::VirtualOpponent)
        who = tr("virtual opponent");
      if (c.opponent > 0) {
        const QString opponent = QStringLiteral("%1 %2").arg(c.opponent).arg(nameOf(c.opponent));
        who = who.isEmpty() ? opponent : tr("%1 for %2").arg(who, opponent);
      }
      item->setText(OpponentColumn, who);
      if (c.source != standings::OpponentSource::None)
        item->setText(OpponentValueColumn, valueText(c.opponentValue, opponentDecimals));
      item->setText(OwnColumn, valueText(c.ownPoints, 1));
      const QString adds = valueText(c.value, decimals);
      item->setText(AddsColumn, c.cut ? QStringLiteral("(%1)").arg(adds) : adds);
      QStringList notes;
      if (c.cut) notes << tr("cut");
      if (c.voluntary) notes << tr("voluntarily unplayed (VUR, C.07 16.2)");
      item->setText(NoteColumn, notes.join(QStringLiteral("; ")));
      item->setData(AddsColumn, Qt::UserRole, QVariant::fromValue<qlonglong>(c.value));
      item->setData(NoteColumn, Qt::UserRole, c.cut);
      for (const int column : {OpponentValueColumn, OwnColumn, AddsColumn})
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    }
    top->setTextAlignment(AddsColumn, Qt::AlignRight | Qt::AlignVCenter);
  }
  m_tree->expandAll();
  for (int column = 0; column < m_tree->columnCount(); ++column)
    m_tree->resizeColumnToContents(column);
  if (m_tree->topLevelItemCount() > 0) m_tree->setCurrentItem(m_tree->topLevelItem(0));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addWidget(m_tree);
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  const QFontMetrics metrics = fontMetrics();
  resize(metrics.horizontalAdvance(QLatin1Char('M')) * 70, metrics.height() * 32);
}

}  // namespace gui
