// SPDX-License-Identifier: MIT
#include "app/venue/venue_accounts.h"

#include "app/service/event_session.h"
#include "app/venue/venue_secrets.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>

#include <chrono>

namespace {

using service::VenueErrorCode;
using service::VenueRole;
using std::chrono::minutes;

// A clock the test moves by hand.
struct TestClock {
  std::chrono::system_clock::time_point now =
      std::chrono::sys_days{std::chrono::year{2026} / 5 / 1} + std::chrono::hours{9};
  venue::VenueAccounts::Clock function() {
    return [this] { return now; };
  }
};

std::string seededFile(const std::string& name) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  seedEvent(repository);
  return path;
}

constexpr const char* ChiefPassword = "correct horse battery";

// The chief set up with the setup code; returns his session.
venue::SignedIn setUpChief(venue::VenueAccounts& accounts) {
  const auto code = accounts.setupCode();
  EXPECT_TRUE(code);
  auto chief = accounts.setUp(code.value_or(""), "Li Ming", ChiefPassword, "127.0.0.1");
  EXPECT_TRUE(chief);
  return chief.value_or(venue::SignedIn{});
}

// The bytes of the file and of its WAL beside it.
std::string storedBytes(const std::string& path) {
  return fileBytes(path) + (std::filesystem::exists(path + "-wal") ? fileBytes(path + "-wal") : "");
}

}  // namespace

TEST(VenueAccounts, TheSetupCodeMakesTheChiefOnceAndIsThenGone) {
  const std::string path = seededFile("venue_setup");
  TestClock clock;
  venue::VenueAccounts accounts(path, clock.function());
  const std::string code = *accounts.setupCode();
  EXPECT_EQ(code.size(), 11u);  // "ABCDE-FGHJK"
  EXPECT_EQ(accounts.setUp("AAAAA-AAAAA", "Li Ming", ChiefPassword, "s").error().code,
            VenueErrorCode::BadCredentials);
  EXPECT_EQ(accounts.setUp(code, "Li Ming", "short", "s").error().code,
            VenueErrorCode::WeakPassword);
  const auto chief = accounts.setUp(code, "Li Ming", ChiefPassword, "s");
  ASSERT_TRUE(chief);
  EXPECT_EQ(chief->account.role, VenueRole::Chief);
  EXPECT_FALSE(accounts.setupCode());
  EXPECT_EQ(accounts.setUp(code, "Other", ChiefPassword, "s").error().code,
            VenueErrorCode::SetupDone);
  // A server started later on the same file has a chief: no setup code.
  EXPECT_FALSE(venue::VenueAccounts(path).setupCode());
}

// ASVS 2.2.1: five wrong passwords lock the account for 15 minutes (the
// right one too is refused meanwhile); after that it signs in again.
TEST(VenueAccounts, FiveWrongPasswordsLockTheAccountForFifteenMinutes) {
  const std::string path = seededFile("venue_lockout");
  TestClock clock;
  venue::VenueAccounts accounts(path, clock.function());
  setUpChief(accounts);
  for (int attempt = 1; attempt < venue::FailuresBeforeLockOut; ++attempt)
    EXPECT_EQ(
        accounts.signIn("Li Ming", "wrong password!", "s" + std::to_string(attempt)).error().code,
        VenueErrorCode::BadCredentials);
  EXPECT_EQ(accounts.signIn("Li Ming", "wrong password!", "s5").error().code,
            VenueErrorCode::LockedOut);
  EXPECT_EQ(accounts.signIn("Li Ming", ChiefPassword, "s6").error().code,
            VenueErrorCode::LockedOut);
  clock.now += minutes(16);
  EXPECT_TRUE(accounts.signIn("Li Ming", ChiefPassword, "s6"));
}

// Guessing player codes from one station: after ten failures even a right
// code is refused from it for 15 minutes; other stations are not held up.
TEST(VenueAccounts, AStationGuessingPlayerCodesIsStoppedAfterTenFailures) {
  const std::string path = seededFile("venue_guessing");
  TestClock clock;
  venue::VenueAccounts accounts(path, clock.function());
  const auto chief = setUpChief(accounts);
  const std::string code =
      *accounts.issuePlayerCode(chief.account, service::EventSession(path).event(), 1, "hall");
  for (int guess = 0; guess < venue::StationFailuresAllowed; ++guess)
    EXPECT_EQ(accounts.signInWithCode(venue::newSignInCode(), "10.0.0.66").error().code,
              VenueErrorCode::BadCredentials);
  EXPECT_EQ(accounts.signInWithCode(code, "10.0.0.66").error().code,
            VenueErrorCode::TooManyAttempts);
  const auto elsewhere = accounts.signInWithCode(code, "10.0.0.7");
  ASSERT_TRUE(elsewhere);
  EXPECT_EQ(elsewhere->account.role, VenueRole::Player);
  EXPECT_EQ(elsewhere->account.playerId, 1);
  clock.now += minutes(16);
  EXPECT_TRUE(accounts.signInWithCode(code, "10.0.0.66"));
}

TEST(VenueAccounts, ASessionEndsAtSignOutAndItsCookieIsThenWorthNothing) {
  const std::string path = seededFile("venue_signout");
  TestClock clock;
  venue::VenueAccounts accounts(path, clock.function());
  const auto chief = setUpChief(accounts);
  ASSERT_TRUE(accounts.session(chief.token));
  EXPECT_EQ(accounts.session(chief.token)->csrf, chief.csrf);
  accounts.signOut(chief.token);
  EXPECT_EQ(accounts.session(chief.token).error().code, VenueErrorCode::NotSignedIn);
}

TEST(VenueAccounts, AnUnusedSessionExpiresAndADisabledAccountsSessionsEnd) {
  const std::string path = seededFile("venue_expiry");
  TestClock clock;
  venue::VenueAccounts accounts(path, clock.function());
  const auto chief = setUpChief(accounts);
  ASSERT_TRUE(accounts.addAccount(chief.account, "Wang", VenueRole::Deputy, "Open:1-10",
                                  "deputy password 1", "hall"));
  const auto deputy = accounts.signIn("Wang", "deputy password 1", "tablet-1");
  ASSERT_TRUE(deputy);
  EXPECT_EQ(deputy->account.area, (std::vector<service::AreaPart>{{"Open", 1, 10}}));
  ASSERT_TRUE(accounts.setDisabled(chief.account, "Wang", true, "hall"));
  EXPECT_EQ(accounts.session(deputy->token).error().code, VenueErrorCode::NotSignedIn);
  EXPECT_EQ(accounts.signIn("Wang", "deputy password 1", "tablet-1").error().code,
            VenueErrorCode::Disabled);
  clock.now += venue::SessionIdleTime + minutes(1);
  EXPECT_EQ(accounts.session(chief.token).error().code, VenueErrorCode::NotSignedIn);
}

TEST(VenueAccounts, OnlyTheChiefManagesAccountsAndSessions) {
  const std::string path = seededFile("venue_roles");
  venue::VenueAccounts accounts(path);
  const auto chief = setUpChief(accounts);
  const auto organizer = accounts.addAccount(chief.account, "Org", VenueRole::Organizer, "",
                                             "organizer password", "hall");
  ASSERT_TRUE(organizer);
  EXPECT_EQ(accounts.addAccount(*organizer, "X", VenueRole::Chief, "", "another password", "hall")
                .error()
                .code,
            VenueErrorCode::Forbidden);
  EXPECT_EQ(accounts.sessions(*organizer).error().code, VenueErrorCode::Forbidden);
  EXPECT_EQ(
      accounts.addAccount(chief.account, "Org", VenueRole::Deputy, "", "organizer password", "hall")
          .error()
          .code,
      VenueErrorCode::NameTaken);
  EXPECT_EQ(accounts
                .addAccount(chief.account, "D", VenueRole::Deputy, "Open:9-1", "deputy password 1",
                            "hall")
                .error()
                .code,
            VenueErrorCode::BadRequest);
  // The organizer issues player codes; for a player the event lacks, none.
  const tournament::Event event = service::EventSession(path).event();
  EXPECT_TRUE(accounts.issuePlayerCode(*organizer, event, 2, "hall"));
  EXPECT_EQ(accounts.issuePlayerCode(*organizer, event, 99, "hall").error().code,
            VenueErrorCode::NoSuchPlayer);
  const auto sessions = accounts.sessions(chief.account);
  ASSERT_TRUE(sessions);
  ASSERT_EQ(sessions->size(), 1u);
  EXPECT_EQ(sessions->front().account, "Li Ming");
  ASSERT_TRUE(accounts.endSession(chief.account, sessions->front().tokenDigest));
  EXPECT_FALSE(accounts.session(chief.token));
}

// Passwords are stored as argon2id strings; tokens and codes only as
// digests: none of them is anywhere in the file or its WAL.
TEST(VenueAccounts, NoPasswordTokenOrCodeIsStoredInTheClear) {
  const std::string path = seededFile("venue_hashes");
  venue::VenueAccounts accounts(path);
  const auto chief = setUpChief(accounts);
  const std::string code =
      *accounts.issuePlayerCode(chief.account, service::EventSession(path).event(), 3, "hall");
  const std::string bytes = storedBytes(path);
  EXPECT_NE(bytes.find("$argon2id$"), std::string::npos);
  for (const std::string& secret :
       {std::string(ChiefPassword), chief.token, venue::normalizedCode(code), code})
    EXPECT_EQ(bytes.find(secret), std::string::npos) << secret;
}

// Every account change is one transaction with its audit row in the
// event's log, signed by the chief and his station, a player's code never
// written; undo passes over these rows (the latest event action is undone)
// and refuses one when it is named.
TEST(VenueAccounts, AccountChangesAreAuditedAndUndoPassesOverThem) {
  const std::string path = seededFile("venue_audited");
  venue::VenueAccounts accounts(path);
  const auto chief = setUpChief(accounts);
  ASSERT_TRUE(accounts.addAccount(chief.account, "Wang", VenueRole::Deputy, "Open:1-10",
                                  "deputy password 1", "10.0.0.9"));
  ASSERT_TRUE(accounts.setDisabled(chief.account, "Wang", true, "10.0.0.9"));
  const std::string code =
      *accounts.issuePlayerCode(chief.account, service::EventSession(path).event(), 1, "10.0.0.9");
  service::EventSession session(path);
  const auto log = session.auditLog();
  ASSERT_GE(log.size(), 4u);
  const std::vector<std::string> last{log[log.size() - 4].action, log[log.size() - 3].action,
                                      log[log.size() - 2].action, log.back().action};
  EXPECT_EQ(last, (std::vector<std::string>{
                      "account setup name=\"Li Ming\" role=chief",
                      "account add name=\"Wang\" role=deputy area=\"Open:1-10\"",
                      "account disable name=\"Wang\"", "player-code player=1 name=\"Alpha\""}));
  EXPECT_EQ(log.back().who, "Li Ming (chief, 10.0.0.9)");
  EXPECT_EQ(log.back().kind, persistence::AccountChangeKind);
  for (const auto& row : log) EXPECT_EQ(row.action.find(code), std::string::npos);
  // seedEvent's last action paired round 1: that is what undo takes back.
  const auto candidate = session.undoCandidate();
  ASSERT_TRUE(candidate);
  EXPECT_TRUE(candidate->action.starts_with("round set")) << candidate->action;
  EXPECT_EQ(session.undo("tester", log.back().id).error().code,
            persistence::UndoErrorCode::Irreversible);
}

// Codes for a whole section at once, to print and hand out: one per player
// (seedEvent's Open: Alpha 1 .. Delta 4), each signing in as its player; a
// code issued before stops working; one audit row; the deputy may not, a
// section the event lacks has no players; a staff account may not take a
// player's account name (its code would sign in to it).
TEST(VenueAccounts, ACodeForEveryPlayerOfASectionAtOnceToPrint) {
  const std::string path = seededFile("venue_all_codes");
  venue::VenueAccounts accounts(path);
  const auto chief = setUpChief(accounts);
  const tournament::Event event = service::EventSession(path).event();
  const std::string before = *accounts.issuePlayerCode(chief.account, event, 1, "hall");
  const auto issued = accounts.issuePlayerCodes(chief.account, event, "Open", "hall");
  ASSERT_TRUE(issued);
  ASSERT_EQ(issued->size(), 4u);
  const std::vector<std::string> names{"Alpha", "Bravo", "Charlie", "Delta"};
  for (std::size_t i = 0; i < issued->size(); ++i) {
    const venue::IssuedCode& code = issued->at(i);
    EXPECT_EQ(code.number, static_cast<int>(i) + 1);
    EXPECT_EQ(code.name, names[i]);
    const auto signedIn = accounts.signInWithCode(code.code, "10.0.0.7");
    ASSERT_TRUE(signedIn) << code.name;
    EXPECT_EQ(signedIn->account.playerId, code.playerId);
  }
  EXPECT_EQ(accounts.signInWithCode(before, "10.0.0.8").error().code,
            VenueErrorCode::BadCredentials);
  EXPECT_EQ(service::EventSession(path).auditLog().back().action,
            "player-codes section=\"Open\" players=4");
  const auto deputy = accounts.addAccount(chief.account, "Wang", VenueRole::Deputy, "Open",
                                          "deputy password 1", "hall");
  ASSERT_TRUE(deputy);
  EXPECT_EQ(accounts.issuePlayerCodes(*deputy, event, "Open", "hall").error().code,
            VenueErrorCode::Forbidden);
  EXPECT_EQ(accounts.issuePlayerCodes(chief.account, event, "Blitz", "hall").error().code,
            VenueErrorCode::NoSuchPlayer);
  EXPECT_EQ(accounts
                .addAccount(chief.account, "player-3", VenueRole::Deputy, "Open",
                            "deputy password 2", "hall")
                .error()
                .code,
            VenueErrorCode::BadRequest);
}

// The chief's list of staff accounts: in the order made, players' accounts
// left out, a disabled one marked; nobody else may read it.
TEST(VenueAccounts, TheChiefListsTheStaffAccounts) {
  const std::string path = seededFile("venue_staff");
  venue::VenueAccounts accounts(path);
  const auto chief = setUpChief(accounts);
  const auto deputy = accounts.addAccount(chief.account, "Wang", VenueRole::Deputy, "Open:1-10",
                                          "deputy password 1", "hall");
  ASSERT_TRUE(deputy);
  ASSERT_TRUE(accounts.addAccount(chief.account, "Org", VenueRole::Organizer, "",
                                  "organizer password", "hall"));
  ASSERT_TRUE(
      accounts.issuePlayerCode(chief.account, service::EventSession(path).event(), 1, "hall"));
  ASSERT_TRUE(accounts.setDisabled(chief.account, "Wang", true, "hall"));
  const auto staff = accounts.staff(chief.account);
  ASSERT_TRUE(staff);
  ASSERT_EQ(staff->size(), 3u);
  EXPECT_EQ(staff->at(0).name, "Li Ming");
  EXPECT_EQ(staff->at(0).role, VenueRole::Chief);
  EXPECT_EQ(staff->at(1).name, "Wang");
  EXPECT_EQ(staff->at(1).area, "Open:1-10");
  EXPECT_TRUE(staff->at(1).disabled);
  EXPECT_EQ(staff->at(2).role, VenueRole::Organizer);
  EXPECT_EQ(accounts.staff(*deputy).error().code, VenueErrorCode::Forbidden);
}
