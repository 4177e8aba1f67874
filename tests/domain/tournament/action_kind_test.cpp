// SPDX-License-Identifier: MIT
// The kind of an arbiter action: its stored code and whether it can be
// undone (issue 11 item 6: a property of the kind, not of the audit text).
#include "domain/tournament/action_kind.h"

#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <vector>

using namespace tournament;

namespace {

std::vector<ActionKind> everyKind() {
  std::vector<ActionKind> kinds;
  for (std::size_t i = 0; i < ActionKindCount; ++i) kinds.push_back(static_cast<ActionKind>(i));
  return kinds;
}

}  // namespace

TEST(ActionKind, EveryKindHasItsOwnCodeThatReadsBack) {
  std::set<std::string_view> codes;
  for (const ActionKind kind : everyKind()) {
    const std::string_view code = actionKindCode(kind);
    EXPECT_FALSE(code.empty()) << static_cast<int>(kind);
    EXPECT_TRUE(codes.insert(code).second) << "code used twice: " << code;
    EXPECT_EQ(actionKindFromCode(code), kind) << code;
  }
  EXPECT_EQ(codes.size(), 30u);  // the 30 alternatives of tournament::Action
}

// The codes are stored in event files: these two are read by undo, so they
// are written out here; changing one would strand files already written.
TEST(ActionKind, StoredCodesOfTheKindsUndoTreatsApartAreFixed) {
  EXPECT_EQ(actionKindCode(ActionKind::CreateEvent), "create-event");
  EXPECT_EQ(actionKindCode(ActionKind::LeaveFideMode), "leave-fide-mode");
}

TEST(ActionKind, OtherTextIsNoCode) {
  for (const std::string_view text :
       {"", "undo", "Create-Event", "event create", "leave-fide-mode ", "create_event"})
    EXPECT_EQ(actionKindFromCode(text), std::nullopt) << text;
}

TEST(ActionKind, AnActionHasTheKindOfItsType) {
  EXPECT_EQ(actionKindOf(CreateEvent{"Spring Open"}), ActionKind::CreateEvent);
  EXPECT_EQ(actionKindOf(LeaveFideMode{"Open", true}), ActionKind::LeaveFideMode);
  EXPECT_EQ(actionKindOf(EnterResult{"Open", 1, 2, GameResult::Draw}), ActionKind::EnterResult);
  EXPECT_EQ(actionKindOf(StartRound{"Open", 1, "2026-05-01 14:00"}), ActionKind::StartRound);
  EXPECT_EQ(actionKindOf(RemovePlayer{"Open", 4}), ActionKind::RemovePlayer);
}

// Which actions a compensating action may take back:
// - the event's creation has nothing before it (undo stops there);
// - leaving FIDE mode is final: rules-reference §5 (FIDE software
//   endorsement): after a double warning, FIDE mode cannot be re-entered;
// - every other action only changes stored rows, and restoring its
//   before-image compensates it (ARCHITECTURE.md, the data's way 4:
//   "undoable by a compensating action").
TEST(ActionKind, OnlyCreationAndLeavingFideModeCannotBeUndone) {
  const std::vector<std::pair<ActionKind, Undoability>> expected{
      {ActionKind::CreateEvent, Undoability::NothingBefore},
      {ActionKind::AddSection, Undoability::Undoable},
      {ActionKind::AddPlayers, Undoability::Undoable},
      {ActionKind::WithdrawPlayer, Undoability::Undoable},
      {ActionKind::RequestBye, Undoability::Undoable},
      {ActionKind::SetPairing, Undoability::Undoable},
      {ActionKind::UnpairRound, Undoability::Undoable},
      {ActionKind::PublishRound, Undoability::Undoable},
      {ActionKind::EnterResult, Undoability::Undoable},
      {ActionKind::RecordLateArrival, Undoability::Undoable},
      {ActionKind::RecordPenalty, Undoability::Undoable},
      {ActionKind::RecordIllegalMove, Undoability::Undoable},
      {ActionKind::RecordDrawClaim, Undoability::Undoable},
      {ActionKind::SealMove, Undoability::Undoable},
      {ActionKind::SetCustody, Undoability::Undoable},
      {ActionKind::ResumeGame, Undoability::Undoable},
      {ActionKind::CorrectResumptionClocks, Undoability::Undoable},
      {ActionKind::StartRound, Undoability::Undoable},
      {ActionKind::LeaveFideMode, Undoability::Irreversible},
      {ActionKind::EditPlayer, Undoability::Undoable},
      {ActionKind::RemovePlayer, Undoability::Undoable},
      {ActionKind::EditSection, Undoability::Undoable},
      {ActionKind::EnterResults, Undoability::Undoable},
      {ActionKind::UpdateRatings, Undoability::Undoable},
      {ActionKind::CheckIn, Undoability::Undoable},
      {ActionKind::RecordFlag, Undoability::Undoable},
      {ActionKind::RecordDefectiveClock, Undoability::Undoable},
      {ActionKind::RecordIrregularPosition, Undoability::Undoable},
      {ActionKind::ForbidPairing, Undoability::Undoable},
      {ActionKind::DrawNumbersByLot, Undoability::Undoable},
  };
  ASSERT_EQ(expected.size(), ActionKindCount);
  for (const auto& [kind, undoable] : expected)
    EXPECT_EQ(undoability(kind), undoable) << actionKindCode(kind);
}
