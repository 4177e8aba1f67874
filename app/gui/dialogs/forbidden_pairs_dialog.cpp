// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/forbidden_pairs_dialog.h"

#include "app/gui/models/event_document.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column { FirstColumn, SecondColumn, RoundsColumn, ColumnCount };

QString playerText(const tournament::Player& player) {
  return QStringLiteral("%1  %2")
      .arg(player.pairingNumber)
      .arg(QString::fromStdString(player.name));
}

}  // namespace

ForbiddenPairsDialog::ForbiddenPairsDialog(EventDocument& document, Apply apply, QWidget* parent)
    : QDialog(parent), m_document(document), m_apply(std::move(apply)) {
  setWindowTitle(tr("Forbidden pairs"));
  m_pairs = new QTableWidget(0, ColumnCount, this);
  m_pairs->setHorizontalHeaderLabels({tr("Player"), tr("Must not meet"), tr("Rounds")});
  m_pairs->verticalHeader()->hide();
  m_pairs->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_pairs->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_pairs->setSelectionMode(QAbstractItemView::SingleSelection);
  m_pairs->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  m_pairs->horizontalHeader()->setSectionResizeMode(RoundsColumn, QHeaderView::ResizeToContents);

  m_first = new QComboBox(this);
  m_second = new QComboBox(this);
  m_firstRound = new QSpinBox(this);
  m_lastRound = new QSpinBox(this);
  m_lastRound->setSpecialValueText(tr("the last round"));
  m_add = new QPushButton(tr("&Forbid the pair"), this);
  m_cancel = new QPushButton(tr("&Allow the selected pair again"), this);
  m_add->setAutoDefault(false);
  m_cancel->setAutoDefault(false);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);

  auto* form = new QFormLayout;
  auto* firstLabel = new QLabel(tr("&Player:"), this);
  firstLabel->setBuddy(m_first);
  form->addRow(firstLabel, m_first);
  auto* secondLabel = new QLabel(tr("Must &not meet:"), this);
  secondLabel->setBuddy(m_second);
  form->addRow(secondLabel, m_second);
  auto* rounds = new QHBoxLayout;
  rounds->addWidget(m_firstRound);
  auto* toLabel = new QLabel(tr("&to"), this);
  toLabel->setBuddy(m_lastRound);
  rounds->addWidget(toLabel);
  rounds->addWidget(m_lastRound);
  rounds->addStretch();
  auto* fromLabel = new QLabel(tr("In &rounds from:"), this);
  fromLabel->setBuddy(m_firstRound);
  form->addRow(fromLabel, rounds);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  auto* hint = new QLabel(tr("Players who must not meet, as the tournament rules announce (family, "
                             "the same club). The pairing treats them like a game already played "
                             "(C.04.3 C1)."),
                          this);
  hint->setWordWrap(true);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(hint);
  layout->addWidget(m_pairs);
  layout->addWidget(m_cancel, 0, Qt::AlignLeft);
  layout->addLayout(form);
  layout->addWidget(m_add, 0, Qt::AlignLeft);
  layout->addWidget(m_status);
  layout->addWidget(buttons);

  connect(m_add, &QPushButton::clicked, this, &ForbiddenPairsDialog::addPair);
  connect(m_cancel, &QPushButton::clicked, this, &ForbiddenPairsDialog::cancelPair);
  connect(m_pairs, &QTableWidget::itemSelectionChanged, this,
          [this] { m_cancel->setEnabled(m_pairs->currentRow() >= 0); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  reload();
  if (m_pairs->rowCount() > 0)
    m_pairs->setFocus();
  else
    m_first->setFocus();
  resize(620, 520);
}

void ForbiddenPairsDialog::reload() {
  const auto* section = m_document.storedSection();
  if (section == nullptr) return;
  const int rounds = section->settings.rounds;
  m_firstRound->setRange(1, std::max(1, rounds));
  m_lastRound->setRange(0, std::max(1, rounds));  // 0: to the last round
  const auto keepFirst = m_first->currentData();
  const auto keepSecond = m_second->currentData();
  m_first->clear();
  m_second->clear();
  for (const auto& player : section->players) {
    m_first->addItem(playerText(player), player.pairingNumber);
    m_second->addItem(playerText(player), player.pairingNumber);
  }
  if (keepFirst.isValid()) m_first->setCurrentIndex(m_first->findData(keepFirst));
  if (keepSecond.isValid()) m_second->setCurrentIndex(m_second->findData(keepSecond));
  if (!keepSecond.isValid() && m_second->count() > 1) m_second->setCurrentIndex(1);

  m_shown.clear();
  m_pairs->setRowCount(static_cast<int>(section->forbiddenPairs.size()));
  int row = 0;
  for (const auto& pair : section->forbiddenPairs) {
    // The section keeps player ids; the dialog shows and acts on numbers.
    const auto* first = section->player(pair.first);
    const auto* second = section->player(pair.second);
    m_shown.emplace_back(first->pairingNumber, second->pairingNumber);
    const int last = pair.lastRound == 0 ? rounds : pair.lastRound;
    QString when;
    if (pair.firstRound == 1 && pair.lastRound == 0)
      when = tr("all rounds");
    else if (pair.firstRound == last)
      when = tr("round %1").arg(last);
    else if (pair.lastRound == 0)
      when = tr("from round %1").arg(pair.firstRound);
    else
      when = tr("rounds %1–%2").arg(pair.firstRound).arg(last);
    const QString texts[] = {playerText(*first), playerText(*second), when};
    for (int column = 0; column < ColumnCount; ++column)
      m_pairs->setItem(row, column, new QTableWidgetItem(texts[column]));
    ++row;
  }
  if (m_pairs->rowCount() > 0) m_pairs->setCurrentCell(0, FirstColumn);
  m_cancel->setEnabled(m_pairs->currentRow() >= 0);
  m_status->setText(tr("%n forbidden pair(s).", nullptr, m_pairs->rowCount()));
}

void ForbiddenPairsDialog::addPair() {
  const auto* section = m_document.storedSection();
  if (section == nullptr || m_first->currentIndex() < 0 || m_second->currentIndex() < 0) return;
  const tournament::ForbidPairing action{
      section->settings.name, m_first->currentData().toInt(), m_second->currentData().toInt(),
      m_firstRound->value(),  m_lastRound->value(),           false};
  if (m_apply(action, windowTitle())) reload();
}

void ForbiddenPairsDialog::cancelPair() {
  const auto* section = m_document.storedSection();
  const int row = m_pairs->currentRow();
  if (section == nullptr || row < 0 || row >= static_cast<int>(m_shown.size())) return;
  const auto [first, second] = m_shown[static_cast<std::size_t>(row)];
  if (m_apply(tournament::ForbidPairing{section->settings.name, first, second, 1, 0, true},
              windowTitle()))
    reload();
}

}  // namespace gui
