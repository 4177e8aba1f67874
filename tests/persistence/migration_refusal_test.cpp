// SPDX-License-Identifier: MIT
// The files an Arbiter does not migrate: an empty file (refused unless
// created), a damaged header, a text file, a foreign SQLite database, and a
// file of a newer schema (read, never changed).
#include "domain/tournament/action_kind.h"
#include "domain/tournament/section_pairing_state.h"
#include "persistence/event_repository.h"
#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

#include "tests/persistence/event_file_fixture.h"
#include "tests/persistence/raw_event_file.h"

#include <filesystem>
#include <fstream>

using namespace tournament;
using persistence::EventRepository;

// Only `event create` makes an event file: an empty file (zero bytes, or an
// SQLite database without tables) opened by any other command is refused
// and left as it was (issue 15 item 13: `event show` turned it into one).
TEST(Migration, AnEmptyFileIsRefusedUnlessCreated) {
  const auto path = freshEventPath("migrate-empty");
  rawSql(path, "PRAGMA user_version");
  ASSERT_EQ(fileBytes(path), "");
  try {
    EventRepository repo(path);
    FAIL() << "an empty file was opened as an event file";
  } catch (const persistence::StorageError& e) {
    EXPECT_EQ(e.code(), persistence::StorageErrorCode::NotAnEventFile);
  }
  EXPECT_EQ(fileBytes(path), "");
  EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
  const auto created = freshEventPath("migrate-created");
  EventRepository repo(created, persistence::OpenMode::Create);
  EXPECT_EQ(repo.schemaVersion(), 20);
  EXPECT_EQ(persistence::latestSchemaVersion(), 20);
  ASSERT_TRUE(repo.apply(CreateEvent{"Fresh"}, "t"));
}

// Issue 15 item 25: a header whose user_version is negative or absurd (one
// flipped byte at offset 60, or PRAGMA user_version=-1) aborted every
// command (SIGABRT, std::bad_alloc); it is refused as damaged, unchanged.
TEST(Migration, DamagedVersionIsRefusedAndLeftByteIdentical) {
  for (const char* version : {"-1", "2147483647", "-2147483648"}) {
    const auto path = freshEventPath("damaged-version");
    { EventRepository repo(path, persistence::OpenMode::Create); }
    rawSql(path, std::string("PRAGMA user_version = ") + version);
    const std::string before = fileBytes(path);
    try {
      EventRepository repo(path);
      FAIL() << "version " << version << " was opened";
    } catch (const persistence::StorageError& e) {
      EXPECT_EQ(e.code(), persistence::StorageErrorCode::Corrupt) << version;
      EXPECT_NE(std::string(e.what()).find("damaged"), std::string::npos) << e.what();
    }
    EXPECT_EQ(fileBytes(path), before) << version;
  }
}

// A file that is not SQLite at all: plain words, no SQLite wording.
TEST(Migration, TextFileIsRefusedInPlainWords) {
  const auto path = freshEventPath("text-file");
  std::ofstream(path) << "001    1      Anna\n";
  try {
    EventRepository repo(path);
    FAIL();
  } catch (const persistence::StorageError& e) {
    EXPECT_EQ(e.code(), persistence::StorageErrorCode::NotAnEventFile);
    EXPECT_EQ(std::string(e.what()).find("step:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("not an Arbiter event file"), std::string::npos);
  }
  EXPECT_EQ(fileBytes(path), "001    1      Anna\n");
}

// Another program's SQLite file, marked by its application_id but still
// without tables, is not ours either.
TEST(Migration, ForeignApplicationIdWithoutTablesIsRefused) {
  const auto path = freshEventPath("foreign-empty");
  rawSql(path, "PRAGMA application_id = 1234");
  const std::string before = fileBytes(path);
  EXPECT_THROW(EventRepository repo(path), persistence::StorageError);
  EXPECT_EQ(fileBytes(path), before);
}

// A file a newer Arbiter wrote (a later schema that added a column and
// named its release) is read as it is; every change is refused naming that
// release, and the file stays byte-identical.
TEST(Migration, ANewerFileIsReadAndEveryChangeRefusedNamingTheReleaseThatWroteIt) {
  const auto path = freshEventPath("newer");
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedEvent(repo);
  }
  const int newer = persistence::latestSchemaVersion() + 1;
  rawSql(path,
         "ALTER TABLE player ADD COLUMN nickname TEXT NOT NULL DEFAULT '';"
         "UPDATE schema_writer SET release = '9.1.0';"
         "PRAGMA user_version = " +
             std::to_string(newer) +
             ";"
             "PRAGMA wal_checkpoint(TRUNCATE);");
  const std::string before = fileBytes(path);
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), newer);
    const Event& event = repo.event();
    EXPECT_EQ(event.name, "Spring Open");
    ASSERT_EQ(event.sections.size(), 1u);
    EXPECT_EQ(event.sections[0].players.size(), 4u);
    EXPECT_EQ(event.sections[0].rounds.size(), 1u);
    try {
      (void)repo.apply(WithdrawPlayer{"Open", 4, 2}, "tester");
      FAIL() << "a newer file was changed";
    } catch (const persistence::StorageError& e) {
      EXPECT_EQ(e.code(), persistence::StorageErrorCode::NewerSchema);
      EXPECT_NE(std::string(e.what()).find("written by Arbiter 9.1.0 (schema version " +
                                           std::to_string(newer) + ";"),
                std::string::npos)
          << e.what();
      EXPECT_NE(std::string(e.what()).find("it can be read, not changed"), std::string::npos);
    }
  }
  EXPECT_EQ(fileBytes(path), before);
}

TEST(Migration, ForeignDatabaseIsRefusedAndLeftByteIdentical) {
  const auto path = freshEventPath("foreign");
  rawSql(path, "CREATE TABLE notes (text);");
  const std::string before = fileBytes(path);
  try {
    EventRepository repo(path);
    FAIL() << "a foreign database was opened";
  } catch (const persistence::StorageError& e) {
    EXPECT_EQ(e.code(), persistence::StorageErrorCode::NotAnEventFile);
  }
  EXPECT_EQ(fileBytes(path), before);
}
