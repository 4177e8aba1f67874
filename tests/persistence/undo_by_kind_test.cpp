// SPDX-License-Identifier: MIT
// Undo decides from the action kind stored with each audit row (schema 7;
// issue 11 item 6), never from the wording of the row's text.
#include "persistence/event_repository.h"

#include "tests/persistence/event_file_fixture.h"

#include <sqlite3.h>

using namespace tournament;
using persistence::EventRepository;
using persistence::UndoErrorCode;

namespace {

std::vector<std::string> kindsOf(EventRepository& repo) {
  std::vector<std::string> kinds;
  for (const auto& entry : repo.auditLog()) kinds.push_back(entry.kind);
  return kinds;
}

// Rewrites one audit row's text with the C API (another program's edit).
void setAuditText(const std::string& path, int id, const std::string& text) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* statement = nullptr;
  ASSERT_EQ(
      sqlite3_prepare_v2(db, "UPDATE audit SET action = ? WHERE id = ?", -1, &statement, nullptr),
      SQLITE_OK);
  sqlite3_bind_text(statement, 1, text.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(statement, 2, id);
  EXPECT_EQ(sqlite3_step(statement), SQLITE_DONE);
  sqlite3_finalize(statement);
  sqlite3_close(db);
}

}  // namespace

// seedEvent's four actions, a result and its undo, each with its kind.
TEST(UndoByKind, EveryAuditRowStoresItsKind) {
  const auto path = freshEventPath("kinds");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "tester"));
  ASSERT_TRUE(repo.undo("tester"));
  EXPECT_EQ(kindsOf(repo), (std::vector<std::string>{"create-event", "add-section", "add-players",
                                                     "set-pairing", "enter-result", "undo"}));
}

// Rules-reference §5: FIDE mode cannot be re-entered once left, so leaving
// it is not undone, neither as the last action nor chosen by id, and
// whatever its text says (the kind decides).
TEST(UndoByKind, LeavingFideModeIsRefusedAsIrreversible) {
  const auto path = freshEventPath("undo-leave-fide");
  int left = 0;
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    ASSERT_TRUE(repo.apply(CreateEvent{"Spring Open"}, "tester"));
    SectionSettings settings;
    settings.name = "Open";
    settings.rounds = 5;
    settings.fideMode = true;
    ASSERT_TRUE(repo.apply(AddSection{settings}, "tester"));
    const auto applied = repo.apply(LeaveFideMode{"Open", true}, "tester");
    ASSERT_TRUE(applied);
    left = applied->auditId;
  }
  setAuditText(path, left, "player edit section=\"Open\" player=1");
  EventRepository repo(path);
  EXPECT_EQ(repo.auditLog().back().kind, "leave-fide-mode");
  for (const auto& undone : {repo.undo("tester"), repo.undo("tester", left)}) {
    ASSERT_FALSE(undone);
    EXPECT_EQ(undone.error().code, UndoErrorCode::Irreversible);
    EXPECT_EQ(undone.error().auditId, left);
  }
  EXPECT_FALSE(repo.event().sections[0].settings.fideMode);
  EXPECT_EQ(repo.auditLog().size(), 3u);  // the refusals wrote nothing
}

// The event's creation has nothing before it: undo goes back to it and
// stops, whatever its text says.
TEST(UndoByKind, UndoStopsAtTheCreation) {
  const auto path = freshEventPath("undo-to-creation");
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    ASSERT_TRUE(repo.apply(CreateEvent{"Spring Open"}, "tester"));
    SectionSettings settings;
    settings.name = "Open";
    settings.rounds = 5;
    ASSERT_TRUE(repo.apply(AddSection{settings}, "tester"));
  }
  setAuditText(path, 1, "renamed by hand");
  EventRepository repo(path);
  ASSERT_TRUE(repo.undo("tester"));  // the section
  const auto creation = repo.undo("tester");
  ASSERT_FALSE(creation);
  EXPECT_EQ(creation.error().code, UndoErrorCode::NothingToUndo);
  EXPECT_EQ(creation.error().auditId, 1);
  EXPECT_EQ(repo.event().name, "Spring Open");
}
