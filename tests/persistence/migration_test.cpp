// SPDX-License-Identifier: MIT
// One test per schema version a file can be found in and is migrated from
// (1 = before the incident log, 2 = before penalty scores, 3 =
// before the stored initial colour, 4 = before unrated games, 5 = before the players'
// club numbers, 6 = before the audit rows' action kinds, 7 = before the extended
// fifty-move counts, 8 = before the category standings' categories, 9 = before the
// acceleration, 10 = before the forbidden pairs, 11 = before the Dutch edition, 12 =
// before the stored prize table and check-in rule, 13 = before the numbers drawn by lot
// were stored as such, 14 = before the indexes on the columns naming a player, 15 =
// before the venue's accounts, 16 = before the result proposals, 17 = before the
// check-in marks, 18 = before the release that wrote the schema, 19 =
// before the time of sealing). The files refused or only read are in
// migration_refusal_test.cpp.
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

namespace {

// The release as the build named it: app/version/version_from_git.cmake
// writes version.txt, the source of what the program records.
std::string builtRelease() {
  std::ifstream in(ARBITER_VERSION_FILE);
  std::string release;
  std::getline(in, release);
  return release;
}

}  // namespace

// A version-1 file (written by the first release: no incident or envelope
// tables) keeps its data and gains the arbiter's incident log.
TEST(Migration, VersionOneFileKeepsItsDataAndGainsTheIncidentLog) {
  const auto path = freshEventPath("migrate-v1");
  rawSql(
      path,
      std::string(persistence::migrationScripts()[0]) +
          "PRAGMA user_version = 1; PRAGMA application_id = 1095909972;"
          "INSERT INTO event VALUES (1, 'Old Open');"
          "INSERT INTO section VALUES (1, 'A', 'Beijing', '2025-01-01', '2025-01-05', 'Chief', '',"
          " 'classic', 'standard', '40/120,60', NULL, '1,0.5,0', 7, 'dutch', '', '', 'free', 0, 0);"
          "INSERT INTO player VALUES (1, 1, 1, '王芳', '', '', 'WGM', 'CHN', 'f', '', '', 2400, 0, "
          "0, 0, 1, 0);"
          "INSERT INTO player VALUES (2, 1, 2, 'Smith', '', '', '', 'ENG', 'm', '', '', 2200, 0, "
          "0, 0, 1, 0);"
          "INSERT INTO round VALUES (1, 1, 1, '2025-01-01 14:00');"
          "INSERT INTO board VALUES (1, 1, 1, 2, 1, '*');"
          "INSERT INTO audit (at, who, action, before, after) VALUES ('2025-01-01T10:00:00Z', "
          "'old', 'event create name=\"Old Open\"', '[]', '[]');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  const Event& event = repo.event();
  EXPECT_EQ(event.name, "Old Open");
  ASSERT_EQ(event.sections.size(), 1u);
  EXPECT_EQ(event.sections[0].settings.rules, RulesProfile::Classic);
  EXPECT_EQ(event.sections[0].settings.defaultTimeSeconds(), 3600);
  EXPECT_EQ(event.sections[0].playerByNumber(1)->name, "王芳");
  EXPECT_EQ(event.sections[0].round(1)->board(1)->white, 2);
  auto late = repo.apply(RecordLateArrival{"A", 1, 1, LateSide::White, 600, false, ""}, "new");
  ASSERT_TRUE(late);
  EXPECT_EQ(late->incident->article, "classic 10.15");
  EXPECT_EQ(repo.auditLog().size(), 2u);
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-2 file (before penalty scores, round starts, incident plies and
// reply envelopes): its rows read the added columns' defaults, and an
// action audited before the migration (row images without those columns)
// is still undone.
TEST(Migration, VersionTwoFileGainsScoreColumnsAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v2");
  rawSql(path, std::string(persistence::migrationScripts()[0]) +
                   std::string(persistence::migrationScripts()[1]) +
                   "PRAGMA user_version = 2; PRAGMA application_id = 1095909972;"
                   "INSERT INTO event VALUES (1, 'Open 2025');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL,"
                   " '1,0.5,0', 5, 'dutch', '', '', 'free', 0, 1);"
                   "INSERT INTO player VALUES (1, 1, 1, 'Ann', '', '', '', '', '', '', '', 2400, "
                   "0, 0, 0, 1, 0);"
                   "INSERT INTO player VALUES (2, 1, 2, 'Bob', '', '', '', '', '', '', '', 2200, "
                   "0, 0, 0, 1, 0);"
                   "INSERT INTO round VALUES (1, 1, 1, '');"
                   "INSERT INTO board VALUES (1, 1, 1, 1, 2, '1-0');"
                   "INSERT INTO incident VALUES (1, 1, 1, 1, 2, 'penalty', '11.5', 1, '', 0, 0, "
                   "'recorded', '');"
                   "INSERT INTO envelope VALUES (1, 1, 1, 1, 'white', 41, 'Nf3', '', '', 0, 0, '', "
                   "'', '', 'sealed', '');"
                   "INSERT INTO audit (at, who, action, before, after) VALUES "
                   "('2025-01-01T10:00:00Z', 'old', "
                   "'result section=\"A\" round=1 board=1 result=1-0', "
                   "'[{\"table\":\"board\",\"section_id\":1,\"round\":1,\"number\":1,\"white_id\":"
                   "1,\"black_id\":2,\"result\":\"*\"}]', "
                   "'[{\"table\":\"board\",\"section_id\":1,\"round\":1,\"number\":1,\"white_id\":"
                   "1,\"black_id\":2,\"result\":\"1-0\"}]');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  const Section& section = repo.event().sections.at(0);
  const Board& board = *section.round(1)->board(1);
  EXPECT_EQ(board.result, GameResult::WhiteWins);
  EXPECT_FALSE(board.whiteScore.has_value());
  EXPECT_FALSE(board.blackScore.has_value());
  EXPECT_EQ(section.round(1)->startedAt, "");
  EXPECT_EQ(section.incidents.at(0).ply, 0);
  EXPECT_EQ(section.envelopes.at(0).replyMove, "");
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(repo.event().sections.at(0).round(1)->board(1)->result, GameResult::Pending);
  EXPECT_FALSE(repo.event().sections.at(0).round(1)->board(1)->unrated);
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-3 file (before the stored initial colour) with round 1 paired:
// the section reads no stored colour, the pairing takes it from round 1 as
// before (player 1 had Black: C.04.3 5.2.5 gives the top player the initial
// colour), and a section edit audited in version 3 (row images without
// the column) is still undone.
TEST(Migration, VersionThreeFileReadsTheInitialColourFromRoundOneAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v3");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":\"\","
           "\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":\"fide2023\","
           "\"rate\":\"standard\",\"time_control\":\"90+30\",\"default_time_minutes\":null,"
           "\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\","
           "\"tie_breaks\":\"\",\"tie_break_edition\":\"\",\"draw_offer\":\"free\","
           "\"draw_offer_move\":0,\"fide_mode\":1}]";
  };
  rawSql(path,
         std::string(persistence::migrationScripts()[0]) +
             std::string(persistence::migrationScripts()[1]) +
             std::string(persistence::migrationScripts()[2]) +
             "PRAGMA user_version = 3; PRAGMA application_id = 1095909972;"
             "INSERT INTO event VALUES (1, 'Open 2026');"
             "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', 'standard', "
             "'90+30', NULL,"
             " '1,0.5,0', 7, 'dutch', '', '', 'free', 0, 1);"
             "INSERT INTO player VALUES (1, 1, 1, 'Ann', '', '', '', '', '', '', '', 2400, 0, 0, "
             "0, 1, 0);"
             "INSERT INTO player VALUES (2, 1, 2, 'Bob', '', '', '', '', '', '', '', 2200, 0, 0, "
             "0, 1, 0);"
             "INSERT INTO round VALUES (1, 1, 0, '', '');"
             "INSERT INTO board VALUES (1, 1, 1, 2, 1, '1-0', NULL, NULL);"
             "INSERT INTO audit (at, who, action, before, after) VALUES ('2026-01-01T10:00:00Z', "
             "'old', "
             "'section edit section=\"A\" name=\"A\" rounds=7 place=\"\" chief-arbiter=\"\"', '" +
             sectionImage(5) + "', '" + sectionImage(7) + "');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  const Section& section = repo.event().sections.at(0);
  EXPECT_FALSE(section.settings.initialColour.has_value());
  EXPECT_EQ(pairingStateOf(section).firstColor, Color::Black);
  EXPECT_FALSE(
      section.round(1)->board(1)->unrated);  // version 5: boards before it were rated games
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 5);
  EXPECT_FALSE(repo.event().sections.at(0).settings.initialColour.has_value());
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-5 file (before the players' club numbers): its players read
// as the club's newcomers (002: "缺省的分数是 1500, 无级别"; 004: no class
// points), never their FIDE rating; a player edit audited in version 5 (a
// row image without the columns) is still undone.
TEST(Migration, VersionFiveFilePlayersReadAsClubNewcomersAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v5");
  const auto playerImage = [](const std::string& name) {
    return "[{\"table\":\"player\",\"id\":1,\"section_id\":1,\"pairing_number\":1,"
           "\"name\":\"" +
           name +
           "\",\"fide_id\":\"\",\"national_id\":\"\",\"title\":\"\",\"federation\":\"\","
           "\"sex\":\"\",\"birth_date\":\"\",\"club\":\"\",\"rating_standard\":2400,"
           "\"rating_rapid\":0,\"rating_blitz\":0,\"rating_national\":0,\"entry_round\":1,"
           "\"withdrawn_from_round\":0}]";
  };
  std::string scripts;
  for (int v = 0; v < 5; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts +
                   "PRAGMA user_version = 5; PRAGMA application_id = 1095909972;"
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'classic', "
                   "'standard', '90+30', NULL, '1,0.5,0', 7, 'dutch', '', '', 'free', 0, 0, '');"
                   "INSERT INTO player VALUES (1, 1, 1, 'Ann', '', '', '', '', '', '', '', 2400, "
                   "0, 0, 0, 1, 0);"
                   "INSERT INTO audit (at, who, action, before, after) VALUES "
                   "('2026-01-01T10:00:00Z', 'old', 'player edit section=\"A\" player=1', '" +
                   playerImage("Anne") + "', '" + playerImage("Ann") + "');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  const Player& ann = *repo.event().sections.at(0).playerByNumber(1);
  EXPECT_EQ(ann.ratings.standard, 2400);
  EXPECT_EQ(ann.clubRatings, (ClubRatings{1500, 0, 0}));
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  const Player& anne = *repo.event().sections.at(0).playerByNumber(1);
  EXPECT_EQ(anne.name, "Anne");
  EXPECT_EQ(anne.clubRatings, (ClubRatings{1500, 0, 0}));
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-6 file (before the audit rows' action kinds): the migration
// names each old row's kind from its command words (the one place the
// legacy text is read), and undo then decides from that kind: leaving FIDE
// mode stays irreversible (rules-reference §5), the creation has nothing
// before it. An undo row is "undo"; a text no action ever wrote has no kind.
TEST(Migration, VersionSixFileAuditRowsGetTheirKindsAndUndoReadsThem) {
  const auto path = freshEventPath("migrate-v6");
  std::string scripts;
  for (int v = 0; v < 6; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  const auto audit = [](const std::string& action, const std::string& undoes = "NULL") {
    return "INSERT INTO audit (at, who, action, before, after, undoes) VALUES "
           "('2026-02-01T10:00:00Z', 'old', '" +
           action + "', '[]', '[]', " + undoes + ");";
  };
  rawSql(path, scripts + "PRAGMA user_version = 6; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Winter Open');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 5, 'dutch', '', '', 'free', 0, 0, '');" +
                   audit("event create name=\"Winter Open\"") +                           // 1
                   audit("section add name=\"A\" rounds=5 rules=fide rate=standard") +    // 2
                   audit("player import section=\"A\" players=12") +                      // 3
                   audit("round set section=\"A\" round=1 boards=6 bye=0") +              // 4
                   audit("results section=\"A\" round=1 1=1-0 2=0-1") +                   // 5
                   audit("result section=\"A\" round=1 board=3 result=1/2-1/2") +         // 6
                   audit("undo #6: result section=\"A\" round=1 board=3 result=1/2-1/2",  // 7
                         "6") +
                   "UPDATE audit SET undone_by = 7 WHERE id = 6;" +
                   audit("written by no version of Arbiter") +                     // 8
                   audit("section leave-fide-mode section=\"A\" confirmed=yes"));  // 9
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  std::vector<std::string> kinds;
  for (const auto& entry : repo.auditLog()) kinds.push_back(entry.kind);
  EXPECT_EQ(kinds, (std::vector<std::string>{"create-event", "add-section", "add-players",
                                             "set-pairing", "enter-results", "enter-result", "undo",
                                             "", "leave-fide-mode"}));
  const auto lastUndo = repo.undo("new");
  ASSERT_FALSE(lastUndo);
  EXPECT_EQ(lastUndo.error().code, persistence::UndoErrorCode::Irreversible);
  EXPECT_EQ(lastUndo.error().auditId, 9);
  const auto creation = repo.undo("new", 1);
  ASSERT_FALSE(creation);
  EXPECT_EQ(creation.error().code, persistence::UndoErrorCode::NothingToUndo);
  EXPECT_EQ(repo.auditLog().size(), 9u);  // refusals write nothing
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// Every code the version-7 backfill writes is an action kind's code
// (domain/tournament/action_kind.h) or the undo rows' own.
TEST(Migration, VersionSevenBackfillWritesOnlyKnownKindCodes) {
  const std::string script(persistence::migrationScripts().at(6));
  const std::string marker = "THEN '";
  int codes = 0;
  for (auto at = script.find(marker); at != std::string::npos; at = script.find(marker, at + 1)) {
    const auto begin = at + marker.size();
    const std::string code = script.substr(begin, script.find('\'', begin) - begin);
    EXPECT_TRUE(code == persistence::UndoKind || actionKindFromCode(code).has_value()) << code;
    ++codes;
  }
  EXPECT_EQ(codes, 29);  // the 28 kinds of action and the undo rows
}

// A version-7 file (before the extended fifty-move counts of classic 10.12):
// its classic section reads with none (50 moves for every ending, as the
// file was judged), and a section edit audited in version 7 (a row image
// without the column) is still undone.
TEST(Migration, VersionSevenSectionsHaveNoExtendedFiftyMoveCountAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v7");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":\"\","
           "\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":\"classic\","
           "\"rate\":\"standard\",\"time_control\":\"90+30\",\"default_time_minutes\":null,"
           "\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\",\"tie_breaks\":\"\",\"tie_break_edition\":\"\","
           "\"draw_offer\":\"free\",\"draw_offer_move\":0,\"fide_mode\":0,"
           "\"initial_colour\":\"\"}]";
  };
  std::string scripts;
  for (int v = 0; v < 7; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 7; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'classic', "
                   "'standard', '90+30', NULL, '1,0.5,0', 7, 'dutch', '', '', 'free', 0, 0, '');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-03-01T10:00:00Z', 'old', 'section edit section=\"A\" rounds=7', '" +
                   sectionImage(5) + "', '" + sectionImage(7) + "', 'edit-section');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  EXPECT_TRUE(repo.event().sections.at(0).settings.fiftyMoveExtensions.empty());
  EXPECT_EQ(repo.event().sections.at(0).settings.rules, RulesProfile::Classic);
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 5);
  EXPECT_TRUE(repo.event().sections.at(0).settings.fiftyMoveExtensions.empty());
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-8 file (before the categories of the category standings): its
// section has none, and a section edit audited in version 8 (a row image
// without the column) is still undone; categories set afterwards are stored.
TEST(Migration, VersionEightSectionsHaveNoCategoriesAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v8");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":"
           "\"2026-05-01\",\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":"
           "\"fide2023\",\"rate\":\"standard\",\"time_control\":\"90+30\","
           "\"default_time_minutes\":null,\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\",\"tie_breaks\":\"\",\"tie_break_edition\":\"\","
           "\"draw_offer\":\"free\",\"draw_offer_move\":0,\"fide_mode\":0,"
           "\"initial_colour\":\"\",\"fifty_move_extensions\":\"\"}]";
  };
  std::string scripts;
  for (int v = 0; v < 8; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 8; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Spring 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '2026-05-01', '', '', '', "
                   "'fide2023', 'standard', '90+30', NULL, '1,0.5,0', 7, 'dutch', '', '', 'free', "
                   "0, 0, '', '');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-04-01T10:00:00Z', 'old', 'section edit section=\"A\" rounds=7', '" +
                   sectionImage(5) + "', '" + sectionImage(7) + "', 'edit-section');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    EXPECT_TRUE(repo.event().sections.at(0).settings.categories.empty());
    auto undone = repo.undo("new");
    ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
    EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 5);
    SectionSettings settings = repo.event().sections.at(0).settings;
    settings.categories = parseCategories("women,U16").value();
    ASSERT_TRUE(repo.apply(EditSection{"A", settings}, "new"));
  }
  EventRepository reopened(path);
  EXPECT_EQ(categoriesText(reopened.event().sections.at(0).settings.categories), "women,U16");
  EXPECT_EQ(reopened.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-9 file (before the section's acceleration, C.04.7): its Swiss
// reads without acceleration (as it was paired), and a section edit audited
// in version 9 (a row image without the column) is still undone.
TEST(Migration, VersionNineSectionsHaveNoAccelerationAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v9");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":\"\","
           "\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":\"fide2023\","
           "\"rate\":\"standard\",\"time_control\":\"90+30\",\"default_time_minutes\":null,"
           "\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\",\"tie_breaks\":\"\",\"tie_break_edition\":\"\","
           "\"draw_offer\":\"free\",\"draw_offer_move\":0,\"fide_mode\":1,"
           "\"initial_colour\":\"\",\"fifty_move_extensions\":\"\",\"categories\":\"\"}]";
  };
  std::string scripts;
  for (int v = 0; v < 9; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 9; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Open 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 9, 'dutch', '', '', 'free', 0, 1, '', "
                   "'', '');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-03-01T10:00:00Z', 'old', 'section edit section=\"A\" rounds=9', '" +
                   sectionImage(7) + "', '" + sectionImage(9) + "', 'edit-section');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  EXPECT_EQ(repo.event().sections.at(0).settings.acceleration, Acceleration::None);
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 7);
  EXPECT_EQ(repo.event().sections.at(0).settings.acceleration, Acceleration::None);
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-10 file (before the forbidden pairs): its section reads with
// none, and a section edit audited in version 10 is still undone.
TEST(Migration, VersionTenSectionsHaveNoForbiddenPairsAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v10");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":\"\","
           "\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":\"fide2023\","
           "\"rate\":\"standard\",\"time_control\":\"90+30\",\"default_time_minutes\":null,"
           "\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\",\"tie_breaks\":\"\",\"tie_break_edition\":\"\","
           "\"draw_offer\":\"free\",\"draw_offer_move\":0,\"fide_mode\":1,"
           "\"initial_colour\":\"\",\"fifty_move_extensions\":\"\",\"categories\":\"\","
           "\"acceleration\":\"baku\"}]";
  };
  std::string scripts;
  for (int v = 0; v < 10; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 10; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Open 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 9, 'dutch', '', '', 'free', 0, 1, '', "
                   "'', '', 'baku');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-03-01T10:00:00Z', 'old', 'section edit section=\"A\" rounds=9', '" +
                   sectionImage(7) + "', '" + sectionImage(9) + "', 'edit-section');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  EXPECT_TRUE(repo.event().sections.at(0).forbiddenPairs.empty());
  EXPECT_EQ(repo.event().sections.at(0).settings.acceleration, Acceleration::Baku);
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 7);
  EXPECT_TRUE(repo.event().sections.at(0).forbiddenPairs.empty());
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-11 file (before the section's Dutch edition): its Swiss reads
// as paired by the 2026 edition of C.04.3 (the only one Arbiter paired an
// event by until then), and a section edit audited in version 11 (a row
// image without the column) is still undone.
TEST(Migration, VersionElevenSectionsArePairedByThe2026EditionAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v11");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":\"\","
           "\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":\"fide2023\","
           "\"rate\":\"standard\",\"time_control\":\"90+30\",\"default_time_minutes\":null,"
           "\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\",\"tie_breaks\":\"\",\"tie_break_edition\":\"\","
           "\"draw_offer\":\"free\",\"draw_offer_move\":0,\"fide_mode\":1,"
           "\"initial_colour\":\"\",\"fifty_move_extensions\":\"\",\"categories\":\"\","
           "\"acceleration\":\"baku\",\"forbidden_pairs\":\"\"}]";
  };
  std::string scripts;
  for (int v = 0; v < 11; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 11; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Open 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 9, 'dutch', '', '', 'free', 0, 1, '', "
                   "'', '', 'baku', '');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-03-01T10:00:00Z', 'old', 'section edit section=\"A\" rounds=9', '" +
                   sectionImage(7) + "', '" + sectionImage(9) + "', 'edit-section');");
  EventRepository repo(path);
  EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
  EXPECT_EQ(repo.event().sections.at(0).settings.edition, DutchEdition::Rules2026);
  EXPECT_EQ(repo.event().sections.at(0).settings.acceleration, Acceleration::Baku);
  auto undone = repo.undo("new");
  ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
  EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 7);
  EXPECT_EQ(repo.event().sections.at(0).settings.edition, DutchEdition::Rules2026);
  EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
}

// A version-12 file (before the stored prize table and check-in rule): its
// section reads with no prize table and a zero-point bye for an absence
// (never withdrawn), a section edit audited in version 12 is still undone,
// and both settings stored afterwards read back.
TEST(Migration, VersionTwelveSectionsHaveNoPrizeTableNorAbsenceLimitAndOldAuditRowsStillUndo) {
  const auto path = freshEventPath("migrate-v12");
  const auto sectionImage = [](int rounds) {
    return "[{\"table\":\"section\",\"id\":1,\"name\":\"A\",\"place\":\"\",\"start_date\":\"\","
           "\"end_date\":\"\",\"chief_arbiter\":\"\",\"deputies\":\"\",\"rules\":\"fide2023\","
           "\"rate\":\"standard\",\"time_control\":\"90+30\",\"default_time_minutes\":null,"
           "\"scoring\":\"1,0.5,0\",\"rounds\":" +
           std::to_string(rounds) +
           ",\"pairing\":\"dutch\",\"tie_breaks\":\"\",\"tie_break_edition\":\"\","
           "\"draw_offer\":\"free\",\"draw_offer_move\":0,\"fide_mode\":1,"
           "\"initial_colour\":\"\",\"fifty_move_extensions\":\"\",\"categories\":\"\","
           "\"acceleration\":\"none\",\"forbidden_pairs\":\"\",\"dutch_edition\":\"2026\"}]";
  };
  std::string scripts;
  for (int v = 0; v < 12; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 12; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Open 2026');"
                   "INSERT INTO section VALUES (1, 'A', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 9, 'dutch', '', '', 'free', 0, 1, '', "
                   "'', '', 'none', '', '2026');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-03-01T10:00:00Z', 'old', 'section edit section=\"A\" rounds=9', '" +
                   sectionImage(7) + "', '" + sectionImage(9) + "', 'edit-section');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    EXPECT_TRUE(repo.event().sections.at(0).settings.prizeTable.empty());
    EXPECT_EQ(repo.event().sections.at(0).settings.withdrawAfterAbsences, 0);
    auto undone = repo.undo("new");
    ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
    EXPECT_EQ(repo.event().sections.at(0).settings.rounds, 7);
    EXPECT_TRUE(repo.event().sections.at(0).settings.prizeTable.empty());
    auto settings = repo.event().sections.at(0).settings;
    settings.prizeTable = "category Overall = 100 50\n";
    settings.withdrawAfterAbsences = 2;
    ASSERT_TRUE(repo.apply(EditSection{"A", settings}, "new"));
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
  }
  EventRepository reopened(path);
  EXPECT_EQ(reopened.event().sections.at(0).settings.prizeTable, "category Overall = 100 50\n");
  EXPECT_EQ(reopened.event().sections.at(0).settings.withdrawAfterAbsences, 2);
  EXPECT_EQ(reopened.auditLog().back().action,
            "section edit section=\"A\" prizes=1-line absence=withdraw-after-2");
}

// A version-13 file (before the numbers drawn by lot were stored as such):
// its round robin reads as numbered by the initial ranking, a lot drawn in
// version 13 (its audit images hold only the players' numbers) is still
// undone, and a lot drawn afterwards is kept through a registration, read
// back from the file: Bravo and Alpha swapped, the late Zulu (2600) is 3.
TEST(Migration, VersionThirteenSectionsAreNotNumberedByLotAndOldLotsStillUndo) {
  const auto path = freshEventPath("migrate-v13");
  const auto playerImage = [](int id, int number, const std::string& name, int rating) {
    return "{\"table\":\"player\",\"id\":" + std::to_string(id) +
           ",\"section_id\":1,\"pairing_number\":" + std::to_string(number) + ",\"name\":\"" +
           name +
           "\",\"fide_id\":\"\",\"national_id\":\"\",\"title\":\"\",\"federation\":\"\","
           "\"sex\":\"\",\"birth_date\":\"\",\"club\":\"\",\"rating_standard\":" +
           std::to_string(rating) +
           ",\"rating_rapid\":0,\"rating_blitz\":0,\"rating_national\":0,\"entry_round\":1,"
           "\"withdrawn_from_round\":0,\"club_elo\":1500,\"club_elo_games\":0,"
           "\"class_points\":0}";
  };
  std::string scripts;
  for (int v = 0; v < 13; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  // Alpha 2400 and Bravo 2300 were 1 and 2 by rating; the old lot made
  // Bravo 1 and Alpha 2.
  rawSql(path, scripts + "PRAGMA user_version = 13; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO section VALUES (1, 'RR', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 1, 'round-robin', '', '', 'free', 0, 1, "
                   "'', '', '', 'none', '', '2026', '', 0);"
                   "INSERT INTO player VALUES " +
                   playerValues(1, 2, "Alpha", 2400) + ", " + playerValues(2, 1, "Bravo", 2300) +
                   ";"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-03-01T10:00:00Z', 'old', 'section draw-lots section=\"RR\" order=2,1', "
                   "'[" +
                   playerImage(1, 1, "Alpha", 2400) + "," + playerImage(2, 2, "Bravo", 2300) +
                   "]', '[" + playerImage(1, 2, "Alpha", 2400) + "," +
                   playerImage(2, 1, "Bravo", 2300) + "]', 'draw-numbers-by-lot');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    const Section& read = repo.event().sections.at(0);
    EXPECT_FALSE(read.numbersByLot);
    EXPECT_EQ(read.playerByNumber(1)->name, "Bravo");
    auto undone = repo.undo("new");
    ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
    EXPECT_EQ(repo.event().sections.at(0).playerByNumber(1)->name, "Alpha");
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
    ASSERT_TRUE(repo.apply(DrawNumbersByLot{"RR", {2, 1}}, "new"));
    auto late = repo.apply(AddPlayers{"RR", {namedPlayer("Zulu", 2600)}}, "new");
    ASSERT_TRUE(late);
    ASSERT_EQ(late->notices.size(), 1u);
    EXPECT_EQ(late->notices[0].code, NoticeCode::NumberAfterLot);
    EXPECT_EQ(late->notices[0].detail, 3);
  }
  EventRepository reopened(path);
  const Section& kept = reopened.event().sections.at(0);
  EXPECT_TRUE(kept.numbersByLot);
  EXPECT_EQ(kept.playerByNumber(1)->name, "Bravo");
  EXPECT_EQ(kept.playerByNumber(2)->name, "Alpha");
  EXPECT_EQ(kept.playerByNumber(3)->name, "Zulu");
}

// A version-14 file (before the indexes on the columns naming a player):
// its round reads as before, and the boards and byes of a player are found
// through the new indexes (SQLite's own query plan says so), not by a scan.
TEST(Migration, VersionFourteenFileGainsThePlayerIndexesAndKeepsItsRound) {
  const auto path = freshEventPath("migrate-v14");
  std::string scripts;
  for (int v = 0; v < 14; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 14; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO section VALUES (1, 'Open', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 5, 'dutch', '', '', 'free', 0, 1, "
                   "'', '', '', 'none', '', '2026', '', 0, 0);"
                   "INSERT INTO player VALUES " +
                   playerValues(1, 1, "Alpha", 2400) + ", " + playerValues(2, 2, "Bravo", 2300) +
                   ", " + playerValues(3, 3, "Carla", 2200) +
                   ";"
                   "INSERT INTO round VALUES (1, 1, 1, '2026-05-01 14:00', '');"
                   "INSERT INTO board VALUES (1, 1, 1, 1, 2, '1-0', NULL, NULL, 0);"
                   "INSERT INTO bye VALUES (1, 1, 3, 'pairing');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    const Section& read = repo.event().sections.at(0);
    ASSERT_EQ(read.rounds.size(), 1u);
    ASSERT_EQ(read.rounds[0].boards.size(), 1u);
    EXPECT_EQ(read.rounds[0].boards[0].result, GameResult::WhiteWins);
    ASSERT_EQ(read.rounds[0].byes.size(), 1u);
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
  }
  EXPECT_EQ(
      rawTexts(path,
               "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
               "AND tbl_name IN ('board', 'bye', 'player') ORDER BY name",
               0),
      (std::vector<std::string>{"board_black", "board_white", "bye_player", "player_section"}));
  for (const auto& [query, index] : {std::pair<std::string, std::string>{
                                         "SELECT 1 FROM board WHERE white_id = 1", "board_white"},
                                     {"SELECT 1 FROM board WHERE black_id = 2", "board_black"},
                                     {"SELECT 1 FROM bye WHERE player_id = 3", "bye_player"}}) {
    const auto plan = rawTexts(path, "EXPLAIN QUERY PLAN " + query, 3);
    ASSERT_EQ(plan.size(), 1u) << query;
    EXPECT_NE(plan[0].find("INDEX " + index), std::string::npos) << query << ": " << plan[0];
  }
}

// A version 18 file gains the table naming the release that gave the file its
// schema, and the upgrading release is recorded there.
TEST(Migration, VersionEighteenFileRecordsTheReleaseThatUpgradedIt) {
  const auto path = freshEventPath("v18");
  {
    EventRepository repo(path, persistence::OpenMode::Create);
    seedEvent(repo);
  }
  // What version 20 added goes too: the file is as version 18 left it.
  rawSql(path,
         "DROP TABLE schema_writer; ALTER TABLE envelope DROP COLUMN sealed_at; "
         "PRAGMA user_version = 18;");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), 20);
    EXPECT_EQ(repo.event().sections.at(0).players.size(), 4u);
  }
  EXPECT_EQ(rawTexts(path, "SELECT release FROM schema_writer WHERE id = 1", 0),
            std::vector<std::string>{builtRelease()});
}

// A version-15 file (before the venue's accounts): its round reads as
// before and it gains the account and session tables, empty, so the
// venue's first sign-in is the chief's setup.
TEST(Migration, VersionFifteenFileGainsEmptyAccountTablesAndKeepsItsRound) {
  const auto path = freshEventPath("migrate-v15");
  std::string scripts;
  for (int v = 0; v < 15; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 15; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO section VALUES (1, 'Open', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 5, 'dutch', '', '', 'free', 0, 1, "
                   "'', '', '', 'none', '', '2026', '', 0, 0);"
                   "INSERT INTO player VALUES " +
                   playerValues(1, 1, "Alpha", 2400) + ", " + playerValues(2, 2, "Bravo", 2300) +
                   ";"
                   "INSERT INTO round VALUES (1, 1, 1, '2026-05-01 14:00', '');"
                   "INSERT INTO board VALUES (1, 1, 1, 1, 2, '1-0', NULL, NULL, 0);");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    const Section& read = repo.event().sections.at(0);
    ASSERT_EQ(read.rounds.size(), 1u);
    EXPECT_EQ(read.rounds[0].boards.at(0).result, GameResult::WhiteWins);
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
  }
  EXPECT_EQ(rawTexts(path, "SELECT count(*) FROM account", 0), std::vector<std::string>{"0"});
  EXPECT_EQ(rawTexts(path, "SELECT count(*) FROM account_session", 0),
            std::vector<std::string>{"0"});
}

TEST(Migration, VersionSixteenFileGainsAnEmptyProposalTableAndKeepsItsAccounts) {
  const auto path = freshEventPath("migrate-v16");
  std::string scripts;
  for (int v = 0; v < 16; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 16; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO account (name, role, created_at) VALUES "
                   "('Li', 'chief', '2026-05-01T09:00:00Z');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    EXPECT_EQ(repo.event().name, "Club 2026");
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
  }
  EXPECT_EQ(rawTexts(path, "SELECT name FROM account", 0), std::vector<std::string>{"Li"});
  EXPECT_EQ(rawTexts(path, "SELECT count(*) FROM result_proposal", 0),
            std::vector<std::string>{"0"});
}

TEST(Migration, VersionSeventeenFileGainsAnEmptyCheckInTable) {
  const auto path = freshEventPath("migrate-v17");
  std::string scripts;
  for (int v = 0; v < 17; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  rawSql(path, scripts + "PRAGMA user_version = 17; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO result_proposal VALUES "
                   "('Open', 1, 2, '0-1', 4, '2026-05-01T16:00:00Z', 0, '');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
  }
  EXPECT_EQ(rawTexts(path, "SELECT result FROM result_proposal", 0),
            std::vector<std::string>{"0-1"});
  EXPECT_EQ(rawTexts(path, "SELECT count(*) FROM check_in_mark", 0), std::vector<std::string>{"0"});
}

// A version-19 file (before the time of sealing was asked): its envelope
// reads with no sealing time (its label gives when it was recorded), an
// audit image of it written then is still undone, and an envelope sealed
// now keeps the time entered, read back from the file.
TEST(Migration, VersionNineteenEnvelopesHaveNoSealingTimeAndNewOnesKeepIt) {
  const auto path = freshEventPath("migrate-v19");
  std::string scripts;
  for (int v = 0; v < 19; ++v) scripts += std::string(persistence::migrationScripts()[v]);
  const std::string envelopeImage =
      "{\"table\":\"envelope\",\"id\":1,\"section_id\":1,\"round\":1,\"board\":1,"
      "\"sealer\":\"white\",\"move_number\":41,\"sealed_move\":\"Kf2\",\"fen_before\":"
      "\"8/5k2/8/8/8/8/5PK1/8 w - - 0 41\",\"moves_before\":\"\",\"white_used\":7200,"
      "\"black_used\":7000,\"draw_offer\":\"\",\"resume_at\":\"\",\"resume_place\":\"\","
      "\"custody\":\"sealed\",\"verdict\":\"\",\"reply_move\":\"\"}";
  rawSql(path, scripts + "PRAGMA user_version = 19; PRAGMA application_id = 1095909972;" +
                   "INSERT INTO event VALUES (1, 'Club 2026');"
                   "INSERT INTO section VALUES (1, 'Open', '', '', '', '', '', 'fide2023', "
                   "'standard', '90+30', NULL, '1,0.5,0', 5, 'dutch', '', '', 'free', 0, 1, "
                   "'', '', '', 'none', '', '2026', '', 0, 0);"
                   "INSERT INTO player VALUES " +
                   playerValues(1, 1, "Alpha", 2400) + ", " + playerValues(2, 2, "Bravo", 2300) +
                   ", " + playerValues(3, 3, "Carla", 2200) + ", " +
                   playerValues(4, 4, "Delta", 2100) +
                   ";"
                   "INSERT INTO round VALUES (1, 1, 1, '2026-05-01 14:00', '');"
                   "INSERT INTO board VALUES (1, 1, 1, 1, 3, 'adjourned', NULL, NULL, 0);"
                   "INSERT INTO board VALUES (1, 1, 2, 4, 2, '*', NULL, NULL, 0);"
                   "INSERT INTO envelope VALUES (1, 1, 1, 1, 'white', 41, 'Kf2', "
                   "'8/5k2/8/8/8/8/5PK1/8 w - - 0 41', '', 7200, 7000, '', '', '', 'sealed', '', "
                   "'');"
                   "INSERT INTO audit (at, who, action, before, after, kind) VALUES "
                   "('2026-05-01T19:02:00Z', 'old', 'seal section=\"Open\" round=1 board=1', "
                   "'[]', '[" +
                   envelopeImage + "]', 'seal-move');");
  {
    EventRepository repo(path);
    EXPECT_EQ(repo.schemaVersion(), persistence::latestSchemaVersion());
    ASSERT_EQ(repo.event().sections.at(0).envelopes.size(), 1u);
    EXPECT_EQ(repo.event().sections.at(0).envelopes[0].sealedAt, "");
    auto undone = repo.undo("new");
    ASSERT_TRUE(undone) << static_cast<int>(undone.error().code);
    EXPECT_TRUE(repo.event().sections.at(0).envelopes.empty());
    EXPECT_EQ(repo.integrityCheck(), std::vector<std::string>{"ok"});
    Envelope label;
    label.round = 1;
    label.board = 2;
    label.sealer = Color::White;
    label.moveNumber = 1;
    label.sealedMove = "e4";
    label.fenBefore = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    label.sealedAt = "2026-05-01 21:58";
    ASSERT_TRUE(repo.apply(SealMove{"Open", label}, "new"));
  }
  EventRepository reopened(path);
  ASSERT_EQ(reopened.event().sections.at(0).envelopes.size(), 1u);
  EXPECT_EQ(reopened.event().sections.at(0).envelopes[0].sealedAt, "2026-05-01 21:58");
}
