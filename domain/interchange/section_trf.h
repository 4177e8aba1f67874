// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_document.h"
#include "domain/tournament/action.h"
#include "domain/tournament/player_validation.h"

#include <cstdint>
#include <expected>
#include <string>
#include <vector>

namespace interchange {

// A section of an event file as a TRF document (C.04 Annex 2 / TRF26):
// the players by pairing number with their paired rounds and results, the
// known absences as planned byes, XXR/142 rounds, XXC/152 the initial
// colour (stored, else from round 1, else before round 1 White, as the
// pairing gives it), XXS/162 scoring, a Baku section's virtual points
// (XXA/250: C.04.7's Group A for every reader), 202/212 the tie-breaks (the
// section's, else the C.07 defaults of its system), and the header records
// the settings hold (012 name, 022 place, 042/052 dates, 102 chief arbiter,
// 112 deputies, 122 time control), 192 the system and the Dutch edition
// (TRF26; in TRF16 only a Baku Swiss, C.04.7, a 2017-edition Swiss or a
// round robin). What TRF cannot carry is written as `###` comment lines
// (only when it differs from the defaults): the rules profile and rate of
// play, the draw-offer rule, the default time, the tie-break list, numbers
// drawn by lot, every round's board numbers, adjourned games, incidents and
// envelopes.
// Ranks (columns 86-89) are the standings after the last complete round by
// the section's tie-breaks (its list, else the C.07 defaults of its system).
TrfDocument sectionToTrf(const tournament::Section& section);

// The same for a section of `event` as a report of the event (C.04 Annex 2
// header): 012 is the event's name (the section's in a `### section:`
// line), and the records the event holds are written too: 062 players,
// 072 rated players, 092 the type of tournament, 132 the round dates
// (YY/MM/DD from each round's start, columns 92-99, 102-109, ...).
TrfDocument sectionToTrf(const tournament::Event& event, const tournament::Section& section);

// The byes players asked for in rounds after the next one to be paired
// (pairing number, round, kind), by pairing number and round: TRF16 has no
// record for them (C.04 Annex 2 carries the rounds played and, by JaVaFo's
// convention, the next round's absences), so our TRF16 carries them in
// `###` comments that other programs ignore; TRF26 has record 240.
std::vector<tournament::PlannedBye> byesAfterNextRound(const tournament::Section& section);

// What importing a TRF into an event file changes or drops, each with its
// place (player start number, round; 0 when not about one).
enum class ImportAdjustmentCode : std::uint8_t {
  RecordNotKept,        // a header or extension line the event has no place for (`text`)
  RanksNotKept,         // columns 86-89: the event computes standings (player: how many)
  BlankRoundAsAbsence,  // a blank block: the player was not in the round (written back as Z)
  AccelerationNotKept,  // XXA/250 virtual points (C.04.7) other than those of 192 "_BAKU"'s
                        // default scheme: the event holds none
  StatedPointsNotKept,  // columns 81-84 differ from the results: the results count
  RoundsFromFile,       // no XXR/142: the section gets the rounds found in the file
  TimeControlNotRead,   // 122 is not in the time-control grammar: dropped (`text`)
  PenaltyScoreNotKept,  // a 299 score on a bye or an unfinished game: the event holds none
  PlayerFieldChanged,   // a title, birth date, FIDE id or federation (`field`) the registration
                        // validator refuses: `text` read as `after` (empty: not kept)
};

struct ImportAdjustment {
  ImportAdjustmentCode code{};
  int player = 0;
  int round = 0;
  std::string text;
  tournament::PlayerField field{};  // PlayerFieldChanged
  std::string after = {};           // PlayerFieldChanged
};

// Why a TRF cannot be imported faithfully.
enum class ImportErrorCode : std::uint8_t {
  ForfeitWithoutOpponent,  // "0000 - +": a forfeit needs a board with two players
  AsymmetricPairing,       // the opponent does not list the player back in that round
  ResultsDisagree,    // the two sides' results are not one game result (W D L on one side only too)
  GameWithoutColour,  // a game with colour "-": the event needs White and Black
  TooManyRounds,      // more than 99 rounds
  SystemNotSupported,  // 192 names a system Arbiter does not pair (Dubov, Burstein, team)
  TeamEvent,           // a team tournament (013, 310-362): an event file holds no teams yet
};

struct ImportError {
  ImportErrorCode code{};
  int player = 0;
  int round = 0;
  int line = 0;  // the file's line, for SystemNotSupported
};

// The section to create (an AddSection with players and rounds, applied as
// one action) and every adjustment made. `name` names the section; empty
// = the 012 name. Adjustments come in player, then round order.
struct SectionImport {
  tournament::AddSection action;
  std::vector<ImportAdjustment> adjustments;
};

std::expected<SectionImport, ImportError> sectionFromTrf(const TrfDocument& doc,
                                                         const std::string& name);

}  // namespace interchange
