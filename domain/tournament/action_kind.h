// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>

namespace tournament {

// What an arbiter action is: one value per alternative of Action (named
// after it). The audit log stores it (actionKindCode) so that what may be
// done with a past action, such as undoing it, is decided by its kind and
// never by the wording of its description.
enum class ActionKind : std::uint8_t {
  CreateEvent,
  AddSection,
  AddPlayers,
  WithdrawPlayer,
  RequestBye,
  SetPairing,
  UnpairRound,
  PublishRound,
  EnterResult,
  RecordLateArrival,
  RecordPenalty,
  RecordIllegalMove,
  RecordDrawClaim,
  SealMove,
  SetCustody,
  ResumeGame,
  CorrectResumptionClocks,
  StartRound,
  LeaveFideMode,
  EditPlayer,
  RemovePlayer,
  EditSection,
  EnterResults,
  UpdateRatings,
  CheckIn,
  RecordFlag,
  RecordDefectiveClock,
  RecordIrregularPosition,
  ForbidPairing,
  DrawNumbersByLot,  // keep last: ActionKindCount counts up to it
};

inline constexpr std::size_t ActionKindCount =
    static_cast<std::size_t>(ActionKind::DrawNumbersByLot) + 1;
// A new alternative of Action needs its kind (and action_kind.cpp its code
// and undoability) before anything compiles.
static_assert(ActionKindCount == std::variant_size_v<Action>,
              "every alternative of tournament::Action needs an ActionKind");

// The kind of `action`.
ActionKind actionKindOf(const Action& action);

// The kind's code in the audit log ("create-event", "leave-fide-mode", ...):
// lowercase, stable across releases (stored files hold it; never rename one).
std::string_view actionKindCode(ActionKind kind);
// The kind a stored code names, or nullopt for any other text.
std::optional<ActionKind> actionKindFromCode(std::string_view code);

// Whether an action of a kind can be undone by a compensating action
// (ARCHITECTURE.md, the data's way through, 4).
enum class Undoability : std::uint8_t {
  Undoable,       // its before-image can be restored
  NothingBefore,  // the event's creation: before it there is no event to return to
  Irreversible,   // leaving FIDE mode: rules-reference §5, it cannot be re-entered once left
};

Undoability undoability(ActionKind kind);

}  // namespace tournament
