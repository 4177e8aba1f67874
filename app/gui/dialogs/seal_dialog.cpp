// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/seal_dialog.h"

#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/views/board_widget.h"
#include "domain/chess/fen.h"
#include "domain/chess/san.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {

std::optional<int> clockSeconds(const QString& text) {
  static const QRegularExpression pattern(
      QStringLiteral("^(\\d{1,2}):([0-5]\\d)(?::([0-5]\\d))?$"));
  const auto match = pattern.match(text.trimmed());
  if (!match.hasMatch()) return std::nullopt;
  return match.captured(1).toInt() * 3600 + match.captured(2).toInt() * 60 +
         match.captured(3).toInt();
}

SealDialog::SealDialog(const tournament::Section& section, QWidget* parent)
    : QDialog(parent), m_section(section) {
  setObjectName(QStringLiteral("sealDialog"));
  setWindowTitle(tr("Seal a move"));
  m_board = new BoardChooser(section);
  m_sealer = new QComboBox;
  m_sealer->addItem(tr("White"), int(tournament::Color::White));
  m_sealer->addItem(tr("Black"), int(tournament::Color::Black));
  m_fromMoves = new QRadioButton(tr("From the game's &moves"));
  m_fromFen = new QRadioButton(tr("From a &FEN"));
  m_fromMoves->setChecked(true);
  m_moves = new QPlainTextEdit;
  m_moves->setPlaceholderText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"));
  m_moves->setTabChangesFocus(true);
  m_moves->setMaximumHeight(m_moves->fontMetrics().height() * 5);
  m_fen = new QLineEdit;
  m_fen->setPlaceholderText(QStringLiteral("8/8/4k3/8/8/4K3/4P3/8 w - - 0 60"));
  m_diagram = new BoardWidget;
  m_diagram->setMinimumSize(m_diagram->fontMetrics().height() * 14,
                            m_diagram->fontMetrics().height() * 14);
  m_moveNumber = new QSpinBox;
  m_moveNumber->setRange(1, 999);
  m_sealedMove = new QLineEdit;
  m_whiteUsed = new QLineEdit;
  m_blackUsed = new QLineEdit;
  for (QLineEdit* used : {m_whiteUsed, m_blackUsed}) used->setPlaceholderText(tr("h:mm"));
  m_drawOffer = new QComboBox;
  m_drawOffer->addItem(tr("none"), -1);
  m_drawOffer->addItem(tr("by White"), int(tournament::Color::White));
  m_drawOffer->addItem(tr("by Black"), int(tournament::Color::Black));
  m_resumeAt = new QLineEdit;
  m_resumeAt->setPlaceholderText(QStringLiteral("YYYY-MM-DD HH:MM"));
  m_resumePlace = new QLineEdit;
  // Guidelines I.2: the label says when the move was sealed; now, unless
  // the arbiter enters the envelope later and corrects it.
  m_sealedAt =
      new QLineEdit(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
  m_sealedAt->setPlaceholderText(QStringLiteral("YYYY-MM-DD HH:MM"));
  m_problem = new QLabel;
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);

  auto* form = new QFormLayout;
  form->addRow(m_board);
  form->addRow(tr("&Sealed by:"), m_sealer);
  auto* source = new QHBoxLayout;
  source->addWidget(m_fromMoves);
  source->addWidget(m_fromFen);
  source->addStretch();
  form->addRow(tr("Position before the sealed move:"), source);
  form->addRow(tr("Mo&ves:"), m_moves);
  form->addRow(tr("FE&N:"), m_fen);
  form->addRow(tr("Move &number:"), m_moveNumber);
  form->addRow(tr("Sealed move (as &written):"), m_sealedMove);
  form->addRow(tr("&White's used time:"), m_whiteUsed);
  form->addRow(tr("&Black's used time:"), m_blackUsed);
  form->addRow(tr("&Draw offer open:"), m_drawOffer);
  form->addRow(tr("Sealed a&t:"), m_sealedAt);
  form->addRow(tr("&Resumes at:"), m_resumeAt);
  form->addRow(tr("Resumes in (&place):"), m_resumePlace);
  auto* columns = new QHBoxLayout;
  columns->addLayout(form, 3);
  columns->addWidget(m_diagram, 2, Qt::AlignTop);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(columns);
  layout->addWidget(m_problem);
  layout->addWidget(m_buttons);

  connect(m_board, &BoardChooser::changed, this, &SealDialog::update);
  connect(m_fromMoves, &QRadioButton::toggled, this, &SealDialog::update);
  connect(m_moves, &QPlainTextEdit::textChanged, this, &SealDialog::update);
  for (QLineEdit* edit : {m_fen, m_sealedMove, m_whiteUsed, m_blackUsed})
    connect(edit, &QLineEdit::textChanged, this, &SealDialog::update);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  update();
}

std::expected<std::string, QString> SealDialog::position() const {
  if (m_fromFen->isChecked()) {
    const auto read = chess::parseFen(m_fen->text().trimmed().toStdString());
    if (!read)
      return std::unexpected(tr("The FEN cannot be read at column %1.").arg(read.error().column));
    return chess::toFen(*read);
  }
  chess::Position position = chess::Position::startPosition();
  int ply = 0;
  for (const QString& token : m_moves->toPlainText().split(
           QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
    // Move numbers ("12." or "12...") are skipped.
    if (token.contains(QRegularExpression(QStringLiteral("^\\d+\\.+$")))) continue;
    const auto move = chess::readSan(position, token.toStdString(), chess::SanMode::Lenient);
    if (!move)
      return std::unexpected(
          tr("Move %1 (%2) cannot be played in the position.").arg(ply / 2 + 1).arg(token));
    position.play(move->move);
    ++ply;
  }
  return chess::toFen(position);
}

void SealDialog::update() {
  m_moves->setEnabled(m_fromMoves->isChecked());
  m_fen->setEnabled(m_fromFen->isChecked());
  QString problem;
  if (m_board->chosenBoard() == nullptr) problem = tr("Choose a board of a paired round.");
  const auto fen = position();
  if (fen) {
    m_diagram->setPosition(QString::fromStdString(*fen));
    // The sealer is the side to move, on the move after the position.
    const auto read = chess::parseFen(*fen);
    if (read) {
      const QSignalBlocker blocker(m_sealer);
      m_sealer->setCurrentIndex(read->sideToMove() == chess::Color::White ? 0 : 1);
      m_moveNumber->setValue(read->fullmoveNumber());
    }
  } else if (problem.isEmpty()) {
    problem = fen.error();
  }
  if (problem.isEmpty() && m_sealedMove->text().trimmed().isEmpty())
    problem = tr("Write the sealed move as the sealer wrote it.");
  for (QLineEdit* used : {m_whiteUsed, m_blackUsed})
    if (problem.isEmpty() && !used->text().isEmpty() && !clockSeconds(used->text()))
      problem = tr("Used times are written h:mm or h:mm:ss.");
  m_problemText = problem;
  m_problem->setText(problem);
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

tournament::SealMove SealDialog::action() const {
  tournament::SealMove seal;
  seal.section = m_section.settings.name;
  auto& label = seal.label;
  label.round = m_board->round();
  label.board = m_board->board();
  label.sealer = tournament::Color(m_sealer->currentData().toInt());
  label.moveNumber = m_moveNumber->value();
  label.sealedMove = m_sealedMove->text().trimmed().toStdString();
  if (m_fromFen->isChecked())
    label.fenBefore = m_fen->text().trimmed().toStdString();
  else
    label.movesBefore = m_moves->toPlainText().simplified().toStdString();
  label.whiteUsedSeconds = clockSeconds(m_whiteUsed->text()).value_or(0);
  label.blackUsedSeconds = clockSeconds(m_blackUsed->text()).value_or(0);
  if (const int offer = m_drawOffer->currentData().toInt(); offer >= 0)
    label.drawOfferBy = tournament::Color(offer);
  label.resumeAt = m_resumeAt->text().trimmed().toStdString();
  label.resumePlace = m_resumePlace->text().trimmed().toStdString();
  label.sealedAt = m_sealedAt->text().trimmed().toStdString();
  return seal;
}

}  // namespace gui
