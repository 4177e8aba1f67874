// SPDX-License-Identifier: MIT
// Section ▸ Forbidden pairs: a pair added and another allowed again through
// the dialog's widgets by the keyboard, the event file read back, the
// change undone, and the next Dutch pairing keeping the pair apart.
#include "app/gui/dialogs/forbidden_pairs_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/toolkit_menu.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <set>

namespace {

// "Open" of 5 rounds, nothing paired: Alpha 2400, Bravo 2300, Charlie 2200,
// Delta 2100 (pairing numbers 1-4).
QString unpairedEvent(const std::string& name) {
  using namespace tournament;
  const std::string path = freshEventPath(name);
  persistence::EventRepository repo(path, persistence::OpenMode::Create);
  EXPECT_TRUE(repo.apply(CreateEvent{"Spring Open"}, "tester"));
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 5;
  EXPECT_TRUE(repo.apply(AddSection{settings}, "tester"));
  EXPECT_TRUE(repo.apply(AddPlayers{"Open",
                                    {namedPlayer("Alpha", 2400), namedPlayer("Bravo", 2300),
                                     namedPlayer("Charlie", 2200), namedPlayer("Delta", 2100)}},
                         "tester"));
  return QString::fromStdString(path);
}

QStringList rowTexts(const QTableWidget* table, int row) {
  QStringList texts;
  for (int column = 0; column < table->columnCount(); ++column)
    texts << (table->item(row, column) ? table->item(row, column)->text() : QString());
  return texts;
}

class DeskForbiddenPairs : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// Alpha (1) and Charlie (3) are forbidden for rounds 1-2, Bravo (2) and
// Delta (4) for all rounds; then 2-4 is allowed again. The file keeps 1-3
// for rounds 1-2 (by player id), with one audit row per change; undo brings
// 2-4 back. Round 1 of the Dutch system without the prohibition is 1-3,
// 2-4 (C.04.3: S1 = {1, 2} against S2 = {3, 4} in order); with 1-3 a
// game that may not be played (C1), the next transposition of S2 (4, 3)
// gives 1-4 and 2-3.
TEST_F(DeskForbiddenPairs, APairIsForbiddenAndAnotherAllowedAgainThroughTheDialog) {
  const QString path = unpairedEvent("desk_forbidden_pairs");
  ASSERT_TRUE(window.openPath(path));
  window.show();
  QCoreApplication::processEvents();

  auto rows = std::make_shared<std::vector<QStringList>>();
  auto afterCancel = std::make_shared<int>(-1);
  onNextModal<gui::ForbiddenPairsDialog>([=](gui::ForbiddenPairsDialog* dialog) {
    EXPECT_EQ(dialog->pairsTable()->rowCount(), 0);
    // Alpha is the first chooser's first player; Down moves the second
    // from Bravo to Charlie.
    QTest::keyClick(dialog->secondChooser(), Qt::Key_Down);
    auto* last = dialog->lastRoundBox();
    last->setFocus();
    last->selectAll();
    QTest::keyClicks(last, QStringLiteral("2"));
    // Space on the focused button (Tab reaches it; offscreen has no Alt mnemonics).
    dialog->addButton()->setFocus();
    QTest::keyClick(dialog->addButton(), Qt::Key_Space);
    // Bravo and Delta in every round ("the last round": 0).
    QTest::keyClick(dialog->firstChooser(), Qt::Key_Down);
    QTest::keyClick(dialog->secondChooser(), Qt::Key_Down);
    last->setFocus();
    last->selectAll();
    QTest::keyClicks(last, QStringLiteral("0"));
    dialog->addButton()->setFocus();
    QTest::keyClick(dialog->addButton(), Qt::Key_Space);
    for (int r = 0; r < dialog->pairsTable()->rowCount(); ++r)
      rows->push_back(rowTexts(dialog->pairsTable(), r));
    // Allow 2-4 again: its row selected, then the button.
    dialog->pairsTable()->setFocus();
    QTest::keyClick(dialog->pairsTable(), Qt::Key_Down);
    dialog->cancelButton()->setFocus();
    QTest::keyClick(dialog->cancelButton(), Qt::Key_Space);
    *afterCancel = dialog->pairsTable()->rowCount();
    dialog->reject();
  });
  window.toolkit().forbiddenPairsAction()->trigger();

  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0], (QStringList{QStringLiteral("1  Alpha"), QStringLiteral("3  Charlie"),
                                     QStringLiteral("rounds 1–2")}));
  EXPECT_EQ((*rows)[1], (QStringList{QStringLiteral("2  Bravo"), QStringLiteral("4  Delta"),
                                     QStringLiteral("all rounds")}));
  EXPECT_EQ(*afterCancel, 1);

  {
    persistence::EventRepository reader(path.toStdString());
    const auto& section = *reader.event().section("Open");
    const int alpha = section.playerByNumber(1)->id;
    const int charlie = section.playerByNumber(3)->id;
    ASSERT_EQ(section.forbiddenPairs.size(), 1u);
    EXPECT_EQ(section.forbiddenPairs[0], (tournament::ForbiddenPair{alpha, charlie, 1, 2}));
    const auto log = reader.auditLog();
    ASSERT_GE(log.size(), 3u);
    EXPECT_EQ(log[log.size() - 3].action, "section forbid section=\"Open\" pair=1,3 rounds=1-2");
    EXPECT_EQ(log[log.size() - 2].action, "section forbid section=\"Open\" pair=2,4 rounds=1-end");
    EXPECT_EQ(log.back().action, "section forbid section=\"Open\" pair=2,4 cancel");
  }

  // Edit ▸ Undo compensates the cancel: 2-4 is forbidden again.
  ASSERT_FALSE(window.document().undoLastAction());
  EXPECT_EQ(window.document().storedSection()->forbiddenPairs.size(), 2u);
  ASSERT_FALSE(window.document().undoLastAction());  // and the 2-4 pair is gone
  ASSERT_EQ(window.document().storedSection()->forbiddenPairs.size(), 1u);

  const auto proposed = window.document().proposeNextRound();
  ASSERT_TRUE(proposed) << proposed.error().toStdString();
  std::set<std::pair<int, int>> pairs;
  for (const auto& [white, black] : proposed->action.boards)
    pairs.insert({std::min(white, black), std::max(white, black)});
  EXPECT_EQ(pairs, (std::set<std::pair<int, int>>{{1, 4}, {2, 3}}));
}
