// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/section_prizes_dialog.h"

#include "app/gui/text/toolkit_text.h"
#include "domain/standings/prize_table_text.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBlock>
#include <QVBoxLayout>

namespace gui {

SectionPrizesDialog::SectionPrizesDialog(const tournament::SectionSettings& settings,
                                         QWidget* parent)
    : QDialog(parent), m_settings(settings) {
  setWindowTitle(tr("Prize table and check-in rule"));
  m_table = new QPlainTextEdit(QString::fromStdString(settings.prizeTable), this);
  m_table->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  m_table->setTabChangesFocus(true);
  m_table->setPlaceholderText(
      tr("No prize table. For example:\n"
         "tie = shared\n"
         "category Overall = 1000 600 300\n"
         "category Women women = 200 100"));
  m_load = new QPushButton(tr("&Load from a file..."), this);
  m_load->setAutoDefault(false);
  m_withdrawAfter = new QSpinBox(this);
  m_withdrawAfter->setRange(0, 99);
  m_withdrawAfter->setSpecialValueText(tr("never"));
  m_withdrawAfter->setSuffix(tr(" absence(s)"));
  m_withdrawAfter->setValue(settings.withdrawAfterAbsences);
  m_problem = new QLabel(this);
  m_problem->setWordWrap(true);

  auto* tableLabel = new QLabel(tr("&Prize table (place and category prizes, the tie rule; "
                                   "README: Prizes):"),
                                this);
  tableLabel->setWordWrap(true);
  tableLabel->setBuddy(m_table);
  auto* rule = new QLabel(tr("A player not checked in for a round gets a zero-point bye "
                             "(C.04.2 3.3)."),
                          this);
  rule->setWordWrap(true);
  auto* form = new QFormLayout;
  form->addRow(tr("&Withdraw a player after:"), m_withdrawAfter);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(tableLabel);
  layout->addWidget(m_table, 1);
  layout->addWidget(m_load, 0, Qt::AlignLeft);
  layout->addWidget(m_problem);
  layout->addWidget(rule);
  layout->addLayout(form);
  layout->addWidget(buttons);
  connect(m_load, &QPushButton::clicked, this, &SectionPrizesDialog::loadFile);
  connect(m_table, &QPlainTextEdit::textChanged, m_problem, &QLabel::clear);
  connect(buttons, &QDialogButtonBox::accepted, this, &SectionPrizesDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(600, 480);
}

tournament::SectionSettings SectionPrizesDialog::settings() const {
  tournament::SectionSettings settings = m_settings;
  settings.prizeTable = m_table->toPlainText().toStdString();
  // A table of blanks is no table.
  if (m_table->toPlainText().trimmed().isEmpty()) settings.prizeTable.clear();
  if (!settings.prizeTable.empty() && settings.prizeTable.back() != '\n')
    settings.prizeTable += '\n';
  settings.withdrawAfterAbsences = m_withdrawAfter->value();
  return settings;
}

void SectionPrizesDialog::accept() {
  const auto text = settings().prizeTable;
  if (!text.empty()) {
    if (const auto table = standings::readPrizeTable(text); !table) {
      // The mistake is shown and the cursor put on it; the dialog stays.
      m_problem->setText(prizeTableErrorText(table.error()));
      const QTextBlock block = m_table->document()->findBlockByNumber(table.error().line - 1);
      if (block.isValid()) {
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                            std::clamp(table.error().column - 1, 0, block.length() - 1));
        m_table->setTextCursor(cursor);
      }
      m_table->setFocus();
      return;
    }
  }
  QDialog::accept();
}

void SectionPrizesDialog::loadFile() {
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Open a prize table"), QString(),
                                   tr("Prize tables (*.txt *.prizes);;All files (*)"));
  if (path.isEmpty()) return;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    m_problem->setText(tr("Cannot open %1: it is missing or not readable.").arg(path));
    return;
  }
  m_table->setPlainText(QString::fromUtf8(file.readAll()));
}

}  // namespace gui
