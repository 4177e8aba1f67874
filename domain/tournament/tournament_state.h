// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/forbidden_pair.h"
#include "domain/tournament/player.h"
#include "domain/tournament/round_result.h"

#include <optional>
#include <string>
#include <vector>

namespace tournament {

// One player's entry in one round: the opponent's start number (0 = none),
// the colour played (none for byes and absences) and the result.
struct RoundEntry {
  int opponent = 0;
  std::optional<Color> color;
  RoundResult result = RoundResult::NotPaired;
  // A penalty's change to the points of this round (Laws 12.9.4 raises the
  // opponent's score to the maximum, 12.9.5 reduces the offender's), added
  // to the result's points in totals; 0 = none.
  HalfPoints adjustment = 0;
  // The number of the board the game was stored on (an event file's
  // pairing: the one number `round show`, `result --board`, the desk, the
  // documents and the site use); 0 when the source has none (a TRF).
  int board = 0;
};

// A player as pairing and standings see them: identity, ratings and the
// round-by-round history. Start numbers are 1..N without gaps.
struct PlayerRecord {
  int startNumber = 0;
  std::string name;                // UTF-8, any script
  std::string title;               // GM, IM, WGM, ... (empty if none)
  char sex = ' ';                  // 'm', 'w' or ' '
  std::string federation;          // e.g. "CHN"
  std::string fideId;              // digits, empty if none
  std::string birthDate;           // "YYYY/MM/DD" or "YYYY", as given
  int rating = 0;                  // FIDE rating for the section's rate; 0 = unrated
  ClubRatings clubRatings;         // the client's club Elo and class points
  HalfPoints recordedPoints = 0;   // the points stated by the source file
  int recordedRank = 0;            // the rank stated by the source file (0 = none)
  std::vector<RoundEntry> rounds;  // index 0 is round 1
  // C.04.7: virtual points added to the pairing score in each round (index 0
  // is round 1; empty = none). From TRF `XXA` or TRF26 record 250.
  std::vector<HalfPoints> accelerationPoints;
};

// A bye or absence already known for a round not yet paired (C.04.2 3.3):
// `result` is HalfPointBye, FullPointBye or ZeroPointBye. From a TRF block
// after the last paired round or TRF26 record 240.
struct PlannedBye {
  int startNumber = 0;
  int round = 0;  // 1-based
  RoundResult result = RoundResult::ZeroPointBye;
};

// A section's pairing system: the FIDE Dutch Swiss (C.04.3), a Berger
// round robin (C.05 Annex 1), the FIDE Dubov Swiss (C.04.4.1) or the FIDE
// Burstein Swiss (C.04.4.2).
enum class PairingSystem : std::uint8_t { DutchSwiss, RoundRobin, DubovSwiss, BursteinSwiss };

// C.04.7 accelerated pairing of a Swiss: none, or the Baku method by its
// default scheme (pairing/baku_acceleration.h; TRF26 192 "..._BAKU").
enum class Acceleration : std::uint8_t { None, Baku };

// The edition of C.04.3 (FIDE Dutch) a Swiss is paired by (TRF26 record
// 192 FIDE_DUTCH_2026 / FIDE_DUTCH_2017).
enum class DutchEdition : std::uint8_t {
  Rules2026,  // approved 2024, applied from 1 Feb 2026: criteria C1-C21
  Rules2017,  // Baku 2016 with the Goynuk 2017 additions (in force until
              // January 2026): criteria C1-C19, PSD (A.8), no C5/C9 of 2026
};

// The state of one section as the engines read it: what a TRF file holds,
// or what the event file produces for a section. Engines never modify it;
// they return new values.
struct TournamentState {
  std::string name;
  int totalRounds = 0;              // planned rounds (XXR); 0 = unknown
  std::optional<Color> firstColor;  // XXC: colour of the top player in round 1
  PairingSystem system = PairingSystem::DutchSwiss;
  // C.04.7 Baku by its default scheme (an event's setting, TRF 192
  // "..._BAKU" without virtual points of its own); the players' own
  // `accelerationPoints` otherwise.
  Acceleration acceleration = Acceleration::None;
  // The C.04.3 edition (an event's setting, TRF 192 FIDE_DUTCH_2017); a
  // DutchOptions::edition overrides it.
  DutchEdition edition = DutchEdition::Rules2026;
  ScoringSystem scoring;
  std::vector<PlayerRecord> players;    // ordered by start number
  std::vector<PlannedBye> plannedByes;  // known absences in rounds not yet paired
  // Pairs that must not meet (TRF26 260, TRF16 XXP), by start number.
  std::vector<ForbiddenPair> forbiddenPairs;

  // The planned bye of a player in `round` (1-based), or nullopt.
  std::optional<RoundResult> plannedBye(int startNumber, int round) const;

  // The number of rounds with at least one recorded entry.
  int roundsRecorded() const;
  // The player with start number `n`, or nullptr.
  const PlayerRecord* player(int startNumber) const;
  // The player's score after the first `rounds` rounds, under `scoring`.
  HalfPoints scoreAfter(const PlayerRecord& p, int rounds) const;
};

}  // namespace tournament
