// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/claim_dialog.h"

#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/models/report_export.h"
#include "app/gui/text/report_labels.h"
#include "app/gui/views/board_widget.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {

ClaimDialog::ClaimDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("claimDialog"));
  m_pgn = new QPlainTextEdit;
  m_pgn->setObjectName(QStringLiteral("pgnEdit"));
  m_open = new QPushButton;
  m_game = new QSpinBox;
  m_game->setRange(1, 1);
  m_ply = new QSpinBox;
  m_ply->setRange(0, 9999);
  m_kind = new QComboBox;
  m_kind->addItems({QString(), QString()});
  m_writtenMove = new QLineEdit;
  m_profile = new QComboBox;
  m_profile->addItems({QString(), QString()});
  m_rate = new QComboBox;
  m_rate->addItems({QString(), QString(), QString()});
  m_fiftyExtension = new QLineEdit;
  m_fiftyExtension->setObjectName(QStringLiteral("fiftyExtension"));
  m_fiftyExtension->setPlaceholderText(QStringLiteral("KRBvKR=100"));
  m_check = new QPushButton;
  m_check->setDefault(true);
  m_save = new QPushButton;
  m_save->setEnabled(false);
  m_verdict = new QLabel;
  m_verdict->setWordWrap(true);
  m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_occurrences = new QListWidget;
  m_board = new BoardWidget;

  auto* form = new QFormLayout;
  m_gameLabel = new QLabel;
  m_plyLabel = new QLabel;
  m_kindLabel = new QLabel;
  m_moveLabel = new QLabel;
  m_profileLabel = new QLabel;
  m_rateLabel = new QLabel;
  m_fiftyExtensionLabel = new QLabel;
  form->addRow(m_gameLabel, m_game);
  form->addRow(m_plyLabel, m_ply);
  form->addRow(m_kindLabel, m_kind);
  form->addRow(m_moveLabel, m_writtenMove);
  form->addRow(m_profileLabel, m_profile);
  form->addRow(m_rateLabel, m_rate);
  form->addRow(m_fiftyExtensionLabel, m_fiftyExtension);
  auto* left = m_left = new QVBoxLayout;
  left->addWidget(m_pgn, 1);
  left->addWidget(m_open);
  left->addLayout(form);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(m_check);
  buttons->addWidget(m_save);
  left->addLayout(buttons);
  auto* right = new QVBoxLayout;
  right->addWidget(m_board, 1);
  right->addWidget(m_verdict);
  right->addWidget(m_occurrences);
  auto* layout = new QHBoxLayout(this);
  layout->addLayout(left, 1);
  layout->addLayout(right, 1);

  connect(m_check, &QPushButton::clicked, this, &ClaimDialog::check);
  connect(m_open, &QPushButton::clicked, this, &ClaimDialog::openPgn);
  connect(m_save, &QPushButton::clicked, this, &ClaimDialog::saveReport);
  connect(m_pgn, &QPlainTextEdit::textChanged, this, &ClaimDialog::gamesChanged);
  connect(m_occurrences, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row >= 0) showPly(m_occurrences->item(row)->data(Qt::UserRole).toInt());
  });
  resize(900, 560);
  retranslate();
}

void ClaimDialog::presetSection(const tournament::SectionSettings& settings) {
  m_profile->setCurrentIndex(settings.rules == tournament::RulesProfile::Classic ? 1 : 0);
  m_rate->setCurrentIndex(static_cast<int>(settings.rate));
  m_fiftyExtension->setText(
      QString::fromStdString(chess::extensionsText(settings.fiftyMoveExtensions)));
}

void ClaimDialog::recordAtBoards(const tournament::Section& section, BoardRecorder recorder) {
  if (m_record != nullptr) return;
  m_recorder = std::move(recorder);
  m_boardChooser = new BoardChooser(section, this);
  m_record = new QPushButton(this);
  m_record->setEnabled(m_answer != nullptr);
  m_recorded = new QLabel(this);
  m_recorded->setWordWrap(true);
  auto* row = new QHBoxLayout;
  row->addWidget(m_boardChooser, 1);
  row->addWidget(m_record);
  m_left->addLayout(row);
  m_left->addWidget(m_recorded);
  retranslate();
  connect(m_record, &QPushButton::clicked, this, [this] {
    if (m_answer && m_recorder)
      m_recorded->setText(m_recorder(m_boardChooser->round(), m_boardChooser->board(), *m_answer));
  });
}

void ClaimDialog::gamesChanged() {
  m_game->setMaximum(std::max(1, countGames(m_pgn->toPlainText())));
}

void ClaimDialog::check() {
  try {
    ClaimQuestion question;
    question.game = m_game->value();
    question.request.ply = m_ply->value();
    question.request.kind =
        m_kind->currentIndex() == 0 ? chess::ClaimKind::Threefold : chess::ClaimKind::FiftyMoves;
    if (const QString move = m_writtenMove->text().trimmed(); !move.isEmpty())
      question.request.writtenMove = move.toStdString();
    question.profile = m_profile->currentIndex() == 0 ? tournament::RulesProfile::Fide2023
                                                      : tournament::RulesProfile::Classic;
    question.rate = static_cast<tournament::RateOfPlay>(m_rate->currentIndex());
    m_occurrences->clear();
    // 003: old Laws 10.12, the organiser's counts; the FIDE Laws 9.3 have none.
    const auto extensions =
        chess::parseFiftyMoveExtensions(m_fiftyExtension->text().trimmed().toStdString());
    std::expected<std::unique_ptr<ClaimAnswer>, QString> answer;
    if (!extensions)
      answer = std::unexpected(
          tr("Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, "
             "more than 50 moves).")
              .arg(extensions.error().column));
    else if (!extensions->empty() && question.profile != tournament::RulesProfile::Classic)
      answer = std::unexpected(
          tr("The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) "
             "have 50 moves in every position: clear it or choose the classic rules."));
    else {
      question.fiftyMoveExtensions = *extensions;
      answer = judgeClaim(m_pgn->toPlainText(), question);
    }
    if (!answer) {
      m_answer.reset();
      m_save->setEnabled(false);
      if (m_record) m_record->setEnabled(false);
      m_verdict->setText(answer.error());
      m_board->setPosition(QString());
      return;
    }
    m_answer = std::move(*answer);
    m_save->setEnabled(true);
    if (m_record) m_record->setEnabled(true);
    const auto summary = reports::summarizeClaim(m_answer->claim, claimLabels());
    QStringList lines{QString::fromStdString(summary.verdict)};
    if (!summary.reason.empty()) lines << QString::fromStdString(summary.reason);
    if (!summary.consequence.empty()) lines << QString::fromStdString(summary.consequence);
    if (const auto& extension = m_answer->claim.verdict.extension)
      lines << tr("The section's count for %1: %2 moves (classic 10.12).")
                   .arg(QString::fromStdString(chess::endingText(extension->ending)))
                   .arg(extension->moves);
    m_verdict->setText(lines.join('\n'));
    const auto& verdict = m_answer->claim.verdict;
    const int lastPly = static_cast<int>(m_answer->record.line.positions.size()) - 1;
    for (const auto& occurrence : verdict.occurrences) {
      if (occurrence.ply > lastPly) continue;
      auto* item = new QListWidgetItem(
          occurrence.ply == 0 ? tr("Start position")
                              : tr("Ply %1: %2%3 %4")
                                    .arg(occurrence.ply)
                                    .arg(occurrence.moveNumber)
                                    .arg(occurrence.mover == chess::Color::White ? "." : "...")
                                    .arg(QString::fromStdString(occurrence.san)));
      item->setData(Qt::UserRole, occurrence.ply);
      m_occurrences->addItem(item);
    }
    showPly(std::min(question.request.ply, lastPly));
  } catch (const std::exception& e) {
    QMessageBox::critical(this, tr("Claim check failed"), QString::fromUtf8(e.what()));
  }
}

void ClaimDialog::showPly(int ply) {
  if (m_answer) m_board->setLinePosition(m_answer->record.line, ply);
}

QString ClaimDialog::reportHtml() const {
  if (!m_answer) return {};
  return QString::fromStdString(reports::claimReportPage(m_answer->claim, claimLabels()));
}

void ClaimDialog::openPgn() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open PGN"), QString(),
                                                    tr("PGN files (*.pgn);;All files (*)"));
  if (path.isEmpty()) return;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    QMessageBox::warning(this, tr("Open PGN"),
                         tr("Cannot open %1: %2").arg(path, file.errorString()));
    return;
  }
  m_pgn->setPlainText(QString::fromUtf8(file.readAll()));
}

void ClaimDialog::saveReport() {
  if (!m_answer) return;
  try {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save claim report"), QStringLiteral("claim.html"),
                                     tr("HTML files (*.html);;PDF files (*.pdf)"));
    if (path.isEmpty()) return;
    if (const auto failure = exportClaimReport(m_answer->claim, path))
      QMessageBox::warning(this, tr("Save claim report"), *failure);
  } catch (const std::exception& e) {
    QMessageBox::critical(this, tr("Save claim report"), QString::fromUtf8(e.what()));
  }
}

void ClaimDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    if (m_answer) check();  // the verdict in the new language
  }
  QDialog::changeEvent(event);
}

void ClaimDialog::retranslate() {
  setWindowTitle(tr("Check a draw claim"));
  m_pgn->setPlaceholderText(tr("Paste the game's PGN here, or open a PGN file."));
  m_open->setText(tr("&Open PGN..."));
  m_gameLabel->setText(tr("&Game:"));
  m_gameLabel->setBuddy(m_game);
  m_plyLabel->setText(tr("&Ply (half-moves played):"));
  m_plyLabel->setBuddy(m_ply);
  m_kindLabel->setText(tr("&Kind:"));
  m_kindLabel->setBuddy(m_kind);
  m_kind->setItemText(0, tr("Threefold repetition (Laws 9.2)"));
  m_kind->setItemText(1, tr("Fifty-move rule (Laws 9.3)"));
  m_moveLabel->setText(tr("&Written move (optional):"));
  m_moveLabel->setBuddy(m_writtenMove);
  m_profileLabel->setText(tr("&Rules:"));
  m_profileLabel->setBuddy(m_profile);
  m_profile->setItemText(0, tr("FIDE Laws of Chess 2023"));
  m_profile->setItemText(1, tr("Classic rules (art. 10)"));
  m_rateLabel->setText(tr("R&ate of play:"));
  m_rateLabel->setBuddy(m_rate);
  m_rate->setItemText(0, tr("Standard"));
  m_rate->setItemText(1, tr("Rapid"));
  m_rate->setItemText(2, tr("Blitz"));
  m_fiftyExtensionLabel->setText(tr("&Fifty-move extension (classic 10.12):"));
  m_fiftyExtensionLabel->setBuddy(m_fiftyExtension);
  m_fiftyExtension->setToolTip(
      tr("The organiser's raised counts for named endings, announced before the event, e.g. "
         "KRBvKR=100 (each side's king and pieces Q R B N P)."));
  m_check->setText(tr("&Check"));
  m_save->setText(tr("&Save report..."));
  if (m_record != nullptr) {
    m_record->setText(tr("Recor&d at this board"));
    m_record->setToolTip(
        tr("Judged again under the section's rules and recorded with its "
           "consequence (Laws 9.5; classic 10.13)."));
  }
}

}  // namespace gui
