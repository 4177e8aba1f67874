// SPDX-License-Identifier: MIT
// A round robin's numbers drawn by lot (C.05): the draw, its storage as one
// audited, undoable action, and the domain's refusals.
#include "app/service/lot_draw.h"

#include "app/service/event_session.h"
#include "domain/tournament/action_kind.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <numeric>

namespace {

using namespace tournament;

std::string freshPath(const std::string& name) {
  const auto dir = std::filesystem::path(ARBITER_TEST_OUTPUT_DIR) / "service";
  std::filesystem::create_directories(dir);
  const auto file = dir / (name + ".arbiter");
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(file.string() + suffix);
  return file.string();
}

Player rated(const std::string& name, int rating) {
  Player p;
  p.name = name;
  p.ratings.standard = rating;
  return p;
}

// Section "RR", a round robin of six players rated 2500, 2400, ... 2000
// (numbers 1..6 by rating, C.04.2 art. 2), five rounds (one cycle).
std::string sixPlayerRoundRobin(const std::string& name, PairingSystem system) {
  const auto path = freshPath(name);
  SectionSettings settings;
  settings.name = "RR";
  settings.rounds = 5;
  settings.pairing = system;
  EXPECT_TRUE(service::createEvent(path, "Club", settings, "tester").has_value());
  service::EventSession session(path);
  std::vector<Player> players;
  for (int k = 0; k < 6; ++k)
    players.push_back(rated(std::string(1, static_cast<char>('A' + k)), 2500 - 100 * k));
  EXPECT_TRUE(session.apply(AddPlayers{"RR", players}, "tester").has_value());
  return path;
}

}  // namespace

// Every draw is a permutation of 1..n, and a seed gives its draw again.
TEST(LotDraw, EachDrawNamesEveryNumberOnceAndASeedRepeatsIt) {
  for (int players = 0; players <= 30; ++players)
    for (std::uint64_t seed : {0ULL, 1ULL, 2026ULL, 0xFFFFFFFFFFFFFFFFULL}) {
      auto order = service::drawnOrder(players, seed);
      EXPECT_EQ(order, service::drawnOrder(players, seed));
      std::vector<int> expected(static_cast<std::size_t>(players));
      std::iota(expected.begin(), expected.end(), 1);
      std::ranges::sort(order);
      EXPECT_EQ(order, expected) << players << " players, seed " << seed;
    }
  // Different seeds do not all draw the same order (10 players: 10! orders).
  EXPECT_NE(service::drawnOrder(10, 1), service::drawnOrder(10, 2));
}

// The player drawn k-th becomes number k; the audit row names the order and
// undo restores the numbers by rating.
TEST(LotDraw, TheDrawIsStoredAuditedAndUndoable) {
  const auto path = sixPlayerRoundRobin("lot_stored", PairingSystem::RoundRobin);
  service::EventSession session(path);
  const auto draw = service::numbersByLot(*session.event().section("RR"), 7);
  ASSERT_TRUE(session.apply(draw, "tester").has_value());
  const auto* section = session.event().section("RR");
  for (std::size_t k = 0; k < draw.order.size(); ++k) {
    // Before the draw number n was the n-th rated player, named 'A' + n - 1.
    const std::string drawn(1, static_cast<char>('A' + draw.order[k] - 1));
    EXPECT_EQ(section->playerByNumber(static_cast<int>(k) + 1)->name, drawn) << k;
  }
  const auto log = session.auditLog();
  EXPECT_EQ(log.back().kind, actionKindCode(ActionKind::DrawNumbersByLot));
  std::string order;
  for (const int n : draw.order) order += (order.empty() ? "" : ",") + std::to_string(n);
  // The renumbering table follows, by the old numbers: order[k] became k + 1.
  std::string moved;
  for (int old = 1; old <= 6; ++old) {
    const auto k = std::ranges::find(draw.order, old) - draw.order.begin();
    if (k + 1 != old)
      moved += (moved.empty() ? "" : ",") + std::to_string(old) + ">" + std::to_string(k + 1);
  }
  EXPECT_EQ(log.back().action, "section draw-lots section=\"RR\" order=" + order +
                                   (moved.empty() ? "" : " renumbered=" + moved));
  ASSERT_TRUE(session.undo("tester").has_value());
  for (int n = 1; n <= 6; ++n)
    EXPECT_EQ(session.event().section("RR")->playerByNumber(n)->name,
              std::string(1, static_cast<char>('A' + n - 1)));
}

// C.04.2 art. 2: a Swiss numbers by rating; C.05: the lot comes before
// round 1; an order that is no permutation of 1..6 is refused at the
// number that is wrong (or missing).
TEST(LotDraw, RefusedForASwissAfterRoundOneAndForAnOrderThatIsNoPermutation) {
  const auto swiss = sixPlayerRoundRobin("lot_swiss", PairingSystem::DutchSwiss);
  service::EventSession swissSession(swiss);
  const auto refused =
      swissSession.apply(service::numbersByLot(*swissSession.event().section("RR"), 1), "tester");
  ASSERT_FALSE(refused.has_value());
  EXPECT_EQ(refused.error().code, ActionErrorCode::LotNeedsRoundRobin);

  const auto robin = sixPlayerRoundRobin("lot_paired", PairingSystem::RoundRobin);
  service::EventSession session(robin);
  const Event& event = session.event();
  for (const auto& [order, wrong] : std::vector<std::pair<std::vector<int>, int>>{
           {{1, 2, 3, 4, 5, 5}, 5}, {{1, 2, 3, 4, 5, 7}, 7}, {{2, 3, 4, 5, 6}, 1}}) {
    const auto bad = applyAction(event, DrawNumbersByLot{"RR", order});
    ASSERT_FALSE(bad.has_value());
    EXPECT_EQ(bad.error().code, ActionErrorCode::BadPairingNumber);
    EXPECT_EQ(bad.error().detail, wrong);
  }
  // C.05 Annex 1, 6 players, round 1: 1-6, 2-5, 3-4.
  ASSERT_TRUE(
      session.apply(SetPairing{"RR", 1, {{1, 6}, {2, 5}, {3, 4}}, 0, ""}, "tester").has_value());
  const auto late =
      session.apply(service::numbersByLot(*session.event().section("RR"), 1), "tester");
  ASSERT_FALSE(late.has_value());
  EXPECT_EQ(late.error().code, ActionErrorCode::RoundAlreadyPaired);
  EXPECT_EQ(late.error().detail, 1);
}

namespace {

// The names of the section's players by number (element 0 is number 1).
std::vector<std::string> namesByNumber(const Section& section) {
  std::vector<std::string> names;
  for (int n = 1; n <= static_cast<int>(section.players.size()); ++n)
    names.push_back(section.playerByNumber(n)->name);
  return names;
}

bool hasNotice(const persistence::Applied& applied, NoticeCode code, int detail) {
  return std::ranges::any_of(applied.notices,
                             [&](const Notice& n) { return n.code == code && n.detail == detail; });
}

}  // namespace

// C.05: the numbers drawn by lot are stored as such and kept, read back
// from the file by a second connection. G (2600, who would be number 1 by
// rating, C.04.2 art. 2) registered after the lot takes number 7 with a
// warning; raising C's rating renumbers nobody; removing number 2 moves
// numbers 3..7 down by one. Undoing the draw numbers the list by rating
// again, and a registration after that ranks by rating again.
TEST(LotDraw, TheDrawnNumbersStayThroughRegistrationCorrectionAndRemoval) {
  const auto path = sixPlayerRoundRobin("lot_kept", PairingSystem::RoundRobin);
  std::vector<std::string> drawn;
  {
    service::EventSession session(path);
    ASSERT_TRUE(session.apply(service::numbersByLot(*session.event().section("RR"), 7), "tester"));
    drawn = namesByNumber(*session.event().section("RR"));
    // Seed 7 does not draw the order by rating (else nothing would be shown).
    ASSERT_NE(drawn, (std::vector<std::string>{"A", "B", "C", "D", "E", "F"}));
    const auto added = session.apply(AddPlayers{"RR", {rated("G", 2600)}}, "tester");
    ASSERT_TRUE(added.has_value());
    EXPECT_TRUE(hasNotice(*added, NoticeCode::NumberAfterLot, 7));
    EXPECT_FALSE(hasNotice(*added, NoticeCode::PairingNumbersChanged, 0));
  }
  auto expected = drawn;
  expected.push_back("G");
  {
    service::EventSession reader(path);
    const Section& section = *reader.event().section("RR");
    EXPECT_TRUE(section.numbersByLot);
    EXPECT_EQ(namesByNumber(section), expected);
  }
  service::EventSession session(path);
  const int numberOfC = static_cast<int>(std::ranges::find(expected, "C") - expected.begin()) + 1;
  EditPlayer edit{"RR", numberOfC};
  edit.standard = 2700;
  const auto edited = session.apply(edit, "tester");
  ASSERT_TRUE(edited.has_value());
  EXPECT_TRUE(edited->notices.empty());
  EXPECT_EQ(namesByNumber(*session.event().section("RR")), expected);

  const auto removed = session.apply(RemovePlayer{"RR", 2}, "tester");
  ASSERT_TRUE(removed.has_value());
  EXPECT_TRUE(hasNotice(*removed, NoticeCode::NumbersClosedUp, 2));
  auto closed = expected;
  closed.erase(closed.begin() + 1);
  {
    service::EventSession reader(path);
    EXPECT_EQ(namesByNumber(*reader.event().section("RR")), closed);
    EXPECT_TRUE(reader.event().section("RR")->numbersByLot);
  }

  // Undo the removal, the correction, the registration and the draw.
  for (int k = 0; k < 4; ++k) ASSERT_TRUE(session.undo("tester").has_value()) << k;
  {
    service::EventSession reader(path);
    const Section& section = *reader.event().section("RR");
    EXPECT_FALSE(section.numbersByLot);
    EXPECT_EQ(namesByNumber(section), (std::vector<std::string>{"A", "B", "C", "D", "E", "F"}));
  }
  const auto again = session.apply(AddPlayers{"RR", {rated("G", 2600)}}, "tester");
  ASSERT_TRUE(again.has_value());
  EXPECT_TRUE(hasNotice(*again, NoticeCode::PairingNumbersChanged, 0));
  EXPECT_EQ(session.event().section("RR")->playerByNumber(1)->name, "G");
}

// C.04.2 art. 2: a round robin made a Swiss before round 1 numbers by the
// initial ranking again; the lot no longer holds.
TEST(LotDraw, ASectionMadeASwissNumbersByRatingAgain) {
  const auto path = sixPlayerRoundRobin("lot_to_swiss", PairingSystem::RoundRobin);
  service::EventSession session(path);
  ASSERT_TRUE(session.apply(service::numbersByLot(*session.event().section("RR"), 7), "tester"));
  auto settings = session.event().section("RR")->settings;
  settings.pairing = PairingSystem::DutchSwiss;
  const auto edited = session.apply(EditSection{"RR", settings}, "tester");
  ASSERT_TRUE(edited.has_value());
  EXPECT_TRUE(hasNotice(*edited, NoticeCode::PairingNumbersChanged, 0));
  service::EventSession reader(path);
  EXPECT_FALSE(reader.event().section("RR")->numbersByLot);
  EXPECT_EQ(namesByNumber(*reader.event().section("RR")),
            (std::vector<std::string>{"A", "B", "C", "D", "E", "F"}));
}
