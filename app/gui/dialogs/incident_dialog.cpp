// SPDX-License-Identifier: MIT
#include "app/gui/dialogs/incident_dialog.h"

#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/text/incident_text.h"
#include "domain/tournament/position_checks.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTime>
#include <QTimeEdit>
#include <QVBoxLayout>

namespace gui {
namespace {

// A line of explanation under the fields, with the rule it follows.
QLabel* note(const QString& text) {
  auto* label = new QLabel(text);
  label->setWordWrap(true);
  return label;
}

// The arbiter's finding on "can the opponent still mate / win?" (Laws
// 7.5.5, 6.9; classic 10.5): not known, yes, or no (a draw).
QComboBox* findingChooser() {
  auto* chooser = new QComboBox;
  chooser->addItem(IncidentDialog::tr("not known (the arbiter decides)"), -1);
  chooser->addItem(IncidentDialog::tr("yes"), 1);
  chooser->addItem(IncidentDialog::tr("no: the game is drawn"), 0);
  return chooser;
}

std::optional<bool> finding(const QComboBox* chooser) {
  const int value = chooser->currentData().toInt();
  if (value < 0) return std::nullopt;
  return value == 1;
}

// A player's used time on a clock, h:mm:ss.
QTimeEdit* clockEdit() {
  auto* edit = new QTimeEdit;
  edit->setDisplayFormat(QStringLiteral("H:mm:ss"));
  return edit;
}

int seconds(const QTimeEdit* edit) { return int(QTime(0, 0).secsTo(edit->time())); }

int index(tournament::Color side) { return side == tournament::Color::White ? 0 : 1; }

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
  if (kind == Kind::Flag) m_side->addItem(tr("Both flags"), int(tournament::LateSide::Both));
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
      m_canMate = findingChooser();
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
    case Kind::Flag:
      setWindowTitle(tr("Flag fall"));
      m_lastPeriod = new QCheckBox(tr("The flags fell in the &last period"));
      m_fen = new QLineEdit;
      m_fen->setPlaceholderText(tr("the position's FEN, for the rules core to test"));
      m_fenAnswer = new QLabel;
      m_fenAnswer->setWordWrap(true);
      m_canWin = findingChooser();
      form->addRow(tr("&Whose flag fell:"), m_side);
      form->addRow(m_lastPeriod);
      form->addRow(tr("&Position (FEN):"), m_fen);
      form->addRow(m_fenAnswer);
      form->addRow(tr("Can the opponent still wi&n?"), m_canWin);
      form->addRow(
          note(tr("Laws 6.9: the player whose flag falls loses, unless the opponent cannot "
                  "mate by any series of legal moves (then a draw); classic 10.14 and 10.5: "
                  "a draw when the opponent has a bare king. Both flags, the first unknown "
                  "(Guidelines III.3.1; classic 12.8): the game goes on; FIDE, in the last "
                  "period, a draw.")));
      connect(m_side, &QComboBox::currentIndexChanged, this, &IncidentDialog::update);
      connect(m_fen, &QLineEdit::textChanged, this, &IncidentDialog::update);
      break;
    case Kind::DefectiveClock:
      setWindowTitle(tr("Defective clock"));
      m_moveNumber = new QSpinBox;
      m_moveNumber->setRange(1, 999);
      for (int i = 0; i < 2; ++i) {
        m_shown[i] = clockEdit();
        m_used[i] = clockEdit();
      }
      form->addRow(tr("&Move about to be made:"), m_moveNumber);
      form->addRow(tr("White's time used, as the defective clock &showed:"), m_shown[0]);
      form->addRow(tr("Black's time used, as the defective clock sho&wed:"), m_shown[1]);
      form->addRow(tr("White's time used, set on the new &clock:"), m_used[0]);
      form->addRow(tr("Black's time used, set on the new cl&ock:"), m_used[1]);
      form->addRow(
          note(tr("Laws 6.10: the arbiter replaces the clock and sets the times by his best "
                  "judgement. Classic 12.4: no time may be added that leaves a player less than "
                  "5 minutes, or less than a minute a move, before the time control.")));
      break;
    case Kind::IrregularPosition: {
      using tournament::Irregularity;
      setWindowTitle(tr("Irregular position"));
      m_irregularity = new QComboBox;
      m_irregularity->addItem(tr("Pieces displaced (7.4; classic 8.2)"),
                              int(Irregularity::DisplacedPieces));
      m_irregularity->addItem(tr("Wrong initial position (7.2.1; classic 8.5)"),
                              int(Irregularity::WrongInitialPosition));
      m_irregularity->addItem(tr("Colours reversed (7.3; classic 8.6)"),
                              int(Irregularity::ColoursReversed));
      m_irregularity->addItem(tr("Board turned wrongly (7.2.2; classic 8.7)"),
                              int(Irregularity::BoardTurnedWrongly));
      m_cannotRestore = new QCheckBox(tr("The position before cannot be res&tored"));
      m_movesEach = new QSpinBox;
      m_movesEach->setRange(0, 999);
      m_elapsed = clockEdit();
      m_scheduleAllows = new QCheckBox(tr("The &schedule allows a new game"));
      m_scheduleAllows->setChecked(true);
      form->addRow(tr("&What was found:"), m_irregularity);
      form->addRow(m_cannotRestore);
      form->addRow(tr("&Moves made by each player (FIDE 7.3):"), m_movesEach);
      form->addRow(tr("Playing time &elapsed (classic 8.6):"), m_elapsed);
      form->addRow(m_scheduleAllows);
      form->addRow(note(
          tr("FIDE: displaced pieces are set back (7.4); a wrong initial position annuls the "
             "game (7.2.1); colours reversed before 10 moves each, a new game (7.3); a board "
             "turned wrongly, the position goes to a correct board (7.2.2). Classic: the same, "
             "but a position that cannot be restored annuls the game (8.2) and colours reversed "
             "give a new game only before a quarter of the first period's time, if the schedule "
             "allows (8.6).")));
      connect(m_irregularity, &QComboBox::currentIndexChanged, this, &IncidentDialog::update);
      break;
    }
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

QTimeEdit* IncidentDialog::shownEdit(tournament::Color side) const { return m_shown[index(side)]; }

QTimeEdit* IncidentDialog::usedEdit(tournament::Color side) const { return m_used[index(side)]; }

std::optional<bool> IncidentDialog::fenCanWin() const {
  const QString fen = m_fen->text().trimmed();
  const int side = m_side->currentData().toInt();
  if (fen.isEmpty() || side == int(tournament::LateSide::Both)) return std::nullopt;
  const auto flagged = side == int(tournament::LateSide::Black) ? tournament::Color::Black
                                                                : tournament::Color::White;
  return tournament::canWinInFen(fen.toStdString(), tournament::opposite(flagged),
                                 m_section.settings.rules);
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
  if (m_kind == Kind::Flag) {
    const bool both = m_side->currentData().toInt() == int(tournament::LateSide::Both);
    const auto canWin = fenCanWin();
    m_lastPeriod->setEnabled(both);
    m_fen->setEnabled(!both);
    m_canWin->setEnabled(!both && !canWin.has_value());
    if (both || m_fen->text().trimmed().isEmpty())
      m_fenAnswer->clear();
    else if (!canWin)
      m_fenAnswer->setText(
          tr("The rules core cannot decide from this position (an unreadable "
             "FEN or an undecided search): give the finding below."));
    else
      m_fenAnswer->setText(*canWin ? tr("The rules core: the opponent can still win.")
                                   : tr("The rules core: the opponent cannot win."));
  }
  if (m_kind == Kind::IrregularPosition) {
    using tournament::Irregularity;
    const auto kind = Irregularity(m_irregularity->currentData().toInt());
    const bool classicRules = m_section.settings.rules == tournament::RulesProfile::Classic;
    const bool colours = kind == Irregularity::ColoursReversed;
    m_cannotRestore->setEnabled(classicRules && kind == Irregularity::DisplacedPieces);
    m_movesEach->setEnabled(!classicRules && colours);
    m_elapsed->setEnabled(classicRules && colours);
    m_scheduleAllows->setEnabled(classicRules && colours);
  }
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
      illegal.opponentCanMate = finding(m_canMate);
      return illegal;
    }
    case Kind::Flag: {
      RecordFlag flag;
      flag.section = section;
      flag.round = round;
      flag.board = board;
      flag.bothFlags = side == int(LateSide::Both);
      flag.flagged = offender;
      flag.lastPeriod = flag.bothFlags && m_lastPeriod->isChecked();
      if (!flag.bothFlags) {
        const auto fromFen = fenCanWin();
        flag.opponentCanWin = fromFen ? fromFen : finding(m_canWin);
      }
      return flag;
    }
    case Kind::DefectiveClock: {
      RecordDefectiveClock clock;
      clock.section = section;
      clock.round = round;
      clock.board = board;
      clock.moveNumber = m_moveNumber->value();
      clock.whiteShownSeconds = seconds(m_shown[0]);
      clock.blackShownSeconds = seconds(m_shown[1]);
      clock.whiteUsedSeconds = seconds(m_used[0]);
      clock.blackUsedSeconds = seconds(m_used[1]);
      return clock;
    }
    case Kind::IrregularPosition: {
      RecordIrregularPosition irregular;
      irregular.section = section;
      irregular.round = round;
      irregular.board = board;
      irregular.kind = Irregularity(m_irregularity->currentData().toInt());
      irregular.cannotRestore = m_cannotRestore->isChecked();
      irregular.movesEach = m_movesEach->value();
      irregular.elapsedSeconds = seconds(m_elapsed);
      irregular.scheduleAllows = m_scheduleAllows->isChecked();
      return irregular;
    }
  }
  return {};
}

}  // namespace gui
