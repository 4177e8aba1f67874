// SPDX-License-Identifier: MIT
#include "app/gui/norms_dialog.h"

#include "app/gui/toolkit_text.h"
#include "reports/points_format.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column { NumberColumn, NameColumn, FederationColumn, GamesColumn, NormsColumn, ColumnCount };

QString points(int halfPoints) { return QString::fromStdString(reports::pointsText(halfPoints)); }

}  // namespace

NormsDialog::NormsDialog(const tournament::Section& section, QWidget* parent)
    : QDialog(parent), m_section(section) {
  setWindowTitle(tr("Title norms (FIDE B.01 1.4)"));
  m_waived = new QCheckBox(
      tr("The foreigner requirement is &waived (1.4.3a-d: national championship, national team "
         "championship, zonal, qualifying Swiss)"),
      this);
  m_players = new QTableWidget(0, ColumnCount, this);
  m_players->setHorizontalHeaderLabels(
      {tr("No."), tr("Name"), tr("Federation"), tr("Games"), tr("Norms")});
  m_players->verticalHeader()->hide();
  m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_players->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_players->setSelectionMode(QAbstractItemView::SingleSelection);
  m_players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_players->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
  m_working = new QTextBrowser(this);

  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(m_players);
  split->addWidget(m_working);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_waived);
  layout->addWidget(split);
  layout->addWidget(buttons);
  connect(m_waived, &QCheckBox::toggled, this, &NormsDialog::assess);
  connect(m_players, &QTableWidget::currentCellChanged, this,
          [this](int row) { showWorking(row); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  assess();
  resize(1100, 620);
}

void NormsDialog::assess() {
  const int selected = std::max(0, m_players->currentRow());
  m_norms = service::sectionNorms(m_section, m_waived->isChecked());
  m_players->setRowCount(static_cast<int>(m_norms.size()));
  for (int r = 0; r < m_players->rowCount(); ++r) {
    const auto& norms = m_norms[static_cast<std::size_t>(r)];
    const auto* player = m_section.playerByNumber(norms.pairingNumber);
    QStringList achieved;
    for (const auto& a : norms.assessments)
      if (a.achieved) achieved << normTitleText(a.title);
    const QString values[] = {QString::number(norms.pairingNumber),
                              player ? QString::fromStdString(player->name) : QString(),
                              QString::fromStdString(norms.input.federation),
                              QString::number(norms.input.games.size()),
                              achieved.join(QStringLiteral(", "))};
    for (int column = 0; column < ColumnCount; ++column)
      m_players->setItem(r, column, new QTableWidgetItem(values[column]));
  }
  if (m_players->rowCount() > 0)
    m_players->setCurrentCell(std::min(selected, m_players->rowCount() - 1), NameColumn);
  showWorking(m_players->currentRow());
}

void NormsDialog::showWorking(int row) {
  if (row < 0 || row >= static_cast<int>(m_norms.size())) {
    m_working->clear();
    return;
  }
  const auto& norms = m_norms[static_cast<std::size_t>(row)];
  const auto* player = m_section.playerByNumber(norms.pairingNumber);
  QString html =
      QStringLiteral("<h3>%1 %2</h3>")
          .arg(norms.pairingNumber)
          .arg(player ? QString::fromStdString(player->name).toHtmlEscaped() : QString());
  for (const auto& a : norms.assessments) {
    html += QStringLiteral("<h4>%1</h4>")
                .arg((a.achieved ? tr("%1 norm: achieved") : tr("%1 norm: not achieved"))
                         .arg(normTitleText(a.title)));
    if (a.raisedGame)
      html += QStringLiteral("<p>%1</p>")
                  .arg(tr("1.4.6: the opponent of game %1 raised from %2 to the floor %3.")
                           .arg(*a.raisedGame + 1)
                           .arg(a.raisedFrom)
                           .arg(a.floor));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Ra = %1 / %2 = %3; score %4 / %2 = %5%; dp %6; Rp = %7.")
                         .arg(a.ratingSum)
                         .arg(a.games)
                         .arg(a.average)
                         .arg(points(a.points))
                         .arg(a.percentage)
                         .arg(a.difference)
                         .arg(a.performance));
    html += QStringLiteral("<p>%1</p>")
                .arg(a.pointsNeeded ? tr("The norm needed %1 points against these opponents.")
                                          .arg(points(*a.pointsNeeded))
                                    : tr("No score gives the norm against these opponents."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    for (const auto& c : a.checks) {
      const bool atMost = c.requirement == rating::NormRequirement::OwnFederation ||
                          c.requirement == rating::NormRequirement::OneFederation;
      const QString verdict = c.waived ? tr("waived (1.4.3a-d)")
                              : c.met  ? tr("met")
                                       : tr("NOT MET");
      html += QStringLiteral(
                  "<tr><td>%1</td><td align=\"right\">%2</td><td>%3</td><td align=\"right\">%4</td>"
                  "<td style=\"color:%5\">%6</td></tr>")
                  .arg(normRequirementText(c.requirement).toHtmlEscaped())
                  .arg(c.have)
                  .arg(atMost ? QStringLiteral("≤") : QStringLiteral("≥"))
                  .arg(c.need)
                  .arg(c.met || c.waived ? QStringLiteral("#1b5e20") : QStringLiteral("#b00020"))
                  .arg(verdict);
    }
    html += QStringLiteral("</table>");
  }
  m_working->setHtml(html);
}

}  // namespace gui
