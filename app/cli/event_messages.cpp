// SPDX-License-Identifier: MIT
// English text for the codes the tournament domain returns.
#include "app/cli/event_support.h"
#include "domain/tournament/draw_reason.h"
#include "domain/tournament/scoring_spec.h"

#include <fmt/format.h>

namespace cli {

using tournament::ActionErrorCode;
using tournament::NoticeCode;

std::string_view playerFieldName(tournament::PlayerField field) {
  using tournament::PlayerField;
  switch (field) {
    case PlayerField::Name:
      return "name";
    case PlayerField::Title:
      return "title";
    case PlayerField::BirthDate:
      return "birth date";
    case PlayerField::FideId:
      return "FIDE id";
    case PlayerField::Federation:
      return "federation";
    case PlayerField::Club:
      return "club";
    case PlayerField::NationalId:
      return "national id";
  }
  return "field";
}

namespace {

// "player 3 of the list: " for a row of an imported list, else "".
std::string rowPrefix(int row) {
  return row > 0 ? fmt::format("player {} of the list: ", row) : std::string();
}

std::string hintText(const std::string& hint) {
  return hint.empty() ? std::string() : fmt::format(" (did you mean {}?)", hint);
}

}  // namespace

std::string actionErrorText(const tournament::ActionError& error) {
  const int d = error.detail;
  switch (error.code) {
    case ActionErrorCode::EventExists:
      return "the event already exists";
    case ActionErrorCode::EventNameEmpty:
      return "the event needs a name";
    case ActionErrorCode::SectionExists:
      return "a section of that name already exists";
    case ActionErrorCode::NoSuchSection:
      return "no section of that name (see `arbiter event show`)";
    case ActionErrorCode::BadRoundCount:
      return fmt::format("a section has 1 to 99 rounds, not {}", d);
    case ActionErrorCode::NameEmpty:
      return d > 0 ? fmt::format("player {} of the list has no name", d) : "the name is empty";
    case ActionErrorCode::NameNotUtf8:
      return rowPrefix(d) +
             "the name (or club or id) is not valid UTF-8 or holds a control character";
    case ActionErrorCode::NoSuchPlayer:
      return fmt::format("no player with pairing number {}", d);
    case ActionErrorCode::RoundNotNext:
      return fmt::format("the next round to pair is round {}", d);
    case ActionErrorCode::RoundBeyondSchedule:
      return fmt::format("round {} is past the section's number of rounds", d);
    case ActionErrorCode::NoSuchRound:
      return fmt::format("round {} is not paired", d);
    case ActionErrorCode::NoSuchBoard:
      return fmt::format("there is no board {} in that round", d);
    case ActionErrorCode::PlayerTwiceInRound:
      return fmt::format("player {} appears twice in the pairing", d);
    case ActionErrorCode::PlayerPairedWithSelf:
      return fmt::format("player {} is paired against himself", d);
    case ActionErrorCode::PlayerNotAvailable:
      return fmt::format(
          "player {} is not available in that round (late entry, withdrawn or requested bye)", d);
    case ActionErrorCode::PlayerLeftUnpaired:
      return fmt::format(
          "player {} is available but not in the pairing (record a bye or a withdrawal first)", d);
    case ActionErrorCode::RoundHasResults:
      return fmt::format("round {} already has results or incidents; add --force to discard them",
                         d);
    case ActionErrorCode::NotLastRound:
      return fmt::format("only the last paired round (round {}) can be unpaired", d);
    case ActionErrorCode::RoundAlreadyPaired:
      return fmt::format("round {} is already paired", d);
    case ActionErrorCode::GameFinished:
      return fmt::format("the game on board {} already has a final result", d);
    case ActionErrorCode::FinalResultNeedsCorrection:
      return fmt::format(
          "board {} already has a final result; add --correct to replace it (a correction, kept "
          "in the log)",
          d);
    case ActionErrorCode::ForfeitNotDue:
      return "the arrival is within the default time: no forfeit (Laws 6.7.1)";
    case ActionErrorCode::MissingArticle:
      return "a penalty needs the article it applies (--article)";
    case ActionErrorCode::MissingSeconds:
      return "a time penalty needs its amount (--time)";
    case ActionErrorCode::AlreadyWithdrawn:
      return fmt::format("player {} has already withdrawn", d);
    case ActionErrorCode::NotAdjourned:
      return fmt::format("the game on board {} is not adjourned", d);
    case ActionErrorCode::EnvelopeExists:
      return fmt::format("board {} already has a sealed envelope awaiting resumption", d);
    case ActionErrorCode::NoEnvelope:
      return fmt::format("board {} has no envelope", d);
    case ActionErrorCode::BadCustodyChange:
      return fmt::format("the envelope of board {} was already opened or settled", d);
    case ActionErrorCode::MissingUsedTime:
      return "the classic rules need the claimant's used time (--used) to apply 10.13(2)";
    case ActionErrorCode::NoTimeControl:
      return "the section has no time control, so the classic time limit is unknown";
    case ActionErrorCode::BadResultForPenalty:
      return "under 12.9.6 the offender loses: the result must be a win for the opponent or 0-0";
    case ActionErrorCode::MissingSealedMove:
      return "the sealed move is missing (for a lost envelope: --stated-move, Guidelines I.12.1)";
    case ActionErrorCode::EnvelopeOpened:
      return fmt::format("the envelope of board {} was already opened", d);
    case ActionErrorCode::MissingRoundCount:
      return "an exclusion needs the number of rounds (--rounds)";
    case ActionErrorCode::BadClockTime:
      return "a time must be YYYY-MM-DD HH:MM[:SS] (an arrival may give HH:MM[:SS] on the start's "
             "date)";
    case ActionErrorCode::RoundNotStarted:
      return fmt::format(
          "round {} has no recorded start: record it with `arbiter round start` first, or give "
          "--late",
          d);
    case ActionErrorCode::NotInFideMode:
      return "the section is not in FIDE mode (it cannot be re-entered once left)";
    case ActionErrorCode::ConfirmationNeeded:
      return "leaving FIDE mode cannot be undone and FIDE mode cannot be re-entered: repeat with "
             "--confirm";
    case ActionErrorCode::PlayerHasBeenPaired:
      return fmt::format(
          "player {} has been paired and cannot be removed; withdraw the player instead (C.04.2 "
          "3.2)",
          d);
    case ActionErrorCode::BadBirthDate:
      return rowPrefix(d) + "the birth date must be a real date YYYY-MM-DD (or a year YYYY)" +
             hintText(error.hint);
    case ActionErrorCode::BadTitle:
      return rowPrefix(d) + "the title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty" +
             hintText(error.hint);
    case ActionErrorCode::BadFideId:
      return rowPrefix(d) + "a FIDE id is 1 to 11 digits";
    case ActionErrorCode::BadFederation:
      return rowPrefix(d) + "the federation must be a FIDE/IOC code such as CHN, ENG, GER" +
             hintText(error.hint);
    case ActionErrorCode::ByeAfterWithdrawal:
      return fmt::format(
          "the player withdrew from round {} on; no bye can be given for a later round (C.04.2 "
          "3.2)",
          d);
    case ActionErrorCode::WithdrawFromPairedRound:
      return fmt::format(
          "that round is already paired: enter the result of the player's game there (a forfeit, "
          "+/- or -/+, if he does not play) and withdraw him from round {}",
          d);
    case ActionErrorCode::RoundsBelowPaired:
      return fmt::format("{} rounds are paired already; the section cannot have fewer", d);
    case ActionErrorCode::RoundRobinRounds:
      return fmt::format(
          "a round robin of these players has {} rounds a cycle (C.05 Annex 1): give {} or {} "
          "(double)",
          d, d, 2 * d);
    case ActionErrorCode::DuplicateFideId:
      return fmt::format("that FIDE id is registered already (player {})", d);
    case ActionErrorCode::EnvelopeNotLost:
      return fmt::format(
          "board {}: only a lost envelope's game is annulled and replayed (Guidelines I.12.2); "
          "record it lost first",
          d);
    case ActionErrorCode::ClockErrorTooLate:
      return fmt::format(
          "board {}: a clock error is corrected only if pointed out before either player's first "
          "move at resumption (Guidelines I.13; classic 14.6 also when the consequences would be "
          "very severe: --severe REASON)",
          d);
    case ActionErrorCode::ReplySealNotAllowed:
      return fmt::format(
          "board {}: the reply is sealed in a new envelope only when the sealer is absent, the "
          "replier present and the sealed move legal (Guidelines I.9.3)",
          d);
    case ActionErrorCode::MissingScore:
      return "12.9.5 needs the offender's reduced score in the game (--score, e.g. 0 or 0.5)";
    case ActionErrorCode::NotAScoreReduction:
      return fmt::format(
          "a score of {} is not a lower normal score for the offender in this game (Laws 12.9.5, "
          "10.2)",
          tournament::formatHalfPoints(d));
    case ActionErrorCode::SettingFixedByPairing:
      return "the pairing system cannot change once a round is paired";
    case ActionErrorCode::LaterRoundsPairedOn:
      return fmt::format(
          "this changes round {}, which later rounds were paired on (C.04.2 4.3: their pairings "
          "stand); add --force to change it anyway",
          d);
    case ActionErrorCode::MissedRoundByeNeedsRules:
      return fmt::format(
          "round {} is one the player missed by entering late: C.04.2 2.4 gives him zero there "
          "unless the tournament rules say otherwise; if the event's regulations allow a bye for "
          "it, add --rules-allow",
          d);
    case ActionErrorCode::LotNeedsRoundRobin:
      return "numbers are drawn by lot in a round robin (C.05); a Swiss numbers its players by "
             "the initial ranking (C.04.2 art. 2)";
    case ActionErrorCode::FiftyExtensionFixedBeforePlay:
      return "the extended fifty-move counts cannot change once round 1 is paired: the organiser "
             "announces them before the event (old Laws 10.12: 组织者必须在赛前明确宣布)";
    case ActionErrorCode::InitialColourFixedByPairing:
      return "the initial colour cannot change once round 1 is paired (its colours were allocated "
             "with it, C.04.3 5.2.5)";
    case ActionErrorCode::AccelerationFixedByPairing:
      return "the acceleration cannot change once a round is paired (its virtual points paired "
             "those rounds, C.04.7)";
    case ActionErrorCode::AccelerationNeedsSwiss:
      return "a round robin has no acceleration (C.04.7 accelerates a Swiss): give "
             "--acceleration none, or --pairing dutch";
    case ActionErrorCode::EditionFixedByPairing:
      return "the Dutch edition cannot change once round 1 is paired (its rounds were paired by "
             "that edition's criteria, C.04.3)";
    case ActionErrorCode::EditionNeedsSwiss:
      return "a round robin is paired by the Berger tables, not by an edition of the Dutch "
             "system (C.04.3): give --edition 2026, or --pairing dutch";
    case ActionErrorCode::ForbiddenPairWithSelf:
      return fmt::format("player {} cannot be forbidden to meet himself: give two players", d);
    case ActionErrorCode::NoForbiddenPair:
      return "those two players are not a forbidden pair";
    case ActionErrorCode::ForbiddenPairInRoundRobin:
      return "a round robin cannot avoid a pairing (C.05 Annex 1): forbidden pairs are for a "
             "Swiss";
    case ActionErrorCode::BadForbiddenRounds:
      return fmt::format("the rounds of a forbidden pair must lie within 1-{}", d);
    case ActionErrorCode::BadAbsenceLimit:
      return fmt::format("{} absences: the absences before a withdrawal must be 0 (never) to 99",
                         d);
    case ActionErrorCode::UnratedNeedsPlayedResult:
      return fmt::format(
          "board {}: only 1-0, 1/2-1/2 or 0-1 can be an unrated game of less than one move (TRF "
          "W/D/L)",
          d);
    case ActionErrorCode::NoResults:
      return "no result was given";
    case ActionErrorCode::BoardGivenTwice:
      return fmt::format("board {} is given twice", d);
    case ActionErrorCode::BoardWithoutResult:
      return fmt::format(
          "board {} has no result, stored or in the list: a batch gives every game of the round "
          "without a result (* for a game still in play); nothing was stored",
          d);
    case ActionErrorCode::RatingsUsedByPairing:
      return fmt::format(
          "{} round(s) are paired with the ratings as they are (C.04.2 art. 2); use --force to "
          "change them anyway",
          d);
    case ActionErrorCode::SettingFixedByResults:
      return "the rules profile, rate, time control, default time and scoring cannot change once "
             "results are recorded (penalties and forfeits were judged under them)";
    case ActionErrorCode::BadPairingNumber:
      return fmt::format(
          "pairing number {} is not one of 1 to the number of players, or is given twice", d);
    case ActionErrorCode::MissingPosition:
      return "the envelope needs the position before the sealed move: --fen or --moves "
             "(Guidelines I.2 b; classic 13.2(2))";
    case ActionErrorCode::BadEnvelopeFen:
      return fmt::format("--fen: not a legal position, at column {}", d);
    case ActionErrorCode::BadEnvelopeMoves:
      return fmt::format("--moves: the move at ply {} (move {}{}) is unreadable or illegal", d,
                         (d + 1) / 2, d % 2 == 1 ? "" : " for Black");
    case ActionErrorCode::BadEnvelopeNumbering:
      return fmt::format("--moves: the move numbers do not follow (ply {} is numbered out of turn)",
                         d);
    case ActionErrorCode::MovesDoNotReachFen:
      return "--moves and --fen disagree: the moves do not reach that position";
    case ActionErrorCode::SealerNotToMove:
      return "the sealer is not the side to move in the envelope's position (Guidelines I.1.1; "
             "classic 13.1: the player to move seals)";
    case ActionErrorCode::WrongMoveNumber:
      return fmt::format(
          "--move-number: the position is at move {} (Guidelines I.2 e; classic "
          "13.2(5))",
          d);
    case ActionErrorCode::BadResumeTime:
      return "--resume must be \"YYYY-MM-DD HH:MM\"";
    case ActionErrorCode::ClockSettingBelowFloor:
      return fmt::format(
          "classic 12.4: the time set would leave {} less than 5 minutes, or less than a minute a "
          "move, before the time control",
          d == 1 ? "White" : "Black");
    case ActionErrorCode::EarlySealingNotInProfile:
      return "--early: adding the rest of the session to the sealer's used time is the classic "
             "rules' 13.1(2); the section plays under the FIDE Laws";
    case ActionErrorCode::AccelerationNotPaired:
      return "Arbiter pairs the Dubov and Burstein systems by real scores only (no C.04.7 "
             "acceleration): give --acceleration none, or --pairing dutch";
    case ActionErrorCode::EditionNeedsDutch:
      return "only the Dutch system (C.04.3) has editions: give --edition 2026, or --pairing "
             "dutch";
  }
  return "refused";
}

std::string pairedOnText(const tournament::PairedOn& on) {
  const std::string later = on.lastRound > on.round + 1
                                ? fmt::format("rounds {}-{} were", on.round + 1, on.lastRound)
                                : fmt::format("round {} was", on.lastRound);
  return fmt::format(
      "a result or bye of round {} of section \"{}\" would change, and {} paired on it "
      "(C.04.2 4.3: those pairings stand and are not made again); add --force to change it anyway",
      on.round, on.section, later);
}

std::string noticeText(const tournament::Notice& notice) {
  const int d = notice.detail;
  switch (notice.code) {
    case NoticeCode::ResultCorrected:
      return fmt::format("board {}: a final result was corrected", d);
    case NoticeCode::AutoAdjourned:
      return fmt::format("board {} of the previous round had no result and is now marked adjourned",
                         d);
    case NoticeCode::FullPointByeDeprecated:
      return "full-point byes are deprecated (C.04.1)";
    case NoticeCode::PairingNumbersChanged:
      return "pairing numbers were renumbered by rating, title and name (C.04.2 art. 2)";
    case NoticeCode::LateEntry:
      return fmt::format(
          "late entry: first round {}; missed rounds score zero (C.04.2 2.4) unless the event's "
          "regulations allow a bye for them (player bye --rules-allow)",
          d);
    case NoticeCode::RoundUnpairedWithResults:
      return fmt::format(
          "WARNING: round {} had results or incidents; they were discarded (undo restores them)",
          d);
    case NoticeCode::EnvelopeSettled:
      return fmt::format(
          "board {}: the game ended before resumption; the envelope is settled unopened "
          "(Guidelines I.6)",
          d);
    case NoticeCode::ScoreAppliesWhenFinished:
      return fmt::format(
          "board {}: the game has no result yet; the score set by the penalty counts once it has "
          "one",
          d);
    case NoticeCode::SecondHalfPointBye:
      return fmt::format(
          "WARNING (FIDE mode): player {} already has a half-point bye; this is a second one", d);
    case NoticeCode::DuplicateName:
      return fmt::format("WARNING: player {} has the same name; check this is not a duplicate", d);
    case NoticeCode::AlreadyRegistered:
      return fmt::format(
          "player {} of the list is registered already (same FIDE id, or name and birth date); "
          "skipped",
          d);
    case NoticeCode::NothingChanged:
      return "nothing changed (the event already holds that); nothing was logged";
    case NoticeCode::ArbiterMustDecide:
      return fmt::format(
          "board {}: the rules could not decide; the arbiter must decide and enter the result", d);
    case NoticeCode::AbsentAtCheckIn:
      return fmt::format("player {} is not checked in: a zero-point bye (C.04.2 3.3)", d);
    case NoticeCode::WithdrawnAfterAbsences:
      return fmt::format(
          "player {} has reached the limit of absences: withdrawn from the next round", d);
    case NoticeCode::NumberAfterLot:
      return fmt::format(
          "WARNING: the numbers were drawn by lot (C.05); the new player takes number {} after "
          "them (draw the lot again to include him: arbiter section draw-lots)",
          d);
    case NoticeCode::NumbersClosedUp:
      return fmt::format("the numbers above {} moved down by one; the others stay", d);
    case NoticeCode::PairingNumberMoved:
      return fmt::format("renumbered: {} -> {}", d, notice.to);
  }
  return "";
}

std::string incidentText(const tournament::Incident& i) {
  using tournament::Verdict;
  std::string verdict;
  switch (i.verdict) {
    case Verdict::Recorded:
      verdict = "recorded";
      break;
    case Verdict::OnTime:
      verdict = "on time";
      break;
    case Verdict::LateWithinDefaultTime:
      verdict = fmt::format("late by {}, within the default time: the time is lost on the clock",
                            formatDuration(i.seconds));
      break;
    case Verdict::ForfeitProposed:
      verdict = fmt::format(
          "late by {}, past the default time: forfeit proposed (confirm with --forfeit, or enter "
          "the result)",
          formatDuration(i.seconds));
      break;
    case Verdict::ForfeitApplied:
      verdict = "forfeit applied";
      break;
    case Verdict::TimePenalty:
      verdict = "time penalty";
      break;
    case Verdict::GameLost:
      verdict = "game lost";
      break;
    case Verdict::GameDrawn:
      switch (tournament::drawReason(i)) {
        case tournament::DrawReason::OpponentCannotMate:
          verdict = "game drawn: the opponent cannot mate";
          break;
        case tournament::DrawReason::BareKing:
          verdict = "game drawn: the opponent has a bare king";
          break;
        case tournament::DrawReason::BothFlagsLastPeriod:
          verdict =
              "game drawn: both flags fell in the last period and which fell first is not known "
              "(Guidelines III.3.1)";
          break;
      }
      break;
    case Verdict::ArbiterMustDecide:
      verdict = "the arbiter must decide (loss, or draw if the opponent cannot mate)";
      break;
    case Verdict::ClaimCorrect:
      verdict = "claim correct: the game is drawn";
      break;
    case Verdict::PositionRestored:
      verdict = "the position before the illegal move is restored and play goes on";
      break;
    case Verdict::GameAnnulled:
      verdict =
          i.kind == tournament::IncidentKind::IllegalMove ||
                  (i.kind == tournament::IncidentKind::IrregularPosition && i.note == "displaced")
              ? "the position cannot be restored: the game is annulled and replayed"
              : "the game is annulled and a new game played";
      break;
    case Verdict::GameContinues:
      verdict = i.kind == tournament::IncidentKind::Flag
                    ? "both flags down, the first unknown: the game goes on"
                    : "the game goes on (on a correctly placed board, or with the colours played)";
      break;
    case Verdict::ClockSet:
      verdict = fmt::format("the new clock is set: White {} used, Black {} used",
                            formatDuration(i.seconds), formatDuration(i.count));
      break;
  }
  std::string clock;
  using tournament::ClockEffect;
  switch (i.clock) {
    case ClockEffect::None:
    case ClockEffect::OwnClockRuns:
      break;
    case ClockEffect::OpponentRemainingAdded:
      clock = fmt::format("; add {} to the opponent's remaining time", formatDuration(i.seconds));
      break;
    case ClockEffect::OwnRemainingDeducted:
      clock =
          fmt::format("; deduct {} from the offender's remaining time", formatDuration(i.seconds));
      break;
    case ClockEffect::OwnUsedAdded:
      clock = fmt::format("; add {} to the claimant's used time", formatDuration(i.seconds));
      break;
  }
  using tournament::PenaltyOption;
  if (i.option == PenaltyOption::OpponentScoreRaised ||
      i.option == PenaltyOption::OffenderScoreReduced)
    clock = fmt::format("; the {}'s score in this game is {}",
                        i.option == PenaltyOption::OpponentScoreRaised ? "opponent" : "offender",
                        tournament::formatHalfPoints(i.seconds));
  std::string count = i.count > 0 && i.kind == tournament::IncidentKind::IllegalMove
                          ? fmt::format(" (illegal move no. {} in this game)", i.count)
                          : "";
  return fmt::format("incident {} [{}]{}: {}{}", i.id, i.article, count, verdict, clock);
}

}  // namespace cli
