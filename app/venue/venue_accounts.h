// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/venue_access.h"
#include "persistence/account_store.h"

#include <chrono>
#include <cstdint>
#include <expected>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace venue {

using service::VenueAccount;
using service::VenueError;
using service::VenueErrorCode;
using service::VenueRole;

// `at` in UTC, ISO 8601 ("2026-05-01T14:00:00Z"): how the venue stores times
// (their text order is their time order).
std::string utcStamp(std::chrono::system_clock::time_point at);

// A signed-in station: the token goes into its cookie (stored only as its
// digest), the CSRF token into every state-changing request (stored with
// the session: worth nothing without the cookie).
struct SignedIn {
  std::string token;
  std::string csrf;
  VenueAccount account;
};

// A session found from its cookie.
struct ActiveSession {
  VenueAccount account;
  std::string csrf;
};

// A staff account as the chief's list shows it.
struct StaffAccount {
  std::string name;
  VenueRole role = VenueRole::Deputy;
  std::string area;
  bool disabled = false;
};

// A session as the chief sees it (who is signed in where).
struct SessionView {
  std::string account;
  std::string station;
  std::string createdAt;
  std::string lastSeen;
  std::string tokenDigest;  // the handle to end it by
};

// A player's sign-in code as it is handed out, with who it is for.
struct IssuedCode {
  int playerId = 0;
  int number = 0;  // his pairing number
  std::string name;
  std::string code;
};

// ASVS 2.1.1: at least 12 characters.
constexpr std::size_t MinPasswordLength = 12;
// After this many failed sign-ins an account is locked for LockOutTime.
constexpr int FailuresBeforeLockOut = 5;
constexpr std::chrono::minutes LockOutTime{15};
// A station (address) with this many failures within LockOutTime is refused
// until the window has passed (guessing player codes, unknown names).
constexpr int StationFailuresAllowed = 10;
// A session ends this long after sign-in, or after this long unused.
constexpr std::chrono::hours SessionLifetime{12};
constexpr std::chrono::hours SessionIdleTime{2};

// The venue's accounts and sessions, stored in the event file. Safe to
// call from several threads (one call at a time). When the event has no
// chief arbiter yet, a one-time setup code is made at construction: the
// chief signs up with it (setUp), after which it is gone. Throws
// persistence::StorageError on environment failures.
class VenueAccounts {
public:
  using Clock = std::function<std::chrono::system_clock::time_point()>;
  explicit VenueAccounts(const std::string& path, Clock clock = std::chrono::system_clock::now);

  // The setup code while no chief exists (print it at start), else nullopt.
  std::optional<std::string> setupCode() const;
  // Creates the chief arbiter's account with the setup code and signs him in.
  std::expected<SignedIn, VenueError> setUp(const std::string& code, const std::string& name,
                                            const std::string& password,
                                            const std::string& station);
  std::expected<SignedIn, VenueError> signIn(const std::string& name, const std::string& password,
                                             const std::string& station);
  // A player signs in with the code printed for him.
  std::expected<SignedIn, VenueError> signInWithCode(const std::string& code,
                                                     const std::string& station);
  // The session of `token` (from the cookie), or NotSignedIn.
  std::expected<ActiveSession, VenueError> session(const std::string& token);
  void signOut(const std::string& token);

  // The chief adds a deputy or organizer (with a password) or another chief.
  // Account changes are audited in the chief's name at `station`
  // (persistence::AccountChangeKind rows; the first chief's setup in his own).
  std::expected<VenueAccount, VenueError> addAccount(const VenueAccount& actor,
                                                     const std::string& name, VenueRole role,
                                                     const std::string& area,
                                                     const std::string& password,
                                                     const std::string& station);
  // The chief (or the organizer) issues a new sign-in code for player
  // `playerId` of `event`; an earlier code of his stops working.
  std::expected<std::string, VenueError> issuePlayerCode(const VenueAccount& actor,
                                                         const tournament::Event& event,
                                                         int playerId, const std::string& station);
  // The chief (or the organizer) issues new codes for every player of
  // `section` at once (earlier codes stop working), to print and hand out:
  // one transaction, one audit row. NoSuchPlayer when the event has no such
  // section, or it has no players.
  std::expected<std::vector<IssuedCode>, VenueError> issuePlayerCodes(
      const VenueAccount& actor, const tournament::Event& event, const std::string& section,
      const std::string& station);
  // The chief disables an account (ending its sessions) or enables it again.
  std::expected<void, VenueError> setDisabled(const VenueAccount& actor, const std::string& name,
                                              bool disabled, const std::string& station);
  // The staff accounts (chiefs, deputies, organizers; not the players'),
  // in the order they were made, for the chief.
  std::expected<std::vector<StaffAccount>, VenueError> staff(const VenueAccount& actor);
  std::expected<std::vector<SessionView>, VenueError> sessions(const VenueAccount& actor);
  std::expected<void, VenueError> endSession(const VenueAccount& actor,
                                             const std::string& tokenDigest);

private:
  std::expected<void, VenueError> stationAllowed(const std::string& station);
  void stationFailed(const std::string& station);
  std::expected<SignedIn, VenueError> open(const persistence::AccountRow& row,
                                           const std::string& station);
  // Stores a new account with a password (hashed); NameTaken when the name is.
  std::expected<persistence::AccountRow, VenueError> storeAccount(
      const std::string& name, VenueRole role, const std::string& area, const std::string& password,
      const persistence::AccountAudit& audit);
  // The audit row of a change `actor` makes at `station`, described by `action`.
  persistence::AccountAudit audit(const VenueAccount& actor, const std::string& station,
                                  std::string action) const;

  mutable std::mutex m_mutex;
  persistence::AccountStore m_store;
  Clock m_clock;
  std::optional<std::string> m_setupCode;
  // Failed sign-ins per station within the current window.
  std::map<std::string, std::pair<int, std::chrono::system_clock::time_point>> m_stationFailures;
};

// The account a stored row describes (its area parsed; an unreadable area is empty).
VenueAccount venueAccount(const persistence::AccountRow& row);

}  // namespace venue
