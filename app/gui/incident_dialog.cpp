// SPDX-License-Identifier: MIT
#include "app/gui/incident_dialog.h"

#include "app/gui/board_chooser.h"
#include "app/gui/incident_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {
namespace {

// A line of explanation under the fields, with the rule it follows.
QLabel* note(const QString& text) {
  auto* label = new QLabel(text);
  label->setWordWrap(true);
  return label;
}

}  // namespace

IncidentDialog::IncidentDialog(Kind kind, const tournament::Section& section, QWidget* parent)
    : QDialog(parent), m_kind(kind), m_section(section) {
  using tournament::PenaltyOption;
  setObjectName(QStringLiteral("incidentDialog"));
  m_board = new BoardChooser(section);
  m_side = new QComboBox;
  m_side->addItem(tr("White"), int(tournament::LateSide::White));
  m_side->addItem(tr("Black"), int(tournament::LateSide::Black));
  if (kind == Kind::LateArrival)
    m_side->addItem(tr("Both players"), int(tournament::LateSide::Both));
  m_problem = new QLabel;
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  auto* form = new QFormLayout;
  form->addRow(m_board);

  switch (kind) {
    case Kind::LateArrival:
      setWindowTitle(tr("Late arrival"));
      m_arrival = new QLineEdit;
      m_arrival->setPlaceholderText(tr("HH:MM on the arbiter's watch"));
      m_minutesLate = new QSpinBox;
      m_minutesLate->setRange(0, 600);
      m_minutesLate->setSuffix(tr(" min"));
      m_forfeit = new QCheckBox(tr("Apply the &forfeit if the default time has passed"));
      form->addRow(tr("&Who arrived late:"), m_side);
      form->addRow(tr("&Arrived at:"), m_arrival);
      form->addRow(tr("or &minutes late:"), m_minutesLate);
      form->addRow(m_forfeit);
      form->addRow(
          note(tr("Laws 6.7: a player who arrives after the default time loses, "
                  "unless the rules of the event say otherwise. The time is "
                  "counted from the round's recorded start.")));
      connect(m_arrival, &QLineEdit::textChanged, this, &IncidentDialog::update);
      break;
    case Kind::Penalty:
      setWindowTitle(tr("Penalty"));
      m_article = new QLineEdit;
      m_article->setPlaceholderText(tr("e.g. 11.3.1"));
      m_option = new QComboBox;
      for (const auto option :
           {PenaltyOption::Warning, PenaltyOption::TimeToOpponent, PenaltyOption::TimeDeducted,
            PenaltyOption::OpponentScoreRaised, PenaltyOption::OffenderScoreReduced,
            PenaltyOption::GameLost, PenaltyOption::Fine, PenaltyOption::Exclusion,
            PenaltyOption::Expulsion})
        m_option->addItem(penaltyOptionText(option), int(option));
      m_seconds = new QSpinBox;
      m_seconds->setRange(0, 3600);
      m_seconds->setSingleStep(30);
      m_seconds->setSuffix(tr(" s"));
      m_score = new QComboBox;
      m_score->addItem(QStringLiteral("0"), 0);
      m_score->addItem(QStringLiteral("½"), 1);
      m_rounds = new QSpinBox;
      m_rounds->setRange(0, 99);
      m_note = new QLineEdit;
      form->addRow(tr("&Offender:"), m_side);
      form->addRow(tr("&Article broken:"), m_article);
      form->addRow(tr("&Penalty (Laws 12.9):"), m_option);
      form->addRow(tr("&Time:"), m_seconds);
      form->addRow(tr("Offender's &score in the game:"), m_score);
      form->addRow(tr("&Rounds excluded:"), m_rounds);
      form->addRow(tr("&Note (the fine, anything else):"), m_note);
      connect(m_article, &QLineEdit::textChanged, this, &IncidentDialog::update);
      connect(m_option, &QComboBox::currentIndexChanged, this, &IncidentDialog::update);
      break;
    case Kind::IllegalMove:
      setWindowTitle(tr("Illegal move"));
      m_canMate = new QComboBox;
      m_canMate->addItem(tr("not known (the arbiter decides)"), -1);
      m_canMate->addItem(tr("yes"), 1);
      m_canMate->addItem(tr("no: the game is drawn"), 0);
      m_count = new QLabel;
      m_count->setWordWrap(true);
      form->addRow(tr("&Offender:"), m_side);
      form->addRow(tr("Illegal moves so far:"), m_count);
      form->addRow(tr("Can the opponent still &mate?"), m_canMate);
      form->addRow(
          note(tr("Laws 7.5.5: the first completed illegal move gives the "
                  "opponent two more minutes; the second loses the game, unless "
                  "the opponent cannot mate by any legal moves (then a draw).")));
      break;
  }
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_problem);
  layout->addWidget(m_buttons);
  connect(m_board, &BoardChooser::changed, this, &IncidentDialog::update);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  update();
}

int IncidentDialog::illegalMoves(int playerId) const {
  int count = 0;
  for (const auto& incident : m_section.incidents)
    if (incident.kind == tournament::IncidentKind::IllegalMove &&
        incident.round == m_board->round() && incident.board == m_board->board() &&
        incident.player == playerId)
      ++count;
  return count;
}

void IncidentDialog::update() {
  QString problem;
  const auto* board = m_board->chosenBoard();
  if (board == nullptr) problem = tr("Choose a board of a paired round.");
  if (m_kind == Kind::Penalty) {
    const auto option = tournament::PenaltyOption(m_option->currentData().toInt());
    using tournament::PenaltyOption;
    m_seconds->setEnabled(option == PenaltyOption::TimeToOpponent ||
                          option == PenaltyOption::TimeDeducted);
    m_score->setEnabled(option == PenaltyOption::OffenderScoreReduced);
    m_rounds->setEnabled(option == PenaltyOption::Exclusion);
    if (problem.isEmpty() && m_article->text().trimmed().isEmpty())
      problem = tr("Name the article of the Laws that was broken.");
  }
  if (m_kind == Kind::IllegalMove && board != nullptr)
    m_count->setText(tr("White %1, Black %2 (in this game)")
                         .arg(illegalMoves(board->white))
                         .arg(illegalMoves(board->black)));
  m_problem->setText(problem);
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

tournament::Action IncidentDialog::action() const {
  using namespace tournament;
  const std::string section = m_section.settings.name;
  const int round = m_board->round();
  const int board = m_board->board();
  const int side = m_side->currentData().toInt();
  const Color offender = side == int(LateSide::Black) ? Color::Black : Color::White;
  switch (m_kind) {
    case Kind::LateArrival: {
      RecordLateArrival late;
      late.section = section;
      late.round = round;
      late.board = board;
      late.side = LateSide(side);
      late.secondsLate = m_minutesLate->value() * 60;
      late.applyForfeit = m_forfeit->isChecked();
      late.arrivedAt = m_arrival->text().trimmed().toStdString();
      return late;
    }
    case Kind::Penalty: {
      RecordPenalty penalty;
      penalty.section = section;
      penalty.round = round;
      penalty.board = board;
      penalty.offender = offender;
      penalty.article = m_article->text().trimmed().toStdString();
      penalty.option = PenaltyOption(m_option->currentData().toInt());
      penalty.seconds = m_seconds->value();
      if (penalty.option == PenaltyOption::OffenderScoreReduced)
        penalty.score = m_score->currentData().toInt();
      penalty.rounds = m_rounds->value();
      penalty.note = m_note->text().trimmed().toStdString();
      return penalty;
    }
    case Kind::IllegalMove: {
      RecordIllegalMove illegal;
      illegal.section = section;
      illegal.round = round;
      illegal.board = board;
      illegal.offender = offender;
      const int canMate = m_canMate->currentData().toInt();
      if (canMate >= 0) illegal.opponentCanMate = canMate == 1;
      return illegal;
    }
  }
  return {};
}

}  // namespace gui
