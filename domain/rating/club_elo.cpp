// SPDX-License-Identifier: MIT
#include "domain/rating/club_elo.h"

#include "domain/rating/rated_games.h"

#include <array>
#include <cmath>

namespace rating {

double clubExpectedScore(int own, int opponent) {
  return 1.0 / (1.0 + std::pow(10.0, (opponent - own) / 400.0));
}

namespace {

int roundAway(double value) { return static_cast<int>(std::lround(value)); }

// Rd = 32 (W - We) for a player scoring `score` half-points.
double normalChange(int own, int opponent, int score) {
  return ClubK * (score / 2.0 - clubExpectedScore(own, opponent));
}

struct Band {
  ClubTitle title;
  int floor;
  std::string_view name;
};

constexpr std::array<Band, 16> Bands = {{
    {ClubTitle::Player7, 0, "七级棋手"},
    {ClubTitle::Player6, 1100, "六级棋手"},
    {ClubTitle::Player5, 1200, "五级棋手"},
    {ClubTitle::Player4, 1300, "四级棋手"},
    {ClubTitle::Player3, 1400, "三级棋手"},
    {ClubTitle::Player2, 1500, "二级棋手"},
    {ClubTitle::Player1, 1600, "一级棋手"},
    {ClubTitle::Candidate5, 1700, "五级棋士"},
    {ClubTitle::Candidate4, 1800, "四级棋士"},
    {ClubTitle::Candidate3, 1900, "三级棋士"},
    {ClubTitle::Candidate2, 2000, "二级棋士"},
    {ClubTitle::Candidate1, 2100, "一级棋士"},
    {ClubTitle::Master3, 2200, "三级大师"},  // 002: 三级大师 >= 2200
    {ClubTitle::Master2, 2300, "二级大师"},  // 002: 二级大师 >= 2300
    {ClubTitle::Master1, 2400, "一级大师"},  // 002: 一级大师 >= 2400
    {ClubTitle::GrandMaster, 2500, "特级大师"},
}};

const Band& bandOf(ClubTitle title) { return Bands[static_cast<std::size_t>(title)]; }

}  // namespace

ClubGameChange clubGameChange(const ClubPlayer& first, const ClubPlayer& second, int firstScore) {
  const bool firstRated = isClubRated(first);
  const bool secondRated = isClubRated(second);
  if (!firstRated && !secondRated) return {};  // two unrated players: nothing
  const double rdFirst = normalChange(first.rating, second.rating, firstScore);
  const double rdSecond = normalChange(second.rating, first.rating, 2 - firstScore);
  if (firstRated && secondRated) return {roundAway(rdFirst), roundAway(rdSecond), true};
  // Rated against unrated: n is the unrated player's games counted so far.
  const auto scaled = [](double rdRated, double rdUnrated, int n) {
    return std::pair{rdRated * (n / 10.0) * (2.0 / 3.0), rdUnrated * (21 - n) / 10.0};
  };
  if (firstRated) {
    const auto [rated, unrated] = scaled(rdFirst, rdSecond, second.gamesWithRated);
    return {roundAway(rated), roundAway(unrated), true};
  }
  const auto [rated, unrated] = scaled(rdSecond, rdFirst, first.gamesWithRated);
  return {roundAway(unrated), roundAway(rated), true};
}

std::optional<ClubTitle> clubTitle(const ClubPlayer& player) {
  if (player.gamesWithRated < ClubGamesToBeRated) return std::nullopt;
  ClubTitle title = ClubTitle::Player7;
  for (const auto& band : Bands)
    if (player.rating >= band.floor) title = band.title;
  return title;
}

int clubTitleFloor(ClubTitle title) { return bandOf(title).floor; }

std::string_view clubTitleName(ClubTitle title) { return bandOf(title).name; }

std::vector<ClubPlayer> clubPlayersOf(const tournament::TournamentState& state) {
  std::vector<ClubPlayer> players;
  for (const auto& p : state.players)
    players.push_back({p.clubRatings.elo, p.clubRatings.eloGames});
  return players;
}

std::vector<ClubEloOutcome> clubEloChanges(const tournament::TournamentState& state, int rounds,
                                           const std::vector<ClubPlayer>& initial) {
  const auto final =
      applyRoundByRound(ratedGames(state, rounds), rounds, initial,
                        [](const RatedGame& game, const std::vector<ClubPlayer>& before,
                           std::vector<ClubPlayer>& current) {
                          const auto a = static_cast<std::size_t>(game.first - 1);
                          const auto b = static_cast<std::size_t>(game.second - 1);
                          const auto change = clubGameChange(before[a], before[b], game.firstScore);
                          if (!change.counted) return;
                          current[a].rating += change.first;
                          current[b].rating += change.second;
                          // Only games against rated players count towards becoming rated.
                          if (isClubRated(before[b])) ++current[a].gamesWithRated;
                          if (isClubRated(before[a])) ++current[b].gamesWithRated;
                        });
  std::vector<ClubEloOutcome> outcomes;
  for (std::size_t i = 0; i < state.players.size(); ++i)
    outcomes.push_back({state.players[i].startNumber, initial[i], final[i]});
  return outcomes;
}

}  // namespace rating
