// SPDX-License-Identifier: MIT
#include "persistence/schema.h"

#include "persistence/database_copy.h"

#include "app/version/arbiter_version.h"

#include <fmt/format.h>

#include <sqlite3.h>

namespace persistence {

namespace {

// Version 1: the event, its sections, players, rounds, results and the audit log.
constexpr std::string_view Version1 = R"sql(
CREATE TABLE event (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL);
CREATE TABLE section (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  place TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL,
  chief_arbiter TEXT NOT NULL, deputies TEXT NOT NULL,
  rules TEXT NOT NULL, rate TEXT NOT NULL, time_control TEXT NOT NULL,
  default_time_minutes INTEGER, scoring TEXT NOT NULL, rounds INTEGER NOT NULL,
  pairing TEXT NOT NULL, tie_breaks TEXT NOT NULL, tie_break_edition TEXT NOT NULL,
  draw_offer TEXT NOT NULL, draw_offer_move INTEGER NOT NULL, fide_mode INTEGER NOT NULL);
CREATE TABLE player (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL REFERENCES section(id) DEFERRABLE INITIALLY DEFERRED,
  pairing_number INTEGER NOT NULL, name TEXT NOT NULL,
  fide_id TEXT NOT NULL, national_id TEXT NOT NULL, title TEXT NOT NULL,
  federation TEXT NOT NULL, sex TEXT NOT NULL, birth_date TEXT NOT NULL, club TEXT NOT NULL,
  rating_standard INTEGER NOT NULL, rating_rapid INTEGER NOT NULL,
  rating_blitz INTEGER NOT NULL, rating_national INTEGER NOT NULL,
  entry_round INTEGER NOT NULL, withdrawn_from_round INTEGER NOT NULL);
CREATE TABLE requested_bye (
  player_id INTEGER NOT NULL REFERENCES player(id) DEFERRABLE INITIALLY DEFERRED,
  round INTEGER NOT NULL, kind TEXT NOT NULL,
  PRIMARY KEY (player_id, round));
CREATE TABLE round (
  section_id INTEGER NOT NULL REFERENCES section(id) DEFERRABLE INITIALLY DEFERRED,
  number INTEGER NOT NULL, published INTEGER NOT NULL, start TEXT NOT NULL,
  PRIMARY KEY (section_id, number));
CREATE TABLE board (
  section_id INTEGER NOT NULL, round INTEGER NOT NULL, number INTEGER NOT NULL,
  white_id INTEGER NOT NULL REFERENCES player(id) DEFERRABLE INITIALLY DEFERRED,
  black_id INTEGER NOT NULL REFERENCES player(id) DEFERRABLE INITIALLY DEFERRED,
  result TEXT NOT NULL,
  PRIMARY KEY (section_id, round, number),
  FOREIGN KEY (section_id, round) REFERENCES round(section_id, number) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE bye (
  section_id INTEGER NOT NULL, round INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES player(id) DEFERRABLE INITIALLY DEFERRED,
  kind TEXT NOT NULL,
  PRIMARY KEY (section_id, round, player_id),
  FOREIGN KEY (section_id, round) REFERENCES round(section_id, number) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL, who TEXT NOT NULL, action TEXT NOT NULL,
  before TEXT NOT NULL, after TEXT NOT NULL,
  undoes INTEGER REFERENCES audit(id),
  undone_by INTEGER REFERENCES audit(id));
)sql";

// Version 2: the arbiter's incident log (late arrivals, penalties, illegal
// moves, draw claims) and the adjournment envelopes.
constexpr std::string_view Version2 = R"sql(
CREATE TABLE incident (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL REFERENCES section(id) DEFERRABLE INITIALLY DEFERRED,
  round INTEGER NOT NULL, board INTEGER NOT NULL, player_id INTEGER NOT NULL,
  kind TEXT NOT NULL, article TEXT NOT NULL, option INTEGER NOT NULL, clock TEXT NOT NULL,
  seconds INTEGER NOT NULL, count INTEGER NOT NULL, verdict TEXT NOT NULL, note TEXT NOT NULL);
CREATE TABLE envelope (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL REFERENCES section(id) DEFERRABLE INITIALLY DEFERRED,
  round INTEGER NOT NULL, board INTEGER NOT NULL, sealer TEXT NOT NULL,
  move_number INTEGER NOT NULL, sealed_move TEXT NOT NULL,
  fen_before TEXT NOT NULL, moves_before TEXT NOT NULL,
  white_used INTEGER NOT NULL, black_used INTEGER NOT NULL, draw_offer TEXT NOT NULL,
  resume_at TEXT NOT NULL, resume_place TEXT NOT NULL,
  custody TEXT NOT NULL, verdict TEXT NOT NULL);
)sql";

// Version 3: scores set by penalties (Laws 12.9.4 / 12.9.5, NULL = the
// result's points), a round's actual start (for computed lateness, Laws
// 6.7), the ply of an incident (a draw claim checked on its game record)
// and the replier's reply sealed in a new envelope (Guidelines I.9.3).
// Added columns carry defaults, so rows and audit images of version 2 read
// as before (row.h: TableSpec::addedDefaults).
constexpr std::string_view Version3 = R"sql(
ALTER TABLE board ADD COLUMN white_score INTEGER;
ALTER TABLE board ADD COLUMN black_score INTEGER;
ALTER TABLE round ADD COLUMN started_at TEXT NOT NULL DEFAULT '';
ALTER TABLE incident ADD COLUMN ply INTEGER NOT NULL DEFAULT 0;
ALTER TABLE envelope ADD COLUMN reply_move TEXT NOT NULL DEFAULT '';
)sql";

// Version 4: the initial colour drawn for round 1 (C.04.3 5.2.5, TRF XXC /
// 152): 'W', 'B' or '' (not drawn yet). A version 3 file reads '' and takes
// the colour from its round 1, as before.
constexpr std::string_view Version4 = R"sql(
ALTER TABLE section ADD COLUMN initial_colour TEXT NOT NULL DEFAULT '';
)sql";

// Version 5: a game of less than one move (TRF W D L): played for pairing
// and scores, not rated (B.02 5.1). Older boards are rated games.
constexpr std::string_view Version5 = R"sql(
ALTER TABLE board ADD COLUMN unrated INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 6: each player's own club numbers (issue 13 item 3: the club
// systems never read the FIDE columns): the club Elo (002: a newcomer has
// 1500), the valid games counted towards it (002: n; 10 make a title) and
// the class points (004: a newcomer has none, 无级别). An older file's
// players read as newcomers.
constexpr std::string_view Version6 = R"sql(
ALTER TABLE player ADD COLUMN club_elo INTEGER NOT NULL DEFAULT 1500;
ALTER TABLE player ADD COLUMN club_elo_games INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player ADD COLUMN class_points INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 7: each audit row's action kind (issue 11 item 6: what may be
// undone is a property of the kind, domain/tournament/action_kind.h, not
// of the audit text). New rows get the kind's code from the repository, an
// undo row "undo". Older rows get theirs here from their text: the one
// place the legacy wording is read, by the command words describeAction
// wrote up to version 6 (domain/tournament/action_text.cpp); the codes are
// actionKindCode's. A text none of them matches keeps '' (no known kind).
constexpr std::string_view Version7 = R"sql(
ALTER TABLE audit ADD COLUMN kind TEXT NOT NULL DEFAULT '';
UPDATE audit SET kind = CASE
  WHEN undoes IS NOT NULL THEN 'undo'
  WHEN action GLOB 'event create *' THEN 'create-event'
  WHEN action GLOB 'section add *' OR action GLOB 'section import *' THEN 'add-section'
  WHEN action GLOB 'player add *' OR action GLOB 'player import *' THEN 'add-players'
  WHEN action GLOB 'player withdraw *' THEN 'withdraw-player'
  WHEN action GLOB 'player bye *' THEN 'request-bye'
  WHEN action GLOB 'round set *' OR action GLOB 'round edit *' THEN 'set-pairing'
  WHEN action GLOB 'round unpair *' THEN 'unpair-round'
  WHEN action GLOB 'round publish *' THEN 'publish-round'
  WHEN action GLOB 'result *' THEN 'enter-result'
  WHEN action GLOB 'late *' THEN 'record-late-arrival'
  WHEN action GLOB 'penalty *' THEN 'record-penalty'
  WHEN action GLOB 'illegal *' THEN 'record-illegal-move'
  WHEN action GLOB 'claim *' THEN 'record-draw-claim'
  WHEN action GLOB 'seal *' THEN 'seal-move'
  WHEN action GLOB 'envelope *' THEN 'set-custody'
  WHEN action GLOB 'unseal *' THEN 'resume-game'
  WHEN action GLOB 'clock-correct *' THEN 'correct-resumption-clocks'
  WHEN action GLOB 'round start *' THEN 'start-round'
  WHEN action GLOB 'section leave-fide-mode *' THEN 'leave-fide-mode'
  WHEN action GLOB 'player edit *' THEN 'edit-player'
  WHEN action GLOB 'player remove *' THEN 'remove-player'
  WHEN action GLOB 'section edit *' THEN 'edit-section'
  WHEN action GLOB 'results *' THEN 'enter-results'
  WHEN action GLOB 'ratings update *' THEN 'update-ratings'
  WHEN action GLOB 'checkin *' THEN 'check-in'
  WHEN action GLOB 'flag *' THEN 'record-flag'
  WHEN action GLOB 'clock-defective *' THEN 'record-defective-clock'
  WHEN action GLOB 'irregular *' THEN 'record-irregular-position'
  ELSE '' END;
)sql";

// Version 8: the organiser's extended fifty-move counts for named endings
// (003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上"; classic profile),
// one "KRBvKR=100" per line. An older section has none: 50 moves for all.
constexpr std::string_view Version8 = R"sql(
ALTER TABLE section ADD COLUMN fifty_move_extensions TEXT NOT NULL DEFAULT '';
)sql";

// Version 9: the categories of a section's category standings (issue 14:
// women, age groups, rating bands; domain/tournament/standings_category.h),
// "women,U12,S50,U2000" as categoriesText writes them. An older section has
// none: no category standings.
constexpr std::string_view Version9 = R"sql(
ALTER TABLE section ADD COLUMN categories TEXT NOT NULL DEFAULT '';
)sql";

// Version 10: the Swiss's accelerated pairing (C.04.7; TRF26 192 "..._BAKU"),
// in the vocabulary's words: 'none' or 'baku'. An older section has none.
constexpr std::string_view Version10 = R"sql(
ALTER TABLE section ADD COLUMN acceleration TEXT NOT NULL DEFAULT 'none';
)sql";

// Version 11: the section's forbidden pairs (prohibited pairings the
// tournament rules announce; TRF26 260, TRF16 XXP), one "ID ID FIRST LAST"
// per line (player ids; last round 0 = to the end). An older section has
// none.
constexpr std::string_view Version11 = R"sql(
ALTER TABLE section ADD COLUMN forbidden_pairs TEXT NOT NULL DEFAULT '';
)sql";

// Version 12: the edition of the FIDE Dutch rules (C.04.3) a Swiss is
// paired by, in the vocabulary's words: '2026' or '2017' (TRF26 192
// FIDE_DUTCH_2026 / FIDE_DUTCH_2017). An older section was paired by 2026.
constexpr std::string_view Version12 = R"sql(
ALTER TABLE section ADD COLUMN dutch_edition TEXT NOT NULL DEFAULT '2026';
)sql";

// Version 13: the section's prize table as the organiser wrote it
// (standings/prize_table_text.h; '' = none stored) and its check-in rule:
// a zero-point bye for a player not checked in, withdrawn after
// `withdraw_after` absences (0 = never). An older section has neither.
constexpr std::string_view Version13 = R"sql(
ALTER TABLE section ADD COLUMN prize_table TEXT NOT NULL DEFAULT '';
ALTER TABLE section ADD COLUMN withdraw_after INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 14: whether a round robin's numbers were drawn by lot (C.05,
// `section draw-lots`): 1 keeps them through later registrations, 0 numbers
// the list by the initial ranking (C.04.2 art. 2). An older section reads 0:
// a lot drawn in it before version 14 was not stored as such.
constexpr std::string_view Version14 = R"sql(
ALTER TABLE section ADD COLUMN numbers_by_lot INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 15: indexes on the columns that refer to a player, so that a
// deferred foreign key is checked by a lookup, not a scan of every board
// (removing a player, or a parent written after its children, scanned the
// board table once per player: a 3000-player import took seconds). Data
// and audit images are unchanged.
constexpr std::string_view Version15 = R"sql(
CREATE INDEX board_white ON board(white_id);
CREATE INDEX board_black ON board(black_id);
CREATE INDEX bye_player ON bye(player_id);
CREATE INDEX player_section ON player(section_id);
)sql";

// Version 16: the venue's accounts and sessions (`arbiter serve --venue`).
// An account has a role (chief, deputy, organizer, player) and, for a
// deputy, an area ("Open" or "Open:1-20", comma-separated); a player's
// account names his player id and signs in with a code, found by its
// digest. Secrets are stored only as hashes: an argon2id string for a
// password, a BLAKE2b digest for a code or a session token. An older file
// has no accounts: the venue's first sign-in is the chief's setup.
constexpr std::string_view Version16 = R"sql(
CREATE TABLE account (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('chief', 'deputy', 'organizer', 'player')),
  area TEXT NOT NULL DEFAULT '',
  player_id INTEGER NOT NULL DEFAULT 0,
  password_hash TEXT NOT NULL DEFAULT '',
  code_digest TEXT UNIQUE,
  disabled INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL);
CREATE TABLE account_session (
  token_digest TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES account(id),
  csrf TEXT NOT NULL, station TEXT NOT NULL,
  created_at TEXT NOT NULL, last_seen TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE INDEX account_session_account ON account_session(account_id);
)sql";

// Version 17: what players propose at the venue. A player proposes the
// result of his own game; his opponent confirms it by proposing the same;
// an arbiter finalises it by entering the result (an audited action). A
// proposal is what a player said, not the event: the board's result is
// unchanged until the arbiter enters it. One row a board, the latest word.
constexpr std::string_view Version17 = R"sql(
CREATE TABLE result_proposal (
  section TEXT NOT NULL,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  result TEXT NOT NULL CHECK (result IN ('1-0', '1/2-1/2', '0-1')),
  proposed_by INTEGER NOT NULL,
  proposed_at TEXT NOT NULL,
  confirmed_by INTEGER NOT NULL DEFAULT 0,
  confirmed_at TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (section, round, board));
)sql";

// Version 18: the venue's check-in for the next round. A player marks
// himself present, or the registration table marks him; the arbiter's
// check-in (the audited CheckIn action) is made from the marks. A mark is
// what was said at the venue, not the event.
constexpr std::string_view Version18 = R"sql(
CREATE TABLE check_in_mark (
  section TEXT NOT NULL,
  round INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  marked_by TEXT NOT NULL,
  marked_at TEXT NOT NULL,
  PRIMARY KEY (section, round, player_id));
)sql";

// Version 19: the Arbiter release that gave the file its schema version
// (written when the file is made or upgraded, read by an older Arbiter
// that finds a schema newer than its own, to name the release it needs).
// An upgraded file gets the upgrading release.
constexpr std::string_view Version19 = R"sql(
CREATE TABLE schema_writer (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  release TEXT NOT NULL);
)sql";

// Version 20: when the move of an adjournment envelope was sealed, as the
// arbiter entered it (Guidelines I.2; "YYYY-MM-DD HH:MM"). An older
// envelope has '' and its label gives when it was recorded.
constexpr std::string_view Version20 = R"sql(
ALTER TABLE envelope ADD COLUMN sealed_at TEXT NOT NULL DEFAULT '';
)sql";

}  // namespace

const std::vector<std::string_view>& migrationScripts() {
  static const std::vector<std::string_view> scripts{
      Version1,  Version2,  Version3,  Version4,  Version5,  Version6,  Version7,
      Version8,  Version9,  Version10, Version11, Version12, Version13, Version14,
      Version15, Version16, Version17, Version18, Version19, Version20};
  return scripts;
}

int latestSchemaVersion() { return static_cast<int>(migrationScripts().size()); }

namespace {

// The header's user_version and application_id, read without writing. A
// file that is not SQLite at all is refused here in plain words.
std::pair<std::int64_t, std::int64_t> readHeader(Database& db) {
  try {
    return {db.pragmaInteger("user_version"), db.pragmaInteger("application_id")};
  } catch (const StorageError& e) {
    if (e.code() != StorageErrorCode::NotAnEventFile) throw;
    throw StorageError(StorageErrorCode::NotAnEventFile,
                       db.path() +
                           ": not an Arbiter event file (not an SQLite database); the "
                           "file was not changed");
  }
}

}  // namespace

void refuseDamagedOrForeign(Database& db, bool existing) {
  const auto [version, applicationId] = readHeader(db);
  // A negative or absurd version is a damaged header (one flipped byte at
  // offset 60), not a file from a newer Arbiter.
  if (version < 0 || version > MaxPlausibleSchemaVersion)
    throw StorageError(StorageErrorCode::Corrupt,
                       fmt::format("{}: the file is damaged (its header says schema version {}); "
                                   "the file was not changed",
                                   db.path(), version));
  const auto tables = db.pragmaInteger("schema_version");
  const bool blank = version == 0 && tables == 0 && applicationId == 0;
  // Only `event create` makes a blank file an event file; any other
  // command on an empty or foreign database changes nothing.
  if ((applicationId != EventFileApplicationId && !blank) || (blank && existing))
    throw StorageError(StorageErrorCode::NotAnEventFile,
                       db.path() + ": not an Arbiter event file; the file was not changed");
}

StorageError newerSchemaRefusal(sqlite3* db) {
  Statement version(db, "PRAGMA user_version");
  const std::int64_t schema = version.step() ? version.integer(0) : 0;
  std::string release;
  Statement table(db,
                  "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = "
                  "'schema_writer'");
  if (table.step() && table.integer(0) > 0) {
    Statement row(db, "SELECT release FROM schema_writer WHERE id = 1");
    if (row.step()) release = row.text(0);
  }
  const char* file = sqlite3_db_filename(db, "main");
  return StorageError(
      StorageErrorCode::NewerSchema,
      fmt::format("{}: written by {} (schema version {}; this is Arbiter {}, which writes "
                  "schema version {}): it can be read, not changed; nothing was changed",
                  file != nullptr && *file != '\0' ? file : "the event file",
                  release.empty() ? "a newer Arbiter" : "Arbiter " + release, schema,
                  arbiterVersion(), latestSchemaVersion()));
}

std::optional<std::string> prepareEventFile(Database& db, bool existing) {
  // Read first, write nothing: a newer, damaged or foreign file stays byte-identical.
  refuseDamagedOrForeign(db, existing);
  const auto version = db.pragmaInteger("user_version");
  if (version > latestSchemaVersion()) {
    // A newer Arbiter's file is read as it is: its migrations only added
    // to what this program reads ("never edit a released script"). Nothing
    // is written: SQLite refuses every change (newerSchemaRefusal).
    db.exec("PRAGMA query_only=ON");
    return std::nullopt;
  }
  if (db.readOnly()) {
    // Read as it is: no journal change, no migration.
    if (version != latestSchemaVersion())
      throw StorageError(StorageErrorCode::ReadOnly,
                         fmt::format("{}: written by an older Arbiter (schema version {}) and must "
                                     "be upgraded, but the file is read-only; nothing was changed",
                                     db.path(), version));
    db.exec("PRAGMA foreign_keys=ON");
    return std::nullopt;
  }
  // An older file is copied as it is before anything is written to it.
  std::optional<std::string> backup;
  if (existing && version > 0 && version < latestSchemaVersion())
    backup = backUpBeforeMigrating(db, static_cast<int>(version));
  db.exec("PRAGMA journal_mode=WAL");
  db.exec("PRAGMA foreign_keys=ON");
  db.exec("PRAGMA synchronous=FULL");
  if (version == latestSchemaVersion()) return std::nullopt;
  Transaction transaction(db);
  for (auto v = version; v < latestSchemaVersion(); ++v) {
    db.exec(std::string(migrationScripts()[static_cast<std::size_t>(v)]));
    db.exec(fmt::format("PRAGMA user_version = {}", v + 1));
  }
  auto& writer = db.prepare("INSERT OR REPLACE INTO schema_writer (id, release) VALUES (1, ?)");
  writer.bind(1, arbiterVersion());
  writer.run();
  db.exec(fmt::format("PRAGMA application_id = {}", EventFileApplicationId));
  transaction.commit();
  return backup;
}

}  // namespace persistence
