// SPDX-License-Identifier: MIT
// The arbiter's incident log: late arrivals, penalties, illegal moves,
// draw claims, each with its article and clock effect, per rules profile.
#include "domain/tournament/action_support.h"
#include "domain/tournament/claim_penalty.h"
#include "domain/tournament/clock_time.h"
#include "domain/tournament/rules_differences.h"

#include <fmt/format.h>

#include <algorithm>

namespace tournament::actions {

namespace {

bool classic(const Section& section) { return section.settings.rules == RulesProfile::Classic; }

GameResult forfeitAgainst(LateSide side) {
  switch (side) {
    case LateSide::White:
      return GameResult::BlackForfeitWin;
    case LateSide::Black:
      return GameResult::WhiteForfeitWin;
    case LateSide::Both:
      return GameResult::DoubleForfeit;
  }
  return GameResult::DoubleForfeit;
}

int illegalMovesSoFar(const Section& section, int round, int board, int player) {
  int count = 0;
  for (const auto& i : section.incidents)
    if (i.kind == IncidentKind::IllegalMove && i.round == round && i.board == board &&
        i.player == player)
      ++count;
  return count;
}

// Laws 12.9.4: the opponent's score in the game is raised to the maximum
// (the section's win value); 12.9.5: the offender's is reduced to a lower
// normal score (10.2: the draw or loss value, never ¾). Stored on the board,
// so a later result correction keeps the penalty; totals apply it once the
// result is final (toTournamentState).
std::expected<void, ActionError> applyScorePenalty(BoardEdit& edit, const RecordPenalty& action,
                                                   Incident& incident) {
  const ScoringSystem& scoring = edit.section->settings.scoring;
  Board& board = *edit.board;
  const bool raise = action.option == PenaltyOption::OpponentScoreRaised;
  const Color side = raise ? opposite(action.offender) : action.offender;
  HalfPoints score = scoring.maximum();
  if (!raise) {
    if (!action.score) return refuse(ActionErrorCode::MissingScore);
    score = *action.score;
    const bool normal = score == scoring.draw || score == scoring.loss;
    const bool lower =
        !isFinal(board.result) || score < scoring.pointsFor(sideResult(board.result, side));
    if (!normal || !lower || score >= scoring.maximum())
      return refuse(ActionErrorCode::NotAScoreReduction, score);
  }
  (side == Color::White ? board.whiteScore : board.blackScore) = score;
  incident.seconds = score;
  if (!isFinal(board.result))
    edit.outcome.notices.push_back({NoticeCode::ScoreAppliesWhenFinished, board.number});
  return {};
}

void applyRankPenalty(Section& section, const RecordPenalty& action, Incident& incident) {
  switch (action.option) {
    case PenaltyOption::Exclusion: {
      // 12.9.8: absent (zero-point) from the next `rounds` rounds.
      auto player = std::find_if(section.players.begin(), section.players.end(),
                                 [&](const Player& p) { return p.id == incident.player; });
      const int first = static_cast<int>(section.rounds.size()) + 1;
      for (int r = first; r < first + action.rounds && r <= section.settings.rounds; ++r) {
        std::erase_if(player->requestedByes, [r](const RequestedBye& b) { return b.round == r; });
        player->requestedByes.push_back({r, ByeKind::ZeroPoint});
      }
      incident.seconds = action.rounds;
      break;
    }
    case PenaltyOption::Expulsion:  // 12.9.9: not paired again
      for (auto& player : section.players)
        if (player.id == incident.player && player.withdrawnFromRound == 0)
          player.withdrawnFromRound = static_cast<int>(section.rounds.size()) + 1;
      break;
    default:
      break;
  }
}

}  // namespace

// Laws 6.7.1: a player arriving after the default time loses unless the
// arbiter decides otherwise (the forfeit is proposed; applyForfeit confirms
// it). 6.7.2: both absent with a non-zero default time: White's clock runs.
// Classic 10.15: more than one hour late loses; 10.17: both lose.
Result applyLateArrival(const Event& event, const RecordLateArrival& action) {
  auto edit =
      editBoard(event, action.section, action.round, action.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  const int defaultTime = edit->section->settings.defaultTimeSeconds();
  const bool both = action.side == LateSide::Both;
  int secondsLate = action.secondsLate;
  if (!action.arrivedAt.empty()) {
    // The arrival on the watch against the recorded start (6.6: White's
    // clock starts at the scheduled time).
    const std::string& start = edit->section->round(action.round)->startedAt;
    if (start.empty()) return refuse(ActionErrorCode::RoundNotStarted, action.round);
    const auto late = secondsAfter(start, action.arrivedAt);
    if (!late) return refuse(ActionErrorCode::BadClockTime);
    secondsLate = static_cast<int>(*late);
  }
  Incident incident = edit->incident(
      IncidentKind::LateArrival,
      both ? std::nullopt
           : std::optional(action.side == LateSide::White ? Color::White : Color::Black));
  incident.seconds = std::max(secondsLate, 0);
  if (classic(*edit->section))
    incident.article =
        articleOf(both ? RuleTopic::BothLate : RuleTopic::LateArrival, RulesProfile::Classic);
  else
    incident.article = both && defaultTime > 0 ? "6.7.2" : "6.7.1";
  if (secondsLate <= 0) {
    incident.verdict = Verdict::OnTime;
  } else if (secondsLate <= defaultTime) {
    incident.verdict = Verdict::LateWithinDefaultTime;
    incident.clock = ClockEffect::OwnClockRuns;
  } else {
    incident.verdict = Verdict::ForfeitProposed;
  }
  if (action.applyForfeit) {
    if (incident.verdict != Verdict::ForfeitProposed)
      return refuse(ActionErrorCode::ForfeitNotDue, action.board);
    incident.verdict = Verdict::ForfeitApplied;
    edit->setResult(forfeitAgainst(action.side));
  }
  return edit->record(std::move(incident));
}

// Laws 12.9: the penalty the arbiter chose, with its clock and score effect.
Result applyPenalty(const Event& event, const RecordPenalty& action) {
  auto edit = editBoard(event, action.section, action.round, action.board, BoardNeed::Any);
  if (!edit) return std::unexpected(edit.error());
  if (action.article.empty()) return refuse(ActionErrorCode::MissingArticle);
  Incident incident = edit->incident(IncidentKind::Penalty, action.offender);
  incident.article = action.article;
  incident.option = action.option;
  incident.note = action.note;
  if (action.option == PenaltyOption::TimeToOpponent ||
      action.option == PenaltyOption::TimeDeducted) {
    if (action.seconds <= 0) return refuse(ActionErrorCode::MissingSeconds);
    incident.seconds = action.seconds;
    incident.clock = action.option == PenaltyOption::TimeToOpponent
                         ? ClockEffect::OpponentRemainingAdded
                         : ClockEffect::OwnRemainingDeducted;
  } else if (action.option == PenaltyOption::GameLost) {
    // 12.9.6: the offender loses; the arbiter fixes the opponent's score
    // (a win unless stated, or 0-0 when both lose, 11.8).
    const GameResult win = winFor(opposite(action.offender));
    const GameResult result = action.result.value_or(win);
    if (result != win && result != GameResult::DoubleLoss)
      return refuse(ActionErrorCode::BadResultForPenalty);
    edit->setResult(result);
    incident.verdict = Verdict::GameLost;
  } else if (action.option == PenaltyOption::Exclusion && action.rounds <= 0) {
    return refuse(ActionErrorCode::MissingRoundCount);
  }
  if (action.option == PenaltyOption::OpponentScoreRaised ||
      action.option == PenaltyOption::OffenderScoreReduced) {
    if (auto scored = applyScorePenalty(*edit, action, incident); !scored)
      return std::unexpected(scored.error());
  }
  applyRankPenalty(*edit->section, action, incident);
  return edit->record(std::move(incident));
}

// Laws 7.5.5: the first completed illegal move gives the opponent 2
// minutes (1 in rapid and blitz, A.3/B.3); the second loses the game, or
// draws it when the opponent cannot mate by any series of legal moves.
// Classic rules (classic 8.1 "如果在对局过程中发现有不合规则的着法,应将局面恢复到
// 该着法未走出之前的形势.然后,倘若不能按此要求恢复原来局面,则对局应作废重下"):
// the position is restored and play goes on - no time penalty, and no loss
// for a second or later illegal move; if it cannot be restored, the game is
// annulled and replayed (its result pending again).
Result applyIllegalMove(const Event& event, const RecordIllegalMove& action) {
  auto edit =
      editBoard(event, action.section, action.round, action.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  Incident incident = edit->incident(IncidentKind::IllegalMove, action.offender);
  incident.count =
      illegalMovesSoFar(*edit->section, action.round, action.board, incident.player) + 1;
  if (classic(*edit->section)) {
    incident.article = articleOf(RuleTopic::IllegalMove, RulesProfile::Classic);
    incident.verdict = action.cannotRestore ? Verdict::GameAnnulled : Verdict::PositionRestored;
    if (action.cannotRestore) edit->setResult(GameResult::Pending);
    return edit->record(std::move(incident));
  }
  incident.article = "7.5.5";
  if (incident.count == 1) {
    incident.verdict = Verdict::TimePenalty;
    incident.clock = ClockEffect::OpponentRemainingAdded;
    incident.seconds = timePenaltySeconds(edit->section->settings);
  } else if (!action.opponentCanMate.has_value()) {
    incident.verdict = Verdict::ArbiterMustDecide;
    edit->outcome.notices.push_back({NoticeCode::ArbiterMustDecide, action.board});
  } else if (*action.opponentCanMate) {
    incident.verdict = Verdict::GameLost;
    edit->setResult(winFor(opposite(action.offender)));
  } else {
    incident.verdict = Verdict::GameDrawn;
    edit->setResult(GameResult::Draw);
  }
  return edit->record(std::move(incident));
}

// Laws 9.5: a correct claim draws the game; an incorrect one gives the
// opponent 2 minutes (1 in rapid/blitz). Classic 10.13(2): 5 minutes are
// added to the claimant's used time, and he loses if that passes the limit.
Result applyDrawClaim(const Event& event, const RecordDrawClaim& action) {
  auto edit =
      editBoard(event, action.section, action.round, action.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  const SectionSettings& settings = edit->section->settings;
  Incident incident = edit->incident(IncidentKind::DrawClaim, action.claimant);
  incident.ply = action.ply;
  incident.note = action.evidence;
  if (action.correct) {
    // 9.5.2 (the claim's own article when checked on the record); classic
    // 10.13(1) "经审验,提和理由成立,对局判和", or the claim's own old article
    // (10.10(1), 10.10(2), 10.12) when the record was checked.
    if (classic(*edit->section))
      incident.article =
          action.claimArticle.empty() ? "classic 10.13(1)" : "classic " + action.claimArticle;
    else
      incident.article = action.claimArticle.empty() ? "9.5.2" : action.claimArticle;
    incident.verdict = Verdict::ClaimCorrect;
    edit->setResult(GameResult::Draw);
    return edit->record(std::move(incident));
  }
  const ClaimPenalty penalty = incorrectClaimPenalty(settings.rules, settings.rate, false);
  incident.article =
      classic(*edit->section) ? fmt::format("classic {}(2)", penalty.article) : penalty.article;
  incident.seconds = penalty.seconds;
  incident.clock = penalty.clock == PenaltyClock::OpponentRemaining
                       ? ClockEffect::OpponentRemainingAdded
                       : ClockEffect::OwnUsedAdded;
  incident.verdict = Verdict::TimePenalty;
  if (penalty.lossPossible) {
    if (action.claimantUsedSeconds < 0) return refuse(ActionErrorCode::MissingUsedTime);
    if (settings.timeControl.periods.empty()) return refuse(ActionErrorCode::NoTimeControl);
    const int limit = settings.timeControl.allowanceSeconds(std::max(action.moveNumber, 1));
    if (judgeIncorrectClaim(penalty, action.claimantUsedSeconds, limit).outcome ==
        ClaimPenaltyOutcome::ClaimantLoses) {
      incident.verdict = Verdict::GameLost;
      edit->setResult(winFor(opposite(action.claimant)));
    }
  }
  return edit->record(std::move(incident));
}

}  // namespace tournament::actions

namespace tournament::actions {

// FIDE 6.9: the player who does not complete the moves in time loses,
// unless the opponent cannot mate by any series of legal moves (a draw).
// Classic rules (classic 10.14 "在规定时间内没有完成规定着数的一方判负.但如果
// 双方只剩下单王,对局结果作和(见第6.5条和第10.5条)" and 10.5 "只剩单王的一方不能
// 作胜方.如果剩单王一方的对方超时...则应判作和棋"): the flag loses, a draw
// when the opponent has a bare king. Both flags, the first unknown: classic
// 12.8 "如果双方小旗同时降落,而裁判不能断定何方的小旗先落下,则对局应该继续";
// FIDE Guidelines III.3.1: the game goes on, drawn in the last period.
// Classic 12.7 "认输或者同意和棋以后,即便发现对方小旗已经降落,认输或同意和棋仍然
// 有效": a finished game is refused (GameFinished) and keeps its result.
Result applyFlag(const Event& event, const RecordFlag& action) {
  auto edit =
      editBoard(event, action.section, action.round, action.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  const bool classicRules = classic(*edit->section);
  const RulesProfile profile = edit->section->settings.rules;
  Incident incident = edit->incident(
      IncidentKind::Flag, action.bothFlags ? std::nullopt : std::optional(action.flagged));
  if (action.bothFlags) {
    incident.article = articleOf(RuleTopic::BothFlags, profile);
    if (!classicRules && action.lastPeriod) {
      incident.verdict = Verdict::GameDrawn;
      edit->setResult(GameResult::Draw);
    } else {
      incident.verdict = Verdict::GameContinues;
    }
    return edit->record(std::move(incident));
  }
  incident.article = articleOf(RuleTopic::Flag, profile);
  if (!action.opponentCanWin.has_value()) {
    incident.verdict = Verdict::ArbiterMustDecide;
    edit->outcome.notices.push_back({NoticeCode::ArbiterMustDecide, action.board});
  } else if (*action.opponentCanWin) {
    incident.verdict = Verdict::GameLost;
    edit->setResult(winFor(opposite(action.flagged)));
  } else {
    if (classicRules) incident.article = articleOf(RuleTopic::LoneKing, profile);
    incident.verdict = Verdict::GameDrawn;
    edit->setResult(GameResult::Draw);
  }
  return edit->record(std::move(incident));
}

}  // namespace tournament::actions
