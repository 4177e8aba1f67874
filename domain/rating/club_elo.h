// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace rating {

// The client's club Elo (002, "国际象棋游戏积分说明"). Everyone starts at
// 1500 ("缺省的分数是 1500"); a player is rated (has a title) after 10 games
// against rated players ("和有级别的人下够 10 盘后才会有级别").
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

// What one game changes (002). `firstScore` is 2 / 1 / 0 half-points.
// - both rated: each moves Rd = 32 (W - We) ("Rn=Ro+32·(W-We)");
// - rated against unrated: the rated player moves Rd x (n/10) x (2/3)
//   ("有级别的人 : Rn=Ro+Rd·(n/10)·(2/3)"), the unrated Rd x (21 - n) / 10
//   ("无级别的人 : Rn=Ro+Rd·(21-n)/10"), with Rd each one's normal change and
//   n the unrated player's valid games ("有效盘数") before this game;
// - both unrated: nothing, and the game is not counted
//   ("无级别的人之间下棋即不计分也不计盘数").
// Choice (open in the seed text): each change is rounded to a whole point,
// halves away from zero, so ratings stay integers.
struct ClubGameChange {
  int first = 0;
  int second = 0;
  bool counted = false;  // the game counts towards the players' games
};
ClubGameChange clubGameChange(const ClubPlayer& first, const ClubPlayer& second, int firstScore);

// The club's title bands, 002 ("1. 等级分和对应称号"), one per line of the
// table: 七级棋手 < 1100, 六级棋手 >= 1100, ... 一级棋手 >= 1600, 五级棋士
// >= 1700, ... 一级棋士 >= 2100, 三级大师 >= 2200, 二级大师 >= 2300, 一级大师
// >= 2400, 特级大师 >= 2500; "无称号 下棋盘数小于 10 盘": no title under 10 games.
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
  Master3,
  Master2,
  Master1,
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
// The initial states read from each player's own club numbers
// (PlayerRecord::clubRatings: the club Elo and the valid games played),
// never from the FIDE rating. A player part-way through his first 10 games
// stays provisional (002: "和有级别的人下够 10 盘后才会有级别").
std::vector<ClubPlayer> clubPlayersOf(const tournament::TournamentState& state);

}  // namespace rating
