// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

enum class Sex : std::uint8_t { Unknown, Male, Female };

// A player's ratings; 0 = none.
struct Ratings {
  int standard = 0;  // FIDE standard
  int rapid = 0;     // FIDE rapid
  int blitz = 0;     // FIDE blitz
  int national = 0;
  bool operator==(const Ratings&) const = default;
};

// The client's own club ratings, kept apart from the FIDE ones (issue 13
// item 3: club systems never read the FIDE columns).
struct ClubRatings {
  // 002 (联众 Elo): "缺省的分数是 1500, 无级别" - a newcomer has 1500 and no title.
  int elo = 1500;
  // 002: n, "无级别的人下过棋的有效盘数" - the valid games played so far
  // (games against titled players; 10 or more: the player has a title).
  int eloGames = 0;
  // 004: the class points ("级别分别是无级别、30-1级。每个级别需要积累100分"); a
  // newcomer has none, 无级别.
  int classPoints = 0;
  bool operator==(const ClubRatings&) const = default;
};

// The kinds of bye a player can request for a future round (C.04.2 3.3:
// a known absence scores zero unless the rules allow a half-point bye). A
// full-point bye is accepted with a warning: it is deprecated.
enum class ByeKind : std::uint8_t { PairingAllocated, HalfPoint, FullPoint, ZeroPoint };

struct RequestedBye {
  int round = 0;
  ByeKind kind = ByeKind::ZeroPoint;
  bool operator==(const RequestedBye&) const = default;
};

// A player registered in a section.
struct Player {
  int id = 0;             // stable within the event file, never reused
  int pairingNumber = 0;  // TPN, C.04.2 art. 2 (1..N)
  std::string name;       // UTF-8, any script, "Surname, Given" or 王芳
  std::string fideId;
  std::string nationalId;
  std::string title;       // GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty
  std::string federation;  // e.g. CHN
  Sex sex = Sex::Unknown;
  std::string birthDate;  // YYYY-MM-DD, or empty
  std::string club;
  Ratings ratings;
  ClubRatings clubRatings;
  int entryRound = 1;                       // the first round the player may be paired in
  int withdrawnFromRound = 0;               // 0 = not withdrawn
  std::vector<RequestedBye> requestedByes;  // ordered by round

  // True when the player may be paired in `round` (entered, not withdrawn,
  // no requested bye for it).
  bool availableIn(int round) const;
  // The requested bye for `round`, or nullptr.
  const RequestedBye* requestedBye(int round) const;
  bool operator==(const Player&) const = default;
};

// True for a birth date written YYYY-MM-DD that is a day of the calendar
// (player_validation.h has the registration's full rules).
bool isBirthDate(std::string_view text);

}  // namespace tournament
