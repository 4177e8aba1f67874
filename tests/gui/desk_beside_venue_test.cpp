// SPDX-License-Identifier: MIT
// The desk on the file a venue server owns (issue 35: "the desk on the same
// machine keeps working on the same file; the desk shows changes made
// through the server, and the server sees the desk's"): one file, both
// writers, no result overwritten unseen either way.
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/round_view.h"
#include "app/live/live_server.h"
#include "app/live/live_standings.h"
#include "persistence/event_repository.h"
#include "tests/live/loopback_options.h"
#include "tests/live/venue_client.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QTest>

namespace {

using live_test::Answer;
using live_test::Station;
using tournament::GameResult;

std::string boardVersion(Station& station, int board) {
  const auto boards = station.get("/api/boards").json()->getArray("boards");
  for (std::size_t i = 0; i < boards->size(); ++i)
    if (boards->getObject(i)->getValue<int>("board") == board)
      return boards->getObject(i)->getValue<std::string>("version");
  return "no such board";
}

}  // namespace

// seedEvent's round 1: board 1 Alpha-Charlie, board 2 Delta-Bravo. The desk
// types a draw on board 1: the chief's station lists it at once. The station
// enters 1-0 on board 2: the desk shows it after its refresh. A station
// still showing board 1 empty is refused with the desk's draw (409), and
// the file keeps the draw.
TEST(DeskBesideVenue, TheDeskAndTheStationsSeeEachOthersResultsAndOverwriteNothingUnseen) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const std::string path = seededEventFile("desk_beside_venue");
  live::LiveOptions options = live_test::loopback(2);
  options.venue = path;
  live::LiveServer server(live::eventFileSource(path, ""), live::standingsBuilder(), options);
  Station chief(server.port());
  ASSERT_EQ(chief
                .signIn(R"({"code": ")" + server.setupCode().value_or("") +
                            R"(", "name": "Li Ming", "password": "correct horse battery"})",
                        "/api/setup")
                .status,
            200);

  gui::EventDocument desk;
  ASSERT_EQ(desk.openEvent(QString::fromStdString(path)), std::nullopt);
  gui::EventView view(desk);
  view.setCurrentIndex(1);
  view.resize(800, 400);
  view.show();
  QCoreApplication::processEvents();
  gui::RoundView* round = view.roundView();
  ASSERT_EQ(round->model()->index(0, 0).data().toInt(), 1);
  round->setFocus();
  round->setCurrentIndex(round->model()->index(0, 0));
  QTest::keyClick(round, '=');
  QCoreApplication::processEvents();
  EXPECT_EQ(boardVersion(chief, 1), "1/2-1/2");

  const Answer entered =
      chief.post("/api/results",
                 R"({"section": "Open", "round": 1, "board": 2, "result": "1-0", "version": "*"})");
  ASSERT_EQ(entered.status, 200) << entered.body;
  desk.refresh();
  QCoreApplication::processEvents();
  EXPECT_EQ(desk.state().players[3].rounds[0].result, tournament::RoundResult::Win);  // Delta
  EXPECT_EQ(round->model()->index(1, 3).data().toString(), QStringLiteral("1-0"));

  const Answer stale =
      chief.post("/api/results",
                 R"({"section": "Open", "round": 1, "board": 1, "result": "0-1", "version": "*"})");
  EXPECT_EQ(stale.status, 409);
  EXPECT_EQ(stale.json()->getValue<std::string>("version"), "1/2-1/2");
  persistence::EventRepository reader(path);
  EXPECT_EQ(reader.event().section("Open")->round(1)->board(1)->result, GameResult::Draw);
}
