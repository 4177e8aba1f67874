// SPDX-License-Identifier: MIT
// `serve --venue` as an attacker on the venue network tries it (issue's
// list; OWASP ASVS 4 level 2, chapters 3 sessions, 4 access control, 5
// input): every refusal is checked to leave the event file as it was.
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "app/service/event_session.h"
#include "tests/live/loopback_options.h"
#include "tests/live/venue_client.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

using live_test::Answer;
using live_test::Station;
using namespace std::chrono_literals;

namespace {

constexpr const char* ChiefLogin = R"({"name": "Li Ming", "password": "correct horse battery"})";

// seedEvent's file ("Open": Alpha 1, Bravo 2, Charlie 3, Delta 4; round 1:
// board 1 Alpha-Charlie, board 2 Delta-Bravo) served with --venue, its
// chief set up, a deputy for board 2 and a player code for Alpha (id 1).
class Venue : public ::testing::Test {
protected:
  void SetUp() override {
    path = freshEventPath(::testing::UnitTest::GetInstance()->current_test_info()->name());
    {
      persistence::EventRepository repository(path, persistence::OpenMode::Create);
      seedEvent(repository);
    }
    live::LiveOptions options = live_test::loopback(4);
    options.venue = path;
    server = std::make_unique<live::LiveServer>(live::eventFileSource(path, ""),
                                                live::standingsBuilder(), options);
    chief = std::make_unique<Station>(server->port());
    ASSERT_EQ(chief
                  ->signIn(R"({"code": ")" + server->setupCode().value_or("") +
                               R"(", "name": "Li Ming", "password": "correct horse battery"})",
                           "/api/setup")
                  .status,
              200);
    ASSERT_EQ(chief
                  ->post("/api/accounts", R"({"name": "Wang", "role": "deputy", "area": "Open:2",
                                              "password": "deputy password 1"})")
                  .status,
              200);
    const Answer code = chief->post("/api/player-codes", R"({"player": 1})");
    ASSERT_EQ(code.status, 200);
    alphaCode = code.json()->getValue<std::string>("code");
  }

  std::uint16_t port() const { return server->port(); }

  std::string path;
  std::unique_ptr<live::LiveServer> server;
  std::unique_ptr<Station> chief;
  std::string alphaCode;
};

std::string resultBody(int board, const std::string& result, const std::string& version) {
  return R"({"section": "Open", "round": 1, "board": )" + std::to_string(board) +
         R"(, "result": ")" + result + R"(", "version": ")" + version + R"("})";
}

}  // namespace

TEST_F(Venue, ADeputyEntersAResultOnHisBoardAndTheAuditRowNamesHim) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  const Answer boards = deputy.get("/api/boards");
  ASSERT_EQ(boards.status, 200);
  const auto list = boards.json()->getArray("boards");
  ASSERT_EQ(list->size(), 1u);
  EXPECT_EQ(list->getObject(0)->getValue<int>("board"), 2);
  EXPECT_EQ(list->getObject(0)->getValue<std::string>("version"), "*");
  const Answer entered = deputy.post("/api/results", resultBody(2, "1/2-1/2", "*"));
  ASSERT_EQ(entered.status, 200) << entered.body;
  service::EventSession reader(path);
  EXPECT_EQ(reader.event().section("Open")->round(1)->board(2)->result,
            tournament::GameResult::Draw);
  EXPECT_EQ(reader.auditLog().back().who, "Wang (deputy, 127.0.0.1)");
}

TEST_F(Venue, ADeputyOutsideHisAreaIsRefused403) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  const auto before = storedNow(path);
  const Answer refused = deputy.post("/api/results", resultBody(1, "1-0", "*"));
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(refused.errorCode(), "forbidden");
  EXPECT_EQ(storedNow(path), before);
}

TEST_F(Venue, APlayerSeesOnlyHisBoardAndEntersNoResultNotEvenOnAnotherBoard) {
  Station alpha(port());
  ASSERT_EQ(alpha.signIn(R"({"code": ")" + alphaCode + R"("})").status, 200);
  const auto list = alpha.get("/api/boards").json()->getArray("boards");
  ASSERT_EQ(list->size(), 1u);
  EXPECT_EQ(list->getObject(0)->getValue<std::string>("white"), "Alpha");
  const auto before = storedNow(path);
  EXPECT_EQ(alpha.post("/api/results", resultBody(2, "0-1", "*")).status, 403);
  EXPECT_EQ(alpha.post("/api/results", resultBody(1, "1-0", "*")).status, 403);
  EXPECT_EQ(alpha.get("/api/sessions").status, 403);
  EXPECT_EQ(alpha.post("/api/player-codes", R"({"player": 2})").status, 403);
  EXPECT_EQ(storedNow(path), before);
}

TEST_F(Venue, APlayerProposesHisOpponentConfirmsAndTheChiefFinalises) {
  Station alpha(port());
  ASSERT_EQ(alpha.signIn(R"({"code": ")" + alphaCode + R"("})").status, 200);
  const Answer charlieCode = chief->post("/api/player-codes", R"({"player": 3})");
  ASSERT_EQ(charlieCode.status, 200);
  Station charlie(port());
  ASSERT_EQ(
      charlie.signIn(R"({"code": ")" + charlieCode.json()->getValue<std::string>("code") + R"("})")
          .status,
      200);
  const std::string proposal = R"({"section": "Open", "round": 1, "board": 1, "result": "1-0"})";
  const auto before = storedNow(path);
  // Alpha cannot propose for board 2, nor a forfeit; his word is stored, the event is not changed.
  EXPECT_EQ(alpha
                .post("/api/proposals", R"({"section": "Open", "round": 1, "board": 2,
                                             "result": "1-0"})")
                .status,
            403);
  EXPECT_EQ(alpha
                .post("/api/proposals", R"({"section": "Open", "round": 1, "board": 1,
                                             "result": "+/-"})")
                .status,
            400);
  const Answer proposed = alpha.post("/api/proposals", proposal);
  ASSERT_EQ(proposed.status, 200) << proposed.body;
  EXPECT_EQ(proposed.json()->getValue<std::string>("state"), "proposed");
  EXPECT_EQ(storedNow(path), before);
  // Charlie sees it on his board and confirms it.
  const auto seen = charlie.get("/api/boards").json()->getArray("boards")->getObject(0);
  EXPECT_TRUE(seen->getValue<bool>("mayPropose"));
  EXPECT_EQ(seen->getObject("proposal")->getValue<std::string>("by"), "Alpha");
  EXPECT_FALSE(seen->getObject("proposal")->getValue<bool>("confirmed"));
  EXPECT_EQ(charlie.post("/api/proposals", proposal).json()->getValue<std::string>("state"),
            "confirmed");
  // The chief's station shows the confirmed proposal; he enters it.
  const auto board = chief->get("/api/boards").json()->getArray("boards")->getObject(0);
  EXPECT_TRUE(board->getObject("proposal")->getValue<bool>("confirmed"));
  EXPECT_EQ(board->getObject("proposal")->getValue<std::string>("result"), "1-0");
  ASSERT_EQ(chief->post("/api/results", resultBody(1, "1-0", "*")).status, 200);
  service::EventSession reader(path);
  EXPECT_EQ(reader.event().section("Open")->round(1)->board(1)->result,
            tournament::GameResult::WhiteWins);
  EXPECT_EQ(reader.auditLog().size(), before.second + 1);
  // Once the board has its result, nobody proposes any more.
  const Answer late = alpha.post("/api/proposals", proposal);
  EXPECT_EQ(late.status, 409);
  EXPECT_EQ(late.errorCode(), "result-stored");
  EXPECT_FALSE(alpha.get("/api/boards").json()->getArray("boards")->getObject(0)->has("proposal"));
}

// Laws 6.7.1: with no default time in the regulations it is zero, so Bravo
// (Black on board 2) ten minutes late is past it: the deputy's station is
// told that the forfeit is proposed, in both languages, and nothing else
// changes; sent again with forfeit it is applied (Delta wins +/-).
TEST_F(Venue, ADeputyRecordsALateArrivalAndAppliesTheForfeitTheRulesPropose) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  const std::string late = R"({"section": "Open", "round": 1, "board": 2, "kind": "late",
                                "player": "black", "secondsLate": 600)";
  const Answer proposed = deputy.post("/api/incidents", late + "}");
  ASSERT_EQ(proposed.status, 200) << proposed.body;
  const auto incident = proposed.json()->getObject("incident");
  EXPECT_TRUE(incident->getValue<bool>("forfeitProposed"));
  EXPECT_EQ(incident->getValue<std::string>("article"), "6.7.1");
  const auto words = incident->getObject("words");
  EXPECT_NE(words->getValue<std::string>("en").find("forfeit proposed"), std::string::npos)
      << words->getValue<std::string>("en");
  EXPECT_NE(words->getValue<std::string>("zh").find("迟到"), std::string::npos);
  EXPECT_EQ(storedNow(path).first.section("Open")->round(1)->board(2)->result,
            tournament::GameResult::Pending);
  const Answer applied = deputy.post("/api/incidents", late + R"(, "forfeit": true})");
  ASSERT_EQ(applied.status, 200) << applied.body;
  EXPECT_FALSE(applied.json()->getObject("incident")->getValue<bool>("forfeitProposed"));
  const auto [event, audits] = storedNow(path);
  EXPECT_EQ(event.section("Open")->round(1)->board(2)->result,
            tournament::GameResult::WhiteForfeitWin);
  service::EventSession reader(path);
  EXPECT_EQ(reader.auditLog().back().who, "Wang (deputy, 127.0.0.1)");
}

// The player, a deputy outside his area, a malformed body and a penalty the
// rules refuse (12.9 needs the article applied): 403, 403, 400 naming what
// is wrong, 422 with the refusal's words; the file as it was. The options
// offered are the nine of Laws 12.9 in the Law's order.
TEST_F(Venue, AnIncidentOutsideTheRoleOrMalformedOrRefusedChangesNothing) {
  Station alpha(port());
  ASSERT_EQ(alpha.signIn(R"({"code": ")" + alphaCode + R"("})").status, 200);
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  const auto before = storedNow(path);
  const std::string warning = R"({"section": "Open", "round": 1, "board": 1, "kind": "penalty",
                                   "player": "black", "option": "warning", "article": "11.3"})";
  EXPECT_EQ(alpha.post("/api/incidents", warning).status, 403);
  EXPECT_EQ(deputy.post("/api/incidents", warning).status, 403);
  const Answer malformed = chief->post(
      "/api/incidents", R"({"section": "Open", "round": 1, "board": 1, "kind": "penalty",
                             "player": "black", "option": "12.9.10", "article": "11.3"})");
  EXPECT_EQ(malformed.status, 400);
  EXPECT_NE(malformed.body.find("12.9.1 .. 12.9.9"), std::string::npos) << malformed.body;
  const Answer noArticle = chief->post(
      "/api/incidents", R"({"section": "Open", "round": 1, "board": 1, "kind": "penalty",
                             "player": "black", "option": "12.9.1"})");
  EXPECT_EQ(noArticle.status, 422);
  EXPECT_TRUE(noArticle.json()->getObject("error")->getObject("reasons")->has("zh"));
  EXPECT_EQ(storedNow(path), before);
  const Answer options = deputy.get("/api/penalty-options");
  ASSERT_EQ(options.status, 200);
  const auto list = options.json()->getArray("options");
  ASSERT_EQ(list->size(), 9u);
  EXPECT_EQ(list->getObject(0)->getValue<std::string>("code"), "warning");
  EXPECT_EQ(list->getObject(8)->getValue<std::string>("code"), "expulsion");
  EXPECT_NE(list->getObject(1)->getObject("words")->getValue<std::string>("en").find("12.9.2"),
            std::string::npos);
}

// A claim on the scoresheet's moves: the starting position a third time
// after 4...Ng8 (Laws 9.2.2), correct, the game drawn; a scoresheet with an
// illegal 2. Ke3 (ply 3) is not judged, 422 naming the move, nothing written.
TEST_F(Venue, ADeputyBringsADrawClaimToTheRulesCore) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  const auto before = storedNow(path);
  const Answer illegal = deputy.post("/api/claims", R"({"section": "Open", "round": 1, "board": 2,
                                                        "moves": "1. e4 e5 2. Ke3"})");
  EXPECT_EQ(illegal.status, 422);
  EXPECT_EQ(illegal.errorCode(), "claim-not-judged");
  const auto reasons = illegal.json()->getObject("error")->getObject("reasons");
  EXPECT_NE(reasons->getValue<std::string>("en").find("Ke3"), std::string::npos);
  EXPECT_NE(reasons->getValue<std::string>("zh").find("第 3 半回合"), std::string::npos);
  EXPECT_EQ(storedNow(path), before);
  const Answer claimed = deputy.post(
      "/api/claims", R"({"section": "Open", "round": 1, "board": 2, "claim": "threefold",
          "moves": "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8"})");
  ASSERT_EQ(claimed.status, 200) << claimed.body;
  const auto incident = claimed.json()->getObject("incident");
  EXPECT_EQ(incident->getValue<std::string>("kind"), "draw-claim");
  EXPECT_EQ(incident->getValue<std::string>("article"), "9.2.2");
  EXPECT_EQ(storedNow(path).first.section("Open")->round(1)->board(2)->result,
            tournament::GameResult::Draw);
}

// The chief's override list: the deputy's result is the newest change, the
// chief undoes it from his station (the board empty again), the same undo a
// second time is refused 409 with its reason; the deputy sees no list.
TEST_F(Venue, TheChiefUndoesADeputysResultFromHisStation) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  ASSERT_EQ(deputy.post("/api/results", resultBody(2, "1-0", "*")).status, 200);
  EXPECT_EQ(deputy.get("/api/changes").status, 403);
  const Answer changes = chief->get("/api/changes");
  ASSERT_EQ(changes.status, 200);
  const auto newest = changes.json()->getArray("changes")->getObject(0);
  EXPECT_EQ(newest->getValue<std::string>("who"), "Wang (deputy, 127.0.0.1)");
  const std::string undo =
      R"({"id": )" + std::to_string(newest->getValue<int>("id")) + R"(, "force": false})";
  EXPECT_EQ(deputy.post("/api/undo", undo).status, 403);
  ASSERT_EQ(chief->post("/api/undo", undo).status, 200);
  EXPECT_EQ(storedNow(path).first.section("Open")->round(1)->board(2)->result,
            tournament::GameResult::Pending);
  const auto before = storedNow(path);
  const Answer again = chief->post("/api/undo", undo);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()->getObject("error")->getValue<std::string>("reason"), "no-such-change");
  EXPECT_EQ(storedNow(path), before);
}

// The chief prints a sheet of codes for the section: four codes, the third
// signs Charlie in; the deputy may not.
TEST_F(Venue, TheChiefIssuesEveryPlayersCodeToPrint) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  EXPECT_EQ(deputy.post("/api/player-codes/all", R"({"section": "Open"})").status, 403);
  const Answer sheet = chief->post("/api/player-codes/all", R"({"section": "Open"})");
  ASSERT_EQ(sheet.status, 200) << sheet.body;
  const auto codes = sheet.json()->getArray("codes");
  ASSERT_EQ(codes->size(), 4u);
  EXPECT_EQ(codes->getObject(2)->getValue<std::string>("name"), "Charlie");
  Station charlie(port());
  const Answer signedIn = charlie.signIn(
      R"({"code": ")" + codes->getObject(2)->getValue<std::string>("code") + R"("})");
  ASSERT_EQ(signedIn.status, 200);
  EXPECT_EQ(signedIn.json()->getValue<int>("player"), 3);
}

TEST_F(Venue, APlayerChecksInAndTheChiefAppliesTheCheckInForTheNextRound) {
  Station alpha(port());
  ASSERT_EQ(alpha.signIn(R"({"code": ")" + alphaCode + R"("})").status, 200);
  // Alpha (id 1) checks himself in, not Bravo; the chief marks Charlie and Delta.
  EXPECT_EQ(alpha.post("/api/checkin", R"({"player": 2, "present": true})").status, 403);
  EXPECT_EQ(alpha.post("/api/checkin", R"({"player": 1, "present": true})").status, 200);
  EXPECT_EQ(alpha.post("/api/checkin", R"({"player": 1})").status, 400);
  const auto own = alpha.get("/api/checkin").json()->getArray("sections");
  ASSERT_EQ(own->size(), 1u);
  EXPECT_EQ(own->getObject(0)->getValue<int>("round"), 2);
  ASSERT_EQ(own->getObject(0)->getArray("players")->size(), 1u);
  EXPECT_TRUE(own->getObject(0)->getArray("players")->getObject(0)->getValue<bool>("present"));
  for (const char* id : {"3", "4"})
    EXPECT_EQ(chief->post("/api/checkin", std::string(R"({"present": true, "player": )") + id + "}")
                  .status,
              200);
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  EXPECT_EQ(deputy.get("/api/checkin").status, 403);
  EXPECT_EQ(deputy.post("/api/checkin/apply", R"({"section": "Open"})").status, 403);
  const auto before = storedNow(path);
  const Answer applied = chief->post("/api/checkin/apply", R"({"section": "Open"})");
  ASSERT_EQ(applied.status, 200) << applied.body;
  // C.04.2 3.3: Bravo (2), not checked in, scores zero in round 2.
  service::EventSession reader(path);
  EXPECT_EQ(reader.auditLog().size(), before.second + 1);
  EXPECT_EQ(reader.auditLog().back().who, "Li Ming (chief, 127.0.0.1)");
  const auto* bravo = reader.event().section("Open")->player(2);
  ASSERT_NE(bravo->requestedBye(2), nullptr);
  EXPECT_EQ(bravo->requestedBye(2)->kind, tournament::ByeKind::ZeroPoint);
  EXPECT_TRUE(reader.event().section("Open")->player(1)->availableIn(2));
  const Answer noSection = chief->post("/api/checkin/apply", R"({"section": "Rapid"})");
  EXPECT_EQ(noSection.status, 422);
  EXPECT_NE(noSection.body.find("\"zh\""), std::string::npos);
}

TEST_F(Venue, ARequestWithoutOrWithAForgedCsrfTokenOrFromAnotherSiteIsRefused) {
  const auto before = storedNow(path);
  EXPECT_EQ(chief->postWithToken("/api/results", resultBody(1, "1-0", "*"), "").status, 403);
  const Answer forged =
      chief->postWithToken("/api/results", resultBody(1, "1-0", "*"), std::string(64, 'a'));
  EXPECT_EQ(forged.status, 403);
  EXPECT_EQ(forged.errorCode(), "csrf");
  // The sign-in form's token without its cookie (a login-CSRF attempt).
  Station stranger(port());
  EXPECT_EQ(stranger.postWithToken("/api/login", ChiefLogin, "x").status, 403);
  // A page of another site posting with the victim's cookie and a guessed token.
  const std::string cookie = "arbiter_session=" + chief->cookies()["arbiter_session"];
  const Answer crossSite = live_test::rawExchange(
      port(),
      "POST /api/results HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\n"
      "Cookie: " +
          cookie + "\r\nX-CSRF-Token: " + chief->csrf() +
          "\r\nContent-Type: application/json\r\nContent-Length: " +
          std::to_string(resultBody(1, "1-0", "*").size()) + "\r\nConnection: close\r\n\r\n" +
          resultBody(1, "1-0", "*"));
  EXPECT_EQ(crossSite.status, 403);
  EXPECT_EQ(crossSite.errorCode(), "cross-origin");
  EXPECT_EQ(storedNow(path), before);
}

TEST_F(Venue, ACookieReplayedAfterSignOutIsWorthNothing) {
  const auto stolen = chief->cookies();
  const std::string csrf = chief->csrf();
  ASSERT_EQ(chief->post("/api/logout", "{}").status, 200);
  Station thief(port());
  thief.cookies() = stolen;
  const auto before = storedNow(path);
  EXPECT_EQ(thief.get("/api/me").status, 401);
  EXPECT_EQ(thief.postWithToken("/api/results", resultBody(1, "1-0", "*"), csrf).status, 401);
  EXPECT_EQ(storedNow(path), before);
  // The station page sends a signed-out browser to the sign-in page.
  const Answer page = thief.get("/station");
  EXPECT_EQ(page.status, 303);
  EXPECT_NE(page.head.find("Location: /login"), std::string::npos);
}

TEST_F(Venue, GuessingPlayerCodesIsStoppedAfterTenFailures) {
  Station guesser(port());
  for (int guess = 0; guess < 10; ++guess)
    EXPECT_EQ(
        guesser.signIn(R"({"code": "AAAAA-AAAA)" + std::to_string(guess % 10) + R"("})").status,
        401);
  const Answer stopped = guesser.signIn(R"({"code": ")" + alphaCode + R"("})");
  EXPECT_EQ(stopped.status, 429);
  EXPECT_EQ(stopped.errorCode(), "too-many-attempts");
}

TEST_F(Venue, TwoStationsOnOneBoardTheSecondIsRefused409WithTheFirstsResult) {
  Station deputy(port());
  ASSERT_EQ(deputy.signIn(R"({"name": "Wang", "password": "deputy password 1"})").status, 200);
  ASSERT_EQ(deputy.post("/api/results", resultBody(2, "1-0", "*")).status, 200);
  const auto before = storedNow(path);
  const Answer stale = chief->post("/api/results", resultBody(2, "0-1", "*"));
  EXPECT_EQ(stale.status, 409);
  EXPECT_EQ(stale.errorCode(), "board-changed");
  EXPECT_EQ(stale.json()->getValue<std::string>("version"), "1-0");
  EXPECT_EQ(storedNow(path), before);
  // Corrected explicitly over the version now shown: stored and audited.
  EXPECT_EQ(chief->post("/api/results", resultBody(2, "0-1", "1-0")).status, 200);
  EXPECT_EQ(storedNow(path).second, before.second + 1);
}

TEST_F(Venue, OversizedChunkedAndMalformedBodiesAreRefusedAndChangeNothing) {
  const auto before = storedNow(path);
  const std::string cookie = "arbiter_session=" + chief->cookies()["arbiter_session"];
  const Answer huge = live_test::rawExchange(
      port(), "POST /api/results HTTP/1.1\r\nHost: h\r\nCookie: " + cookie +
                  "\r\nContent-Length: 1000000\r\n\r\n" + std::string(20000, '{'));
  EXPECT_EQ(huge.status, 413);
  const Answer chunked = live_test::rawExchange(
      port(),
      "POST /api/results HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
  EXPECT_EQ(chunked.status, 411);
  const Answer twoLengths = live_test::rawExchange(
      port(),
      "POST /api/results HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}");
  EXPECT_EQ(twoLengths.status, 400);
  EXPECT_EQ(chief->post("/api/results", "{\"section\": ").status, 400);
  EXPECT_EQ(chief->post("/api/results", "[1, 2]").status, 400);
  EXPECT_EQ(chief->post("/api/results", resultBody(1, "2-0", "*")).status, 400);
  EXPECT_EQ(
      chief
          ->post(
              "/api/results",
              R"({"section": "Open", "round": "1", "board": 1, "result": "1-0", "version": "*"})")
          .status,
      400);
  // A board the round does not have: the rules refuse it (422), saying why in
  // both languages of the station.
  const Answer noBoard = chief->post("/api/results", resultBody(9, "1-0", "*"));
  EXPECT_EQ(noBoard.status, 422);
  const auto reasons = noBoard.json()->getObject("error")->getObject("reasons");
  EXPECT_NE(reasons->getValue<std::string>("en").find("board 9"), std::string::npos);
  EXPECT_NE(reasons->getValue<std::string>("zh").find("第 9 台"), std::string::npos);
  EXPECT_EQ(storedNow(path), before);
}

TEST_F(Venue, WithoutASessionEveryApiCallIs401) {
  Station nobody(port());
  const auto before = storedNow(path);
  EXPECT_EQ(nobody.get("/api/boards").status, 401);
  EXPECT_EQ(nobody.postWithToken("/api/results", resultBody(1, "1-0", "*"), "x").status, 401);
  EXPECT_EQ(nobody.get("/api/me").errorCode(), "not-signed-in");
  EXPECT_EQ(storedNow(path), before);
}

// A name with markup travels as data: JSON with its own type (never
// sniffed as HTML) and pages that allow only their own script.
TEST_F(Venue, AScriptInANameIsDataAndThePagesRunOnlyTheirOwnScript) {
  {
    service::EventSession session(path);
    ASSERT_TRUE(session.apply(
        tournament::EditPlayer{"Open", 1, std::string("<script>alert(1)</script>")}, "t"));
  }
  const Answer boards = chief->get("/api/boards");
  EXPECT_EQ(boards.json()->getArray("boards")->getObject(0)->getValue<std::string>("white"),
            "<script>alert(1)</script>");
  EXPECT_NE(boards.head.find("Content-Type: application/json"), std::string::npos);
  EXPECT_NE(boards.head.find("X-Content-Type-Options: nosniff"), std::string::npos);
  const Answer page = chief->get("/station");
  EXPECT_NE(page.head.find("Content-Security-Policy: default-src 'self'; script-src 'self'"),
            std::string::npos);
  EXPECT_EQ(page.body.find("<script>"), std::string::npos);
}

TEST_F(Venue, TheSessionCookieIsHttpOnlyAndSameSiteStrict) {
  Station deputy(port());
  deputy.openLogin();
  const Answer answer =
      deputy.post("/api/login", R"({"name": "Wang", "password": "deputy password 1"})");
  ASSERT_EQ(answer.status, 200);
  EXPECT_NE(answer.head.find("Set-Cookie: arbiter_session="), std::string::npos);
  EXPECT_NE(answer.head.find("; Path=/; HttpOnly; SameSite=Strict"), std::string::npos);
}

// An open event stream hears of a result entered at a station.
TEST_F(Venue, AnOpenEventStreamIsToldOfAResultAtOnce) {
  Poco::Net::StreamSocket stream;
  stream.connect(Poco::Net::SocketAddress("127.0.0.1", port()), Poco::Timespan(2, 0));
  stream.setReceiveTimeout(Poco::Timespan(3, 0));
  const std::string ask = "GET /api/events HTTP/1.1\r\nHost: h\r\n\r\n";
  stream.sendBytes(ask.data(), static_cast<int>(ask.size()));
  std::string got;
  char chunk[1024];
  while (got.find("retry: 2000") == std::string::npos) {
    const int n = stream.receiveBytes(chunk, sizeof chunk);
    ASSERT_GT(n, 0);
    got.append(chunk, static_cast<std::size_t>(n));
  }
  EXPECT_NE(got.find("Content-Type: text/event-stream"), std::string::npos);
  const auto start = std::chrono::steady_clock::now();
  ASSERT_EQ(chief->post("/api/results", resultBody(1, "1-0", "*")).status, 200);
  while (got.find("data: {\"version\"") == std::string::npos) {
    const int n = stream.receiveBytes(chunk, sizeof chunk);
    ASSERT_GT(n, 0);
    got.append(chunk, static_cast<std::size_t>(n));
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, 2s);
}

TEST(VenueOff, WithoutVenueTheServerWritesNothingAndHasNoStations) {
  const std::string path = freshEventPath("venue_off");
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    seedEvent(repository);
  }
  live::LiveServer server(live::eventFileSource(path, ""), live::standingsBuilder(),
                          live_test::loopback(2));
  EXPECT_FALSE(server.setupCode());
  Station station(server.port());
  EXPECT_EQ(station.get("/login").status, 404);
  EXPECT_EQ(station.postWithToken("/api/results", resultBody(1, "1-0", "*"), "x").status, 405);
  EXPECT_EQ(station.get("/api/events").status, 404);
}
