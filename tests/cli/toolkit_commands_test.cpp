// SPDX-License-Identifier: MIT
// The organizer's toolkit through the real binary: rating lists (search,
// registration, update before round 1 and only forced after it), a round's
// results at once (all or nothing), title norms, the prize list and the
// game collection. The list file is laid out by hand at FIDE's columns.
#include "tests/cli/four_player_event.h"

#include <algorithm>

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const std::string ListHeader =
    "ID Number      Name                                                         Fed Sex Tit  WTit "
    "OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n";

// A list line: id at column 1, name 16, federation 77, sex 81, title 85,
// standard rating 114, birth year 153.
std::string listLine(const std::string& id, const std::string& name, const std::string& fed,
                     const std::string& title, const std::string& rating) {
  std::string line(160, ' ');
  const auto put = [&line](std::size_t column, const std::string& value) {
    std::copy(value.begin(), value.end(), line.begin() + static_cast<std::ptrdiff_t>(column));
  };
  put(0, id);
  put(15, name);
  put(76, fed);
  put(80, "M");
  put(84, title);
  put(113, rating);
  put(152, "1990");
  return line + "\n";
}

// The list file: the header and the lines, appended one by one.
std::string listText(const std::vector<std::string>& lines) {
  std::string text = ListHeader;
  for (const auto& line : lines) text += line;
  return text;
}

// Event "Club", section "Open" (3 rounds) with three players registered from the list.
std::string listEvent(const std::string& dir) {
  writeFile(dir + "/list.txt",
            listText({listLine("1503014", "Carlsen, Magnus", "NOR", "GM", "2830"),
                      listLine("2016192", "Nakamura, Hikaru", "USA", "GM", "2790"),
                      listLine("8603677", "Ding, Liren", "CHN", "GM", "2760"),
                      listLine("4100018", "Gelfand, Boris", "ISR", "GM", "2650")}));
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  EXPECT_EQ(runArbiter({"section", "add", file, "--name", "Open", "--rounds", "3"}).exitCode, 0);
  const auto added = runArbiter({"player", "from-list", file, "--section", "Open", "--list",
                                 dir + "/list.txt", "1503014", "2016192", "8603677", "4100018"});
  EXPECT_EQ(added.exitCode, 0) << added.err;
  EXPECT_TRUE(contains(added.out, "registered Carlsen, Magnus (1503014, NOR)")) << added.out;
  return file;
}

}  // namespace

TEST(ToolkitCli, ListSearchFindsByIdAndName) {
  const std::string dir = freshDir("list-search");
  writeFile(dir + "/list.txt",
            listText({listLine("1503014", "Carlsen, Magnus", "NOR", "GM", "2830"),
                      listLine("2016192", "Nakamura, Hikaru", "USA", "GM", "2790")}));
  const auto byName = runArbiter({"list", "search", dir + "/list.txt", "magnus", "carlsen"});
  EXPECT_EQ(byName.exitCode, 0) << byName.err;
  EXPECT_TRUE(contains(byName.out, "1503014")) << byName.out;
  EXPECT_FALSE(contains(byName.out, "Nakamura"));
  const auto byId = runArbiter({"list", "search", dir + "/list.txt", "2016192"});
  EXPECT_TRUE(contains(byId.out, "Nakamura, Hikaru")) << byId.out;
  writeFile(dir + "/bad.txt",
            listText({listLine("15x3014", "Carlsen, Magnus", "NOR", "GM", "2830")}));
  const auto bad = runArbiter({"list", "search", dir + "/bad.txt", "carlsen"});
  EXPECT_EQ(bad.exitCode, 65);
  EXPECT_TRUE(contains(bad.err, "line 2, column 1: the FIDE id is not a number")) << bad.err;
  const auto missing = runArbiter({"player", "from-list", dir + "/none.arbiter", "--section",
                                   "Open", "--list", dir + "/list.txt", "999"});
  EXPECT_NE(missing.exitCode, 0);
}

TEST(ToolkitCli, RatingsUpdateBeforeRoundOneAndOnlyForcedAfter) {
  const std::string dir = freshDir("ratings-update");
  const std::string file = listEvent(dir);
  // The newer list: Ding 2760 -> 2800, Gelfand leaves ISR for FID.
  writeFile(dir + "/newer.txt",
            listText({listLine("1503014", "Carlsen, Magnus", "NOR", "GM", "2830"),
                      listLine("2016192", "Nakamura, Hikaru", "USA", "GM", "2790"),
                      listLine("8603677", "Ding, Liren", "CHN", "GM", "2800"),
                      listLine("4100018", "Gelfand, Boris", "FID", "GM", "2650")}));
  const auto shown =
      runArbiter({"ratings", "update", file, "--section", "Open", "--list", dir + "/newer.txt"});
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
  EXPECT_TRUE(contains(shown.out, "standard   2760 -> 2800")) << shown.out;
  EXPECT_TRUE(contains(shown.out, "federation ISR -> FID")) << shown.out;
  EXPECT_TRUE(contains(shown.out, "not applied: run again with --yes")) << shown.out;
  const auto applied = runArbiter(
      {"ratings", "update", file, "--section", "Open", "--list", dir + "/newer.txt", "--yes"});
  EXPECT_EQ(applied.exitCode, 0) << applied.err;
  EXPECT_TRUE(contains(applied.out, "2 player(s) updated")) << applied.out;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out,
                       "ratings update section=\"Open\" list=\"newer.txt\""));

  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  writeFile(dir + "/newest.txt",
            listText({listLine("8603677", "Ding, Liren", "CHN", "GM", "2810")}));
  const std::string before = readAll(file);
  const auto refused = runArbiter(
      {"ratings", "update", file, "--section", "Open", "--list", dir + "/newest.txt", "--yes"});
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_TRUE(contains(refused.err, "add --force")) << refused.err;
  EXPECT_EQ(readAll(file), before);
  EXPECT_EQ(runArbiter({"ratings", "update", file, "--section", "Open", "--list",
                        dir + "/newest.txt", "--yes", "--force"})
                .exitCode,
            0);
}

// Anna 2400 (1), Bert 2300 (2), Carl 2200 (3), Dora 2100 (4); round 1 is
// 1-3 (board 1) and 4-2 (board 2) with the initial colour white.
TEST(ToolkitCli, RoundResultsAllOrNothing) {
  const std::string dir = freshDir("round-results");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  const std::string before = readAll(file);
  const auto unknown = runArbiter({"results", file, "--section", "Open", "--round", "1", "1 x"});
  EXPECT_EQ(unknown.exitCode, 65);
  EXPECT_TRUE(contains(unknown.err, "line 1, column 3: not a result")) << unknown.err;
  const auto short_ = runArbiter({"results", file, "--section", "Open", "--round", "1", "1"});
  EXPECT_EQ(short_.exitCode, 76);
  EXPECT_TRUE(contains(short_.err, "board 2 has no result")) << short_.err;
  EXPECT_EQ(readAll(file), before);

  const auto stored = runArbiter({"results", file, "--section", "Open", "--round", "1", "1 ="});
  EXPECT_EQ(stored.exitCode, 0) << stored.err;
  EXPECT_TRUE(contains(stored.out, "round 1: 2 result(s) stored")) << stored.out;
  EXPECT_TRUE(
      contains(runArbiter({"log", file}).out, "results section=\"Open\" round=1 1=1-0 2=1/2-1/2"));

  // A correction of board 2 from a file of board lines.
  writeFile(dir + "/r1.txt", "# corrections\n2 0-1\n");
  const auto lines = runArbiter({"results", file, "--section", "Open", "--round", "1", "--file",
                                 dir + "/r1.txt", "--correct"});
  EXPECT_EQ(lines.exitCode, 0) << lines.err;
  EXPECT_TRUE(contains(lines.out + lines.err, "board 2")) << lines.out << lines.err;
}

TEST(ToolkitCli, PrizesNormsAndGames) {
  const std::string dir = freshDir("prizes-norms-games");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--section", "Open", "--round", "1", "1 ="}).exitCode, 0);

  // After round 1: Anna 1, Dora and Bert 1/2, Carl 0. Shared: (50 + 0) / 2 = 25 each.
  writeFile(dir + "/prizes.txt", "tie = shared\ncategory Overall = 100 50\n");
  const auto prizes = runArbiter(
      {"prizes", file, "--section", "Open", "--table", dir + "/prizes.txt", "--format", "csv"});
  EXPECT_EQ(prizes.exitCode, 0) << prizes.err;
  EXPECT_EQ(prizes.out,
            "category,place,start_number,name,amount,item,shared_with\r\n"
            "Overall,1,1,Anna,100,,0\r\n"
            "Overall,2,2,Bert,25,,2\r\n"
            "Overall,3,4,Dora,25,,2\r\n")
      << prizes.out;
  const auto page = runArbiter({"prizes", file, "--section", "Open", "--table", dir + "/prizes.txt",
                                "--format", "html", "--language", "zh"});
  EXPECT_EQ(page.exitCode, 0) << page.err;
  EXPECT_TRUE(contains(page.out, "第 1 轮后的获奖名单")) << page.out;
  EXPECT_TRUE(contains(page.out, "<td>Bert</td><td class=\"num\">25</td><td class=\"num\">2</td>"))
      << page.out;
  writeFile(dir + "/bad-prizes.txt", "category Overall = 1O0\n");
  const auto bad =
      runArbiter({"prizes", file, "--section", "Open", "--table", dir + "/bad-prizes.txt"});
  EXPECT_EQ(bad.exitCode, 65);
  EXPECT_TRUE(contains(bad.err, "line 1, column 20")) << bad.err;

  // One game is no norm: the working says why.
  const auto norms = runArbiter({"norms", file, "--section", "Open", "--player", "1"});
  EXPECT_EQ(norms.exitCode, 0) << norms.err;
  EXPECT_TRUE(contains(norms.out, "1 Anna: GM norm not achieved")) << norms.out;
  EXPECT_TRUE(contains(norms.out, "1.4.1 games")) << norms.out;

  writeFile(
      dir + "/r1.pgn",
      "[Round \"1\"]\n[White \"Anna\"]\n[Black \"Carl\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 "
      "3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
      "[Round \"1\"]\n[White \"Dora\"]\n[Black \"Bert\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n");
  const auto games = runArbiter(
      {"games", file, "--section", "Open", dir + "/r1.pgn", "--export", dir + "/event.pgn"});
  EXPECT_EQ(games.exitCode, 1) << games.err;  // board 2: the game says 0-1, a draw is stored
  EXPECT_TRUE(contains(games.out, "round 1 board 1: matched")) << games.out;
  EXPECT_TRUE(contains(games.out, "round 1 board 2: matched; the game says 0-1")) << games.out;
  const std::string pgn = readAll(dir + "/event.pgn");
  EXPECT_TRUE(
      contains(pgn, "[Round \"1.1\"]\n[White \"Anna\"]\n[Black \"Carl\"]\n[Result \"1-0\"]"))
      << pgn;
  EXPECT_TRUE(contains(pgn, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0")) << pgn;
  EXPECT_TRUE(
      contains(pgn, "[Round \"1.2\"]\n[White \"Dora\"]\n[Black \"Bert\"]\n[Result \"1/2-1/2\"]"))
      << pgn;
}

TEST(ToolkitCli, CheckInGivesTheAbsentAZeroPointBye) {
  const std::string dir = freshDir("checkin");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--section", "Open", "--round", "1", "1 ="}).exitCode, 0);
  const auto early = runArbiter({"checkin", file, "--section", "Open", "--round", "3", "1", "2"});
  EXPECT_EQ(early.exitCode, 76);
  const auto checked =
      runArbiter({"checkin", file, "--section", "Open", "--round", "2", "--absent", "4"});
  EXPECT_EQ(checked.exitCode, 0) << checked.err;
  EXPECT_TRUE(contains(checked.out + checked.err, "player 4 is not checked in: a zero-point bye"))
      << checked.out << checked.err;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "checkin section=\"Open\" round=2 absent=4"));
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  const auto round2 = runArbiter({"round", "show", file, "--section", "Open", "--round", "2"});
  EXPECT_TRUE(contains(round2.out, "Dora (4): zero-point bye")) << round2.out;
}
