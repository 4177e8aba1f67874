// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/import_players_dialog.h"

#include "app/gui/text/event_file_text.h"

#include <QBrush>
#include <QColor>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {
namespace {

enum Column {
  RowColumn,
  NameColumn,
  TitleColumn,
  FideIdColumn,
  RatingColumn,
  FederationColumn,
  StatusColumn,
  ColumnCount
};

int shownRating(const tournament::Player& player) {
  return std::max({player.ratings.standard, player.ratings.rapid, player.ratings.blitz});
}

}  // namespace

ImportPlayersDialog::ImportPlayersDialog(const QString& fileName,
                                         std::vector<service::ImportRow> rows, QWidget* parent)
    : QDialog(parent), m_preview(std::move(rows)) {
  setWindowTitle(tr("Import players from %1").arg(fileName));
  m_rows = new QTableWidget(static_cast<int>(m_preview.size()), ColumnCount, this);
  m_rows->setHorizontalHeaderLabels({tr("Row"), tr("Name"), tr("Title"), tr("FIDE id"),
                                     tr("Rating"), tr("Federation"), tr("What the import does")});
  m_rows->verticalHeader()->hide();
  m_rows->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_rows->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_rows->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_rows->horizontalHeader()->setStretchLastSection(true);

  int added = 0;
  int skipped = 0;
  int refused = 0;
  for (std::size_t i = 0; i < m_preview.size(); ++i) {
    const auto& row = m_preview[i];
    const int r = static_cast<int>(i);
    const auto cell = [&](int column, const QString& value) {
      m_rows->setItem(r, column, new QTableWidgetItem(value));
    };
    cell(RowColumn, QString::number(r + 1));
    cell(NameColumn, QString::fromStdString(row.player.name));
    cell(TitleColumn, QString::fromStdString(row.player.title));
    cell(FideIdColumn, QString::fromStdString(row.player.fideId));
    const int rating = shownRating(row.player);
    cell(RatingColumn, rating > 0 ? QString::number(rating) : QString());
    cell(FederationColumn, QString::fromStdString(row.player.federation));
    QString status;
    QColor tint;
    switch (row.status) {
      case service::ImportRowStatus::Added:
        status =
            row.sameNameAs
                ? tr("will be registered; check: no. %1 has the same name").arg(*row.sameNameAs)
                : tr("will be registered");
        if (row.sameNameAs) tint = QColor(0xfff3cd);  // amber
        ++added;
        break;
      case service::ImportRowStatus::AlreadyRegistered:
        status = tr("already registered: skipped");
        tint = QColor(0xfff3cd);  // amber
        ++skipped;
        break;
      case service::ImportRowStatus::Refused:
        status = tr("refused: %1").arg(row.refusal ? actionErrorText(*row.refusal) : QString());
        tint = QColor(0xf8d7da);  // red
        ++refused;
        break;
    }
    cell(StatusColumn, status);
    if (tint.isValid())
      for (int column = 0; column < ColumnCount; ++column)
        m_rows->item(r, column)->setBackground(QBrush(tint));
  }

  m_summary = new QLabel(this);
  m_summary->setWordWrap(true);
  m_summary->setText(tr("%1 will be registered, %2 already registered (skipped), %3 refused.")
                         .arg(added)
                         .arg(skipped)
                         .arg(refused));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_import = m_buttons->addButton(tr("&Register %n player(s)", nullptr, added),
                                  QDialogButtonBox::AcceptRole);
  m_import->setEnabled(added > 0);
  m_import->setDefault(added > 0);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_rows);
  layout->addWidget(m_summary);
  layout->addWidget(m_buttons);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(820, 520);
}

std::vector<tournament::Player> ImportPlayersDialog::players() const {
  std::vector<tournament::Player> players;
  for (const auto& row : m_preview)
    if (row.status == service::ImportRowStatus::Added) players.push_back(row.player);
  return players;
}

}  // namespace gui
