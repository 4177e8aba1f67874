// SPDX-License-Identifier: MIT
#include "app/gui/views/event_view.h"

#include "app/gui/models/event_document.h"
#include "app/gui/models/gui_standings.h"
#include "app/gui/models/players_model.h"
#include "app/gui/models/report_export.h"
#include "app/gui/models/round_model.h"
#include "app/gui/models/standings_model.h"
#include "app/gui/text/report_labels.h"
#include "app/gui/text/result_words.h"
#include "app/gui/text/tiebreak_names.h"
#include "app/gui/views/round_view.h"
#include "app/gui/views/table_look.h"
#include "domain/standings/section_standings.h"
#include "reports/markup.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

EventView::EventView(EventDocument& document, QWidget* parent)
    : QTabWidget(parent), m_document(document) {
  setObjectName(QStringLiteral("eventView"));
  m_players = new PlayersModel(this);
  m_playersView = new QTableView;
  m_playersView->setObjectName(QStringLiteral("playersView"));
  m_playersView->setModel(m_players);
  m_playersView->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_playersView->setSelectionMode(QAbstractItemView::SingleSelection);
  setUpTable(m_playersView);
  addTab(m_playersView, QString());

  auto* roundPage = new QWidget;
  auto* roundLayout = new QVBoxLayout(roundPage);
  auto* chooser = new QHBoxLayout;
  m_roundLabel = new QLabel;
  m_round = new QSpinBox;
  m_round->setObjectName(QStringLiteral("roundChooser"));
  m_roundLabel->setBuddy(m_round);
  chooser->addWidget(m_roundLabel);
  chooser->addWidget(m_round);
  chooser->addStretch();
  roundLayout->addLayout(chooser);
  m_roundModel = new RoundModel(this);
  m_roundView = new RoundView;
  m_roundView->setModel(m_roundModel);
  setUpTable(m_roundView);
  roundLayout->addWidget(m_roundView);
  m_roundMissing = new QLabel;
  m_roundMissing->setObjectName(QStringLiteral("missingResults"));
  m_roundMissing->setWordWrap(true);
  roundLayout->addWidget(m_roundMissing);
  m_roundHint = new QLabel;
  m_roundHint->setWordWrap(true);
  roundLayout->addWidget(m_roundHint);
  addTab(roundPage, QString());

  m_standingsPage = new QWidget;
  auto* standingsLayout = new QVBoxLayout(m_standingsPage);
  m_standings = new StandingsModel(this);
  m_standingsView = new QTableView;
  m_standingsView->setObjectName(QStringLiteral("standingsView"));
  m_standingsView->setModel(m_standings);
  setUpTable(m_standingsView);
  m_standingsNotice = new QLabel;
  m_legend = new QLabel;
  m_legend->setWordWrap(true);
  m_afterRoundLabel = new QLabel;
  m_afterRound = new QComboBox;
  m_afterRoundLabel->setBuddy(m_afterRound);
  m_standingsHeading = new QLabel;
  auto* afterRow = new QHBoxLayout;
  afterRow->addWidget(m_afterRoundLabel);
  afterRow->addWidget(m_afterRound);
  afterRow->addWidget(m_standingsHeading, 1);
  standingsLayout->addLayout(afterRow);
  // Any choice, by hand or by a program (the screen tour), shows its table;
  // showStandings fills the list with the signals blocked.
  connect(m_afterRound, &QComboBox::currentIndexChanged, this, [this] {
    m_standingsStale = true;
    showStandings();
  });
  standingsLayout->addWidget(m_standingsNotice);
  standingsLayout->addWidget(m_standingsView);
  standingsLayout->addWidget(m_legend);
  addTab(m_standingsPage, QString());

  m_crosstable = new QTextBrowser;
  m_crosstable->setObjectName(QStringLiteral("crosstableView"));
  m_crosstable->setOpenLinks(false);
  addTab(m_crosstable, QString());

  connect(&m_document, &EventDocument::changed, this, &EventView::reload);
  connect(m_round, &QSpinBox::valueChanged, this, &EventView::showRound);
  connect(this, &QTabWidget::currentChanged, this, [this] {
    if (currentWidget() == m_standingsPage) showStandings();
    if (currentWidget() == m_crosstable) showCrosstable();
  });
  connect(m_roundModel, &RoundModel::resultEntered, this,
          [this](int round, const reports::BoardPairing& board) { enterResult(round, board); });
  retranslate();
  reload();
}

void EventView::enterResult(int round, const reports::BoardPairing& board) {
  // Typing over a result that exists asks first.
  if (const auto* before = m_document.storedBoardOf(round, board.white);
      before != nullptr && before->result != tournament::GameResult::Pending) {
    const auto answer =
        QMessageBox::question(this, tr("Replace the result?"),
                              tr("Board %1 already has the result %2. Replace it?")
                                  .arg(before->number)
                                  .arg(resultWords(before->result, before->unrated)),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) {
      showRound(round);
      return;
    }
  }
  auto refused = m_document.recordResult(round, board);
  // A result entered at another desk since this one showed the board: the
  // desk now shows it, and asks as for any overwrite.
  while (refused && refused->storedMeanwhile) {
    const auto* now = m_document.storedBoardOf(round, board.white);
    const auto answer = QMessageBox::question(
        this, tr("Replace the result?"),
        tr("Board %1 has just been given the result %2 at another desk or by another program. "
           "Replace it?")
            .arg(now ? now->number : board.board)
            .arg(resultWords(refused->storedMeanwhile->result, refused->storedMeanwhile->unrated)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) return;
    refused = m_document.recordResult(round, board);
  }
  // C.04.2 4.3: later rounds were paired on this round's results; their
  // pairings stand, so the arbiter confirms the correction (audited).
  if (refused && refused->confirmable) {
    const auto answer = QMessageBox::question(this, tr("Correct the result?"),
                                              refused->reason + tr("\n\nEnter the result anyway?"),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) {
      showRound(round);
      return;
    }
    refused = m_document.recordResult(round, board, true);
  }
  if (refused) {
    QMessageBox::warning(this, tr("Result not recorded"), refused->reason);
    showRound(round);
  }
}

std::pair<int, int> EventView::selectedBoard() const {
  const QModelIndex current = m_roundView->currentIndex();
  if (!current.isValid() || current.row() >= m_roundModel->boardCount()) return {0, 0};
  return {m_roundModel->round(), m_roundModel->board(current.row()).board};
}

int EventView::selectedPlayer() const {
  if (currentWidget() == m_standingsPage) return standingsPlayer();
  const QModelIndex current = m_playersView->currentIndex();
  return current.isValid()
             ? m_players->index(current.row(), PlayersModel::StartNumber).data().toInt()
             : 0;
}

int EventView::standingsPlayer() const {
  const QModelIndex current = m_standingsView->currentIndex();
  return current.isValid()
             ? m_standings->index(current.row(), StandingsModel::StartNumber).data().toInt()
             : 0;
}

void EventView::reload() {
  const auto& state = m_document.state();
  const auto* stored = m_document.storedSection();
  const int selected = selectedPlayer();
  m_players->setState(state);
  if (selected > 0 && selected <= m_players->rowCount())
    m_playersView->setCurrentIndex(m_players->index(selected - 1, PlayersModel::Name));
  const int rounds = state.roundsRecorded();
  const QSignalBlocker blocker(m_round);
  const int shown = m_round->value();
  const int before = m_round->maximum();
  m_round->setRange(rounds > 0 ? 1 : 0, rounds);
  // A newly paired round is shown at once; otherwise the round stays.
  m_round->setValue(rounds > before || shown < 1 || shown > rounds ? rounds : shown);
  // Keep the cursor on the board being entered while results come in.
  const QModelIndex current = m_roundView->currentIndex();
  m_roundModel->setRound(state, m_round->value(), stored);
  showMissingResults();
  if (current.isValid() && current.row() < m_roundModel->rowCount())
    m_roundView->setCurrentIndex(m_roundModel->index(current.row(), current.column()));
  // Columns are measured again when what is shown changes shape (another
  // file, section or round, players added), not after every result: a
  // result typed must show at once.
  const QString shape = QStringLiteral("%1|%2|%3|%4")
                            .arg(m_document.path(), m_document.section())
                            .arg(state.players.size())
                            .arg(m_round->value());
  // Another file or section starts at its last complete round: the round
  // chosen for one section means nothing in another.
  const QString section = m_document.path() + QLatin1Char('|') + m_document.section();
  if (section != m_shownSection) {
    m_shownSection = section;
    const QSignalBlocker afterRoundBlocker(m_afterRound);
    m_afterRound->setCurrentIndex(0);
  }
  if (shape != m_fittedShape) {
    m_fittedShape = shape;
    fitColumns(m_playersView, {PlayersModel::Name});
    fitColumns(m_roundView, {RoundModel::White, RoundModel::Black});
    m_standingsFitted = false;
  }
  // The standings are computed when they are looked at.
  m_standingsStale = true;
  if (currentWidget() == m_standingsPage) showStandings();
  if (currentWidget() == m_crosstable) showCrosstable();
}

void EventView::showCrosstable() {
  const auto published = m_document.published();
  const int chosen = std::max(0, m_afterRound->currentData().toInt());
  const auto shown = gui::shownStandings(published, chosen);
  const auto& [table, notice, provisional] = shown;
  if (!table) {
    m_crosstable->setPlainText(table.error());
    return;
  }
  const std::string before = notice.isEmpty()
                                 ? std::string()
                                 : "<p>" + reports::escapeMarkup(notice.toStdString()) + "</p>\n";
  m_crosstable->setHtml(QString::fromStdString(reports::htmlPage(
      table->event, standingsLabels().lang, before + crosstableHtml(published.state, *table))));
}

void EventView::showStandings() {
  if (!m_standingsStale) return;
  m_standingsStale = false;
  // The rounds that can be chosen: 1 .. the last complete round (C.07).
  const auto published = m_document.published();
  const int complete = standings::lastCompleteRound(published.state);
  // The round being played can be looked at as it stands (provisional).
  const int inProgress = roundInProgress(published.state);
  const int asked = m_afterRound->currentData().toInt();
  const int chosen =
      asked == ProvisionalRound ? (inProgress > 0 ? asked : 0) : std::min(asked, complete);
  const QSignalBlocker refilling(m_afterRound);
  m_afterRound->clear();
  m_afterRound->addItem(tr("the last complete round"), 0);
  for (int r = 1; r <= complete; ++r) m_afterRound->addItem(QString::number(r), r);
  if (inProgress > 0)
    m_afterRound->addItem(tr("round %1 as it stands (provisional)").arg(inProgress),
                          ProvisionalRound);
  m_afterRound->setCurrentIndex(std::max(0, m_afterRound->findData(chosen)));
  const auto [table, notice, provisional] = gui::shownStandings(published, chosen);
  m_standingsHeading->setText(
      !table        ? QString()
      : provisional ? tr("Provisional standings, round %1 in progress").arg(table->rounds)
                    : tr("Standings after round %1").arg(table->rounds));
  if (table) {
    m_standings->setTable(*table);
    m_standingsNotice->setText(notice);
    m_legend->setText(tieBreakLegend(table->tieBreakCodes));
  } else {
    m_standings->setTable({});
    m_standingsNotice->setText(table.error());
    m_legend->clear();
  }
  m_standingsNotice->setVisible(!m_standingsNotice->text().isEmpty());
  // Measured again when the table's columns change (another tie-break
  // list) or its first rows arrive: an empty table's widths fit nothing.
  const QString shape =
      QStringLiteral("%1|%2").arg(m_standings->columnCount()).arg(m_standings->rowCount() > 0);
  if (!m_standingsFitted || shape != m_standingsShape) {
    m_standingsFitted = true;
    m_standingsShape = shape;
    fitColumns(m_standingsView, {StandingsModel::Name});
  }
}

void EventView::showRound(int round) {
  m_roundModel->setRound(m_document.state(), round, m_document.storedSection());
  showMissingResults();
  m_roundView->setCurrentIndex(m_roundModel->index(0, 0));
}

void EventView::showMissingResults() {
  QStringList boards;
  for (int row = 0; row < m_roundModel->boardCount(); ++row)
    if (const auto& board = m_roundModel->board(row);
        board.whiteResult == tournament::RoundResult::Pending)
      boards << QString::number(board.board);
  m_roundMissing->setText(boards.isEmpty() ? QString()
                                           : tr("Results still missing: board(s) %1.", nullptr,
                                                static_cast<int>(boards.size()))
                                                 .arg(boards.join(QStringLiteral(", "))));
  m_roundMissing->setVisible(!boards.isEmpty());
}

void EventView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    // The headers changed: every table is measured again.
    m_fittedShape.clear();
    m_standingsFitted = false;
    reload();
  }
  QTabWidget::changeEvent(event);
}

void EventView::retranslate() {
  setTabText(0, tr("Players"));
  setTabText(1, tr("Round"));
  setTabText(2, tr("Standings"));
  setTabText(3, tr("Crosstable"));
  m_afterRoundLabel->setText(tr("&After round:"));
  m_roundLabel->setText(tr("&Round:"));
  m_roundHint->setText(
      tr("Type a result on a board: 1 White wins, = draw, 0 Black wins, "
         "+ or - forfeit, * double forfeit, W D L the same in a game of less than one move "
         "(not rated), Space to clear."));
  m_players->retranslate();
  m_roundModel->retranslate();
  m_standings->retranslate();
}

}  // namespace gui
