// SPDX-License-Identifier: MIT
// The kind of each arbiter action, its stored code and whether it can be undone.
#include "domain/tournament/action_kind.h"

#include <array>
#include <utility>

namespace tournament {

namespace {

// The kind of each alternative, one overload per type: a new alternative
// without one does not compile (kindsFollowAlternatives, actionKindOf).
constexpr ActionKind kindOf(const CreateEvent*) { return ActionKind::CreateEvent; }
constexpr ActionKind kindOf(const AddSection*) { return ActionKind::AddSection; }
constexpr ActionKind kindOf(const AddPlayers*) { return ActionKind::AddPlayers; }
constexpr ActionKind kindOf(const WithdrawPlayer*) { return ActionKind::WithdrawPlayer; }
constexpr ActionKind kindOf(const RequestBye*) { return ActionKind::RequestBye; }
constexpr ActionKind kindOf(const SetPairing*) { return ActionKind::SetPairing; }
constexpr ActionKind kindOf(const UnpairRound*) { return ActionKind::UnpairRound; }
constexpr ActionKind kindOf(const PublishRound*) { return ActionKind::PublishRound; }
constexpr ActionKind kindOf(const EnterResult*) { return ActionKind::EnterResult; }
constexpr ActionKind kindOf(const RecordLateArrival*) { return ActionKind::RecordLateArrival; }
constexpr ActionKind kindOf(const RecordPenalty*) { return ActionKind::RecordPenalty; }
constexpr ActionKind kindOf(const RecordIllegalMove*) { return ActionKind::RecordIllegalMove; }
constexpr ActionKind kindOf(const RecordDrawClaim*) { return ActionKind::RecordDrawClaim; }
constexpr ActionKind kindOf(const SealMove*) { return ActionKind::SealMove; }
constexpr ActionKind kindOf(const SetCustody*) { return ActionKind::SetCustody; }
constexpr ActionKind kindOf(const ResumeGame*) { return ActionKind::ResumeGame; }
constexpr ActionKind kindOf(const CorrectResumptionClocks*) {
  return ActionKind::CorrectResumptionClocks;
}
constexpr ActionKind kindOf(const StartRound*) { return ActionKind::StartRound; }
constexpr ActionKind kindOf(const LeaveFideMode*) { return ActionKind::LeaveFideMode; }
constexpr ActionKind kindOf(const EditPlayer*) { return ActionKind::EditPlayer; }
constexpr ActionKind kindOf(const RemovePlayer*) { return ActionKind::RemovePlayer; }
constexpr ActionKind kindOf(const EditSection*) { return ActionKind::EditSection; }
constexpr ActionKind kindOf(const EnterResults*) { return ActionKind::EnterResults; }
constexpr ActionKind kindOf(const UpdateRatings*) { return ActionKind::UpdateRatings; }
constexpr ActionKind kindOf(const CheckIn*) { return ActionKind::CheckIn; }
constexpr ActionKind kindOf(const RecordFlag*) { return ActionKind::RecordFlag; }
constexpr ActionKind kindOf(const RecordDefectiveClock*) {
  return ActionKind::RecordDefectiveClock;
}
constexpr ActionKind kindOf(const RecordIrregularPosition*) {
  return ActionKind::RecordIrregularPosition;
}
constexpr ActionKind kindOf(const ForbidPairing*) { return ActionKind::ForbidPairing; }
constexpr ActionKind kindOf(const DrawNumbersByLot*) { return ActionKind::DrawNumbersByLot; }

// Alternative i has kind i: with the count asserted in the header, every
// alternative has its own kind and every kind its alternative.
template <std::size_t... I>
constexpr bool kindsFollowAlternatives(std::index_sequence<I...>) {
  return ((kindOf(static_cast<const std::variant_alternative_t<I, Action>*>(nullptr)) ==
           static_cast<ActionKind>(I)) &&
          ...);
}
static_assert(kindsFollowAlternatives(std::make_index_sequence<std::variant_size_v<Action>>{}),
              "ActionKind lists the alternatives of tournament::Action in their order");

// The stored codes, by kind. Stored in event files: never change one.
constexpr std::array<std::string_view, ActionKindCount> Codes{
    "create-event",
    "add-section",
    "add-players",
    "withdraw-player",
    "request-bye",
    "set-pairing",
    "unpair-round",
    "publish-round",
    "enter-result",
    "record-late-arrival",
    "record-penalty",
    "record-illegal-move",
    "record-draw-claim",
    "seal-move",
    "set-custody",
    "resume-game",
    "correct-resumption-clocks",
    "start-round",
    "leave-fide-mode",
    "edit-player",
    "remove-player",
    "edit-section",
    "enter-results",
    "update-ratings",
    "check-in",
    "record-flag",
    "record-defective-clock",
    "record-irregular-position",
    "forbid-pairing",
    "draw-numbers-by-lot",
};

constexpr bool codesDistinct() {
  for (std::size_t i = 0; i < Codes.size(); ++i)
    for (std::size_t j = i + 1; j < Codes.size(); ++j)
      if (Codes[i].empty() || Codes[i] == Codes[j]) return false;
  return true;
}
static_assert(codesDistinct(), "each action kind needs its own non-empty code");

}  // namespace

ActionKind actionKindOf(const Action& action) {
  return std::visit([](const auto& a) { return kindOf(&a); }, action);
}

std::string_view actionKindCode(ActionKind kind) { return Codes[static_cast<std::size_t>(kind)]; }

std::optional<ActionKind> actionKindFromCode(std::string_view code) {
  for (std::size_t i = 0; i < Codes.size(); ++i)
    if (Codes[i] == code) return static_cast<ActionKind>(i);
  return std::nullopt;
}

Undoability undoability(ActionKind kind) {
  switch (kind) {
    case ActionKind::CreateEvent:
      // Undoing the creation would leave a file without an event; the
      // actions after it are undone one by one instead.
      return Undoability::NothingBefore;
    case ActionKind::LeaveFideMode:
      // rules-reference §5 (FIDE software endorsement, Sharly-Chess#2316):
      // leaving FIDE mode takes a double warning, after which FIDE mode
      // cannot be re-entered.
      return Undoability::Irreversible;
    default:
      // Every other action changes stored rows only; restoring its
      // before-image compensates it (ARCHITECTURE.md, the data's way 4).
      return Undoability::Undoable;
  }
}

}  // namespace tournament
