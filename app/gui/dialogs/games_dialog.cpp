// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/games_dialog.h"

#include "app/gui/text/toolkit_text.h"

#include <QBrush>
#include <QColor>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {
namespace {

enum Column {
  FileColumn,
  RoundColumn,
  BoardColumn,
  WhiteColumn,
  BlackColumn,
  MovesColumn,
  ResultColumn,
  FindingColumn,
  ColumnCount
};

QString tagOf(const chess::PgnGame& game, std::string_view name) {
  const auto value = game.tag(name);
  return value ? QString::fromUtf8(value->data(), static_cast<qsizetype>(value->size()))
               : QString();
}

}  // namespace

GamesDialog::GamesDialog(const tournament::Event& event, const tournament::Section& section,
                         QWidget* parent)
    : QDialog(parent), m_event(event), m_section(section) {
  setWindowTitle(tr("The round's games (PGN)"));
  m_round = new QSpinBox(this);
  m_round->setRange(0, std::max(1, static_cast<int>(section.rounds.size())));
  m_round->setSpecialValueText(tr("each game's Round tag"));
  m_round->setValue(static_cast<int>(section.rounds.size()));
  m_open = new QPushButton(tr("&Read PGN files..."), this);
  m_games = new QTableWidget(0, ColumnCount, this);
  m_games->setHorizontalHeaderLabels({tr("File, line"), tr("Round"), tr("Board"), tr("White"),
                                      tr("Black"), tr("Moves"), tr("Result"),
                                      tr("What was found")});
  m_games->verticalHeader()->hide();
  m_games->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_games->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_games->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_games->horizontalHeader()->setStretchLastSection(true);
  m_summary = new QLabel(tr("Choose the round, then read its PGN files."), this);
  m_summary->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_export = buttons->addButton(tr("&Save the event's PGN..."), QDialogButtonBox::ActionRole);
  m_export->setEnabled(false);

  auto* top = new QHBoxLayout;
  auto* form = new QFormLayout;
  form->addRow(tr("R&ound:"), m_round);
  top->addLayout(form);
  top->addWidget(m_open);
  top->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(m_games);
  layout->addWidget(m_summary);
  layout->addWidget(buttons);
  connect(m_open, &QPushButton::clicked, this, &GamesDialog::chooseFiles);
  connect(m_export, &QPushButton::clicked, this, &GamesDialog::chooseExport);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(1000, 520);
}

std::optional<QString> GamesDialog::load(const QStringList& paths) {
  std::vector<std::string> files;
  for (const QString& path : paths) files.push_back(path.toStdString());
  // Typed scoresheets: the client's notation too (003: 马g1-f3), each game
  // saying how many of its moves were read so.
  auto collection =
      service::collectGames(m_section, files, m_round->value(), chess::SanMode::Lenient);
  if (!collection)
    return tr("Cannot open %1: it is missing or not readable.")
        .arg(QString::fromStdString(collection.error().path));
  m_collection = std::move(*collection);
  showCollection(*m_collection);
  m_export->setEnabled(true);
  return std::nullopt;
}

void GamesDialog::showCollection(const service::GameCollection& collection) {
  m_games->setRowCount(static_cast<int>(collection.matches.size()));
  int matched = 0;
  int findings = 0;
  for (int r = 0; r < m_games->rowCount(); ++r) {
    const auto& m = collection.matches[static_cast<std::size_t>(r)];
    const auto& game = collection.games[m.game];
    QStringList found{gameMatchText(m.status)};
    if (m.illegalPly) found << tr("the move of ply %1 is not legal").arg(*m.illegalPly);
    if (m.lenientMoves > 0)
      found << tr("%n move(s) read leniently (not standard SAN)", nullptr, m.lenientMoves);
    if (m.resultDiffers)
      found << tr("the game says %1, the stored result differs (not changed)")
                   .arg(QString::fromStdString(m.gameResult));
    const bool finding = m.board == 0 || m.illegalPly || m.resultDiffers;
    matched += m.board > 0 ? 1 : 0;
    findings += finding ? 1 : 0;
    const QString values[] = {
        QStringLiteral("%1:%2")
            .arg(QFileInfo(QString::fromStdString(collection.files[m.game])).fileName())
            .arg(m.line),
        m.round > 0 ? QString::number(m.round) : QString(),
        m.board > 0 ? QString::number(m.board) : QString(),
        tagOf(game, "White"),
        tagOf(game, "Black"),
        QString::number((m.plies + 1) / 2),
        QString::fromStdString(m.gameResult),
        found.join(tr("; "))};
    for (int column = 0; column < ColumnCount; ++column) {
      auto* item = new QTableWidgetItem(values[column]);
      if (finding) item->setBackground(QBrush(QColor(0xf8d7da)));  // red
      m_games->setItem(r, column, item);
    }
  }
  m_summary->setText(
      tr("%n game(s) read: %1 matched to a board, %2 with a finding.", nullptr, m_games->rowCount())
          .arg(matched)
          .arg(findings));
}

std::optional<QString> GamesDialog::exportPgn(const QString& path) const {
  if (!m_collection) return tr("Read the round's PGN files first.");
  QFile out(path);
  const std::string pgn = service::exportEventPgn(m_event, m_section, *m_collection);
  if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      out.write(pgn.data(), static_cast<qint64>(pgn.size())) != static_cast<qint64>(pgn.size()))
    return tr("Cannot write %1.").arg(QDir::toNativeSeparators(path));
  return std::nullopt;
}

void GamesDialog::chooseFiles() {
  const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Read PGN files"), QString(),
                                                          tr("PGN files (*.pgn);;All files (*)"));
  if (paths.isEmpty()) return;
  if (const auto failure = load(paths)) QMessageBox::warning(this, windowTitle(), *failure);
}

void GamesDialog::chooseExport() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Save the event's PGN"), QString(),
                                                    tr("PGN files (*.pgn)"));
  if (path.isEmpty()) return;
  if (const auto failure = exportPgn(path)) QMessageBox::warning(this, windowTitle(), *failure);
}

}  // namespace gui
