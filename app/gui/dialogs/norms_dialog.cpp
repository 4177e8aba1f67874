// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/norms_dialog.h"

#include "app/gui/models/report_export.h"
#include "app/gui/text/report_labels.h"
#include "app/gui/text/toolkit_text.h"
#include "app/pdf/pdf_document.h"
#include "app/service/norm_certificate.h"
#include "reports/points_format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column { NumberColumn, NameColumn, FederationColumn, GamesColumn, NormsColumn, ColumnCount };

QString points(int halfPoints) { return QString::fromStdString(reports::pointsText(halfPoints)); }

}  // namespace

NormsDialog::NormsDialog(const tournament::Section& section, std::string eventName, QWidget* parent)
    : QDialog(parent), m_section(section), m_eventName(std::move(eventName)) {
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
  m_title = new QComboBox(this);
  for (const auto title : {rating::NormTitle::GM, rating::NormTitle::IM, rating::NormTitle::WGM,
                           rating::NormTitle::WIM})
    m_title->addItem(normTitleText(title), static_cast<int>(title));
  auto* titleLabel =
      new QLabel(tr("Certificate of the title result (form IT1) for the &norm:"), this);
  titleLabel->setBuddy(m_title);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_save = buttons->addButton(tr("&Save the certificate..."), QDialogButtonBox::ActionRole);
  m_print = buttons->addButton(tr("&Print the certificate..."), QDialogButtonBox::ActionRole);
  for (QPushButton* button : {m_save, m_print}) button->setAutoDefault(false);
  auto* certificateRow = new QHBoxLayout;
  certificateRow->addWidget(titleLabel);
  certificateRow->addWidget(m_title);
  certificateRow->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_waived);
  layout->addWidget(split);
  layout->addLayout(certificateRow);
  layout->addWidget(buttons);
  connect(m_save, &QPushButton::clicked, this, &NormsDialog::chooseSave);
  connect(m_print, &QPushButton::clicked, this, &NormsDialog::print);
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
  // The certificate is offered for the first norm achieved.
  for (const auto& a : norms.assessments)
    if (a.achieved) {
      m_title->setCurrentIndex(m_title->findData(static_cast<int>(a.title)));
      break;
    }
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

std::optional<reports::NormCertificate> NormsDialog::certificate() const {
  const int row = m_players->currentRow();
  if (row < 0 || row >= static_cast<int>(m_norms.size())) return std::nullopt;
  return service::normCertificate(
      m_eventName, m_section, m_norms[static_cast<std::size_t>(row)].pairingNumber,
      static_cast<rating::NormTitle>(m_title->currentData().toInt()), m_waived->isChecked());
}

namespace {

reports::Language deskLanguage() {
  return standingsLabels().lang.starts_with("zh") ? reports::Language::Zh : reports::Language::En;
}

}  // namespace

std::optional<QString> NormsDialog::saveCertificate(const QString& path) const {
  const auto chosen = certificate();
  if (!chosen) return tr("Choose a player first.");
  return saveDocument(
      reports::normCertificateHtml(*chosen, deskLanguage()),
      [&chosen] { return reports::normCertificateCsv(*chosen, true); }, m_eventName, path);
}

void NormsDialog::chooseSave() {
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Save the certificate"), QString(),
                                   tr("PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)"));
  if (path.isEmpty()) return;
  if (const auto failure = saveCertificate(path))
    QMessageBox::warning(this, windowTitle(), *failure);
}

namespace {

pdf::PdfOptions certificateOptions(const std::string& eventName) {
  pdf::PdfOptions options;
  options.runningTitle = eventName;
  return options;
}

}  // namespace

std::optional<QString> NormsDialog::printCertificate(QPrinter& printer) const {
  const auto chosen = certificate();
  if (!chosen) return tr("Choose a player first.");
  if (!pdf::paintDocument(reports::normCertificateHtml(*chosen, deskLanguage()), printer,
                          certificateOptions(m_eventName)))
    return tr("The printer %1 cannot print.").arg(printer.printerName());
  return std::nullopt;
}

void NormsDialog::print() {
  if (!certificate()) return;
  QPrinter printer(QPrinter::HighResolution);
  printer.setPageLayout(pdf::pageLayout(certificateOptions(m_eventName)));
  printer.setDocName(tr("Certificate of title result"));
  QPrintDialog dialog(&printer, this);
  if (dialog.exec() != QDialog::Accepted) return;
  if (const auto failure = printCertificate(printer))
    QMessageBox::warning(this, windowTitle(), *failure);
}

}  // namespace gui
