// SPDX-License-Identifier: MIT
#include "persistence/event_repository.h"

#include "persistence/schema.h"
#include "persistence/sqlite_database.h"
#include "tests/persistence/event_file_fixture.h"

using namespace tournament;
using persistence::EventRepository;

TEST(EventRepository, StoresEveryActionAndReadsItBack) {
  const auto path = freshEventPath("stores");
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedEvent(repo);
    ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "tester"));
  }
  EventRepository reopened(path);
  const Event& event = reopened.event();
  EXPECT_EQ(event.name, "Spring Open");
  ASSERT_EQ(event.sections.size(), 1u);
  const Section& open = event.sections[0];
  ASSERT_EQ(open.players.size(), 4u);
  EXPECT_EQ(open.players[0].name, "Alpha");
  EXPECT_EQ(open.players[3].pairingNumber, 4);
  ASSERT_EQ(open.rounds.size(), 1u);
  EXPECT_EQ(open.rounds[0].start, "2026-05-01 14:00");
  EXPECT_EQ(open.rounds[0].boards[0].result, GameResult::WhiteWins);
  EXPECT_EQ(open.rounds[0].boards[1].result, GameResult::Pending);
  EXPECT_EQ(reopened.schemaVersion(), persistence::latestSchemaVersion());
}

// Schema 6: each player's own club numbers (002's club Elo and its valid
// games, 004's class points) are stored, edited, undone and read back.
TEST(EventRepository, StoresThePlayersClubNumbers) {
  const auto path = freshEventPath("club-numbers");
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedEvent(repo);
    EditPlayer edit{"Open", 2};
    edit.clubElo = 1620;
    edit.clubEloGames = 6;
    edit.classPoints = -35;
    ASSERT_TRUE(repo.apply(edit, "tester"));
  }
  EventRepository reopened(path);
  const Section& open = reopened.event().sections[0];
  EXPECT_EQ(open.playerByNumber(2)->clubRatings, (ClubRatings{1620, 6, -35}));
  EXPECT_EQ(open.playerByNumber(1)->clubRatings, (ClubRatings{1500, 0, 0}));
  ASSERT_TRUE(reopened.undo("tester"));
  EXPECT_EQ(reopened.event().sections[0].playerByNumber(2)->clubRatings, (ClubRatings{}));
}

// Schema 8: a classic section's extended fifty-move counts (003: old Laws
// 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关局面,组织者
// 必须在赛前明确宣布") are stored, audited, read back and undone.
TEST(EventRepository, StoresTheSectionsExtendedFiftyMoveCounts) {
  const auto path = freshEventPath("fifty-extension");
  SectionSettings settings;
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedEvent(repo);
    // 003 old Laws 10.12: the counts are announced before the event, so they
    // are set before round 1 is paired (the seeded round is taken back).
    ASSERT_TRUE(repo.apply(UnpairRound{"Open", 1}, "tester"));
    settings = repo.event().sections[0].settings;
    settings.rules = RulesProfile::Classic;
    settings.fiftyMoveExtensions = chess::parseFiftyMoveExtensions("KRBvKR=100,KQvKBB=75").value();
    ASSERT_TRUE(repo.apply(EditSection{"Open", settings}, "tester"));
  }
  EventRepository reopened(path);
  EXPECT_EQ(reopened.event().sections[0].settings, settings);
  const auto& ending = reopened.event().sections[0].settings.fiftyMoveExtensions;
  ASSERT_EQ(ending.size(), 2u);
  EXPECT_EQ(chess::extensionText(ending[1]), "KQvKBB=75");
  EXPECT_NE(reopened.auditLog().back().action.find("fifty-extension=KRBvKR=100,KQvKBB=75"),
            std::string::npos)
      << reopened.auditLog().back().action;
  ASSERT_TRUE(reopened.undo("tester"));
  EXPECT_TRUE(reopened.event().sections[0].settings.fiftyMoveExtensions.empty());
  EXPECT_EQ(reopened.event().sections[0].settings.rules, RulesProfile::Fide2023);
}

// Schema 9: the categories of the category standings are stored in the
// organiser's order, audited ("categories=..."), read back and undone.
TEST(EventRepository, StoresTheSectionsCategories) {
  const auto path = freshEventPath("categories");
  SectionSettings settings;
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedEvent(repo);
    settings = repo.event().sections[0].settings;
    settings.categories = parseCategories("U16,women,S50,1600-1799").value();
    ASSERT_TRUE(repo.apply(EditSection{"Open", settings}, "tester"));
  }
  EventRepository reopened(path);
  EXPECT_EQ(reopened.event().sections[0].settings, settings);
  EXPECT_EQ(categoriesText(reopened.event().sections[0].settings.categories),
            "U16,women,S50,1600-1799");
  EXPECT_NE(reopened.auditLog().back().action.find("categories=U16,women,S50,1600-1799"),
            std::string::npos)
      << reopened.auditLog().back().action;
  ASSERT_TRUE(reopened.undo("tester"));
  EXPECT_TRUE(reopened.event().sections[0].settings.categories.empty());
}

TEST(EventRepository, AuditRowHoldsWhoActionBeforeAndAfter) {
  const auto path = freshEventPath("audit");
  EventRepository repo(path, persistence::OpenMode::Create);
  repo.setClock([] { return std::string("2026-05-01T15:00:00Z"); });
  seedEvent(repo);
  auto applied = repo.apply(EnterResult{"Open", 1, 2, GameResult::Draw}, "Li Wei");
  ASSERT_TRUE(applied);
  const auto log = repo.auditLog();
  ASSERT_EQ(log.size(), 5u);
  const auto& entry = log.back();
  EXPECT_EQ(entry.id, applied->auditId);
  EXPECT_EQ(entry.who, "Li Wei");
  EXPECT_EQ(entry.at, "2026-05-01T15:00:00Z");
  EXPECT_EQ(entry.action, "result section=\"Open\" round=1 board=2 result=1/2-1/2");
  // Board 2 of round 1 is Delta (id 4) v Bravo (id 2), section id 1.
  EXPECT_EQ(entry.before,
            "[{\"table\":\"board\",\"section_id\":1,\"round\":1,\"number\":2,"
            "\"white_id\":4,\"black_id\":2,\"result\":\"*\",\"white_score\":null,"
            "\"black_score\":null,\"unrated\":0}]");
  EXPECT_EQ(entry.after,
            "[{\"table\":\"board\",\"section_id\":1,\"round\":1,\"number\":2,"
            "\"white_id\":4,\"black_id\":2,\"result\":\"1/2-1/2\",\"white_score\":null,"
            "\"black_score\":null,\"unrated\":0}]");
}

TEST(EventRepository, RefusedActionWritesNothing) {
  const auto path = freshEventPath("refused");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  const auto logBefore = repo.auditLog().size();
  auto refused = repo.apply(EnterResult{"Open", 1, 7, GameResult::WhiteWins}, "tester");
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().code, ActionErrorCode::NoSuchBoard);
  EXPECT_EQ(repo.auditLog().size(), logBefore);
  EventRepository other(path);
  EXPECT_EQ(other.event(), repo.event());
}

TEST(EventRepository, UndoCompensatesTheLastActionAndIsAudited) {
  const auto path = freshEventPath("undo");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  const Event beforeResults = repo.event();
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "a"));
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::BlackWins, false, true}, "a"));
  auto undone = repo.undo("b");
  ASSERT_TRUE(undone);
  EXPECT_EQ(repo.event().sections[0].rounds[0].boards[0].result, GameResult::WhiteWins);
  ASSERT_TRUE(repo.undo("b"));
  EXPECT_EQ(repo.event(), beforeResults);
  const auto log = repo.auditLog();
  EXPECT_EQ(log.back().undoes, log[log.size() - 4].id);
  EXPECT_EQ(log[log.size() - 3].undoneBy, log[log.size() - 2].id);
  EXPECT_EQ(log.back().who, "b");
  // Then the pairing, the players, the section; the creation stays.
  ASSERT_TRUE(repo.undo("b"));
  EXPECT_TRUE(repo.event().sections[0].rounds.empty());
  ASSERT_TRUE(repo.undo("b"));
  ASSERT_TRUE(repo.undo("b"));
  EXPECT_TRUE(repo.event().sections.empty());
  auto nothing = repo.undo("b");
  ASSERT_FALSE(nothing);
  EXPECT_EQ(nothing.error().code, persistence::UndoErrorCode::NothingToUndo);
  EventRepository reopened(path);
  EXPECT_EQ(reopened.event().name, "Spring Open");
  EXPECT_TRUE(reopened.event().sections.empty());
}

TEST(EventRepository, SeesWhatAnotherConnectionCommitted) {
  const auto path = freshEventPath("two-connections");
  EventRepository first(path, persistence::OpenMode::Create);
  seedEvent(first);
  EventRepository second(path);
  ASSERT_TRUE(second.apply(EnterResult{"Open", 1, 1, GameResult::Draw}, "second"));
  EXPECT_EQ(first.event().sections[0].rounds[0].boards[0].result, GameResult::Draw);
  ASSERT_TRUE(first.apply(EnterResult{"Open", 1, 2, GameResult::BlackWins}, "first"));
  EXPECT_EQ(second.event().sections[0].rounds[0].boards[1].result, GameResult::BlackWins);
}

TEST(EventRepository, IntegrityCheckPassesOnAFreshFile) {
  const auto path = freshEventPath("integrity");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

TEST(EventRepository, CreateRefusesAnExistingFileAndOpenAMissingOne) {
  const auto path = freshEventPath("exists");
  { EventRepository repo(path, persistence::OpenMode::Create); }
  try {
    EventRepository again(path, persistence::OpenMode::Create);
    FAIL() << "created over an existing file";
  } catch (const persistence::StorageError& e) {
    EXPECT_EQ(e.code(), persistence::StorageErrorCode::AlreadyExists);
  }
  try {
    EventRepository missing(path + ".missing");
    FAIL() << "opened a missing file";
  } catch (const persistence::StorageError& e) {
    EXPECT_EQ(e.code(), persistence::StorageErrorCode::CannotOpen);
  }
}

TEST(EventFileBackup, CopiesALiveFileThatStaysOpenForWriting) {
  const auto path = freshEventPath("backup-source");
  const auto copy = freshEventPath("backup-copy");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "a"));
  persistence::backupEventFile(path, copy);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 2, GameResult::WhiteWins}, "a"));
  EventRepository copied(copy);
  EXPECT_EQ(copied.event().sections[0].rounds[0].boards[0].result, GameResult::WhiteWins);
  EXPECT_EQ(copied.event().sections[0].rounds[0].boards[1].result, GameResult::Pending);
  EXPECT_EQ(copied.integrityCheck(), std::vector<std::string>{"ok"});
  EXPECT_EQ(copied.auditLog().size(), 5u);
}

// C.04.2 4.3: round 2 was paired on round 1's results. Undoing one of them
// is refused naming the rounds, nothing written (the log is as it was),
// until forced.
TEST(EventRepository, UndoOfAResultLaterRoundsWerePairedOnNeedsForce) {
  const auto path = freshEventPath("undo-paired-on");
  EventRepository repo(path, persistence::OpenMode::Create);
  seedEvent(repo);  // round 1: Alpha-Charlie, Delta-Bravo
  const auto first = repo.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "a");
  ASSERT_TRUE(first);
  ASSERT_TRUE(repo.apply(EnterResult{"Open", 1, 2, GameResult::Draw}, "a"));
  ASSERT_TRUE(repo.apply(SetPairing{"Open", 2, {{1, 2}, {3, 4}}, 0, ""}, "a"));
  const Event paired = repo.event();
  const auto logBefore = repo.auditLog().size();

  const auto refused = repo.undo("b", first->auditId);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().code, persistence::UndoErrorCode::LaterRoundsPairedOn);
  EXPECT_EQ(refused.error().pairedOn, (PairedOn{"Open", 1, 2}));
  EXPECT_EQ(repo.event(), paired);
  EXPECT_EQ(repo.auditLog().size(), logBefore);
  EXPECT_EQ(EventRepository(path).event(), paired);

  ASSERT_TRUE(repo.undo("b", first->auditId, true));
  EXPECT_EQ(repo.event().sections[0].rounds[0].boards[0].result, GameResult::Pending);
  EXPECT_EQ(repo.event().sections[0].rounds.size(), 2u);
  // Undoing round 2's pairing alters no round paired on by another: plain undo.
  ASSERT_TRUE(repo.undo("b"));
}
