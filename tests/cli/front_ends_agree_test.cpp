// SPDX-License-Identifier: MIT
// Issue 11, "what must agree afterwards": each test drives two front ends
// (the command line and `arbiter serve`) on the same event file. Expected
// values are worked by hand in the comments.
#include "tests/cli/four_player_event.h"
#include "tests/cli/http_get.h"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

using cli_test::ServedFile;
using event_cli::freshDir;
using event_cli::readAll;
using event_cli::runArbiter;
using event_cli::writeFile;

namespace {

// The body of an HTTP response (after the blank line).
std::string bodyOf(const std::string& response) {
  const auto end = response.find("\r\n\r\n");
  return end == std::string::npos ? std::string() : response.substr(end + 4);
}

Poco::JSON::Object::Ptr parsed(const std::string& json) {
  return Poco::JSON::Parser().parse(json).extract<Poco::JSON::Object::Ptr>();
}

std::vector<std::string> codesOf(const Poco::JSON::Array::Ptr& array) {
  std::vector<std::string> codes;
  for (std::size_t i = 0; i < array->size(); ++i)
    codes.push_back(array->getElement<std::string>(i));
  return codes;
}

// Event "Club", section "Open": a 3-round round robin of Anna 2400, Bert
// 2300, Carl 2200 (pairing numbers 1-3 by rating).
std::string threePlayerRoundRobin(const std::string& dir) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  EXPECT_EQ(runArbiter({"section", "add", file, "--name", "Open", "--rounds", "3", "--pairing",
                        "round-robin"})
                .exitCode,
            0);
  writeFile(dir + "/players.csv", "name,rating\nCarl,2200\nAnna,2400\nBert,2300\n");
  EXPECT_EQ(
      runArbiter({"player", "import", file, "--section", "Open", dir + "/players.csv"}).exitCode,
      0);
  return file;
}

// start number -> points of `arbiter standings --format json`.
std::map<int, int> pointsByStart(const std::string& json) {
  std::map<int, int> points;
  const auto rows = parsed(json)->getArray("standings");
  for (std::size_t i = 0; i < rows->size(); ++i) {
    const auto row = rows->getObject(static_cast<unsigned>(i));
    points[row->getValue<int>("start")] = row->getValue<int>("points");
  }
  return points;
}

}  // namespace

// 1. C.05 Annex 1: with three players the Berger table has a dummy number 4;
// round 1 is 1-4, 2-3, so Anna (1) rests and scores nothing. Bert (2) beats
// Carl (3): after round 1 Bert 1, Anna 0, Carl 0. `pair` and `round set` of
// the same list must store the same zero-point bye.
TEST(FrontEndsAgree, RestSeatOfARoundRobinIsAZeroPointByeWhetherPairedOrSet) {
  const std::string dirA = freshDir("agree-rest-pair");
  const std::string dirB = freshDir("agree-rest-set");
  const std::string paired = threePlayerRoundRobin(dirA);
  const std::string set = threePlayerRoundRobin(dirB);
  const std::string list = dirA + "/round1.pairs";
  ASSERT_EQ(runArbiter({"pair", paired, "--section", "Open", "--output", list}).exitCode, 0);
  EXPECT_EQ(readAll(list), "2\n2 3\n1 0\n");
  ASSERT_EQ(runArbiter({"round", "set", set, "--section", "Open", "--round", "1", list}).exitCode,
            0);
  for (const std::string& file : {paired, set}) {
    ASSERT_EQ(
        runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
            .exitCode,
        0);
    const auto shown = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
    EXPECT_NE(shown.out.find("Anna (1): zero-point bye"), std::string::npos) << shown.out;
  }
  const auto standingsA = runArbiter({"standings", paired, "--format", "json"});
  const auto standingsB = runArbiter({"standings", set, "--format", "json"});
  ASSERT_EQ(standingsA.exitCode, 0) << standingsA.err;
  ASSERT_EQ(standingsB.exitCode, 0) << standingsB.err;
  const auto points = pointsByStart(standingsB.out);
  EXPECT_EQ(points, (std::map<int, int>{{1, 0}, {2, 1}, {3, 0}}));
  EXPECT_EQ(pointsByStart(standingsA.out), points);
}

// 2. A section set to SB,BH is ranked by SB, BH in `arbiter standings`, in
// /api/standings and on the served page (not by the Swiss defaults
// BH/C1, BH, SB, DE, WIN).
TEST(FrontEndsAgree, SectionTieBreakListIsUsedByTheCommandLineAndTheServer) {
  const std::string dir = freshDir("agree-tiebreaks");
  const std::string file = event_cli::fourPlayerEvent(dir, {"--tie-breaks", "SB,BH"});
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--section", "Open", "--round", "1", "1-0 0-1"}).exitCode,
            0);
  const auto standings = runArbiter({"standings", file, "--format", "json"});
  ASSERT_EQ(standings.exitCode, 0) << standings.err;
  const auto cliCodes = parsed(standings.out)->getArray("tiebreaks");
  std::vector<std::string> codes;
  for (std::size_t i = 0; i < cliCodes->size(); ++i)
    codes.push_back(cliCodes->getObject(static_cast<unsigned>(i))->getValue<std::string>("code"));
  EXPECT_EQ(codes, (std::vector<std::string>{"SB", "BH"}));

  const ServedFile served(file);
  ASSERT_NE(served.port(), 0);
  const auto api = parsed(bodyOf(served.get("/api/standings")));
  EXPECT_EQ(codesOf(api->getArray("tieBreaks")), (std::vector<std::string>{"SB", "BH"}));
}

// The server's JSON names the event ("Club", event create --name) and the
// section ("Open", section add --name) each in its own field.
TEST(FrontEndsAgree, TheServerNamesTheEventAndTheSectionEachInItsField) {
  const std::string dir = freshDir("agree-names");
  const std::string file = event_cli::fourPlayerEvent(dir);
  ASSERT_EQ(runArbiter({"pair", file}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--round", "1", "1-0 0-1"}).exitCode, 0);
  const ServedFile served(file);
  ASSERT_NE(served.port(), 0);
  for (const char* path : {"/api/standings", "/api/pairings?round=1"}) {
    const auto api = parsed(bodyOf(served.get(path)));
    EXPECT_EQ(api->getValue<std::string>("event"), "Club") << path;
    EXPECT_EQ(api->getValue<std::string>("section"), "Open") << path;
  }
}

// 3. `round set` stores the boards in the list's order: board 1 is Dora (4)
// - Bert (2), board 2 Anna (1) - Carl (3). (C.04.2 3.6 would put 1-3 first:
// all scores are 0 and 1 is the smaller number.) `result --board 1` scores
// Dora - Bert, and `round show` and the server's pairings say the same.
TEST(FrontEndsAgree, TheStoredBoardNumberIsTheOneEveryFrontEndUses) {
  const std::string dir = freshDir("agree-boards");
  const std::string file = event_cli::fourPlayerEvent(dir);
  writeFile(dir + "/round1.pairs", "2\n4 2\n1 3\n");
  ASSERT_EQ(
      runArbiter({"round", "set", file, "--section", "Open", "--round", "1", dir + "/round1.pairs"})
          .exitCode,
      0);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  const auto shown =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_EQ(shown.out, "1\t4\t2\t1-0\n2\t1\t3\t*\n");

  const ServedFile served(file);
  ASSERT_NE(served.port(), 0);
  const auto pairings = parsed(bodyOf(served.get("/api/pairings?round=1")));
  const auto boards = pairings->getArray("boards");
  ASSERT_EQ(boards->size(), 2u);
  const auto first = boards->getObject(0);
  EXPECT_EQ(first->getValue<int>("board"), 1);
  EXPECT_EQ(first->getObject("white")->getValue<int>("startNumber"), 4);
  EXPECT_EQ(first->getObject("black")->getValue<int>("startNumber"), 2);
  EXPECT_EQ(first->getValue<std::string>("result"), "1-0");
}

// 4. C.07: a game without a result counts neither as played nor as a bye.
// Round 1 complete (White wins both boards), round 2 with one result only:
// `arbiter standings` and /api/standings both give the standings after
// round 1, exactly as they were before round 2 was paired.
TEST(FrontEndsAgree, DuringARoundTheStandingsAreThoseAfterTheRoundBefore) {
  const std::string dir = freshDir("agree-during-round");
  const std::string file = event_cli::fourPlayerEvent(dir);
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--section", "Open", "--round", "1", "1-0 1-0"}).exitCode,
            0);
  const auto afterRoundOne = runArbiter({"standings", file, "--format", "json"});
  ASSERT_EQ(afterRoundOne.exitCode, 0) << afterRoundOne.err;
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "2", "--board", "1", "1-0"})
                .exitCode,
            0);
  const auto during = runArbiter({"standings", file, "--format", "json"});
  ASSERT_EQ(during.exitCode, 0) << during.err;
  EXPECT_EQ(parsed(during.out)->getValue<int>("rounds"), 1);
  EXPECT_EQ(during.out, afterRoundOne.out);

  const ServedFile served(file);
  ASSERT_NE(served.port(), 0);
  const auto api = parsed(bodyOf(served.get("/api/standings")));
  EXPECT_EQ(api->getValue<int>("rounds"), 1);
}

// 8. `arbiter serve --section NAME` publishes that section; an unknown name
// is a usage error (64) that lists the sections.
TEST(FrontEndsAgree, ServePublishesTheNamedSectionOfATwoSectionEvent) {
  const std::string dir = freshDir("agree-serve-section");
  const std::string file = event_cli::fourPlayerEvent(dir);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "Juniors", "--rounds", "3"}).exitCode, 0);
  writeFile(dir + "/juniors.csv", "name,rating\nXia,1800\nYves,1700\n");
  ASSERT_EQ(
      runArbiter({"player", "import", file, "--section", "Juniors", dir + "/juniors.csv"}).exitCode,
      0);
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Juniors"}).exitCode, 0);

  const auto unknown = runArbiter({"serve", file, "--port", "0", "--section", "Seniors"});
  EXPECT_EQ(unknown.exitCode, 64);
  EXPECT_NE(unknown.err.find("Open, Juniors"), std::string::npos) << unknown.err;

  const ServedFile served(file, {"--section", "Juniors"});
  ASSERT_NE(served.port(), 0);
  const auto pairings = parsed(bodyOf(served.get("/api/pairings?round=1")));
  const auto board = pairings->getArray("boards")->getObject(0);
  // Xia (1, 1800) and Yves (2, 1700): the only board of the Juniors' round 1.
  EXPECT_EQ((std::set<std::string>{board->getObject("white")->getValue<std::string>("name"),
                                   board->getObject("black")->getValue<std::string>("name")}),
            (std::set<std::string>{"Xia", "Yves"}));
}

// 5. One claim judge: `arbiter claim` on a PGN file and `arbiter
// draw-claim --pgn` in a classic-rules event judge the same claim the same
// way. The knights go out and back: at ply 4 the start position stands for
// the second time only, an incorrect threefold claim; classic 10.13(2): five
// minutes are added to the claimant's used time.
TEST(FrontEndsAgree, ClaimAndDrawClaimJudgeTheSameRecordAlike) {
  const std::string dir = freshDir("agree-claim");
  const std::string file = event_cli::seededEvent(dir, "classic");
  writeFile(dir + "/game.pgn",
            "[White \"Smith\"]\n[Black \"Wang\"]\n[Result \"*\"]\n\n"
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");
  const auto verdict = runArbiter({"claim", dir + "/game.pgn", "--ply", "4", "--kind", "threefold",
                                   "--rules", "classic", "--format", "json"});
  ASSERT_EQ(verdict.exitCode, 1) << verdict.err;  // incorrect
  const auto consequence = parsed(verdict.out)->getObject("consequence");
  EXPECT_EQ(consequence->getValue<std::string>("article"), "10.13");
  EXPECT_EQ(consequence->getValue<int>("seconds"), 300);

  const auto recorded =
      runArbiter({"draw-claim", file, "--section", "Open", "--round", "1", "--board", "1", "--pgn",
                  dir + "/game.pgn", "--ply", "4", "--kind", "threefold", "--used", "60"});
  ASSERT_EQ(recorded.exitCode, 0) << recorded.err;
  EXPECT_NE(recorded.out.find("10.13"), std::string::npos) << recorded.out;
  EXPECT_NE(recorded.out.find("add 5:00 to the claimant's used time"), std::string::npos)
      << recorded.out;
  EXPECT_NE(recorded.out.find("incorrect"), std::string::npos) << recorded.out;
}
