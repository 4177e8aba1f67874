// SPDX-License-Identifier: MIT
#include "app/venue/venue_accounts.h"

#include "app/venue/venue_secrets.h"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <algorithm>

namespace venue {

using service::parseArea;
using service::parseRole;
using service::roleCode;

namespace {

bool anyChief(const std::vector<persistence::AccountRow>& accounts) {
  return std::any_of(accounts.begin(), accounts.end(),
                     [](const auto& row) { return row.role == roleCode(VenueRole::Chief); });
}

// A name is what people type and see: 1-64 bytes, no control characters.
// A player's account is named by his id; no other account may take such
// a name, or a player's new code would sign in to it.
std::string playerAccountName(int playerId) { return fmt::format("player-{}", playerId); }

bool acceptableName(const std::string& name) {
  return !name.empty() && name.size() <= 64 && !name.starts_with("player-") &&
         std::none_of(name.begin(), name.end(),
                      [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

}  // namespace

VenueAccount venueAccount(const persistence::AccountRow& row) {
  return VenueAccount{row.id, row.name, parseRole(row.role).value_or(VenueRole::Player),
                      parseArea(row.area).value_or(std::vector<service::AreaPart>{}), row.playerId};
}

VenueAccounts::VenueAccounts(const std::string& path, Clock clock)
    : m_store(path), m_clock(std::move(clock)) {
  if (!anyChief(m_store.accounts())) m_setupCode = newSignInCode();
}

std::string utcStamp(std::chrono::system_clock::time_point at) {
  return fmt::format("{:%Y-%m-%dT%H:%M:%SZ}",
                     fmt::gmtime(std::chrono::system_clock::to_time_t(at)));
}

std::optional<std::string> VenueAccounts::setupCode() const {
  std::lock_guard lock(m_mutex);
  return m_setupCode;
}

std::expected<void, VenueError> VenueAccounts::stationAllowed(const std::string& station) {
  const auto found = m_stationFailures.find(station);
  if (found == m_stationFailures.end()) return {};
  if (m_clock() - found->second.second >= LockOutTime) {
    m_stationFailures.erase(found);
    return {};
  }
  if (found->second.first >= StationFailuresAllowed)
    return std::unexpected(VenueError{VenueErrorCode::TooManyAttempts});
  return {};
}

void VenueAccounts::stationFailed(const std::string& station) {
  auto& [count, since] = m_stationFailures[station];
  if (count == 0) since = m_clock();
  ++count;
}

std::expected<SignedIn, VenueError> VenueAccounts::open(const persistence::AccountRow& row,
                                                        const std::string& station) {
  const auto now = m_clock();
  SignedIn signedIn{randomToken(), randomToken(), venueAccount(row)};
  m_store.addSession(persistence::SessionRow{secretDigest(signedIn.token), row.id, signedIn.csrf,
                                             station, utcStamp(now), utcStamp(now),
                                             utcStamp(now + SessionLifetime)});
  return signedIn;
}

persistence::AccountAudit VenueAccounts::audit(const VenueAccount& actor,
                                               const std::string& station,
                                               std::string action) const {
  return {utcStamp(m_clock()), service::auditSignature(actor, station), std::move(action)};
}

std::expected<persistence::AccountRow, VenueError> VenueAccounts::storeAccount(
    const std::string& name, VenueRole role, const std::string& area, const std::string& password,
    const persistence::AccountAudit& audit) {
  persistence::AccountRow row{
      0, name, std::string(roleCode(role)), area, 0, hashPassword(password), "", false,
      0, "",   utcStamp(m_clock())};
  const auto id = m_store.addAccount(row, audit);
  if (!id) return std::unexpected(VenueError{VenueErrorCode::NameTaken});
  row.id = *id;
  return row;
}

std::expected<SignedIn, VenueError> VenueAccounts::setUp(const std::string& code,
                                                         const std::string& name,
                                                         const std::string& password,
                                                         const std::string& station) {
  std::lock_guard lock(m_mutex);
  if (!m_setupCode) return std::unexpected(VenueError{VenueErrorCode::SetupDone});
  if (auto allowed = stationAllowed(station); !allowed) return std::unexpected(allowed.error());
  if (!sameSecret(normalizedCode(code), normalizedCode(*m_setupCode))) {
    stationFailed(station);
    return std::unexpected(VenueError{VenueErrorCode::BadCredentials});
  }
  if (!acceptableName(name)) return std::unexpected(VenueError{VenueErrorCode::BadRequest});
  if (password.size() < MinPasswordLength)
    return std::unexpected(VenueError{VenueErrorCode::WeakPassword});
  const VenueAccount chief{0, name, VenueRole::Chief, {}, 0};
  const auto row = storeAccount(
      name, VenueRole::Chief, "", password,
      audit(chief, station, fmt::format("account setup name=\"{}\" role=chief", name)));
  if (!row) return std::unexpected(row.error());
  m_setupCode.reset();
  return open(*row, station);
}

std::expected<SignedIn, VenueError> VenueAccounts::signIn(const std::string& name,
                                                          const std::string& password,
                                                          const std::string& station) {
  std::lock_guard lock(m_mutex);
  if (auto allowed = stationAllowed(station); !allowed) return std::unexpected(allowed.error());
  const auto row = m_store.accountByName(name);
  if (!row || row->role == roleCode(VenueRole::Player)) {
    stationFailed(station);
    return std::unexpected(VenueError{VenueErrorCode::BadCredentials});
  }
  const auto now = m_clock();
  if (!row->lockedUntil.empty() && utcStamp(now) < row->lockedUntil)
    return std::unexpected(VenueError{VenueErrorCode::LockedOut});
  if (!passwordMatches(password, row->passwordHash)) {
    stationFailed(station);
    const int failures = row->failures + 1;
    const bool lock = failures >= FailuresBeforeLockOut;
    m_store.setSignInFailures(row->id, lock ? 0 : failures,
                              lock ? utcStamp(now + LockOutTime) : "");
    return std::unexpected(
        VenueError{lock ? VenueErrorCode::LockedOut : VenueErrorCode::BadCredentials});
  }
  if (row->disabled) return std::unexpected(VenueError{VenueErrorCode::Disabled});
  if (row->failures != 0 || !row->lockedUntil.empty()) m_store.setSignInFailures(row->id, 0, "");
  return open(*row, station);
}

std::expected<SignedIn, VenueError> VenueAccounts::signInWithCode(const std::string& code,
                                                                  const std::string& station) {
  std::lock_guard lock(m_mutex);
  if (auto allowed = stationAllowed(station); !allowed) return std::unexpected(allowed.error());
  const std::string typed = normalizedCode(code);
  const auto row = typed.empty() ? std::nullopt : m_store.accountByCodeDigest(secretDigest(typed));
  if (!row) {
    stationFailed(station);
    return std::unexpected(VenueError{VenueErrorCode::BadCredentials});
  }
  if (row->disabled) return std::unexpected(VenueError{VenueErrorCode::Disabled});
  return open(*row, station);
}

std::expected<ActiveSession, VenueError> VenueAccounts::session(const std::string& token) {
  std::lock_guard lock(m_mutex);
  const auto notSignedIn = std::unexpected(VenueError{VenueErrorCode::NotSignedIn});
  if (token.empty()) return notSignedIn;
  const std::string digest = secretDigest(token);
  const auto stored = m_store.session(digest);
  if (!stored) return notSignedIn;
  const auto now = m_clock();
  if (utcStamp(now) >= stored->expiresAt || utcStamp(now - SessionIdleTime) >= stored->lastSeen) {
    m_store.endSession(digest);
    return notSignedIn;
  }
  const auto row = m_store.accountById(stored->accountId);
  if (!row || row->disabled) return notSignedIn;
  // Last seen is kept to the minute: reading a page writes at most once a minute.
  if (utcStamp(now - std::chrono::minutes(1)) >= stored->lastSeen)
    m_store.touchSession(digest, utcStamp(now));
  return ActiveSession{venueAccount(*row), stored->csrf};
}

void VenueAccounts::signOut(const std::string& token) {
  std::lock_guard lock(m_mutex);
  if (!token.empty()) m_store.endSession(secretDigest(token));
}

std::expected<VenueAccount, VenueError> VenueAccounts::addAccount(
    const VenueAccount& actor, const std::string& name, VenueRole role, const std::string& area,
    const std::string& password, const std::string& station) {
  if (actor.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  if (!acceptableName(name) || role == VenueRole::Player || !parseArea(area))
    return std::unexpected(VenueError{VenueErrorCode::BadRequest});
  if (password.size() < MinPasswordLength)
    return std::unexpected(VenueError{VenueErrorCode::WeakPassword});
  std::lock_guard lock(m_mutex);
  const auto row = storeAccount(name, role, area, password,
                                audit(actor, station,
                                      fmt::format("account add name=\"{}\" role={} area=\"{}\"",
                                                  name, roleCode(role), area)));
  if (!row) return std::unexpected(row.error());
  return venueAccount(*row);
}

std::expected<std::string, VenueError> VenueAccounts::issuePlayerCode(
    const VenueAccount& actor, const tournament::Event& event, int playerId,
    const std::string& station) {
  if (actor.role != VenueRole::Chief && actor.role != VenueRole::Organizer)
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  const tournament::Player* player = nullptr;
  for (const auto& section : event.sections)
    if (const auto* found = section.player(playerId)) player = found;
  if (player == nullptr) return std::unexpected(VenueError{VenueErrorCode::NoSuchPlayer});
  std::lock_guard lock(m_mutex);
  const std::string code = newSignInCode();
  const std::string digest = secretDigest(normalizedCode(code));
  const std::string name = playerAccountName(playerId);
  const auto issued = audit(
      actor, station, fmt::format("player-code player={} name=\"{}\"", playerId, player->name));
  if (const auto existing = m_store.accountByName(name)) {
    m_store.setCodeDigest(existing->id, digest, issued);
    return code;
  }
  persistence::AccountRow row{0,
                              name,
                              std::string(roleCode(VenueRole::Player)),
                              "",
                              playerId,
                              "",
                              digest,
                              false,
                              0,
                              "",
                              utcStamp(m_clock())};
  if (!m_store.addAccount(row, issued))
    return std::unexpected(VenueError{VenueErrorCode::NameTaken});
  return code;
}

std::expected<std::vector<IssuedCode>, VenueError> VenueAccounts::issuePlayerCodes(
    const VenueAccount& actor, const tournament::Event& event, const std::string& section,
    const std::string& station) {
  if (actor.role != VenueRole::Chief && actor.role != VenueRole::Organizer)
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  const tournament::Section* players = event.section(section);
  if (players == nullptr || players->players.empty())
    return std::unexpected(VenueError{VenueErrorCode::NoSuchPlayer});
  std::lock_guard lock(m_mutex);
  std::vector<IssuedCode> issued;
  std::vector<persistence::AccountRow> rows;
  const std::string now = utcStamp(m_clock());
  for (const auto& player : players->players) {
    issued.push_back({player.id, player.pairingNumber, player.name, newSignInCode()});
    persistence::AccountRow row;
    row.name = playerAccountName(player.id);
    row.playerId = player.id;
    row.codeDigest = secretDigest(normalizedCode(issued.back().code));
    row.createdAt = now;
    rows.push_back(std::move(row));
  }
  m_store.setPlayerCodes(
      rows, audit(actor, station,
                  fmt::format("player-codes section=\"{}\" players={}", section, rows.size())));
  return issued;
}

std::expected<void, VenueError> VenueAccounts::setDisabled(const VenueAccount& actor,
                                                           const std::string& name, bool disabled,
                                                           const std::string& station) {
  if (actor.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  std::lock_guard lock(m_mutex);
  const auto row = m_store.accountByName(name);
  if (!row) return std::unexpected(VenueError{VenueErrorCode::BadRequest});
  m_store.setDisabled(
      row->id, disabled,
      audit(actor, station,
            fmt::format("account {} name=\"{}\"", disabled ? "disable" : "enable", name)));
  return {};
}

std::expected<std::vector<StaffAccount>, VenueError> VenueAccounts::staff(
    const VenueAccount& actor) {
  if (actor.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  std::lock_guard lock(m_mutex);
  std::vector<StaffAccount> list;
  for (const auto& row : m_store.accounts())
    if (const auto role = parseRole(row.role); role && *role != VenueRole::Player)
      list.push_back({row.name, *role, row.area, row.disabled});
  return list;
}

std::expected<std::vector<SessionView>, VenueError> VenueAccounts::sessions(
    const VenueAccount& actor) {
  if (actor.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  std::lock_guard lock(m_mutex);
  std::vector<SessionView> views;
  for (const auto& stored : m_store.sessions(utcStamp(m_clock()))) {
    const auto row = m_store.accountById(stored.accountId);
    views.push_back(SessionView{row ? row->name : std::string(), stored.station, stored.createdAt,
                                stored.lastSeen, stored.tokenDigest});
  }
  return views;
}

std::expected<void, VenueError> VenueAccounts::endSession(const VenueAccount& actor,
                                                          const std::string& tokenDigest) {
  if (actor.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  std::lock_guard lock(m_mutex);
  m_store.endSession(tokenDigest);
  return {};
}

}  // namespace venue
