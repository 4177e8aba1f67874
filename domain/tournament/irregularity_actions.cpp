// SPDX-License-Identifier: MIT
// A defective clock replaced and the irregular positions, per rules
// profile (FIDE 6.10, 7.2-7.4; classic 12.4, 8.2,
// 8.5-8.7).
#include "domain/tournament/action_support.h"
#include "domain/tournament/rules_differences.h"

#include <fmt/format.h>

namespace tournament::actions {

namespace {

// The last move of the period in which move `moveNumber` falls, or 0 when
// that period is the rest of the game.
int controlMove(const TimeControl& control, int moveNumber) {
  int last = 0;
  for (const auto& period : control.periods) {
    if (period.moves == 0) return 0;
    last += period.moves;
    if (moveNumber <= last) return last;
  }
  return 0;
}

// Classic 12.4: may the arbiter set `used` (was `shown`) for a player at
// move `moveNumber`? Adding time is forbidden when it leaves less than 5
// minutes, or less than a minute a move, before the time control.
bool withinClassicFloor(const TimeControl& control, int moveNumber, int shown, int used) {
  if (used <= shown) return true;  // no time added
  const int end = controlMove(control, moveNumber);
  const int remaining = control.allowanceSeconds(end > 0 ? end : moveNumber) - used;
  if (remaining < 5 * 60) return false;
  return end == 0 || remaining >= 60 * (end - moveNumber + 1);
}

}  // namespace

// FIDE 6.10.1: a defective clock is replaced and the arbiter uses his best
// judgement to set the times. Classic rules (classic 12.4 "裁判应充分发挥他的
// 判断力以确定新钟上应标明的时分,如果裁判决定在一方或双方时钟上已用时间 ... 不得加时
// 使一方所留时间 (1),离时限不足5分钟,或者 (2)按离时限所剩时间计算,每着棋不足1分钟"):
// adding used time may not leave a player less than 5 minutes, or less than
// a minute a move, before the control.
Result applyDefectiveClock(const Event& event, const RecordDefectiveClock& action) {
  auto edit =
      editBoard(event, action.section, action.round, action.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  const SectionSettings& settings = edit->section->settings;
  const bool classicRules = settings.rules == RulesProfile::Classic;
  if (classicRules) {
    if (settings.timeControl.periods.empty()) return refuse(ActionErrorCode::NoTimeControl);
    const int move = std::max(action.moveNumber, 1);
    if (!withinClassicFloor(settings.timeControl, move, action.whiteShownSeconds,
                            action.whiteUsedSeconds))
      return refuse(ActionErrorCode::ClockSettingBelowFloor, 1);
    if (!withinClassicFloor(settings.timeControl, move, action.blackShownSeconds,
                            action.blackUsedSeconds))
      return refuse(ActionErrorCode::ClockSettingBelowFloor, 2);
  }
  Incident incident = edit->incident(IncidentKind::DefectiveClock, std::nullopt);
  incident.article = articleOf(RuleTopic::DefectiveClock, settings.rules);
  incident.verdict = Verdict::ClockSet;
  incident.seconds = action.whiteUsedSeconds;
  incident.count = action.blackUsedSeconds;
  return edit->record(std::move(incident));
}

// FIDE 7.2.1 / classic 8.5 ("如果在对局过程中发现棋子的原始位置摆错了,对局应作废重下"):
// a wrong initial position annuls the game, replayed. FIDE 7.2.2 / classic
// 8.7 ("应将弈成的局面移到正确放置的棋盘上再继续对局"): a board turned wrongly -
// the position goes to a correctly placed board and play goes on. FIDE
// 7.3: colours reversed with fewer than 10 moves by each player - a new game
// with the right colours, else play on; classic 8.6 ("如果此时赛时已过第一时限所
// 规定的四分之一,对局应继续进行,倘若未逾四分之一,在不对比赛时间表构成严重干扰的前提下,
// 裁判员可以重新安排棋子颜色正确的对局"): past a quarter of the first period's
// time play goes on; before it a new game when the schedule allows. FIDE
// 7.4 / classic 8.2 ("应将局面恢复到事故发生前的形势,然后继续对局,倘若不能按此要求
// 恢复原来局面,对局应作废重下"): displaced pieces are set back and play goes on;
// classic: if that position cannot be restored, annulled and replayed
// (FIDE 7.4.2: the last identifiable position, play goes on).
Result applyIrregularPosition(const Event& event, const RecordIrregularPosition& action) {
  auto edit =
      editBoard(event, action.section, action.round, action.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  const SectionSettings& settings = edit->section->settings;
  const bool classicRules = settings.rules == RulesProfile::Classic;
  Incident incident = edit->incident(IncidentKind::IrregularPosition, std::nullopt);
  incident.note = std::string(irregularityName(action.kind));
  bool annul = false;
  switch (action.kind) {
    case Irregularity::DisplacedPieces:
      incident.article = articleOf(RuleTopic::DisplacedPieces, settings.rules);
      annul = classicRules && action.cannotRestore;
      break;
    case Irregularity::WrongInitialPosition:
      incident.article = articleOf(RuleTopic::WrongInitialPosition, settings.rules);
      annul = true;
      break;
    case Irregularity::ColoursReversed:
      if (classicRules) {
        incident.article = articleOf(RuleTopic::ColoursReversed, settings.rules);
        const int firstPeriod =
            settings.timeControl.periods.empty() ? 0 : settings.timeControl.periods[0].baseSeconds;
        if (firstPeriod == 0) return refuse(ActionErrorCode::NoTimeControl);
        // "已过第一时限所规定的四分之一": more than a quarter has passed.
        annul = 4 * action.elapsedSeconds <= firstPeriod && action.scheduleAllows;
      } else {
        incident.article = articleOf(RuleTopic::ColoursReversed, settings.rules);
        annul = action.movesEach < 10;
      }
      break;
    case Irregularity::BoardTurnedWrongly:
      incident.article = articleOf(RuleTopic::BoardTurnedWrongly, settings.rules);
      break;
  }
  const bool restored = action.kind == Irregularity::DisplacedPieces;
  incident.verdict = annul      ? Verdict::GameAnnulled
                     : restored ? Verdict::PositionRestored
                                : Verdict::GameContinues;
  if (annul) edit->setResult(GameResult::Pending);
  return edit->record(std::move(incident));
}

}  // namespace tournament::actions
