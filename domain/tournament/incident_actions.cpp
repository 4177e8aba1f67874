// SPDX-License-Identifier: MIT
// The arbiter's incident log: late arrivals, penalties, illegal moves,
// draw claims, each with its article and clock effect, per rules profile.
#include "domain/tournament/action_support.h"
#include "domain/tournament/claim_penalty.h"

#include <fmt/format.h>

#include <algorithm>

namespace tournament::actions {

namespace {

bool classic(const Section& section) { return section.settings.rules == RulesProfile::Classic; }

GameResult forfeitAgainst(LateSide side) {
  switch (side) {
    case LateSide::White: return GameResult::BlackForfeitWin;
    case LateSide::Black: return GameResult::WhiteForfeitWin;
    case LateSide::Both: return GameResult::DoubleForfeit;
  }
  return GameResult::DoubleForfeit;
}

int illegalMovesSoFar(const Section& section, int round, int board, int player) {
  int count = 0;
  for (const auto& i : section.incidents)
    if (i.kind == IncidentKind::IllegalMove && i.round == round && i.board == board && i.player == player)
      ++count;
  return count;
}

}  // namespace

// Laws 6.7.1: a player arriving after the default time loses unless the
// arbiter decides otherwise (the forfeit is proposed; applyForfeit confirms
// it). 6.7.2: both absent with a non-zero default time: White's clock runs.
// Classic 10.15: more than one hour late loses; 10.17: both lose.
Result applyLateArrival(const Event& event, const RecordLateArrival& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  auto board = gameInProgress(section, action.round, action.board);
  if (!board) return std::unexpected(board.error());
  const int defaultTime = section.settings.defaultTimeSeconds();
  Incident incident;
  incident.kind = IncidentKind::LateArrival;
  incident.round = action.round;
  incident.board = action.board;
  incident.player = action.side == LateSide::Both ? 0
                    : playerOn(**board, action.side == LateSide::White ? Color::White : Color::Black);
  incident.seconds = std::max(action.secondsLate, 0);
  if (classic(section))
    incident.article = action.side == LateSide::Both ? "classic 10.17" : "classic 10.15";
  else
    incident.article = action.side == LateSide::Both && defaultTime > 0 ? "6.7.2" : "6.7.1";
  if (action.secondsLate <= 0) {
    incident.verdict = Verdict::OnTime;
  } else if (action.secondsLate <= defaultTime) {
    incident.verdict = Verdict::LateWithinDefaultTime;
    incident.clock = ClockEffect::OwnClockRuns;
  } else {
    incident.verdict = Verdict::ForfeitProposed;
  }
  if (action.applyForfeit) {
    if (incident.verdict != Verdict::ForfeitProposed)
      return refuse(ActionErrorCode::ForfeitNotDue, action.board);
    incident.verdict = Verdict::ForfeitApplied;
    setResult(section, action.round, **board, forfeitAgainst(action.side), outcome);
  }
  addIncident(outcome, section, std::move(incident));
  return outcome;
}

// Laws 12.9: the penalty the arbiter chose, with its clock and score effect.
Result applyPenalty(const Event& event, const RecordPenalty& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  auto board = boardOf(section, action.round, action.board);
  if (!board) return std::unexpected(board.error());
  if (action.article.empty()) return refuse(ActionErrorCode::MissingArticle);
  Incident incident;
  incident.kind = IncidentKind::Penalty;
  incident.round = action.round;
  incident.board = action.board;
  incident.player = playerOn(**board, action.offender);
  incident.article = action.article;
  incident.option = action.option;
  incident.note = action.note;
  switch (action.option) {
    case PenaltyOption::TimeToOpponent:
    case PenaltyOption::TimeDeducted:
      if (action.seconds <= 0) return refuse(ActionErrorCode::MissingSeconds);
      incident.seconds = action.seconds;
      incident.clock = action.option == PenaltyOption::TimeToOpponent
                           ? ClockEffect::OpponentRemainingAdded : ClockEffect::OwnRemainingDeducted;
      break;
    case PenaltyOption::GameLost: {
      // 12.9.6: the offender loses; the arbiter fixes the opponent's score
      // (a win unless stated, or 0-0 when both lose, 11.8).
      const GameResult result = action.result.value_or(winFor(opposite(action.offender)));
      if (result != winFor(opposite(action.offender)) && result != GameResult::DoubleLoss)
        return refuse(ActionErrorCode::BadResultForPenalty);
      setResult(section, action.round, **board, result, outcome);
      incident.verdict = Verdict::GameLost;
      break;
    }
    case PenaltyOption::OpponentScoreRaised:
    case PenaltyOption::OffenderScoreReduced:
      outcome.notices.push_back({NoticeCode::ScoreChangeRecordedOnly, action.board});
      break;
    case PenaltyOption::Exclusion: {
      if (action.rounds <= 0) return refuse(ActionErrorCode::MissingRoundCount);
      Player& player = *std::find_if(section.players.begin(), section.players.end(),
                                     [&](const Player& p) { return p.id == incident.player; });
      const int first = static_cast<int>(section.rounds.size()) + 1;
      for (int r = first; r < first + action.rounds && r <= section.settings.rounds; ++r) {
        std::erase_if(player.requestedByes, [r](const RequestedBye& b) { return b.round == r; });
        player.requestedByes.push_back({r, ByeKind::ZeroPoint});
      }
      incident.seconds = action.rounds;
      break;
    }
    case PenaltyOption::Expulsion:
      for (auto& player : section.players)
        if (player.id == incident.player && player.withdrawnFromRound == 0)
          player.withdrawnFromRound = static_cast<int>(section.rounds.size()) + 1;
      break;
    case PenaltyOption::None:
    case PenaltyOption::Warning:
    case PenaltyOption::Fine: break;
  }
  addIncident(outcome, section, std::move(incident));
  return outcome;
}

// Laws 7.5.5: the first completed illegal move gives the opponent 2
// minutes (1 in rapid and blitz, A.3/B.3); the second loses the game, or
// draws it when the opponent cannot mate by any series of legal moves.
Result applyIllegalMove(const Event& event, const RecordIllegalMove& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  auto board = gameInProgress(section, action.round, action.board);
  if (!board) return std::unexpected(board.error());
  Incident incident;
  incident.kind = IncidentKind::IllegalMove;
  incident.round = action.round;
  incident.board = action.board;
  incident.player = playerOn(**board, action.offender);
  incident.article = "7.5.5";
  incident.count = illegalMovesSoFar(section, action.round, action.board, incident.player) + 1;
  if (incident.count == 1) {
    incident.verdict = Verdict::TimePenalty;
    incident.clock = ClockEffect::OpponentRemainingAdded;
    incident.seconds = timePenaltySeconds(section.settings);
  } else if (!action.opponentCanMate.has_value()) {
    incident.verdict = Verdict::ArbiterMustDecide;
    outcome.notices.push_back({NoticeCode::ArbiterMustDecide, action.board});
  } else if (*action.opponentCanMate) {
    incident.verdict = Verdict::GameLost;
    setResult(section, action.round, **board, winFor(opposite(action.offender)), outcome);
  } else {
    incident.verdict = Verdict::GameDrawn;
    setResult(section, action.round, **board, GameResult::Draw, outcome);
  }
  addIncident(outcome, section, std::move(incident));
  return outcome;
}

// Laws 9.5: a correct claim draws the game; an incorrect one gives the
// opponent 2 minutes (1 in rapid/blitz). Classic 10.13(2): 5 minutes are
// added to the claimant's used time, and he loses if that passes the limit.
Result applyDrawClaim(const Event& event, const RecordDrawClaim& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  auto board = gameInProgress(section, action.round, action.board);
  if (!board) return std::unexpected(board.error());
  Incident incident;
  incident.kind = IncidentKind::DrawClaim;
  incident.round = action.round;
  incident.board = action.board;
  incident.player = playerOn(**board, action.claimant);
  if (action.correct) {
    incident.article = classic(section) ? "classic 10.13" : "9.5.2";
    incident.verdict = Verdict::ClaimCorrect;
    setResult(section, action.round, **board, GameResult::Draw, outcome);
  } else {
    const ClaimPenalty penalty = incorrectClaimPenalty(section.settings.rules, section.settings.rate, false);
    incident.article = classic(section) ? fmt::format("classic {}(2)", penalty.article) : penalty.article;
    incident.seconds = penalty.seconds;
    incident.clock = penalty.clock == PenaltyClock::OpponentRemaining ? ClockEffect::OpponentRemainingAdded
                                                                     : ClockEffect::OwnUsedAdded;
    incident.verdict = Verdict::TimePenalty;
    if (penalty.lossPossible) {
      if (action.claimantUsedSeconds < 0) return refuse(ActionErrorCode::MissingUsedTime);
      if (section.settings.timeControl.periods.empty()) return refuse(ActionErrorCode::NoTimeControl);
      const int limit = section.settings.timeControl.allowanceSeconds(std::max(action.moveNumber, 1));
      const auto judgement = judgeIncorrectClaim(penalty, action.claimantUsedSeconds, limit);
      if (judgement.outcome == ClaimPenaltyOutcome::ClaimantLoses) {
        incident.verdict = Verdict::GameLost;
        setResult(section, action.round, **board, winFor(opposite(action.claimant)), outcome);
      }
    }
  }
  addIncident(outcome, section, std::move(incident));
  return outcome;
}

}  // namespace tournament::actions
