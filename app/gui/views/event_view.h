// SPDX-License-Identifier: MIT
#pragma once

#include "reports/round_pairings.h"

#include <QTabWidget>

#include <utility>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableView;
class QTextBrowser;

namespace gui {

class EventDocument;
class PlayersModel;
class RoundModel;
class RoundView;
class StandingsModel;

// The open event in three tabs: the players, one round with result entry
// (choose the round; type 1 = 0 + - on a board), and the standings. It
// follows the document's changed() signal; results typed in the round tab
// go to the document, and a refusal is shown in a message box. The
// standings are computed when their tab is shown (and again after a change
// while it shows), so that typing results stays quick on a large section;
// they are those after the last complete round, or after a round chosen.
class EventView : public QTabWidget {
  Q_OBJECT
public:
  explicit EventView(EventDocument& document, QWidget* parent = nullptr);

  RoundView* roundView() const { return m_roundView; }
  QSpinBox* roundChooser() const { return m_round; }
  // Under the round: the boards still waiting for a result ("Results still
  // missing: boards 12, 31"), hidden when every board has one.
  QLabel* missingResults() const { return m_roundMissing; }
  QTableView* standingsView() const { return m_standingsView; }
  // The standings' round: 0 = after the last complete round, else after N;
  // ProvisionalRound = the round in progress as it stands.
  QComboBox* afterRoundChooser() const { return m_afterRound; }
  QLabel* standingsHeading() const { return m_standingsHeading; }
  // Above the standings: why they are not the current ones (provisional,
  // an adjourned game), hidden when they are.
  QLabel* standingsNotice() const { return m_standingsNotice; }
  QTableView* playersView() const { return m_playersView; }
  // The crosstable after the round chosen for the standings (a round
  // robin's N×N grid, or the Swiss crosstable).
  QTextBrowser* crosstableView() const { return m_crosstable; }
  // The pairing number of the player selected: in the standings when they
  // are shown, else in the players tab; 0 if none.
  int selectedPlayer() const;
  // The board selected in the Round tab: its round and stored board
  // number; {0, 0} if none.
  std::pair<int, int> selectedBoard() const;
  // The start number of the player selected in the standings, 0 if none.
  int standingsPlayer() const;

protected:
  void changeEvent(QEvent* event) override;

private:
  void reload();
  void showRound(int round);
  void showMissingResults();
  void enterResult(int round, const reports::BoardPairing& board);
  // Computes the standings if they are out of date (when their tab shows).
  void showStandings();
  void retranslate();
  void showCrosstable();

  EventDocument& m_document;
  PlayersModel* m_players = nullptr;
  RoundModel* m_roundModel = nullptr;
  StandingsModel* m_standings = nullptr;
  QTableView* m_playersView = nullptr;
  RoundView* m_roundView = nullptr;
  QTableView* m_standingsView = nullptr;
  QSpinBox* m_round = nullptr;
  QLabel* m_roundLabel = nullptr;
  QLabel* m_roundHint = nullptr;
  QLabel* m_roundMissing = nullptr;  // the boards of the round still without a result
  QLabel* m_standingsNotice = nullptr;
  QLabel* m_afterRoundLabel = nullptr;
  QComboBox* m_afterRound = nullptr;
  QLabel* m_standingsHeading = nullptr;
  QLabel* m_legend = nullptr;
  QWidget* m_standingsPage = nullptr;
  QTextBrowser* m_crosstable = nullptr;
  QString m_fittedShape;
  QString m_shownSection;  // file and section the round chooser of the standings belongs to
  bool m_standingsStale = true;
  bool m_standingsFitted = false;
  QString m_standingsShape;  // columns and whether rows, when last measured
};

}  // namespace gui
