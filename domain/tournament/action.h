// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/batch_results.h"
#include "domain/tournament/section.h"

#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tournament {

// The arbiter's actions: typed commands, validated by applyAction() against
// the event and stored by the repository with who/when/before/after.
// Players are named by pairing number, boards by round and board number.

struct CreateEvent {
  std::string name;
};
// A new section. `players` and `rounds` are empty for `section add`; a TRF
// import fills them to create the whole section in one action: players keep
// the pairing numbers given (no renumbering), and the rounds' boards and
// byes name players by those pairing numbers (ids are assigned here).
struct AddSection {
  SectionSettings settings;
  std::vector<Player> players = {};
  std::vector<Round> rounds = {};
  // Pairs that must not meet, by the imported players' pairing numbers.
  std::vector<ForbiddenPair> forbiddenPairs = {};
  // C.05: the imported players' numbers were drawn by lot (a round robin's;
  // Section::numbersByLot), so later entries and removals keep them.
  bool numbersByLot = false;
};
// Registers players (one, or an imported list); ids and pairing numbers are
// assigned (C.04.2 art. 2). After round 1 they are late entries.
// Every player is validated (player_validation.h); a FIDE id registered
// already is refused. With `skipRegistered` (an import) a row that matches
// a registered player (same FIDE id, else same name and birth date) is
// skipped with a notice, so importing a list twice does not double it.
// Numbers: before round 1 is paired the list is numbered by the initial
// ranking (C.04.2 art. 2). Once round 1 is paired, a late entry takes the
// next free number and every other number stays, so the printed sheets
// stay true; with `rerank` the organiser asks for the list to be ranked
// again (C.04.2 art. 2 allows it until round 4 is paired), and each number
// that moves is noticed (PairingNumberMoved).
struct AddPlayers {
  std::string section;
  std::vector<Player> players;
  bool skipRegistered = false;
  bool rerank = false;
};
struct WithdrawPlayer {
  std::string section;
  int pairingNumber = 0;
  int fromRound = 0;
};
// A requested bye for a future round (half-point, zero-point or full-point);
// `cancel` withdraws the request.
// A late entry's bye for a round already paired that he missed (before his
// entry round) is a bye of that round: C.04.2 2.4 gives him zero there
// "unless the rules say otherwise", so it is refused
// (MissedRoundByeNeedsRules) unless `rulesAllow` states that the event's
// regulations do. Once a round he played was paired on it, `force` too
// (LaterRoundsPairedOn).
struct RequestBye {
  std::string section;
  int pairingNumber = 0;
  int round = 0;
  ByeKind kind = ByeKind::ZeroPoint;
  bool cancel = false;
  bool rulesAllow = false;
  bool force = false;
};
// A round's pairing as (white, black) pairing numbers, plus the
// pairing-allocated bye (0 = none).
struct SetPairing {
  std::string section;
  int round = 0;
  std::vector<std::pair<int, int>> boards;
  int pairingBye = 0;
  std::string start;
  // `pairingBye` gets the kind of bye the section's system gives
  // (pairing_bye.h: C.04.1 art. 3, C.05 Annex 1), however the round was made.
  // Replaces the pairing of round `round`, which must be the last paired
  // round and have no results yet (a hand edit), instead of adding it.
  bool replace = false;
  // For the audit row: the engine that made the pairing ("dutch",
  // "berger"; empty = entered by hand) and the checker's findings the
  // arbiter overrode (short codes, e.g. "C1:3-5 C3:7").
  std::string pairedBy = {};
  std::string forcedFindings = {};
  // Round 1 only: the initial colour drawn for it (C.04.3 5.2.5), stored in
  // the section's settings with the round.
  std::optional<Color> initialColour = {};
};
struct UnpairRound {
  std::string section;
  int round = 0;
  bool force = false;
};
struct PublishRound {
  std::string section;
  int round = 0;
};
// Result entry or correction; also ends an adjourned game before
// resumption (Guidelines I.6).
// `unrated`: a game of less than one move (TRF W D L, not rated: B.02 5.1).
struct EnterResult {
  std::string section;
  int round = 0;
  int board = 0;
  GameResult result = GameResult::Pending;
  bool unrated = false;
  // Replacing a final result by another is a correction the arbiter states
  // (`result --correct`; the desk asks first); without it, refused.
  bool correction = false;
  // A correction in a round later rounds were paired on
  // (later_pairings.h, C.04.2 4.3) is refused (LaterRoundsPairedOn) unless
  // the arbiter confirms it (`--force`; the desk asks).
  bool force = false;
};

// A round's results entered at once (a results sheet, a file): checked
// completely and applied as one action, so that either every board gets
// its result or nothing changes. One rule whatever the form: a board whose
// game has a result (or is adjourned) may be left out and keeps it; a
// board still without any must be given (`*` for a game still in play),
// or the batch is refused naming it (BoardWithoutResult): a sheet that
// misses a game is a slip, not a partial round. A stored result given
// again unchanged is fine; a different one is a correction.
struct EnterResults {
  std::string section;
  int round = 0;
  std::vector<BoardResult> results;
  bool correction = false;  // as EnterResult::correction, for every board
  bool force = false;       // as EnterResult::force
};

// Check-in before a round is paired: the players present for `round` (the
// next round) by pairing number. Every other player who could be paired in
// it is absent: a zero-point bye (C.04.2 3.3: a known absence scores
// zero). With `withdrawAfterAbsences` N > 0, a player with N absences
// (zero-point byes) is withdrawn from the following rounds; unset: the
// section's rule (SectionSettings::withdrawAfterAbsences), 0: never.
// With `absent` the check-in names the absent instead and `present` is not
// read: every other player who could be paired is present. Either list
// must name registered players only (NoSuchPlayer).
struct CheckIn {
  std::string section;
  int round = 0;
  std::vector<int> present;
  std::optional<int> withdrawAfterAbsences = std::nullopt;
  std::optional<std::vector<int>> absent = std::nullopt;
};

// Laws 6.6: the round's actual start, when the arbiter starts the clocks
// ("YYYY-MM-DD HH:MM[:SS]" on the arbiter's watch); lateness is counted
// from it.
struct StartRound {
  std::string section;
  int round = 0;
  std::string at;
};

// Leaving FIDE mode (rules-reference §5, C.02.03 §7: on by default; leaving
// takes a double confirmation, is recorded, and FIDE mode cannot be
// re-entered: no action turns it on again and the leave is not undoable).
struct LeaveFideMode {
  std::string section;
  bool confirmed = false;
};

// Edits after entry (issue 4). A player's registration data corrected:
// only the fields given change. Before round 1 is paired the initial
// ranking is revised (C.04.2 art. 2); after that pairing numbers stay.
struct EditPlayer {
  std::string section;
  int pairingNumber = 0;
  std::optional<std::string> name = {}, fideId = {}, nationalId = {}, title = {}, federation = {},
                             birthDate = {}, club = {};
  std::optional<Sex> sex = {};
  std::optional<int> standard = {}, rapid = {}, blitz = {}, national = {};
  // The club's own numbers (player.h ClubRatings).
  std::optional<int> clubElo = {}, clubEloGames = {}, classPoints = {};
};
// A newer rating list applied to the registered players (ratings, titles,
// federations): one edit per player, named by the pairing numbers before
// the update, all or none. C.04.2 art. 2 ranks the players by the ratings
// before round 1 and the pairings use them: once round 1 is paired the
// update is refused unless `force`. `list` names the list for the audit row.
struct UpdateRatings {
  std::string section;
  std::vector<EditPlayer> edits;
  bool force = false;
  std::string list = {};
};
// Removing a registration made in error: only a player who was never
// paired (no board, no bye in a paired round); otherwise withdraw.
struct RemovePlayer {
  std::string section;
  int pairingNumber = 0;
};
// A section's settings changed after creation: `settings` is the whole new
// set (its name may rename the section). What recorded history depends on
// is fixed once a round is paired (pairing system) or a result exists
// (rules profile, rate, time control, default time, scoring); the rounds
// cannot drop below those paired; FIDE mode cannot be turned on again.
struct EditSection {
  std::string section;
  SectionSettings settings;
};
// Two players (pairing numbers) who must not meet in rounds `firstRound`
// to `lastRound` (0 = to the last), as the tournament rules announce
// (family, the same club); `cancel` allows the pair again. A Swiss only: a
// round robin's tables cannot avoid a pairing (C.05 Annex 1). Forbidding a
// pair again replaces its rounds.
struct ForbidPairing {
  std::string section;
  int first = 0;
  int second = 0;
  int firstRound = 1;
  int lastRound = 0;
  bool cancel = false;
};

// C.05 (rules-reference §2, Berger tables): a round robin's numbers are
// drawn by lot before round 1. `order` is the draw: the player with
// pairing number order[k] gets number k + 1 (his Berger number); it must
// name every player of the section once. Refused for a Swiss (C.04.2 art.
// 2: its numbers follow the initial ranking) and once round 1 is paired.
// The section then keeps the drawn numbers (Section::numbersByLot) until
// the action is undone; a lot may be drawn again.
struct DrawNumbersByLot {
  std::string section;
  std::vector<int> order;
};

enum class LateSide : std::uint8_t { White, Black, Both };
struct RecordLateArrival {
  std::string section;
  int round = 0;
  int board = 0;
  LateSide side = LateSide::White;
  int secondsLate = 0;        // arrival time minus the round's start
  bool applyForfeit = false;  // the arbiter confirms the proposed forfeit
  // The arrival on the arbiter's watch ("YYYY-MM-DD HH:MM[:SS]" or
  // "HH:MM[:SS]" on the start's date): when given, the lateness is computed
  // from the round's recorded start and `secondsLate` is ignored.
  std::string arrivedAt;
};
struct RecordPenalty {
  std::string section;
  int round = 0;
  int board = 0;
  Color offender = Color::White;
  std::string article;
  PenaltyOption option = PenaltyOption::Warning;
  int seconds = 0;                   // 12.9.2 / 12.9.3
  std::optional<GameResult> result;  // 12.9.6: the arbiter's result (default: offender loses)
  int rounds = 0;                    // 12.9.8: excluded from the next `rounds` rounds
  std::optional<HalfPoints> score;   // 12.9.5: the offender's reduced score in the game
  std::string note;                  // 12.9.7 the fine, or anything else
};
struct RecordIllegalMove {
  std::string section;
  int round = 0;
  int board = 0;
  Color offender = Color::White;
  // Laws 6.9 helpmate test on the position: can the opponent still mate?
  // nullopt when no position is known: a second illegal move then leaves
  // the decision to the arbiter.
  std::optional<bool> opponentCanMate;
  // Classic 8.1: the position before the illegal move cannot be restored
  // (the game is annulled and replayed).
  bool cannotRestore = false;
};
// A flag fell (FIDE 6.9; classic 10.14, 12.2). The player whose flag fell
// loses unless his opponent cannot win (FIDE 6.9: cannot mate by any
// series of legal moves; classic 10.5 / 10.14: a bare king). Both flags
// down, the first unknown: classic 12.8, the game goes on; FIDE Guidelines
// III.3.1, the game goes on, or is drawn in the last period. A game already
// ended by resignation or agreement is not changed (classic 12.7; FIDE 6.9,
// 5.1.2, 5.2.3): refused as finished.
struct RecordFlag {
  std::string section;
  int round = 0;
  int board = 0;
  Color flagged = Color::White;  // whose flag fell (unused when both fell)
  bool bothFlags = false;
  // Can the flagged player's opponent still win? nullopt: not known (no
  // position): the arbiter must decide.
  std::optional<bool> opponentCanWin = {};
  bool lastPeriod = false;  // both flags: the fall came in the last period (FIDE III.3.1)
};
// A defective clock replaced; the arbiter sets each player's used time on
// the new clock (FIDE 6.10.1; classic 12.4). `moveNumber` is the move about
// to be made; `shown` the used times the defective clock showed.
struct RecordDefectiveClock {
  std::string section;
  int round = 0;
  int board = 0;
  int moveNumber = 0;
  int whiteShownSeconds = 0;
  int blackShownSeconds = 0;
  int whiteUsedSeconds = 0;
  int blackUsedSeconds = 0;
};

// The irregular positions (FIDE 7.2-7.4; classic 8.2, 8.5-8.7).
enum class Irregularity : std::uint8_t {
  DisplacedPieces,       // FIDE 7.4; classic 8.2: pieces displaced and set up wrongly
  WrongInitialPosition,  // FIDE 7.2.1; classic 8.5
  ColoursReversed,       // FIDE 7.3; classic 8.6
  BoardTurnedWrongly,    // FIDE 7.2.2; classic 8.7 (against 1.2: a light square at the right)
};
// "displaced", "initial-position", "colours", "board" (the incident's note
// and the CLI's word).
std::string_view irregularityName(Irregularity kind);
std::optional<Irregularity> parseIrregularity(std::string_view name);
struct RecordIrregularPosition {
  std::string section;
  int round = 0;
  int board = 0;
  Irregularity kind = Irregularity::DisplacedPieces;
  // DisplacedPieces: the position before cannot be restored.
  bool cannotRestore = false;
  // ColoursReversed, FIDE 7.3: moves made by each player so far.
  int movesEach = 0;
  // ColoursReversed, classic 8.6: the playing time elapsed (seconds) and
  // whether a new game fits the schedule.
  int elapsedSeconds = 0;
  bool scheduleAllows = true;
};

struct RecordDrawClaim {
  std::string section;
  int round = 0;
  int board = 0;
  Color claimant = Color::White;
  bool correct = false;          // the verdict (from the rules core or the arbiter)
  int claimantUsedSeconds = -1;  // classic 10.13(2): needed to test the time limit
  int moveNumber = 0;            // the move at which the claim is made
  // With a game record checked by the rules core: the claim's article
  // (9.2.1, 9.2.2, 9.3.1, 9.3.2), its ply and the evidence (the plies of
  // the repeated position, or of the last capture or pawn move).
  std::string claimArticle;
  int ply = 0;
  std::string evidence;
};
struct SealMove {
  std::string section;
  Envelope label;
  // Classic 13.1(2): sealed before the session's end, with this much of the
  // session left (seconds; 0 = at the end). Classic profile only.
  int sessionSecondsLeft = 0;
};
struct SetCustody {
  std::string section;
  int round = 0;
  int board = 0;
  Custody custody = Custody::InArbitersKeeping;
};

// What reading the sealed move on the position before it gives.
enum class SealedMoveStatus : std::uint8_t {
  Unchecked,
  Legal,
  Checkmate,
  Stalemate,
  DeadPosition,
  Ambiguous,
  Unreadable,
  Illegal
};

struct ResumeGame {
  std::string section;
  int round = 0;
  int board = 0;
  bool sealerPresent = true;  // present by the default time (I.10)
  bool replierPresent = true;
  // The sealed move as read by the rules core, or the arbiter's finding
  // when the core cannot check it (Unchecked: the arbiter must decide).
  SealedMoveStatus status = SealedMoveStatus::Unchecked;
  // Can the replier win, for the I.8 exception to a defective sealed move
  // (FIDE 6.9 helpmate test; classic 10.5: not with a bare king).
  std::optional<bool> replierCanMate;
  // The sealer absent, the present replier's flag fell (classic 10.15(3),
  // 10.14; FIDE 6.9); sealerCanMate: can the sealer win after the sealed
  // move (FIDE 6.9; classic 10.5: not with a bare king)? nullopt: unknown,
  // the flag then loses.
  bool presentPlayerFlagged = false;
  std::optional<bool> sealerCanMate;
  std::string statedMove;  // I.12.1: the move the sealer says he sealed
  // I.12.2: the envelope is lost and the position cannot be re-established:
  // the game is annulled and replayed (its result is pending again).
  bool annul = false;
  // Guidelines I.9.3: the sealer absent, the replier present seals his
  // reply to the (legal) sealed move in a new envelope instead of moving;
  // the game stays adjourned. positionAfterSealedMove is the FEN after the
  // sealed move as the rules core gives it (empty: unknown, the new
  // envelope then records the moves instead).
  std::string sealedReply;
  std::string positionAfterSealedMove;
  std::string replyResumeAt;  // the new envelope's resumption (empty: as before)
  std::string replyResumePlace;
};

// Guidelines I.13: a clock error pointed out before either player's first
// move at resumption is corrected (the envelope's used times); after that
// first move it is refused.
struct CorrectResumptionClocks {
  std::string section;
  int round = 0;
  int board = 0;
  int whiteUsedSeconds = 0;
  int blackUsedSeconds = 0;
  bool firstMovePlayed = false;  // a move was made after the sealed one
  // Classic 14.6: after the first move, the arbiter may still correct the
  // clocks when the consequences would be very severe; his stated reason
  // (required then, kept in the audit log).
  std::string severeReason = {};
};

using Action =
    std::variant<CreateEvent, AddSection, AddPlayers, WithdrawPlayer, RequestBye, SetPairing,
                 UnpairRound, PublishRound, EnterResult, RecordLateArrival, RecordPenalty,
                 RecordIllegalMove, RecordDrawClaim, SealMove, SetCustody, ResumeGame,
                 CorrectResumptionClocks, StartRound, LeaveFideMode, EditPlayer, RemovePlayer,
                 EditSection, EnterResults, UpdateRatings, CheckIn, RecordFlag,
                 RecordDefectiveClock, RecordIrregularPosition, ForbidPairing, DrawNumbersByLot>;

// Why an action was refused; `detail` names the place (a pairing number,
// a board, a round or a list index, per code).
enum class ActionErrorCode : std::uint8_t {
  EventExists,
  EventNameEmpty,
  SectionExists,
  NoSuchSection,
  BadRoundCount,
  NameEmpty,
  NameNotUtf8,
  NoSuchPlayer,
  RoundNotNext,
  RoundBeyondSchedule,
  NoSuchRound,
  NoSuchBoard,
  PlayerTwiceInRound,
  PlayerPairedWithSelf,
  PlayerNotAvailable,
  PlayerLeftUnpaired,
  RoundHasResults,
  NotLastRound,
  RoundAlreadyPaired,
  GameFinished,
  ForfeitNotDue,
  MissingArticle,
  MissingSeconds,
  AlreadyWithdrawn,
  NotAdjourned,
  EnvelopeExists,
  NoEnvelope,
  BadCustodyChange,
  MissingUsedTime,
  NoTimeControl,
  BadResultForPenalty,
  MissingSealedMove,
  EnvelopeOpened,
  MissingRoundCount,
  BadPairingNumber,  // an imported section's pairing numbers are not 1..N (detail: the number)
  MissingScore,
  NotAScoreReduction,  // 12.9.5 (detail: the refused score)
  BadClockTime,        // a start or arrival time is not "YYYY-MM-DD HH:MM[:SS]"
  RoundNotStarted,     // lateness from an arrival time needs the round's recorded start (detail:
                       // round)
  NotInFideMode,
  ConfirmationNeeded,
  EnvelopeNotLost,        // I.12.2 annulment needs a lost envelope (detail: board)
  ClockErrorTooLate,      // I.13: pointed out after the first move at resumption (detail: board)
  ReplySealNotAllowed,    // I.9.3 needs the sealer absent, the replier present and a legal sealed
                          // move (detail: board)
  PlayerHasBeenPaired,    // removal of a player with a board or bye (detail: pairing number)
  BadBirthDate,           // not YYYY-MM-DD
  BadTitle,               // not GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty
  SettingFixedByPairing,  // the pairing system, once a round is paired
  SettingFixedByResults,  // rules, rate, time control, default time or scoring, once a result
                          // exists
  InitialColourFixedByPairing,  // C.04.3 5.2.5: the colour drawn for round 1, once round 1 is
                                // paired
  AccelerationFixedByPairing,   // C.04.7: the acceleration, once a round is paired
  AccelerationNeedsSwiss,       // C.04.7 accelerates a Swiss; a round robin has none
  EditionFixedByPairing,        // C.04.3: the Dutch edition, once round 1 is paired
  EditionNeedsSwiss,            // the 2017 Dutch edition for a round robin
  ForbiddenPairWithSelf,        // a player cannot be forbidden to meet himself (detail: number)
  NoForbiddenPair,              // the pair to allow again is not forbidden
  ForbiddenPairInRoundRobin,    // a round robin cannot avoid a pairing (C.05 Annex 1)
  BadForbiddenRounds,           // the rounds of a forbidden pair are not within 1..rounds
  BadAbsenceLimit,              // the absences before a withdrawal are not 0..99 (detail: it)
                                // (detail: the section's rounds)
  UnratedNeedsPlayedResult,     // an unrated game (W D L) is 1-0, 1/2-1/2 or 0-1 (detail: board)
  BadFideId,                    // not 1 to 11 digits (detail: row of the list, 0 for one player)
  BadFederation,                // not a FIDE/IOC code (detail: row; hint: the code meant)
  DuplicateFideId,     // the FIDE id is registered already (detail: that player's pairing number)
  ByeAfterWithdrawal,  // a bye requested for a round after the player withdrew (detail: the
                       // round he withdrew from)
  WithdrawFromPairedRound,  // the round is paired: enter its result (a forfeit), withdraw from
                            // the next one (detail: the first round not yet paired)
  RoundsBelowPaired,        // fewer rounds than are paired already (detail: rounds paired)
  RoundRobinRounds,         // not whole cycles of the round robin of its players (detail: rounds of
                            // one cycle, C.05 Annex 1)
  NoResults,                // a batch of results is empty
  BoardGivenTwice,          // a batch names a board twice (detail: board)
  BoardWithoutResult,       // a whole-round batch lacks a board (detail: board)
  RatingsUsedByPairing,     // a rating list after round 1 without force (detail: rounds paired)
  // The envelope's label checked at sealing (Guidelines I.2, I.3; classic
  // 13.2, 13.3 "查验信封上所注明的各个项目是否正确无误"):
  MissingPosition,       // neither a position nor the moves before the sealed move (I.2 b, 13.2(2))
  BadEnvelopeFen,        // the position is not a legal FEN (detail: its column)
  BadEnvelopeMoves,      // a move of the game is unreadable or illegal (detail: its ply, 1-based)
  BadEnvelopeNumbering,  // a move number of the game does not follow (detail: the ply it names)
  MovesDoNotReachFen,    // the moves and the position given do not agree
  SealerNotToMove,       // the sealer is not the side to move in that position
  WrongMoveNumber,       // the sealed move's number is not the position's (detail: the position's)
  BadResumeTime,         // the resumption is not "YYYY-MM-DD HH:MM"
  EarlySealingNotInProfile,  // classic 13.1(2) only: the FIDE profile has no early-sealing rule
  // Classic 12.4: the time set would leave a player less than 5 minutes, or
  // less than a minute a move, before the time control (detail: 1 White, 2 Black).
  ClockSettingBelowFloor,
  // A final result replaced without EnterResult::correction (detail: board).
  FinalResultNeedsCorrection,
  // Classic old Laws 10.12: the extended fifty-move counts are announced
  // before the event ("赛前"), so they cannot change once round 1 is paired.
  FiftyExtensionFixedBeforePlay,
  // C.05: the numbers drawn by lot are a round robin's (a Swiss numbers by
  // the initial ranking, C.04.2 art. 2).
  LotNeedsRoundRobin,
  // C.04.2 4.3: the change alters a round that later rounds were paired on
  // (later_pairings.h); the action's `force` confirms it (detail: the round
  // altered; the later rounds run to the last one paired).
  LaterRoundsPairedOn,
  // C.04.2 2.4: a late entry scores nothing in the rounds he missed unless
  // the event's regulations say otherwise (detail: the round).
  MissedRoundByeNeedsRules,
  // C.04.7 with a Swiss system Arbiter pairs without acceleration (the
  // Dubov and Burstein systems, C.04.4.1-2).
  AccelerationNotPaired,
  // An edition of C.04.3 (the Dutch rules) for another system.
  EditionNeedsDutch,
  // The time the move was sealed is not "YYYY-MM-DD HH:MM" (Guidelines I.2).
  BadSealTime,
};

struct ActionError {
  ActionErrorCode code;
  int detail = 0;
  std::string hint = {};  // what was probably meant ("CHN" for "CHINA"), when one fits
};

// Things the arbiter should be told about an accepted action.
enum class NoticeCode : std::uint8_t {
  ResultCorrected,           // detail: board; a final result was replaced
  AutoAdjourned,             // detail: board of the previous round marked adjourned (VCL)
  FullPointByeDeprecated,    // C.04.1: full-point byes are deprecated
  PairingNumbersChanged,     // registration renumbered existing players (C.04.2 art. 2)
  LateEntry,                 // detail: the player's first round
  RoundUnpairedWithResults,  // forced unpair: results were discarded
  EnvelopeSettled,           // I.6: the game ended before resumption
  ScoreAppliesWhenFinished,  // 12.9.4 / 12.9.5 on an unfinished game: counts once it has a result
  ArbiterMustDecide,         // the rules could not decide; nothing changed on the board
  SecondHalfPointBye,      // FIDE mode: the player's second half-point bye (detail: pairing number)
  DuplicateName,           // a player of the same name is registered (detail: his pairing number)
  AlreadyRegistered,       // an imported row matches a registered player: skipped (detail: row)
  NothingChanged,          // the action leaves the event as it was: nothing stored, no audit row
  AbsentAtCheckIn,         // not checked in: a zero-point bye (detail: pairing number)
  WithdrawnAfterAbsences,  // the section's limit of absences reached (detail: pairing number)
  // C.05: registered after the numbers were drawn by lot, the player takes
  // the next number (detail: it); the arbiter may draw the lot again.
  NumberAfterLot,
  // A removal kept the other numbers (drawn by lot, C.05, or fixed after
  // round 3): those above the removed one (detail) moved down by one.
  NumbersClosedUp,
  // A registered player's pairing number changed (detail: the old number,
  // `to`: the new one); one notice a player, in the order of the old
  // numbers: the renumbering table (C.04.2 art. 2).
  PairingNumberMoved,
};

struct Notice {
  NoticeCode code;
  int detail = 0;
  int to = 0;  // PairingNumberMoved: the new number
};

// The event after an accepted action, what to tell the arbiter, and the
// incident or envelope it recorded, if any.
struct ActionOutcome {
  Event event;
  std::vector<Notice> notices;
  std::optional<Incident> incident;
  std::optional<Envelope> envelope;
};

// Validates `action` against `event` and returns the changed event, or why
// it is refused (the input is never modified).
std::expected<ActionOutcome, ActionError> applyAction(const Event& event, const Action& action);

// A one-line, deterministic description of the action for the audit log:
// its command word and fields, e.g. `result section="Open" round=3 board=2 result=1-0`.
std::string describeAction(const Action& action);
// The same, naming what the action changes in `before` where the action
// alone cannot say: a section edit lists every setting that changed
// (`section edit section="Open" default-time=15`).
std::string describeAction(const Action& action, const Event& before);
// The section an action changes ("" for event-level actions).
std::string actionSection(const Action& action);

}  // namespace tournament
