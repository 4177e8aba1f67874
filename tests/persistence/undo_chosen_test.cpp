// SPDX-License-Identifier: MIT
// `undo --id N` (issue 15 item 18): an earlier action is undone when no
// later action depends on it, and refused (file unchanged) when one does.
#include "tests/persistence/event_file_fixture.h"

using namespace tournament;
using persistence::EventRepository;
using persistence::UndoErrorCode;

namespace {

int lastAuditId(EventRepository& repo) { return repo.auditLog().back().id; }

}  // namespace

TEST(UndoChosen, AnIndependentEarlierActionIsUndone) {
  const auto path = freshEventPath("undo-chosen");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);  // event, section Open, four players, round 1 paired
  SectionSettings settings = repo.event().section("Open")->settings;
  settings.place = "Graz";
  ASSERT_TRUE(repo.apply(EditSection{"Open", settings}, "t"));
  const int edit = lastAuditId(repo);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::Draw}, "t"));
  const auto undone = repo.undo("t", edit);
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(undone->undoneId, edit);
  EXPECT_EQ(repo.event().section("Open")->settings.place, "");
  EXPECT_EQ(repo.event().section("Open")->round(1)->board(1)->result, GameResult::Draw);
  // Undone already, or an undo itself: nothing to undo by that id.
  EXPECT_EQ(repo.undo("t", edit).error().code, UndoErrorCode::NoSuchAction);
  EXPECT_EQ(repo.undo("t", undone->auditId).error().code, UndoErrorCode::NoSuchAction);
}

TEST(UndoChosen, AnActionLaterOnesDependOnIsRefused) {
  const auto path = freshEventPath("undo-dependent");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  const auto log = repo.auditLog();
  // #3 registered the players; the pairing (#4) puts them on boards.
  ASSERT_GE(log.size(), 4u);
  const int players = log[2].id;
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "t"));
  const int result = lastAuditId(repo);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::Draw, false, true}, "t"));
  EXPECT_EQ(repo.undo("t", players).error().code, UndoErrorCode::LaterActionsDepend);
  EXPECT_EQ(repo.undo("t", result).error().code, UndoErrorCode::LaterActionsDepend);
  EXPECT_EQ(repo.event().section("Open")->players.size(), 4u);
  EXPECT_EQ(repo.auditLog().size(), log.size() + 2);  // no undo row written
}
