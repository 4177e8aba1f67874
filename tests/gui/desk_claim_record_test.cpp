// SPDX-License-Identifier: MIT
// Tools > Check a draw claim with an event file open: the claim judged on
// the pasted record is recorded at a board of the section through the
// service (as `arbiter draw-claim --pgn` does), with the consequence the
// domain gives; read back from the file.
#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/dialogs/claim_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/main_window.h"
#include "persistence/event_repository.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

namespace {

using tournament::GameResult;

// The knights go out and back twice: the start position stands again
// after ply 4 and after ply 8 (Laws 9.2.2 at ply 8: a third time, White
// to move; at ply 4 only a second time).
const QString Knights = QStringLiteral(
    "[White \"Alpha\"]\n[Black \"Charlie\"]\n[Result \"*\"]\n\n"
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");

class DeskClaimRecord : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
    // seedEvent: "Open" (FIDE rules, standard rate), round 1 board 1 Alpha - Charlie.
    path = freshEventPath("desk_claim_record");
    {
      persistence::EventRepository repository(path, persistence::OpenMode::Create);
      seedEvent(repository);
    }
    ASSERT_TRUE(window.openPath(QString::fromStdString(path)));
    window.show();
  }
  // The claim dialog, the record pasted and the claim at `ply` checked,
  // then recorded at round 1, board 1; returns what the dialog said.
  QString recordAt(int ply) {
    window.claimAction()->trigger();
    auto* dialog = window.findChild<gui::ClaimDialog*>();
    if (dialog == nullptr || dialog->recordButton() == nullptr) return QStringLiteral("no dialog");
    dialog->pgnEdit()->setPlainText(Knights);
    dialog->plyChooser()->setValue(ply);
    dialog->checkButton()->click();
    dialog->boardChooser()->roundEdit()->setValue(1);
    dialog->boardChooser()->boardEdit()->setValue(1);
    dialog->recordButton()->click();
    const QString said = dialog->recordedLabel()->text();
    dialog->close();
    return said;
  }
  std::string path;
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// A correct claim (Laws 9.2.2, 9.5.2): the game is drawn; the incident
// keeps the article, the ply and the plies where the position stood.
TEST_F(DeskClaimRecord, ACorrectClaimDrawsTheGameAtTheBoard) {
  const QString said = recordAt(8);
  EXPECT_TRUE(said.contains(QStringLiteral("9.2.2"))) << said.toStdString();
  persistence::EventRepository reader(path);
  const auto& section = *reader.event().section("Open");
  EXPECT_EQ(section.round(1)->board(1)->result, GameResult::Draw);
  ASSERT_EQ(section.incidents.size(), 1u);
  const auto& incident = section.incidents.front();
  EXPECT_EQ(incident.kind, tournament::IncidentKind::DrawClaim);
  EXPECT_EQ(incident.article, "9.2.2");
  EXPECT_EQ(incident.ply, 8);
  EXPECT_EQ(incident.verdict, tournament::Verdict::ClaimCorrect);
  EXPECT_NE(incident.note.find("ply 4 (2... Ng8)"), std::string::npos) << incident.note;
  EXPECT_TRUE(reader.auditLog().back().action.starts_with("claim "))
      << reader.auditLog().back().action;
}

// An incorrect claim under the FIDE rules at a standard game (Laws 9.5.3):
// two minutes added to the opponent's remaining time; the game goes on.
TEST_F(DeskClaimRecord, AnIncorrectClaimGivesTheOpponentTwoMinutes) {
  recordAt(4);
  persistence::EventRepository reader(path);
  const auto& section = *reader.event().section("Open");
  EXPECT_EQ(section.round(1)->board(1)->result, GameResult::Pending);
  ASSERT_EQ(section.incidents.size(), 1u);
  const auto& incident = section.incidents.front();
  EXPECT_EQ(incident.verdict, tournament::Verdict::TimePenalty);
  EXPECT_EQ(incident.clock, tournament::ClockEffect::OpponentRemainingAdded);
  EXPECT_EQ(incident.seconds, 120);
  EXPECT_EQ(incident.player, section.round(1)->board(1)->white);  // White claimed at ply 4
}
