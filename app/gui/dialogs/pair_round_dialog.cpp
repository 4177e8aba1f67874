// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/pair_round_dialog.h"

#include "app/gui/models/event_document.h"
#include "app/gui/text/pairing_text.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace gui {

PairRoundDialog::PairRoundDialog(EventDocument& document, ProposedRound proposal, QWidget* parent)
    : QDialog(parent), m_document(document), m_pairing(std::move(proposal.action)) {
  setWindowTitle(tr("Pair round %1").arg(m_pairing.round));
  m_boards = new QTableWidget(this);
  m_boards->setColumnCount(3);
  m_boards->setHorizontalHeaderLabels({tr("Board"), tr("White"), tr("Black")});
  m_boards->verticalHeader()->hide();
  m_boards->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_boards->setSelectionBehavior(QAbstractItemView::SelectRows);
  // The board number as wide as it needs; White and Black share the rest.
  m_boards->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_boards->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  m_boards->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
  m_swapColours = new QPushButton(tr("Swap &colours"), this);
  m_swapColours->setToolTip(tr("White and Black of the selected board change places."));
  m_exchange = new QPushButton(tr("E&xchange opponents"), this);
  m_exchange->setToolTip(tr("The Black players of the two selected boards change boards."));
  m_explain = new QPushButton(tr("&Explain"), this);
  m_explain->setCheckable(true);
  m_explain->setToolTip(
      tr("How the engine reached its pairing: the score brackets, who floated and why, and the "
         "rule that gave each board's colours."));
  m_explanation = new QPlainTextEdit(proposal.explanation, this);
  m_explanation->setReadOnly(true);
  m_explanation->setLineWrapMode(QPlainTextEdit::NoWrap);
  m_explanation->hide();
  m_verdict = new QLabel(this);
  m_verdict->setWordWrap(true);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_store = m_buttons->addButton(tr("&Store the round"), QDialogButtonBox::AcceptRole);
  m_store->setDefault(true);

  auto* edits = new QHBoxLayout;
  edits->addWidget(m_swapColours);
  edits->addWidget(m_exchange);
  edits->addStretch();
  edits->addWidget(m_explain);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_boards);
  layout->addLayout(edits);
  layout->addWidget(m_explanation);
  layout->addWidget(m_verdict);
  layout->addWidget(m_buttons);

  connect(m_swapColours, &QPushButton::clicked, this, [this] {
    const auto rows = m_boards->selectionModel()->selectedRows();
    if (rows.size() == 1) swapColours(rows.front().row() + 1);
  });
  connect(m_exchange, &QPushButton::clicked, this, [this] {
    const auto rows = m_boards->selectionModel()->selectedRows();
    if (rows.size() == 2) exchangeBlackPlayers(rows[0].row() + 1, rows[1].row() + 1);
  });
  connect(m_boards->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
    const auto rows = m_boards->selectionModel()->selectedRows().size();
    m_swapColours->setEnabled(rows == 1);
    m_exchange->setEnabled(rows == 2);
  });
  connect(m_explain, &QPushButton::toggled, this, [this](bool shown) {
    m_explanation->setVisible(shown);
    if (shown) resize(std::max(width(), 760), height());
  });
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  m_swapColours->setEnabled(false);
  m_exchange->setEnabled(false);
  refresh();
  // Tall enough for a big round's boards: four fifths of the screen.
  const QRect available = screen()->availableGeometry();
  resize(std::min(available.width(), 760), available.height() * 4 / 5);
}

std::vector<std::pair<int, QString>> PairRoundDialog::unpairedPlayers() const {
  std::vector<std::pair<int, QString>> unpaired;
  const auto* section = m_document.storedSection();
  if (section == nullptr) return unpaired;
  const int round = m_pairing.round;
  for (const auto& player : section->players) {
    const int number = player.pairingNumber;
    const bool paired =
        number == m_pairing.pairingBye ||
        std::any_of(m_pairing.boards.begin(), m_pairing.boards.end(), [number](const auto& board) {
          return board.first == number || board.second == number;
        });
    if (paired) continue;
    QString why = tr("not paired");
    // C.04.2 3.2 / 3.3: withdrawn, not yet entered, or a bye requested.
    if (player.withdrawnFromRound > 0 && player.withdrawnFromRound <= round)
      why = tr("withdrawn");
    else if (player.entryRound > round)
      why = tr("enters in round %1").arg(player.entryRound);
    else if (const auto* bye = player.requestedBye(round))
      why = bye->kind == tournament::ByeKind::HalfPoint   ? tr("half-point bye (requested)")
            : bye->kind == tournament::ByeKind::FullPoint ? tr("full-point bye (requested)")
                                                          : tr("absent (zero-point bye)");
    unpaired.emplace_back(number, why);
  }
  return unpaired;
}

bool PairRoundDialog::breaksAbsoluteCriterion() const {
  return m_review && m_review->breaksAbsoluteCriterion();
}

void PairRoundDialog::swapColours(int board) {
  if (board < 1 || board > static_cast<int>(m_pairing.boards.size())) return;
  auto& pair = m_pairing.boards[static_cast<std::size_t>(board - 1)];
  std::swap(pair.first, pair.second);
  refresh();
}

void PairRoundDialog::exchangeBlackPlayers(int board, int otherBoard) {
  const int boards = static_cast<int>(m_pairing.boards.size());
  if (board < 1 || otherBoard < 1 || board > boards || otherBoard > boards || board == otherBoard)
    return;
  std::swap(m_pairing.boards[static_cast<std::size_t>(board - 1)].second,
            m_pairing.boards[static_cast<std::size_t>(otherBoard - 1)].second);
  refresh();
}

QString PairRoundDialog::playerText(int pairingNumber) const {
  const auto* section = m_document.storedSection();
  const auto* player = section ? section->playerByNumber(pairingNumber) : nullptr;
  return QStringLiteral("%1  %2")
      .arg(pairingNumber)
      .arg(player ? QString::fromStdString(player->name) : QStringLiteral("?"));
}

void PairRoundDialog::refresh() {
  const auto unpaired = unpairedPlayers();
  const int paired = static_cast<int>(m_pairing.boards.size()) + (m_pairing.pairingBye ? 1 : 0);
  const int rows = paired + static_cast<int>(unpaired.size());
  m_boards->setRowCount(rows);
  for (std::size_t i = 0; i < m_pairing.boards.size(); ++i) {
    const int row = static_cast<int>(i);
    m_boards->setItem(row, 0, new QTableWidgetItem(QString::number(row + 1)));
    m_boards->setItem(row, 1, new QTableWidgetItem(playerText(m_pairing.boards[i].first)));
    m_boards->setItem(row, 2, new QTableWidgetItem(playerText(m_pairing.boards[i].second)));
  }
  if (m_pairing.pairingBye) {
    m_boards->setItem(paired - 1, 0, new QTableWidgetItem(tr("Bye")));
    m_boards->setItem(paired - 1, 1, new QTableWidgetItem(playerText(m_pairing.pairingBye)));
    m_boards->setItem(paired - 1, 2, new QTableWidgetItem(QString()));
  }
  for (std::size_t i = 0; i < unpaired.size(); ++i) {
    const int row = paired + static_cast<int>(i);
    m_boards->setItem(row, 0, new QTableWidgetItem(QStringLiteral("—")));
    m_boards->setItem(row, 1, new QTableWidgetItem(playerText(unpaired[i].first)));
    m_boards->setItem(row, 2, new QTableWidgetItem(unpaired[i].second));
  }
  const auto review = m_document.reviewPairing(m_pairing);
  if (review) {
    m_review = *review;
    m_verdict->setText(reviewText(*review));
  } else {
    m_review.reset();
    m_verdict->setText(review.error());
  }
  m_store->setEnabled(review.has_value());
}

}  // namespace gui
