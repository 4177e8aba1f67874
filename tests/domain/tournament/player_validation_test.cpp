// SPDX-License-Identifier: MIT
// One validator for every registration (issue 15 items 5, 6 and 23):
// titles from FIDE's list, real dates, FIDE ids of digits, federations from
// the FIDE/IOC list, names not blank; add, edit and the imports agree.
#include "domain/tournament/player_validation.h"
#include "domain/tournament/federations.h"
#include "domain/tournament/player_csv.h"
#include "tests/domain/tournament/event_builder.h"

namespace {

using namespace testing_event;

TEST(PlayerValidation, DatesMustBeDaysOfTheCalendar) {
  EXPECT_FALSE(checkBirthDate("1990-05-01"));
  EXPECT_FALSE(checkBirthDate("2000-02-29"));  // 2000 is a leap year (divisible by 400)
  EXPECT_FALSE(checkBirthDate("1995"));
  EXPECT_FALSE(checkBirthDate(""));
  EXPECT_TRUE(checkBirthDate("1990-13-40"));
  EXPECT_TRUE(checkBirthDate("2001-02-30"));
  EXPECT_TRUE(checkBirthDate("1900-02-29"));  // 1900 is not (divisible by 100, not 400)
  EXPECT_TRUE(checkBirthDate("1999-04-31"));  // April has 30 days
  EXPECT_TRUE(checkBirthDate("1990-1-01"));
  EXPECT_EQ(checkBirthDate("1987.09.23")->suggestion, "1987-09-23");
}

TEST(PlayerValidation, TitlesFromTheFideListOnly) {
  for (const char* title : {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", ""})
    EXPECT_FALSE(checkTitle(title)) << title;
  EXPECT_EQ(checkTitle("XM")->code, PlayerFieldCode::BadTitle);
  EXPECT_EQ(checkTitle("XM")->suggestion, "");
  EXPECT_EQ(checkTitle("gm")->suggestion, "GM");
  EXPECT_EQ(checkTitle("wf")->suggestion, "WFM");  // the old TRF letters
}

TEST(PlayerValidation, FideIdsAreDigits) {
  EXPECT_FALSE(checkFideId("8600000"));
  EXPECT_TRUE(checkFideId("86OOOOO"));
  EXPECT_TRUE(checkFideId("-1"));
  EXPECT_TRUE(checkFideId("123456789012"));  // 12 digits: past columns 58-68
}

TEST(PlayerValidation, FederationFromTheListWithASuggestion) {
  EXPECT_FALSE(checkFederation("CHN"));
  EXPECT_FALSE(checkFederation("ENG"));  // FIDE's own
  EXPECT_FALSE(checkFederation("CHI"));  // Chile
  const auto china = checkFederation("CHINA");
  ASSERT_TRUE(china);
  EXPECT_EQ(china->code, PlayerFieldCode::BadFederation);
  EXPECT_EQ(china->suggestion, "CHN");  // never CHI, which is Chile
  EXPECT_EQ(checkFederation("chn")->suggestion, "CHN");
  EXPECT_EQ(checkFederation("Chinese Taipei")->suggestion, "TPE");
  EXPECT_EQ(checkFederation("XYZ")->suggestion, "");
  EXPECT_TRUE(isFederationCode("TPE"));
  EXPECT_FALSE(isFederationCode("tpe"));
}

TEST(PlayerValidation, NamesNotBlankNorBroken) {
  EXPECT_EQ(checkName("   ")->code, PlayerFieldCode::NameEmpty);
  EXPECT_EQ(checkName("Wang\xFF")->code, PlayerFieldCode::TextNotUtf8);
  EXPECT_EQ(checkName("Wang\tFang")->code, PlayerFieldCode::TextNotUtf8);
  EXPECT_FALSE(checkName("王芳"));
}

TEST(PlayerValidation, AddAndEditApplyTheSameRules) {
  const Event event = fourPlayers();
  Player bad = player("New", 2000);
  bad.birthDate = "1999-02-30";
  EXPECT_EQ(refused(event, AddPlayers{"S", {bad}}), ActionErrorCode::BadBirthDate);
  EditPlayer edit{"S", 2};
  edit.birthDate = "1999-02-30";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::BadBirthDate);

  bad = player("New", 2000);
  bad.federation = "CHINA";
  auto outcome = applyAction(event, AddPlayers{"S", {bad}});
  ASSERT_FALSE(outcome);
  EXPECT_EQ(outcome.error().code, ActionErrorCode::BadFederation);
  EXPECT_EQ(outcome.error().hint, "CHN");
  edit = EditPlayer{"S", 2};
  edit.federation = "CHINA";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::BadFederation);

  edit = EditPlayer{"S", 2};
  edit.name = "B\xC3";  // a lead byte without its continuation
  EXPECT_EQ(refused(event, edit), ActionErrorCode::NameNotUtf8);
  bad = player("   ", 2000);
  EXPECT_EQ(refused(event, AddPlayers{"S", {bad}}), ActionErrorCode::NameEmpty);
  bad = player("New", 2000);
  bad.fideId = "12a";
  EXPECT_EQ(refused(event, AddPlayers{"S", {bad}}), ActionErrorCode::BadFideId);
}

TEST(PlayerDuplicates, SameFideIdRefusedSameNameWarned) {
  Player a = player("Wang Fang", 2400);
  a.fideId = "8600000";
  Event event = accepted(fourPlayers(), AddPlayers{"S", {a}});
  Player again = player("Wang F.", 2400);
  again.fideId = "8600000";
  auto outcome = applyAction(event, AddPlayers{"S", {again}});
  ASSERT_FALSE(outcome);
  EXPECT_EQ(outcome.error().code, ActionErrorCode::DuplicateFideId);
  EditPlayer edit{"S", 3};  // Wang Fang (2400) is number 2, after A (2400)
  edit.fideId = "8600000";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::DuplicateFideId);

  outcome = applyAction(event, AddPlayers{"S", {player("Wang Fang", 1800)}});
  ASSERT_TRUE(outcome);
  bool warned = false;
  for (const auto& n : outcome->notices) warned = warned || n.code == NoticeCode::DuplicateName;
  EXPECT_TRUE(warned);
}

// The same list imported twice: the second import adds nobody (matched by
// FIDE id, else by name and birth date) and says so row by row.
TEST(PlayerDuplicates, ImportingAListTwiceDoesNotDoubleTheField) {
  Player withId = player("Li Lei", 2300);
  withId.fideId = "8601234";
  Player withBirth = player("Zhang San", 1900);
  withBirth.birthDate = "2001-03-04";
  const AddPlayers import{"S", {withId, withBirth}, true};
  const Event once = accepted(fourPlayers(), import);
  ASSERT_EQ(section(once).players.size(), 6u);
  auto twice = applyAction(once, import);
  ASSERT_TRUE(twice);
  EXPECT_EQ(section(twice->event).players.size(), 6u);
  ASSERT_EQ(twice->notices.size(), 2u);
  EXPECT_EQ(twice->notices[0].code, NoticeCode::AlreadyRegistered);
  EXPECT_EQ(twice->notices[0].detail, 1);
  EXPECT_EQ(twice->notices[1].detail, 2);
}

TEST(PlayerCsvValidation, FieldsRefusedWithTheirPlace) {
  auto federation = readPlayerCsv("name,federation\nWang,CHINA\n");
  ASSERT_FALSE(federation);
  EXPECT_EQ(federation.error().code, PlayerCsvErrorCode::BadFederation);
  EXPECT_EQ(federation.error().line, 2);
  EXPECT_EQ(federation.error().column, 6);
  EXPECT_EQ(federation.error().hint, "CHN");
  EXPECT_EQ(readPlayerCsv("name,birth\nA,2001-02-30\n").error().code, PlayerCsvErrorCode::BadDate);
  EXPECT_EQ(readPlayerCsv("name,title\nA,XM\n").error().code, PlayerCsvErrorCode::BadTitle);
  EXPECT_EQ(readPlayerCsv("name,fide_id\nA,86x\n").error().code, PlayerCsvErrorCode::BadFideId);
}

// Issue 15 item 15: columns are 1-based everywhere (a missing name was
// reported at column 0).
TEST(PlayerCsvValidation, ColumnsAreOneBased) {
  const auto missing = readPlayerCsv("rating,name\n2000\n");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, PlayerCsvErrorCode::EmptyName);
  EXPECT_EQ(missing.error().column, 6);  // just past "2000"
  EXPECT_EQ(readPlayerCsv("rating\n2000\n").error().column, 1);
  const auto bytes = readPlayerCsv("name\nab\xFF\n");
  EXPECT_EQ(bytes.error().line, 2);
  EXPECT_EQ(bytes.error().column, 3);
}

// Issue 15 item 20: spreadsheets in Chinese, German and French settings
// save CSV with ';'.
TEST(PlayerCsvValidation, SemicolonSeparatedListsAreRead) {
  const std::string text = "name;rating;federation\n\"Müller; Hans\";2100;GER\n王芳;2400;CHN\n";
  EXPECT_EQ(csvSeparator(text), ';');
  EXPECT_EQ(csvSeparator("name,rating\n"), ',');
  const auto players = readPlayerCsv(text);
  ASSERT_TRUE(players);
  ASSERT_EQ(players->size(), 2u);
  EXPECT_EQ((*players)[0].name, "Müller; Hans");
  EXPECT_EQ((*players)[0].ratings.standard, 2100);
  EXPECT_EQ((*players)[1].federation, "CHN");
}

}  // namespace
