// SPDX-License-Identifier: MIT
// The Players menu beyond registration, driven through the widgets and read
// back from the event file: requested byes by round (C.04.2 3.3), a round
// robin's numbers drawn by lot (C.05), the working of a player's
// tie-breaks (C.07, against a FIDE tie-break exercise), and the section's
// categories typed in the section dialog.
#include "app/gui/dialogs/byes_dialog.h"
#include "app/gui/dialogs/lot_dialog.h"
#include "app/gui/dialogs/pair_round_dialog.h"
#include "app/gui/dialogs/player_dialog.h"
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/dialogs/working_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/players_model.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/models/standings_model.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/player_commands.h"
#include "app/gui/views/round_view.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace {

using namespace tournament;

// An event file with section "Open" (`system`, `rounds` rounds) and
// `players` players rated 2400, 2300, ... (numbers 1..n by rating), named
// P1, P2, ...; nothing paired.
QString unpairedEvent(const std::string& name, PairingSystem system, int rounds, int players) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  EXPECT_TRUE(repository.apply(CreateEvent{"Club"}, "tester"));
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = rounds;
  settings.pairing = system;
  EXPECT_TRUE(repository.apply(AddSection{settings}, "tester"));
  std::vector<Player> list;
  for (int n = 1; n <= players; ++n)
    list.push_back(namedPlayer("P" + std::to_string(n), 2500 - 100 * n));
  EXPECT_TRUE(repository.apply(AddPlayers{"Open", list}, "tester"));
  return QString::fromStdString(path);
}

class DeskPlayers : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  void open(const QString& path) {
    ASSERT_TRUE(window.openPath(path));
    window.show();
    QCoreApplication::processEvents();
  }
  // Selects the player with pairing number `number` in the Players tab.
  void selectPlayer(int number) {
    gui::EventView* view = window.eventView();
    view->setCurrentIndex(0);
    QTableView* players = view->playersView();
    for (int row = 0; row < players->model()->rowCount(); ++row)
      if (players->model()->index(row, gui::PlayersModel::StartNumber).data().toInt() == number)
        players->setCurrentIndex(players->model()->index(row, gui::PlayersModel::Name));
    ASSERT_EQ(view->selectedPlayer(), number);
  }
  static Section stored(const QString& path) {
    persistence::EventRepository reader(path.toStdString());
    return *reader.event().section("Open");
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// Five players, P3 asks for a half-point bye in round 1; a zero-point bye
// asked for round 2 is cancelled again in the same dialog. The file keeps
// the one bye; the round then paired from the desk seats the other four
// (two boards) and gives P3 the half point (C.04.2 3.3): after the two
// results typed (1 and 1) the standings show P3 with ½.
TEST_F(DeskPlayers, ARequestedHalfPointByeLeavesThePlayerOutOfTheNextPairingWithHalfAPoint) {
  const QString path = unpairedEvent("desk_byes", PairingSystem::DutchSwiss, 5, 5);
  open(path);
  selectPlayer(3);
  auto listed = std::make_shared<int>(-1);
  auto afterCancel = std::make_shared<int>(-1);
  auto heading = std::make_shared<QString>();
  onNextModal<gui::ByesDialog>([listed, afterCancel, heading](gui::ByesDialog* dialog) {
    for (const QLabel* label : dialog->findChildren<QLabel*>())
      if (label->text().contains(QStringLiteral("byes requested"))) *heading = label->text();
    EXPECT_EQ(dialog->roundBox()->value(), 1);  // the next round not yet paired
    EXPECT_EQ(dialog->roundBox()->maximum(), 5);
    dialog->kindChooser()->setCurrentIndex(0);  // half-point
    dialog->requestButton()->click();
    dialog->roundBox()->setValue(2);
    dialog->kindChooser()->setCurrentIndex(1);  // zero-point
    dialog->requestButton()->click();
    *listed = dialog->byesTable()->rowCount();
    dialog->byesTable()->setCurrentCell(1, 0);
    dialog->cancelByeButton()->click();
    *afterCancel = dialog->byesTable()->rowCount();
    dialog->reject();
  });
  window.playerCommands().byesAction()->trigger();
  EXPECT_EQ(*listed, 2);
  EXPECT_EQ(*afterCancel, 1);
  EXPECT_TRUE(heading->startsWith(QStringLiteral("P3 (3)"))) << heading->toStdString();
  const auto section = stored(path);
  EXPECT_EQ(section.playerByNumber(3)->requestedByes,
            (std::vector<RequestedBye>{{1, ByeKind::HalfPoint}}));

  onNextModal<gui::PairRoundDialog>(
      [](gui::PairRoundDialog* dialog) { QTest::keyClick(dialog, Qt::Key_Return); });
  window.pairNextRoundAction()->trigger();
  const auto paired = stored(path);
  ASSERT_EQ(paired.rounds.size(), 1u);
  const auto& round = paired.rounds[0];
  EXPECT_EQ(round.boards.size(), 2u);
  const int p3 = paired.playerByNumber(3)->id;
  for (const auto& board : round.boards) {
    EXPECT_NE(board.white, p3);
    EXPECT_NE(board.black, p3);
  }
  EXPECT_EQ(round.byes, (std::vector<Bye>{{p3, ByeKind::HalfPoint}}));

  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  gui::RoundView* roundView = view->roundView();
  roundView->setFocus();
  roundView->setCurrentIndex(roundView->model()->index(0, 0));
  QTest::keyClick(roundView, '1');
  QTest::keyClick(roundView, '1');
  view->setCurrentIndex(2);
  QTableView* standings = view->standingsView();
  bool found = false;
  for (int row = 0; row < standings->model()->rowCount(); ++row)
    if (standings->model()->index(row, gui::StandingsModel::StartNumber).data().toInt() == 3) {
      EXPECT_EQ(standings->model()->index(row, gui::StandingsModel::Points).data().toString(),
                QStringLiteral("½"));
      found = true;
    }
  EXPECT_TRUE(found);
}

// C.04.2 3.2: a player withdrawn from round 2 on gets no bye for round 3;
// the domain's refusal is shown and nothing is stored.
TEST_F(DeskPlayers, AByeForAWithdrawnPlayerIsRefused) {
  const QString path = unpairedEvent("desk_byes_withdrawn", PairingSystem::DutchSwiss, 5, 5);
  {
    persistence::EventRepository repository(path.toStdString());
    ASSERT_TRUE(repository.apply(WithdrawPlayer{"Open", 4, 2}, "tester"));
  }
  open(path);
  selectPlayer(4);
  auto refusal = std::make_shared<QString>();
  auto rows = std::make_shared<int>(-1);
  onNextModal<gui::ByesDialog>([refusal, rows](gui::ByesDialog* dialog) {
    dialog->roundBox()->setValue(3);
    answerNextMessageBox(QMessageBox::Ok, refusal);
    dialog->requestButton()->click();
    *rows = dialog->byesTable()->rowCount();
    dialog->reject();
  });
  window.playerCommands().byesAction()->trigger();
  EXPECT_FALSE(refusal->isEmpty());
  EXPECT_TRUE(refusal->contains(QStringLiteral("2"))) << refusal->toStdString();
  EXPECT_EQ(*rows, 0);
  EXPECT_TRUE(stored(path).playerByNumber(4)->requestedByes.empty());
}

// C.05: six players of a round robin, numbered 1..6 by rating, draw their
// numbers by lot. The dialog shows the draw (drawn again once); Store keeps
// exactly that: the player shown in row k is number k in the file, the
// numbers before form a permutation of 1..6, and the audit log has the
// draw. Once round 1 is paired the command is refused and the numbers stay.
TEST_F(DeskPlayers, TheNumbersDrawnByLotAreTheOrderTheDialogShowed) {
  const QString path = unpairedEvent("desk_lot", PairingSystem::RoundRobin, 5, 6);
  open(path);
  window.playerCommands().setLotSeed(2026);
  auto names = std::make_shared<QStringList>();
  auto before = std::make_shared<std::vector<int>>();
  auto renumbered = std::make_shared<QString>();
  onNextModal<gui::LotDialog>([names, before, renumbered](gui::LotDialog* dialog) {
    dialog->drawAgainButton()->click();
    QTableWidget* table = dialog->drawTable();
    for (int row = 0; row < table->rowCount(); ++row) {
      EXPECT_EQ(table->item(row, 0)->text().toInt(), row + 1);
      *names << table->item(row, 1)->text();
      before->push_back(table->item(row, 2)->text().toInt());
    }
    answerNextMessageBox(QMessageBox::Ok, renumbered);  // the renumbering table
    dialog->storeButton()->click();
  });
  window.playerCommands().lotAction()->trigger();
  ASSERT_EQ(names->size(), 6);
  // Each number that moved, old -> new: the one before the draw becomes its row.
  for (int k = 0; k < 6; ++k)
    if ((*before)[static_cast<std::size_t>(k)] != k + 1)
      EXPECT_TRUE(renumbered->contains(QStringLiteral("Renumbered: %1 -> %2.")
                                           .arg((*before)[static_cast<std::size_t>(k)])
                                           .arg(k + 1)))
          << renumbered->toStdString();
  auto sorted = *before;
  std::ranges::sort(sorted);
  EXPECT_EQ(sorted, (std::vector<int>{1, 2, 3, 4, 5, 6}));
  const auto drawn = stored(path);
  for (int k = 0; k < 6; ++k) {
    EXPECT_EQ(QString::fromStdString(drawn.playerByNumber(k + 1)->name), (*names)[k]) << k;
    // P<n> had number n by rating.
    EXPECT_EQ((*names)[k], QStringLiteral("P%1").arg((*before)[static_cast<std::size_t>(k)]));
  }
  {
    persistence::EventRepository reader(path.toStdString());
    EXPECT_TRUE(reader.auditLog().back().action.starts_with("section draw-lots"))
        << reader.auditLog().back().action;
  }

  // C.05 Annex 1, six players, round 1: 1-6, 2-5, 3-4.
  ASSERT_TRUE(window.document().apply(SetPairing{"Open", 1, {{1, 6}, {2, 5}, {3, 4}}, 0, ""}));
  auto refusal = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::Ok, refusal);
  window.playerCommands().lotAction()->trigger();
  EXPECT_EQ(*refusal, QStringLiteral("Round 1 is already paired."));
  const auto after = stored(path);
  for (int k = 0; k < 6; ++k)
    EXPECT_EQ(QString::fromStdString(after.playerByNumber(k + 1)->name), (*names)[k]);
}

// C.05: the lot is kept. After the draw, P0 (2600: number 1 by rating,
// C.04.2 art. 2) is registered through the registration form: the desk
// says he takes number 7 after the numbers drawn, the file keeps the drawn
// order with P0 as 7, and the status bar says the numbers are by lot; the
// Players tab lists the drawn order.
TEST_F(DeskPlayers, APlayerRegisteredAfterTheLotTakesTheNextNumberAndTheDrawStays) {
  const QString path = unpairedEvent("desk_lot_kept", PairingSystem::RoundRobin, 5, 6);
  open(path);
  const auto status = [this] {
    QStringList texts;
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) texts << label->text();
    return texts.join(QLatin1Char('|'));
  };
  EXPECT_FALSE(status().contains(QStringLiteral("by lot"))) << status().toStdString();
  window.playerCommands().setLotSeed(2026);
  onNextModal<gui::LotDialog>([](gui::LotDialog* dialog) {
    answerNextMessageBox(QMessageBox::Ok);  // the renumbering table
    dialog->storeButton()->click();
  });
  window.playerCommands().lotAction()->trigger();
  std::vector<std::string> drawn;
  for (int n = 1; n <= 6; ++n) drawn.push_back(stored(path).playerByNumber(n)->name);
  ASSERT_NE(drawn, (std::vector<std::string>{"P1", "P2", "P3", "P4", "P5", "P6"}));
  EXPECT_TRUE(status().contains(QStringLiteral("numbers by lot (C.05)"))) << status().toStdString();

  onNextModal<gui::PlayerDialog>([](gui::PlayerDialog* dialog) {
    dialog->nameEdit()->insert(QStringLiteral("P0"));
    dialog->ratingEdit()->setValue(2600);
    clickOk(dialog->buttons());
  });
  auto notice = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::Ok, notice);
  window.registerPlayerAction()->trigger();
  EXPECT_EQ(*notice, QStringLiteral("The numbers were drawn by lot (C.05): the new player takes "
                                    "number 7 after them. Draw the lot again to include him."));
  const auto section = stored(path);
  EXPECT_TRUE(section.numbersByLot);
  ASSERT_EQ(section.players.size(), 7u);
  for (int n = 1; n <= 6; ++n)
    EXPECT_EQ(section.playerByNumber(n)->name, drawn[static_cast<std::size_t>(n) - 1]) << n;
  EXPECT_EQ(section.playerByNumber(7)->name, "P0");
  QTableView* players = window.eventView()->playersView();
  for (int row = 0; row < 7; ++row) {
    const int number = players->model()->index(row, gui::PlayersModel::StartNumber).data().toInt();
    EXPECT_EQ(players->model()->index(row, gui::PlayersModel::Name).data().toString(),
              QString::fromStdString(section.playerByNumber(number)->name));
  }
}

namespace {

// The expected values of one player from a corpus file (README: a header
// line "start points BH ...", one line per player by start number).
std::map<std::string, std::string> expectedValues(const std::string& file, int start) {
  std::ifstream in(file);
  std::string line;
  std::vector<std::string> header;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::stringstream split(line);
    for (std::string cell; std::getline(split, cell, '\t');) cells.push_back(cell);
    if (header.empty()) {
      header = cells;
    } else if (cells[0] == std::to_string(start)) {
      std::map<std::string, std::string> values;
      for (std::size_t i = 0; i < header.size(); ++i) values[header[i]] = cells[i];
      return values;
    }
  }
  return {};
}

}  // namespace

// FIDE C.07 tie-break exercise (IA Mario Held), the 5-round Swiss; the
// desk's defaults for a Swiss TRF are BH/C1, BH, SB, DE, WIN. Player 4
// (David) took a half-point bye in round 2, so his Buchholz counts a dummy
// opponent there (C.07 16.4). Enter on his standings row shows the working:
// each value as the oracle's expected file has it (2026 rules), and the
// rounds of BH that are not cut add up to it (BH: all five; BH/C1: one cut).
TEST_F(DeskPlayers, TheWorkingOfAPlayersTieBreaksMatchesTheFideExercise) {
  const std::string dir = ARBITER_CORPUS_DIR "/tiebreaks/";
  open(QString::fromStdString(dir + "fide-c07-held-exercises-swiss5.trf"));
  const auto expected = expectedValues(dir + "fide-c07-held-exercises-swiss5.expected.tsv", 4);
  ASSERT_FALSE(expected.empty());
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QTableView* standings = view->standingsView();
  for (int row = 0; row < standings->model()->rowCount(); ++row)
    if (standings->model()->index(row, gui::StandingsModel::StartNumber).data().toInt() == 4)
      standings->setCurrentIndex(standings->model()->index(row, gui::StandingsModel::Name));
  ASSERT_EQ(view->standingsPlayer(), 4);
  struct Shown {
    QString code, value;
    std::int64_t counted = 0;
    int rounds = 0, cut = 0;
    QString round2;
  };
  auto shown = std::make_shared<std::vector<Shown>>();
  onNextModal<gui::WorkingDialog>([shown](gui::WorkingDialog* dialog) {
    QTreeWidget* tree = dialog->workingTree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
      const auto* top = tree->topLevelItem(i);
      Shown s;
      s.code = top->data(gui::WorkingDialog::WhatColumn, Qt::UserRole).toString();
      s.value = top->text(gui::WorkingDialog::AddsColumn);
      for (int c = 0; c < top->childCount(); ++c) {
        const auto* round = top->child(c);
        ++s.rounds;
        if (round->data(gui::WorkingDialog::NoteColumn, Qt::UserRole).toBool())
          ++s.cut;
        else
          s.counted += round->data(gui::WorkingDialog::AddsColumn, Qt::UserRole).toLongLong();
        if (round->text(gui::WorkingDialog::WhatColumn) == QStringLiteral("Round 2"))
          s.round2 = round->text(gui::WorkingDialog::OpponentColumn);
      }
      shown->push_back(s);
    }
    dialog->reject();
  });
  standings->setFocus();
  QTest::keyClick(standings, Qt::Key_Return);
  ASSERT_EQ(shown->size(), 5u);
  const std::vector<std::string> codes{"BH/C1", "BH", "SB", "DE", "WIN"};
  for (std::size_t i = 0; i < codes.size(); ++i) {
    EXPECT_EQ((*shown)[i].code.toStdString(), codes[i]);
    EXPECT_EQ((*shown)[i].value.toStdString(), expected.at(codes[i])) << codes[i];
  }
  // BH 14.0 = 1400 hundredths over five rounds; BH/C1 11.5 with one cut.
  EXPECT_EQ((*shown)[1].rounds, 5);
  EXPECT_EQ((*shown)[1].cut, 0);
  EXPECT_EQ((*shown)[1].counted, 1400);
  EXPECT_EQ((*shown)[0].cut, 1);
  EXPECT_EQ((*shown)[0].counted, 1150);
  EXPECT_TRUE((*shown)[1].round2.startsWith(QStringLiteral("dummy opponent (C.07 16.4)")))
      << (*shown)[1].round2.toStdString();
}

// Section ▸ Section settings: the categories are checked as they are
// typed with the domain's parser, its column shown (the third item, U12
// again, starts at column 13); OK stays disabled until the list reads, and
// the stored section has the categories typed.
TEST_F(DeskPlayers, TheSectionsCategoriesAreCheckedAsTheyAreTyped) {
  const QString path = unpairedEvent("desk_categories", PairingSystem::DutchSwiss, 5, 4);
  open(path);
  auto twice = std::make_shared<QString>();
  auto okWhileWrong = std::make_shared<bool>(true);
  onNextModal<gui::SectionDialog>([twice, okWhileWrong](gui::SectionDialog* dialog) {
    QLineEdit* categories = dialog->categoriesEdit();
    categories->setFocus();
    QTest::keyClicks(categories, QStringLiteral("women, U12, U12"));
    *twice = dialog->problem();
    *okWhileWrong = dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled();
    categories->clear();
    QTest::keyClicks(categories, QStringLiteral("women, U12, 1600-1799"));
    EXPECT_TRUE(dialog->problem().isEmpty()) << dialog->problem().toStdString();
    clickOk(dialog->buttons());
  });
  window.sectionSettingsAction()->trigger();
  EXPECT_EQ(*twice, QStringLiteral("Categories: a category given twice at column 13 (women, U12, "
                                   "S50, U2000, 1600-1799, unrated)."));
  EXPECT_FALSE(*okWhileWrong);
  EXPECT_EQ(categoriesText(stored(path).settings.categories), "women,U12,1600-1799");
}
