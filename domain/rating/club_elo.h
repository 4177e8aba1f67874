// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace rating {

// The client's club Elo (seed texts). Everyone starts at 1500; a player is
// rated after 10 games against rated players.
struct ClubPlayer {
  int rating = 1500;
  int gamesWithRated = 0;  // games counted: only those against rated players
};

constexpr int ClubDefaultRating = 1500;
constexpr int ClubGamesToBeRated = 10;
constexpr int ClubK = 32;

constexpr bool isClubRated(const ClubPlayer& p) { return p.gamesWithRated >= ClubGamesToBeRated; }

// We = 1 / (1 + 10^((Rb - Ra) / 400)), the club's logistic expected score of
// a player rated `own` against `opponent`.
double clubExpectedScore(int own, int opponent);

// What one game changes. `firstScore` is 2 / 1 / 0 half-points.
// - both rated: each moves Rd = 32 (W - We);
// - rated against unrated: the rated player moves Rd x (n/10) x (2/3), the
//   unrated Rd x (21 - n) / 10, with Rd each one's normal change and n the
//   unrated player's games counted before this game;
// - both unrated: nothing, and the game is not counted.
// Choice (open in the seed text): each change is rounded to a whole point,
// halves away from zero, so ratings stay integers.
struct ClubGameChange {
  int first = 0;
  int second = 0;
  bool counted = false;  // the game counts towards the players' games
};
ClubGameChange clubGameChange(const ClubPlayer& first, const ClubPlayer& second, int firstScore);

// The club's title bands (seed texts): 七级棋手 below 1100, then one band
// per 100 points up to 特级大师 at 2500 or more. The seed texts name the
// anchors 七级棋手 < 1100, 二级棋手 1500, 五级棋士 1700 and 特级大师 >= 2500;
// the bands between follow the same 100-point steps (棋手 7..1, 棋士 5..1,
// 候补大师, 大师, 国际大师). No title under 10 games counted.
enum class ClubTitle : std::uint8_t {
  Player7,
  Player6,
  Player5,
  Player4,
  Player3,
  Player2,
  Player1,
  Candidate5,
  Candidate4,
  Candidate3,
  Candidate2,
  Candidate1,
  CandidateMaster,
  Master,
  InternationalMaster,
  GrandMaster,
};
std::optional<ClubTitle> clubTitle(const ClubPlayer& player);
// The lowest rating of a title's band.
int clubTitleFloor(ClubTitle title);
// The title's name as the club writes it (UTF-8), e.g. "二级棋手".
std::string_view clubTitleName(ClubTitle title);

// One player's club Elo outcome over the event.
struct ClubEloOutcome {
  int startNumber = 0;
  ClubPlayer before;
  ClubPlayer after;
};

// Applies rounds 1..rounds game by game. Within a round every game uses the
// ratings from before that round (choice). `initial` holds each player's
// state, indexed by start number - 1.
std::vector<ClubEloOutcome> clubEloChanges(const tournament::TournamentState& state, int rounds,
                                           const std::vector<ClubPlayer>& initial);
// The initial states read from PlayerRecord::rating: 0 means a newcomer
// (1500, no games); any other value an established rated player.
std::vector<ClubPlayer> clubPlayersFromRatings(const tournament::TournamentState& state);

}  // namespace rating
