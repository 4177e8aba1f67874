// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/unseal_dialog.h"

#include "app/gui/dialogs/seal_dialog.h"
#include "app/gui/models/event_document.h"
#include "app/gui/text/incident_text.h"
#include "app/gui/text/resumption_text.h"
#include "app/gui/views/board_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {
namespace {

using tournament::Color;
using tournament::SealedMoveStatus;

// The arbiter's readings offered when the core cannot read the move.
constexpr SealedMoveStatus Findings[] = {
    SealedMoveStatus::Legal,        SealedMoveStatus::Checkmate, SealedMoveStatus::Stalemate,
    SealedMoveStatus::DeadPosition, SealedMoveStatus::Ambiguous, SealedMoveStatus::Unreadable,
    SealedMoveStatus::Illegal};

bool stillSealed(const tournament::Envelope& envelope) {
  return envelope.custody == tournament::Custody::Sealed ||
         envelope.custody == tournament::Custody::InArbitersKeeping ||
         envelope.custody == tournament::Custody::Lost;
}

// A used time as the clock edits read it (h:mm:ss, clockSeconds).
QString clockText(int seconds) {
  return QStringLiteral("%1:%2:%3")
      .arg(seconds / 3600)
      .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
      .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

UnsealDialog::UnsealDialog(const EventDocument& document, const tournament::Section& section,
                           QWidget* parent)
    : QDialog(parent), m_document(document), m_section(section) {
  setWindowTitle(tr("Open an envelope"));
  for (const auto& envelope : section.envelopes)
    if (stillSealed(envelope)) m_envelopes.push_back(envelope);

  m_envelope = new QComboBox(this);
  for (const auto& e : m_envelopes)
    m_envelope->addItem(tr("Round %1, board %2: %3 - %4")
                            .arg(e.round)
                            .arg(e.board)
                            .arg(playerName(e.round, e.board, Color::White),
                                 playerName(e.round, e.board, Color::Black)));
  m_label = new QLabel(this);
  m_label->setWordWrap(true);
  m_diagram = new BoardWidget(this);
  m_diagram->setMinimumSize(240, 240);
  m_sealerPresent = new QCheckBox(tr("The sealer was present by the default time"), this);
  m_sealerPresent->setChecked(true);
  m_replierPresent = new QCheckBox(tr("The replier was present by the default time"), this);
  m_replierPresent->setChecked(true);
  m_lost = new QCheckBox(tr("The envelope is lost (I.12)"), this);
  m_statedMove = new QLineEdit(this);
  m_statedMove->setPlaceholderText(tr("the move the sealer says he sealed (I.12.1)"));
  m_annul =
      new QCheckBox(tr("The position cannot be re-established: annul the game (I.12.2)"), this);
  m_sealedReply = new QLineEdit(this);
  m_sealedReply->setPlaceholderText(tr("the replier's reply, sealed in a new envelope (I.9.3)"));
  m_presentFlagged =
      new QCheckBox(tr("The present player's flag fell while the sealer was absent"), this);
  m_finding = new QComboBox(this);
  for (const auto status : Findings) m_finding->addItem(sealedMoveReadingText(status));
  m_clocks = new QGroupBox(tr("&Correct the clocks (Guidelines I.13)"), this);
  m_clocks->setCheckable(true);
  m_clocks->setChecked(false);
  m_whiteUsed = new QLineEdit(m_clocks);
  m_blackUsed = new QLineEdit(m_clocks);
  for (QLineEdit* used : {m_whiteUsed, m_blackUsed}) used->setPlaceholderText(tr("h:mm:ss"));
  m_afterFirstMove =
      new QCheckBox(tr("The error was pointed out after a player's first move"), m_clocks);
  m_severeReason = new QLineEdit(m_clocks);
  m_severeReason->setPlaceholderText(
      tr("classic rules (14.6): why the consequences would be very severe"));
  auto* clocks = new QFormLayout(m_clocks);
  clocks->addRow(tr("White's correct used time:"), m_whiteUsed);
  clocks->addRow(tr("Black's correct used time:"), m_blackUsed);
  clocks->addRow(m_afterFirstMove);
  clocks->addRow(tr("Reason:"), m_severeReason);
  m_reading = new QLabel(this);
  m_reading->setWordWrap(true);
  m_outcome = new QLabel(this);
  m_outcome->setWordWrap(true);
  QFont bold = m_outcome->font();
  bold.setBold(true);
  m_outcome->setFont(bold);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_open = m_buttons->addButton(tr("&Open the envelope"), QDialogButtonBox::AcceptRole);
  m_open->setDefault(true);

  auto* form = new QFormLayout;
  form->addRow(tr("Envelope:"), m_envelope);
  form->addRow(m_label);
  form->addRow(m_sealerPresent);
  form->addRow(m_replierPresent);
  form->addRow(m_lost);
  form->addRow(tr("Stated move:"), m_statedMove);
  form->addRow(m_annul);
  form->addRow(tr("Sealed reply:"), m_sealedReply);
  form->addRow(m_presentFlagged);
  form->addRow(tr("Your reading:"), m_finding);
  form->addRow(m_clocks);
  auto* columns = new QHBoxLayout;
  columns->addLayout(form, 3);
  columns->addWidget(m_diagram, 2);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(columns);
  layout->addWidget(m_reading);
  layout->addWidget(m_outcome);
  layout->addStretch();
  layout->addWidget(m_buttons);

  for (QCheckBox* box : {m_sealerPresent, m_replierPresent, m_lost, m_annul, m_presentFlagged})
    connect(box, &QCheckBox::toggled, this, &UnsealDialog::update);
  for (QLineEdit* edit : {m_statedMove, m_sealedReply, m_whiteUsed, m_blackUsed, m_severeReason})
    connect(edit, &QLineEdit::textChanged, this, &UnsealDialog::update);
  connect(m_afterFirstMove, &QCheckBox::toggled, this, &UnsealDialog::update);
  connect(m_clocks, &QGroupBox::toggled, this, &UnsealDialog::update);
  connect(m_envelope, &QComboBox::currentIndexChanged, this, &UnsealDialog::showEnvelopeClocks);
  connect(m_envelope, &QComboBox::currentIndexChanged, this, &UnsealDialog::update);
  connect(m_finding, &QComboBox::currentIndexChanged, this, &UnsealDialog::update);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  showEnvelopeClocks();
  update();
  resize(820, 680);
}

const tournament::Envelope* UnsealDialog::chosen() const {
  const int index = m_envelope->currentIndex();
  if (index < 0 || index >= static_cast<int>(m_envelopes.size())) return nullptr;
  return &m_envelopes[static_cast<std::size_t>(index)];
}

QString UnsealDialog::playerName(int round, int board, Color side) const {
  const auto* stored = m_section.round(round) ? m_section.round(round)->board(board) : nullptr;
  if (stored == nullptr) return {};
  const int id = side == Color::White ? stored->white : stored->black;
  for (const auto& player : m_section.players)
    if (player.id == id) return QString::fromStdString(player.name);
  return {};
}

tournament::ResumeGame UnsealDialog::observed() const {
  tournament::ResumeGame action;
  action.section = m_section.settings.name;
  if (const auto* e = chosen()) {
    action.round = e->round;
    action.board = e->board;
  }
  action.sealerPresent = m_sealerPresent->isChecked();
  action.replierPresent = m_replierPresent->isChecked();
  if (m_lost->isChecked()) {
    action.statedMove = m_statedMove->text().trimmed().toStdString();
    action.annul = m_annul->isChecked();
  }
  if (m_sealedReply->isEnabled())
    action.sealedReply = m_sealedReply->text().trimmed().toStdString();
  action.presentPlayerFlagged = m_presentFlagged->isEnabled() && m_presentFlagged->isChecked();
  return action;
}

std::optional<SealedMoveStatus> UnsealDialog::arbiterFinding() const {
  if (!m_finding->isEnabled()) return std::nullopt;
  const int index = m_finding->currentIndex();
  if (index < 0 || index >= static_cast<int>(std::size(Findings))) return std::nullopt;
  return Findings[index];
}

std::optional<tournament::CorrectResumptionClocks> UnsealDialog::clockCorrection() const {
  const auto* e = chosen();
  if (e == nullptr || !m_clocks->isChecked()) return std::nullopt;
  const auto white = clockSeconds(m_whiteUsed->text());
  const auto black = clockSeconds(m_blackUsed->text());
  if (!white || !black) return std::nullopt;
  return tournament::CorrectResumptionClocks{
      m_section.settings.name,
      e->round,
      e->board,
      *white,
      *black,
      m_afterFirstMove->isChecked(),
      m_severeReason->isEnabled() ? m_severeReason->text().trimmed().toStdString() : std::string()};
}

// The clock edits start from the envelope's used times.
void UnsealDialog::showEnvelopeClocks() {
  const auto* e = chosen();
  m_whiteUsed->setText(e ? clockText(e->whiteUsedSeconds) : QString());
  m_blackUsed->setText(e ? clockText(e->blackUsedSeconds) : QString());
}

void UnsealDialog::update() {
  const auto* e = chosen();
  if (e == nullptr) {
    m_label->setText(tr("No envelope of this section is waiting to be opened."));
    m_open->setEnabled(false);
    return;
  }
  const QString white = playerName(e->round, e->board, Color::White);
  const QString black = playerName(e->round, e->board, Color::Black);
  const QString sealer = e->sealer == Color::White ? white : black;
  const QString replier = e->sealer == Color::White ? black : white;
  QString label =
      tr("Move %1 sealed by %2. Time used: White %3, Black %4.")
          .arg(e->moveNumber)
          .arg(sealer, durationText(e->whiteUsedSeconds), durationText(e->blackUsedSeconds));
  if (e->drawOfferBy)
    label += QLatin1Char(' ') + tr("A draw offer by %1 is open (I.4).")
                                    .arg(*e->drawOfferBy == Color::White ? white : black);
  if (!e->resumeAt.empty())
    label += QLatin1Char(' ') +
             tr("Resumes %1 %2.")
                 .arg(QString::fromStdString(e->resumeAt), QString::fromStdString(e->resumePlace));
  m_label->setText(label);

  // What may be said depends on what was observed: a stated move and the
  // annulment only for a lost envelope; the sealed reply and the present
  // player's flag only while the sealer is absent and the replier present.
  const bool lost = m_lost->isChecked() || e->custody == tournament::Custody::Lost;
  if (e->custody == tournament::Custody::Lost && !m_lost->isChecked()) m_lost->setChecked(true);
  m_statedMove->setEnabled(lost);
  m_annul->setEnabled(lost);
  const bool sealerAway = !m_sealerPresent->isChecked() && m_replierPresent->isChecked();
  m_sealedReply->setEnabled(sealerAway);
  m_presentFlagged->setEnabled(sealerAway);

  // The core's own reading first (without the arbiter's), to know whether
  // his reading is needed at all.
  const auto read = m_document.previewOpening(observed(), std::nullopt);
  const SealedMoveStatus status = read ? read->action.status : SealedMoveStatus::Unchecked;
  m_finding->setEnabled(status == SealedMoveStatus::Unchecked);
  m_reading->setText(sealedMoveReadingText(status));
  const std::string after = read ? read->action.positionAfterSealedMove : std::string();
  m_diagram->setPosition(QString::fromStdString(after.empty() ? e->fenBefore : after));
  m_diagram->setToolTip(after.empty() ? tr("The position before the sealed move")
                                      : tr("The position after the sealed move"));

  // Classic 14.6 alone lets the arbiter correct the clocks after the first
  // move, giving his reason; the domain judges the correction with the rest.
  m_severeReason->setEnabled(m_afterFirstMove->isChecked() &&
                             m_section.settings.rules == tournament::RulesProfile::Classic);
  if (m_clocks->isChecked() && !clockCorrection()) {
    m_outcome->setText(tr("Used times are written h:mm or h:mm:ss."));
    m_open->setEnabled(false);
    return;
  }
  if (m_clocks->isChecked() && m_severeReason->isEnabled() &&
      m_severeReason->text().trimmed().isEmpty()) {
    m_outcome->setText(
        tr("After the first move the clocks are corrected only when the arbiter "
           "states why the consequences would be very severe (classic 14.6)."));
    m_open->setEnabled(false);
    return;
  }
  const auto preview = m_document.previewOpening(observed(), arbiterFinding(), clockCorrection());
  if (!preview) {
    m_outcome->setText(preview.error());
    m_open->setEnabled(false);
    return;
  }
  QString outcome = resumptionText(preview->envelope, preview->result, sealer, replier);
  if (clockCorrection())
    outcome += QLatin1Char('\n') + tr("The clocks are corrected first: White %1, Black %2 used.")
                                       .arg(durationText(preview->envelope.whiteUsedSeconds),
                                            durationText(preview->envelope.blackUsedSeconds));
  m_outcome->setText(outcome);
  m_open->setEnabled(true);
}

}  // namespace gui
