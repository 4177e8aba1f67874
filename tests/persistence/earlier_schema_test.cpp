// SPDX-License-Identifier: MIT
// Every earlier schema an event file can be found in opens and keeps its
// event: tests/data/schema-NN.arbiter, one file per schema version 1 to the
// one before the current, each made by scripts/make-schema-files.sh with
// the migration scripts of the commit that introduced that version. Each
// holds the event the generator registers (its commands, written out):
//   event "Upgrade Open 升级赛", section "Open" (5 rounds, 90+30, Shanghai);
//   players by rating: 1 王芳 2400 WGM CHN, 2 "Smith, John" 2300 ENG,
//   3 "Müller, Anna" 2200 GER, 4 李小龙 2100 CHN;
//   round 1 paired "1 3" and "4 2": board 1 1-0, board 2 1/2-1/2.
#include "persistence/event_repository.h"
#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

#include "tests/persistence/event_file_fixture.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

using namespace tournament;
using persistence::EventRepository;

namespace {

std::filesystem::path schemaFile(int version) {
  char name[32];
  std::snprintf(name, sizeof name, "schema-%02d.arbiter", version);
  return std::filesystem::path(ARBITER_SOURCE_DIR) / "tests" / "data" / name;
}

}  // namespace

TEST(EarlierSchema, AFileOfEveryEarlierSchemaIsKept) {
  for (int version = 1; version < persistence::latestSchemaVersion(); ++version)
    EXPECT_TRUE(std::filesystem::exists(schemaFile(version)))
        << schemaFile(version) << ": run scripts/make-schema-files.sh";
}

TEST(EarlierSchema, EveryEarlierFileIsBackedUpThenUpgradedWithItsEvent) {
  for (int version = 1; version < persistence::latestSchemaVersion(); ++version) {
    SCOPED_TRACE("schema " + std::to_string(version));
    const auto path = freshEventPath("schema-" + std::to_string(version));
    const std::string backup = path + ".bak-" + std::to_string(version);
    std::filesystem::remove(backup);
    ASSERT_TRUE(std::filesystem::copy_file(schemaFile(version), path));
    {
      EventRepository repo(path);
      EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
      const Event& event = repo.event();
      EXPECT_EQ(event.name, "Upgrade Open 升级赛");
      ASSERT_EQ(event.sections.size(), 1u);
      const Section& open = event.sections[0];
      EXPECT_EQ(open.settings.name, "Open");
      EXPECT_EQ(open.settings.rounds, 5);
      EXPECT_EQ(open.settings.place, "Shanghai");
      ASSERT_EQ(open.players.size(), 4u);
      EXPECT_EQ(open.playerByNumber(1)->name, "王芳");
      EXPECT_EQ(open.playerByNumber(1)->title, "WGM");
      EXPECT_EQ(open.playerByNumber(2)->name, "Smith, John");
      EXPECT_EQ(open.playerByNumber(3)->name, "Müller, Anna");
      EXPECT_EQ(open.playerByNumber(3)->ratings.standard, 2200);
      EXPECT_EQ(open.playerByNumber(4)->name, "李小龙");
      const Round* first = open.round(1);
      ASSERT_NE(first, nullptr);
      ASSERT_NE(first->board(1), nullptr);
      EXPECT_EQ(first->board(1)->white, open.playerByNumber(1)->id);
      EXPECT_EQ(first->board(1)->black, open.playerByNumber(3)->id);
      EXPECT_EQ(first->board(1)->result, GameResult::WhiteWins);
      ASSERT_NE(first->board(2), nullptr);
      EXPECT_EQ(first->board(2)->white, open.playerByNumber(4)->id);
      EXPECT_EQ(first->board(2)->result, GameResult::Draw);
      EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
    }
    // The copy beside it is the file as it was: the same schema and event.
    ASSERT_TRUE(std::filesystem::exists(backup));
    persistence::Database kept(backup, false);
    EXPECT_EQ(kept.pragmaInteger("user_version"), version);
    EXPECT_EQ(kept.pragmaInteger("application_id"), persistence::EventFileApplicationId);
    auto& name = kept.prepare("SELECT name FROM event");
    ASSERT_TRUE(name.step());
    EXPECT_EQ(name.text(0), "Upgrade Open 升级赛");
  }
}

// A file already at the current schema is opened without a copy.
TEST(EarlierSchema, ACurrentFileIsNotBackedUp) {
  const auto path = freshEventPath("current");
  { EventRepository created(path, persistence::OpenMode::Create); }
  { EventRepository reopened(path); }
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(path).parent_path()))
    EXPECT_EQ(entry.path().string().find(".bak-"), std::string::npos) << entry.path();
}

// A second upgrade of a file whose backup name is taken keeps both copies.
TEST(EarlierSchema, AnEarlierBackupIsNeverOverwritten) {
  const int version = 1;
  const auto path = freshEventPath("twice");
  const std::string backup = path + ".bak-1";
  std::filesystem::remove(backup);
  std::filesystem::remove(backup + ".1");
  {
    std::ofstream earlier(backup);
    earlier << "an earlier backup";
  }
  ASSERT_TRUE(std::filesystem::copy_file(schemaFile(version), path));
  { EventRepository repo(path); }
  EXPECT_EQ(fileBytes(backup), "an earlier backup");
  EXPECT_TRUE(std::filesystem::exists(backup + ".1"));
}
