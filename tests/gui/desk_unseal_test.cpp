// SPDX-License-Identifier: MIT
// Tools ▸ Open an envelope: the resumption of an adjourned game driven
// through the dialog as the arbiter uses it, read back from the file.
#include "app/gui/board_widget.h"
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "app/gui/recent_files.h"
#include "app/gui/unseal_dialog.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace {

using tournament::GameResult;

class DeskUnseal : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  // seedEvent (round 1: Alpha - Charlie on board 1), and board 1 adjourned:
  // White (K g2, P f2) v Black (K f7); White seals move 41 as `sealed`.
  QString adjourned(const std::string& name, const std::string& sealed) {
    const std::string path = freshEventPath(name);
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);
    tournament::SealMove seal;
    seal.section = "Open";
    seal.label.round = 1;
    seal.label.board = 1;
    seal.label.sealer = tournament::Color::White;
    seal.label.moveNumber = 41;
    seal.label.sealedMove = sealed;
    seal.label.fenBefore = "8/5k2/8/8/8/8/5PK1/8 w - - 0 41";
    seal.label.whiteUsedSeconds = 7200;
    seal.label.blackUsedSeconds = 7000;
    EXPECT_TRUE(repository.apply(seal, "tester").has_value());
    return QString::fromStdString(path);
  }
  void open(const QString& path) {
    ASSERT_TRUE(window.openPath(path));
    window.show();
    QCoreApplication::processEvents();
  }
  GameResult board1(const QString& path) {
    persistence::EventRepository reader(path.toStdString());
    return reader.event().section("Open")->round(1)->board(1)->result;
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// Kf2 is illegal (White's own pawn stands on f2): Guidelines I.8 makes the
// sealer lose, but Black has a bare king and cannot win by any series of
// legal moves (Laws 6.9), so the game is drawn. The dialog says so before
// the envelope is opened, and the draw is what is stored.
TEST_F(DeskUnseal, AnIllegalSealedMoveAgainstABareKingIsADrawShownBeforeItIsStored) {
  const QString path = adjourned("desk_unseal_illegal", "Kf2");
  open(path);
  auto reading = std::make_shared<QString>();
  auto outcome = std::make_shared<QString>();
  onNextModal<gui::UnsealDialog>([reading, outcome](gui::UnsealDialog* dialog) {
    *reading = dialog->readingText()->text();
    *outcome = dialog->outcomeText()->text();
    dialog->openButton()->click();
  });
  window.unsealAction()->trigger();
  EXPECT_EQ(*reading, QStringLiteral("The sealed move is illegal."));
  EXPECT_TRUE(outcome->contains(QStringLiteral("drawn, 1/2-1/2"))) << outcome->toStdString();
  EXPECT_TRUE(outcome->contains(QStringLiteral("6.9"))) << outcome->toStdString();
  EXPECT_EQ(board1(path), GameResult::Draw);
}

// A legal sealed move (Kf3) and the sealer (White, Alpha) absent past the
// default time while the replier is there: Guidelines I.10, the absent
// player loses - 0-1. Unticking "the sealer was present" changes the
// verdict shown at once; the diagram shows the king on f3 (square 21).
TEST_F(DeskUnseal, TheVerdictFollowsWhoWasPresent) {
  const QString path = adjourned("desk_unseal_absent", "Kf3");
  open(path);
  auto before = std::make_shared<QString>();
  auto after = std::make_shared<QString>();
  auto king = std::make_shared<char>(' ');
  onNextModal<gui::UnsealDialog>([before, after, king](gui::UnsealDialog* dialog) {
    *before = dialog->outcomeText()->text();
    *king = dialog->diagram()->pieceAt(21);
    dialog->sealerPresentBox()->setChecked(false);
    *after = dialog->outcomeText()->text();
    dialog->openButton()->click();
  });
  window.unsealAction()->trigger();
  EXPECT_TRUE(before->startsWith(QStringLiteral("Play goes on"))) << before->toStdString();
  EXPECT_EQ(*king, 'K');
  EXPECT_TRUE(after->startsWith(QStringLiteral("Alpha was absent past the default time and loses")))
      << after->toStdString();
  EXPECT_EQ(board1(path), GameResult::BlackWins);
}
