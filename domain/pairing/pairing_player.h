// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pairing {

struct DutchOptions;  // dutch_options.h

// C.04.3 A.6 colour preference strength.
enum class PreferenceStrength : std::uint8_t { None, Mild, Strong, Absolute };

// C.04.3 A.4 floats a player received in one round.
enum class Float : std::uint8_t { None, Down, Up };

// What the Dutch rules need to know of one player before a round:
// the pairing score, the compressed colour history (C.04.2 3.4: only played
// games), the colour preference (C.04.3 A.6), the floats by round (A.4, not
// compressed), PAB eligibility (C.04.1 4) and the played opponents (C1).
struct PairingPlayer {
  int id = 0;                              // start number
  int pairingNumber = 0;                   // TPN among the participants so far (C.04.2 2.4)
  tournament::HalfPoints score = 0;        // pairing score (with virtual points)
  tournament::HalfPoints realScore = 0;    // score without acceleration
  std::vector<tournament::Color> colours;  // played games only, oldest first
  int colourDifference = 0;                // whites minus blacks
  PreferenceStrength strength = PreferenceStrength::None;
  std::optional<tournament::Color> preference;
  std::vector<Float> floats;         // index r-1 = round r
  bool byeEligible = true;           // C.04.1 4
  int unplayedRounds = 0;            // rounds without a played game (C.04.3 C9)
  bool topscorer = false;            // C.04.3 A.7, only when pairing the last round
  std::vector<int> playedOpponents;  // sorted start numbers
  // Opponents the tournament rules forbid in this round (sorted start
  // numbers): barred like a rematch (C1), without any colour or float.
  std::vector<int> forbiddenOpponents;

  bool hasPlayed(int opponent) const;
  bool isForbidden(int opponent) const;
  // The float received `back` rounds before the round being paired (1 = last).
  Float floatBack(int back) const;
};

// C.04.3 C1 and C3: the two may meet: no rematch of a played game (nor a
// pair the tournament rules forbid, treated alike), and not two
// non-topscorers with the same absolute colour preference.
bool mayMeet(const PairingPlayer& a, const PairingPlayer& b);

// The points of one round's entry for pairing: an adjourned game counts as
// a draw (C.04.2 3.1), a penalty's score change (Laws 12.9.4 / 12.9.5) is
// part of it.
tournament::HalfPoints pairingPoints(const tournament::TournamentState& state,
                                     const tournament::RoundEntry& entry);
// True for a game played over the board, or one adjourned or not yet
// finished (C.04.2 3.1: paired as played).
bool countsAsPlayed(tournament::RoundResult r);

// The round to pair: one after the last round in which anyone was paired
// (a round holding only requested byes or absences is still to be paired).
int roundToPair(const tournament::TournamentState& state);

// True when the player takes part in round `round`: not known absent (a
// planned bye H, F or Z, or an entry H, F, Z or U already recorded for that
// round; C.04.2 3.2-3.3).
bool isAvailable(const tournament::TournamentState& state, const tournament::PlayerRecord& p,
                 int round);

// The profiles of every player available in `round`, in start-number order.
std::vector<PairingPlayer> pairingPlayers(const tournament::TournamentState& state, int round,
                                          const DutchOptions& options);

}  // namespace pairing
