// SPDX-License-Identifier: MIT
// The game collection: PGN games matched to boards by round and names,
// replayed by the rules core, and the event's PGN written with the stored
// results. Expected texts are written out by hand.
#include "domain/interchange/game_collection.h"
#include "domain/chess/pgn_reader.h"
#include "domain/tournament/action.h"

#include <gtest/gtest.h>

#include <sstream>

namespace interchange {
namespace {

using namespace tournament;

Event twoBoards() {
  Event event = applyAction(Event{}, CreateEvent{"Open 2026"})->event;
  SectionSettings settings;
  settings.name = "A";
  settings.rounds = 5;
  event = applyAction(event, AddSection{settings})->event;
  const auto player = [](std::string name, int rating, std::string title, std::string id) {
    Player p;
    p.name = std::move(name);
    p.ratings.standard = rating;
    p.title = std::move(title);
    p.fideId = std::move(id);
    return p;
  };
  event = applyAction(event, AddPlayers{"A",
                                        {player("Carlsen, Magnus", 2830, "GM", "1503014"),
                                         player("Caruana, Fabiano", 2800, "GM", ""),
                                         player("Nakamura, Hikaru", 2790, "", ""),
                                         player("Ding, Liren", 2760, "GM", "")}})
              ->event;
  // Board 1: 1 (Carlsen) - 3 (Nakamura); board 2: 4 (Ding) - 2 (Caruana).
  event = applyAction(event, SetPairing{"A", 1, {{1, 3}, {4, 2}}, 0, ""})->event;
  event =
      applyAction(event, EnterResults{"A", 1, {{1, GameResult::WhiteWins}, {2, GameResult::Draw}}})
          ->event;
  return event;
}

const std::string Games = R"([Round "1.1"]
[White "Carlsen,M"]
[Black "NAKAMURA Hikaru"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

[Round "1"]
[White "Caruana, Fabiano"]
[Black "Ding Liren"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2

[Round "1"]
[White "Carlsen, Magnus"]
[Black "Nakamura, Hikaru"]
[Result "0-1"]

1. e4 e5 2. Ke3 0-1

[Round "2"]
[White "Carlsen, Magnus"]
[Black "Ding, Liren"]

1. c4 *

[Round "1"]
[White "Carlsen, Henrik"]
[Black "Nakamura, Hikaru"]

1. e4 *
)";

std::vector<chess::PgnGame> readGames(const std::string& text) {
  std::istringstream in(text);
  chess::PgnReader reader(in);
  std::vector<chess::PgnGame> games;
  chess::PgnGame game;
  while (reader.next(game)) games.push_back(game);
  return games;
}

TEST(GameCollection, NamesFitByKeySurnameAndInitials) {
  EXPECT_TRUE(namesFit("Carlsen,M", "Carlsen, Magnus"));
  EXPECT_TRUE(namesFit("CARLSEN Magnus", "Carlsen, Magnus"));
  EXPECT_TRUE(namesFit("Carlsen", "Carlsen, Magnus"));
  EXPECT_TRUE(namesFit("Nunez, J", "Núñez, José"));
  EXPECT_FALSE(namesFit("Carlsen, Henrik", "Carlsen, Magnus"));
  EXPECT_FALSE(namesFit("Carl, Magnus", "Carlsen, Magnus"));
  EXPECT_FALSE(namesFit("", "Carlsen, Magnus"));
}

TEST(GameCollection, MatchesEachGameToItsBoardAndReportsDifferences) {
  const Event event = twoBoards();
  const auto games = readGames(Games);
  ASSERT_EQ(games.size(), 5u);
  const auto matches = matchGames(event.sections[0], games, 0);
  ASSERT_EQ(matches.size(), 5u);
  EXPECT_EQ(matches[0].status, GameMatchStatus::Matched);
  EXPECT_EQ(matches[0].board, 1);
  EXPECT_EQ(matches[0].plies, 6);
  EXPECT_FALSE(matches[0].resultDiffers);
  // Ding had White on board 2: the file swapped the colours; both say a draw.
  EXPECT_EQ(matches[1].status, GameMatchStatus::ColoursReversed);
  EXPECT_EQ(matches[1].board, 2);
  EXPECT_FALSE(matches[1].resultDiffers);
  // Board 1 again, with 0-1 where 1-0 is stored, and 2. Ke3 illegal (ply 3).
  EXPECT_EQ(matches[2].board, 1);
  EXPECT_TRUE(matches[2].resultDiffers);
  EXPECT_EQ(matches[2].gameResult, "0-1");
  EXPECT_EQ(matches[2].illegalPly, 3);
  EXPECT_EQ(matches[3].status, GameMatchStatus::NoSuchRound);
  EXPECT_EQ(matches[4].status, GameMatchStatus::NoBoard);
  // A round given for the whole file overrides the tags.
  EXPECT_EQ(matchGames(event.sections[0], games, 2)[0].status, GameMatchStatus::NoSuchRound);
}

TEST(GameCollection, EventPgnCarriesTheStoredResultsAndThePlayersData) {
  const Event event = twoBoards();
  const auto games = readGames(Games);
  std::vector<chess::PgnGame> firstTwo(games.begin(), games.begin() + 2);
  const auto matches = matchGames(event.sections[0], firstTwo, 0);
  const std::string expected =
      "[Event \"Open 2026 - A\"]\n"
      "[Site \"?\"]\n"
      "[Date \"????.??.??\"]\n"
      "[Round \"1.1\"]\n"
      "[White \"Carlsen, Magnus\"]\n"
      "[Black \"Nakamura, Hikaru\"]\n"
      "[Result \"1-0\"]\n"
      "[WhiteTitle \"GM\"]\n"
      "[WhiteElo \"2830\"]\n"
      "[WhiteFideId \"1503014\"]\n"
      "[BlackElo \"2790\"]\n"
      "\n"
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n"
      "\n"
      "[Event \"Open 2026 - A\"]\n"
      "[Site \"?\"]\n"
      "[Date \"????.??.??\"]\n"
      "[Round \"1.2\"]\n"
      "[White \"Ding, Liren\"]\n"
      "[Black \"Caruana, Fabiano\"]\n"
      "[Result \"1/2-1/2\"]\n"
      "[WhiteTitle \"GM\"]\n"
      "[WhiteElo \"2760\"]\n"
      "[BlackTitle \"GM\"]\n"
      "[BlackElo \"2800\"]\n"
      "\n"
      "1. d4 d5 1/2-1/2\n"
      "\n";
  EXPECT_EQ(eventPgn(event, event.sections[0], firstTwo, matches), expected);
}

}  // namespace
}  // namespace interchange
