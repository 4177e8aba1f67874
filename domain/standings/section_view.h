// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace standings {

// Which text of C.07 decides unplayed rounds (a section setting).
enum class Edition : std::uint8_t {
  Pre2023,   // until 31 Aug 2023: the virtual opponent (pre-2023 15.2)
  Text2023,  // 2023 text as revised 2024-08: the dummy scores the player's own score
  Text2026,  // in force from 1 Mar 2026: the dummy's score is capped (16.4)
};

// How standings are computed for a section.
struct StandingsOptions {
  Edition edition = Edition::Text2026;
  // The rounds taken into account; 0 = the last round in which two players
  // were paired (later pre-entered byes are ignored).
  int rounds = 0;
  // Overrides the state's pairing system (a TRF does not say it).
  std::optional<tournament::PairingSystem> system;
};

// One player's round as the tie-breaks read it.
struct PlayerRound {
  int opponent = 0;         // start number of a real opponent (games and forfeits), else 0
  bool game = false;        // played over the board (1 = 0 W D L)
  bool pairingBye = false;  // PAB (U)
  bool voluntary = false;   // VUR (C.07 16.2): requested bye, forfeit loss, absence
  tournament::HalfPoints points = 0;  // under the section's scoring system
  int gamePoints = 0;                 // 2 / 1 / 0 of an over-the-board game (TPR, PTP), else 0
  std::optional<tournament::Color> color;
  tournament::RoundResult result = tournament::RoundResult::NotPaired;
};

// The section as the tie-breaks read it: rounds 1..K of every player,
// indexed by start number, with the facts art. 16 needs precomputed.
class SectionView {
public:
  SectionView(const tournament::TournamentState& state, const StandingsOptions& options);
  // A section of rounds already read: `rounds[i]` are rounds 1..K of entrant
  // i + 1 (a team section: one entrant per team, by team number), scored by
  // `scoring`; nobody is rated.
  SectionView(std::vector<std::vector<PlayerRound>> rounds,
              const tournament::ScoringSystem& scoring, bool roundRobin, Edition edition);

  int rounds() const { return m_rounds; }
  int playerCount() const { return static_cast<int>(m_players.size()); }
  bool roundRobin() const { return m_roundRobin; }
  Edition edition() const { return m_edition; }
  const tournament::ScoringSystem& scoring() const { return m_scoring; }

  // Round `round` (1..K) of player `startNumber` (1..N).
  const PlayerRound& at(int startNumber, int round) const;
  // The player's points after round K.
  tournament::HalfPoints score(int startNumber) const;
  // The player's rating, 0 when unrated.
  int rating(int startNumber) const;
  // True when every player has a rating.
  bool allRated() const { return m_allRated; }
  // The last round that is not a VUR (0 if none): later unplayed rounds are
  // a withdrawal or trailing byes (C.07 16.2.5).
  int lastNonVoluntaryRound(int startNumber) const;
  // The last round with an opponent, a game or a PAB (0: never paired).
  int lastPairedRound(int startNumber) const;
  // True when the player has an adjourned game in rounds 1..K.
  bool hasAdjournedGame() const { return m_adjourned; }

private:
  // Adds the next entrant with its rounds 1..K: its score and the rounds art. 16 needs.
  void addPlayer(std::vector<PlayerRound> rounds, int rating);

  struct Player {
    std::vector<PlayerRound> rounds;
    tournament::HalfPoints score = 0;
    int rating = 0;
    int lastNonVoluntary = 0;
    int lastPaired = 0;
  };
  std::vector<Player> m_players;
  tournament::ScoringSystem m_scoring;
  int m_rounds = 0;
  bool m_roundRobin = false;
  bool m_allRated = true;
  bool m_adjourned = false;
  Edition m_edition = Edition::Text2026;
};

// The last round in which two players were paired against each other
// (the round after which a TRF's standings are given).
int lastPairedRound(const tournament::TournamentState& state);

}  // namespace standings
