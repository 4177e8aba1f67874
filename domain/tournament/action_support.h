// SPDX-License-Identifier: MIT
#pragma once

// Internal to applyAction(): the per-action functions, split by concept
// (registration, rounds, incidents, envelopes), and their shared lookups.

#include "domain/tournament/action.h"
#include "domain/tournament/player_validation.h"

namespace tournament::actions {

using Result = std::expected<ActionOutcome, ActionError>;

// C.04.2 art. 2: numbers follow the initial ranking; they may be revised
// until round 4 is paired, after which a late entry takes the next number.
constexpr int LastRoundAllowingRenumbering = 3;

inline std::unexpected<ActionError> refuse(ActionErrorCode code, int detail = 0) {
  return std::unexpected(ActionError{code, detail});
}

// A refused registration field (player_validation.h) as the action's error;
// `row` is the player's place in the list (0 for one player).
std::unexpected<ActionError> refuseField(const PlayerFieldError& error, int row);

// The section named `name` in the outcome's event, or NoSuchSection.
std::expected<Section*, ActionError> sectionOf(ActionOutcome& outcome, const std::string& name);
// The board, or NoSuchRound / NoSuchBoard.
std::expected<Board*, ActionError> boardOf(Section& section, int round, int board);
// The board of a game still in progress (Pending or Adjourned), else GameFinished.
std::expected<Board*, ActionError> gameInProgress(Section& section, int round, int board);
// The id of the player of `color` on `board`.
int playerOn(const Board& board, Color color);
// Sets a board's result, as a rated game; an unopened envelope of an adjourned game is
// settled (Guidelines I.6).
void setResult(Section& section, int round, Board& board, GameResult result,
               ActionOutcome& outcome);
// An action on one board: the outcome under construction (a copy of the
// event) with the section and the board found in it.
struct BoardEdit {
  ActionOutcome outcome;
  Section* section = nullptr;
  Board* board = nullptr;
  int round = 0;

  // A new incident of `kind` on this board, by the player of `color`
  // (nullopt: both players, id 0).
  Incident incident(IncidentKind kind, std::optional<Color> color) const;
  // Sets the board's result (see setResult below).
  void setResult(GameResult result);
  // Appends the incident (next id) and returns the outcome.
  Result record(Incident incident);
};

enum class BoardNeed { Any, GameInProgress };
// The board of `round`/`board` in section `name`, or the refusal
// (NoSuchSection, NoSuchRound, NoSuchBoard; GameFinished when a game in
// progress is needed).
std::expected<BoardEdit, ActionError> editBoard(const Event& event, const std::string& name,
                                                int round, int board, BoardNeed need);

// Appends an incident with the next id; returns it.
Incident& addIncident(ActionOutcome& outcome, Section& section, Incident incident);
// Laws 7.5.5 with A.3 / B.3: the illegal-move time penalty, 1 minute in
// rapid and blitz under the 2023 Laws, 2 minutes in standard play (FIDE
// profile only: the classic text has none, old 8.1).
int timePenaltySeconds(const SectionSettings& settings);

// The players and rounds of an imported section (AddSection with content)
// checked and given event ids from `firstId` on: pairing numbers 1..N once
// each, valid names, rounds 1..k within the schedule, every board and bye
// naming a player of the section at most once per round.
struct SectionContent {
  std::vector<Player> players;
  std::vector<Round> rounds;
};
std::expected<SectionContent, ActionError> importedContent(const AddSection& action, int firstId);

Result applyCreateEvent(const Event& event, const CreateEvent& action);
Result applyAddSection(const Event& event, const AddSection& action);
Result applyAddPlayers(const Event& event, const AddPlayers& action);
Result applyWithdraw(const Event& event, const WithdrawPlayer& action);
Result applyRequestBye(const Event& event, const RequestBye& action);
Result applySetPairing(const Event& event, const SetPairing& action);
Result applyUnpair(const Event& event, const UnpairRound& action);
Result applyResults(const Event& event, const EnterResults& action);
Result applyUpdateRatings(const Event& event, const UpdateRatings& action);
Result applyCheckIn(const Event& event, const CheckIn& action);
Result applyPublish(const Event& event, const PublishRound& action);
Result applyResult(const Event& event, const EnterResult& action);
// `outcome` unless it alters a round later rounds were paired on and
// `force` is not given (LaterRoundsPairedOn; later_pairings.h).
Result unlessPairedOn(const Event& event, ActionOutcome outcome, bool force);
Result applyLateArrival(const Event& event, const RecordLateArrival& action);
Result applyPenalty(const Event& event, const RecordPenalty& action);
Result applyIllegalMove(const Event& event, const RecordIllegalMove& action);
Result applyDrawClaim(const Event& event, const RecordDrawClaim& action);
Result applyFlag(const Event& event, const RecordFlag& action);
Result applyDefectiveClock(const Event& event, const RecordDefectiveClock& action);
Result applyIrregularPosition(const Event& event, const RecordIrregularPosition& action);
Result applySeal(const Event& event, const SealMove& action);
Result applyCustody(const Event& event, const SetCustody& action);
Result applyResume(const Event& event, const ResumeGame& action);
Result applyClockCorrection(const Event& event, const CorrectResumptionClocks& action);
Result applyStartRound(const Event& event, const StartRound& action);
Result applyLeaveFideMode(const Event& event, const LeaveFideMode& action);
Result applyForbidPairing(const Event& event, const ForbidPairing& action);
Result applyDrawNumbersByLot(const Event& event, const DrawNumbersByLot& action);
Result applyEditPlayer(const Event& event, const EditPlayer& action);
Result applyRemovePlayer(const Event& event, const RemovePlayer& action);
Result applyEditSection(const Event& event, const EditSection& action);

}  // namespace tournament::actions
