// SPDX-License-Identifier: MIT
// A player's result proposal at the venue: he proposes, his opponent
// confirms by proposing the same, an arbiter finalises by entering it.
#include "app/service/result_proposal.h"
#include "app/service/venue_result.h"

#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>

namespace {

using service::ProposalState;
using service::ProposedResult;
using service::VenueAccount;
using service::VenueErrorCode;
using service::VenueRole;
using tournament::GameResult;

VenueAccount playerAccount(int id) { return VenueAccount{10 + id, "p", VenueRole::Player, {}, id}; }

ProposedResult onBoard(int board, GameResult result) { return {"Open", 1, board, result}; }

}  // namespace

TEST(ResultProposal, TheOpponentConfirmsAndTheArbiterSeesItOnTheBoardUntilHeEntersIt) {
  const std::string path = seededEventFile("proposal_confirm");
  service::EventSession session(path);
  persistence::ResultProposalStore store(path);
  const auto auditBefore = session.auditLog().size();
  // Alpha (White, board 1) proposes 1-0; Charlie (Black) says the same.
  EXPECT_EQ(service::proposeResult(store, session.event(), playerAccount(1),
                                   onBoard(1, GameResult::WhiteWins), "2026-05-01T16:00:00Z"),
            ProposalState::Proposed);
  const VenueAccount chief{1, "Li", VenueRole::Chief, {}, 0};
  auto boards = service::stationBoards(session.event(), chief, store.proposals());
  ASSERT_TRUE(boards.at(0).proposal);
  EXPECT_EQ(*boards.at(0).proposal,
            (service::BoardProposal{GameResult::WhiteWins, "Alpha", false}));
  EXPECT_FALSE(boards.at(1).proposal);
  EXPECT_EQ(service::proposeResult(store, session.event(), playerAccount(3),
                                   onBoard(1, GameResult::WhiteWins), "2026-05-01T16:01:00Z"),
            ProposalState::Confirmed);
  EXPECT_EQ(store.proposal("Open", 1, 1)->confirmedBy, 3);
  boards = service::stationBoards(session.event(), chief, store.proposals());
  EXPECT_TRUE(boards.at(0).proposal->confirmed);
  // A proposal is no change to the event: the board is still pending, no audit row.
  EXPECT_EQ(session.event().section("Open")->round(1)->board(1)->result, GameResult::Pending);
  EXPECT_EQ(session.auditLog().size(), auditBefore);
  // The chief finalises it: the board has its result, the proposal is no longer shown,
  // and a player can propose nothing more for it.
  ASSERT_TRUE(service::enterStationResult(
      session, chief, "127.0.0.1",
      {"Open", 1, 1, {GameResult::WhiteWins, false}, {GameResult::Pending, false}}));
  boards = service::stationBoards(session.event(), chief, store.proposals());
  EXPECT_FALSE(boards.at(0).proposal);
  EXPECT_EQ(service::proposeResult(store, session.event(), playerAccount(1),
                                   onBoard(1, GameResult::Draw), "2026-05-01T16:05:00Z")
                .error()
                .code,
            VenueErrorCode::ResultStored);
}

TEST(ResultProposal, ADifferentWordReplacesTheOpponentsProposalUnconfirmed) {
  const std::string path = seededEventFile("proposal_disagree");
  service::EventSession session(path);
  persistence::ResultProposalStore store(path);
  // Board 2: Delta (id 4) White, Bravo (id 2) Black.
  ASSERT_TRUE(service::proposeResult(store, session.event(), playerAccount(4),
                                     onBoard(2, GameResult::WhiteWins), "t1"));
  EXPECT_EQ(service::proposeResult(store, session.event(), playerAccount(2),
                                   onBoard(2, GameResult::Draw), "t2"),
            ProposalState::Proposed);
  const auto stored = store.proposal("Open", 1, 2);
  EXPECT_EQ(stored, (persistence::ProposalRow{"Open", 1, 2, "1/2-1/2", 2, "t2", 0, ""}));
  // Saying it again himself confirms nothing.
  EXPECT_EQ(service::proposeResult(store, session.event(), playerAccount(2),
                                   onBoard(2, GameResult::Draw), "t3"),
            ProposalState::Proposed);
  EXPECT_EQ(store.proposal("Open", 1, 2)->confirmedBy, 0);
}

TEST(ResultProposal, OnlyAPlayerOfTheGameProposesAndOnlyAPlayedResult) {
  const std::string path = seededEventFile("proposal_refused");
  service::EventSession session(path);
  persistence::ResultProposalStore store(path);
  const auto refusal = [&](const VenueAccount& who, const ProposedResult& proposal) {
    const auto answer = service::proposeResult(store, session.event(), who, proposal, "t");
    return answer ? std::optional<VenueErrorCode>() : answer.error().code;
  };
  // Alpha plays board 1, not board 2; a deputy or the chief enter results, they do not propose.
  EXPECT_EQ(refusal(playerAccount(1), onBoard(2, GameResult::WhiteWins)),
            VenueErrorCode::Forbidden);
  EXPECT_EQ(refusal({1, "Li", VenueRole::Chief, {}, 0}, onBoard(1, GameResult::WhiteWins)),
            VenueErrorCode::Forbidden);
  EXPECT_EQ(refusal(playerAccount(1), {"Open", 2, 1, GameResult::WhiteWins}),
            VenueErrorCode::Forbidden);
  EXPECT_EQ(refusal(playerAccount(1), {"Rapid", 1, 1, GameResult::WhiteWins}),
            VenueErrorCode::Forbidden);
  // Forfeits, double results and "pending" are the arbiter's.
  for (const GameResult result : {GameResult::WhiteForfeitWin, GameResult::DoubleForfeit,
                                  GameResult::DoubleLoss, GameResult::Pending})
    EXPECT_EQ(refusal(playerAccount(1), onBoard(1, result)), VenueErrorCode::BadRequest);
  EXPECT_TRUE(store.proposals().empty());
}
