// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/round_pairings.h"

#include <string>

namespace reports {

// The words of a pairings list; English by default, the GUI passes its own.
struct PairingsLabels {
  std::string lang = "en";
  std::string heading = "Pairings of round {}";
  std::string board = "Bd";
  std::string startNumber = "SNo";
  std::string white = "White";
  std::string black = "Black";
  std::string points = "Pts";
  std::string rating = "Rtg";
  std::string result = "Result";
  std::string absences = "Byes and absences";
  std::string pairingBye = "pairing-allocated bye";
  std::string halfPointBye = "half-point bye";
  std::string fullPointBye = "full-point bye";
  std::string zeroPointBye = "absent (zero-point bye)";
  std::string adjourned = "adjourned";  // the result of a game not finished (Guidelines I)
};

// A round's pairings as an HTML fragment: a heading, a table of boards
// (board; start number, title and name, rating and score before the round
// of each player; the result) and a list of byes and absences. Names come from `state` and
// are escaped.
// The words for a round without an opponent (a bye or an absence, C.04.2
// 3.3): `labels.pairingBye`, `halfPointBye`, `fullPointBye`, else
// `zeroPointBye`.
const std::string& byeText(tournament::RoundResult result, const PairingsLabels& labels);

// "GM Carlsen, Magnus" (the title before the name when there is one),
// escaped: how the pairings documents name a player.
std::string titledName(const tournament::PlayerRecord& player);

std::string pairingsSection(const tournament::TournamentState& state, const RoundPairings& pairings,
                            const PairingsLabels& labels = {});

// A whole HTML5 document holding pairingsSection(), titled by the event.
std::string pairingsPage(const tournament::TournamentState& state, const RoundPairings& pairings,
                         const PairingsLabels& labels = {});

}  // namespace reports
