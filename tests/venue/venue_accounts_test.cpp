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
      *accounts.issuePlayerCode(chief.account, service::EventSession(path).event(), 1);
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
                                  "deputy password 1"));
  const auto deputy = accounts.signIn("Wang", "deputy password 1", "tablet-1");
  ASSERT_TRUE(deputy);
  EXPECT_EQ(deputy->account.area, (std::vector<service::AreaPart>{{"Open", 1, 10}}));
  ASSERT_TRUE(accounts.setDisabled(chief.account, "Wang", true));
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
  const auto organizer =
      accounts.addAccount(chief.account, "Org", VenueRole::Organizer, "", "organizer password");
  ASSERT_TRUE(organizer);
  EXPECT_EQ(
      accounts.addAccount(*organizer, "X", VenueRole::Chief, "", "another password").error().code,
      VenueErrorCode::Forbidden);
  EXPECT_EQ(accounts.sessions(*organizer).error().code, VenueErrorCode::Forbidden);
  EXPECT_EQ(accounts.addAccount(chief.account, "Org", VenueRole::Deputy, "", "organizer password")
                .error()
                .code,
            VenueErrorCode::NameTaken);
  EXPECT_EQ(
      accounts.addAccount(chief.account, "D", VenueRole::Deputy, "Open:9-1", "deputy password 1")
          .error()
          .code,
      VenueErrorCode::BadRequest);
  // The organizer issues player codes; for a player the event lacks, none.
  const tournament::Event event = service::EventSession(path).event();
  EXPECT_TRUE(accounts.issuePlayerCode(*organizer, event, 2));
  EXPECT_EQ(accounts.issuePlayerCode(*organizer, event, 99).error().code,
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
      *accounts.issuePlayerCode(chief.account, service::EventSession(path).event(), 3);
  const std::string bytes = storedBytes(path);
  EXPECT_NE(bytes.find("$argon2id$"), std::string::npos);
  for (const std::string& secret :
       {std::string(ChiefPassword), chief.token, venue::normalizedCode(code), code})
    EXPECT_EQ(bytes.find(secret), std::string::npos) << secret;
}
