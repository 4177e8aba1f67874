// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/fifty_move_extension.h"
#include "domain/tournament/envelope.h"
#include "domain/tournament/forbidden_pair.h"
#include "domain/tournament/incident.h"
#include "domain/tournament/player.h"
#include "domain/tournament/round.h"
#include "domain/tournament/rules_profile.h"
#include "domain/tournament/standings_category.h"
#include "domain/tournament/time_control.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string>
#include <vector>

namespace tournament {

// Laws 9.1.1: the event may restrict draw offers.
enum class DrawOfferRule : std::uint8_t { Free, NotBeforeMove, ArbiterConsent };

// A section's settings, fixed before round 1 (most of them).
struct SectionSettings {
  std::string name;
  std::string place;
  std::string startDate;  // YYYY-MM-DD
  std::string endDate;
  std::string chiefArbiter;
  std::vector<std::string> deputies;
  RulesProfile rules = RulesProfile::Fide2023;
  RateOfPlay rate = RateOfPlay::Standard;
  TimeControl timeControl;
  std::optional<int> defaultTimeMinutes;  // unset: the profile's default
  ScoringSystem scoring;
  int rounds = 0;
  PairingSystem pairing = PairingSystem::DutchSwiss;
  std::vector<std::string> tieBreaks;  // FIDE C.07 acronyms, in order
  std::string tieBreakEdition;         // e.g. "2026"
  DrawOfferRule drawOffer = DrawOfferRule::Free;
  int drawOfferMove = 0;  // with NotBeforeMove
  bool fideMode = false;
  // C.04.3 5.2.5 (TRF XXC / 152): the colour drawn for the top player in
  // round 1; unset until drawn. Fixed once round 1 is paired.
  std::optional<Color> initialColour;
  // 003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和
  // 有关局面,组织者必须在赛前明确宣布": the endings (by material) whose fifty-move
  // count the organiser raised, and the raised counts. Classic profile only:
  // the FIDE Laws (9.3) have no such extension, and claims under the FIDE
  // profile never read it.
  std::vector<chess::FiftyMoveExtension> fiftyMoveExtensions;
  // The categories of the section's category standings (women, age groups,
  // rating bands), in the organiser's order; none: no category standings.
  // Changeable at any time: they rank nobody for pairing or prizes.
  std::vector<Category> categories;
  // C.04.7: the Swiss's accelerated pairing (virtual points for pairing
  // only). Fixed once a round is paired; a round robin has none.
  Acceleration acceleration = Acceleration::None;
  // The edition of C.04.3 the Swiss is paired (and checked) by; fixed once
  // round 1 is paired, 2026 for a round robin.
  DutchEdition edition = DutchEdition::Rules2026;
  // The organiser's prize table as written (the grammar of
  // standings/prize_table_text.h, checked by the front end that reads it);
  // empty: none stored. `arbiter prizes` and the desk's prize list use it
  // when no other table is given. Changeable at any time.
  std::string prizeTable;
  // The check-in rule: a player not checked in for a round gets a
  // zero-point bye (C.04.2 3.3: a known absence scores zero); after this
  // many absences he is withdrawn from the following rounds (0: never).
  // A check-in that names its own limit uses that one.
  int withdrawAfterAbsences = 0;

  // The default time in seconds: as set, else FIDE 0 (Laws 6.7.1 "if not
  // specified, zero") or classic 60 minutes (classic 10.15).
  int defaultTimeSeconds() const;
  bool operator==(const SectionSettings&) const = default;
};

// One section of an event with everything recorded in it.
struct Section {
  int id = 0;
  SectionSettings settings;
  std::vector<Player> players;      // ordered by pairing number
  std::vector<Round> rounds;        // rounds 1..k paired so far, in order
  std::vector<Incident> incidents;  // in the order recorded
  std::vector<Envelope> envelopes;
  // Pairs of players (by id) who must not meet, as the tournament rules
  // announce (family, the same club); a Swiss only.
  std::vector<ForbiddenPair> forbiddenPairs;
  // C.05: the numbers were drawn by lot (DrawNumbersByLot; its undo clears
  // it). They are kept: registration, a correction or a removal no longer
  // numbers the list by the initial ranking (C.04.2 art. 2); a player
  // registered afterwards takes the next number, a removal closes the gap.
  // A round robin only.
  bool numbersByLot = false;

  const Player* player(int id) const;
  const Player* playerByNumber(int pairingNumber) const;
  const Round* round(int number) const;
  Round* round(int number);
  // True while an adjourned game has no result: final standings wait
  // (VCL, rules-reference §1.10).
  bool hasAdjournedGames() const;
  bool operator==(const Section&) const = default;
};

// An event: a name and its sections. Ids of players, incidents and
// envelopes are unique across the event.
struct Event {
  std::string name;
  std::vector<Section> sections;

  const Section* section(std::string_view name) const;
  Section* section(std::string_view name);
  // The next free id for players / incidents / envelopes (max + 1).
  int nextPlayerId() const;
  int nextIncidentId() const;
  int nextEnvelopeId() const;
  bool operator==(const Event&) const = default;
};

// The section as pairing and standings read it (tournament_state.h):
// players by pairing number as start numbers, with every round's entry;
// a late entry's missed rounds and a withdrawn player's rounds are
// zero-point byes (C.04.2 2.4, 3.2); an adjourned game is Adjourned (a draw
// for pairing, C.04.2 3.1). Requested byes and withdrawals in rounds not
// yet paired are `plannedByes` (a withdrawal as zero-point byes).
TournamentState toTournamentState(const Section& section);

}  // namespace tournament
