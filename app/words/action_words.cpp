// SPDX-License-Identifier: MIT
#include "app/words/action_words.h"

#include <fmt/format.h>

namespace words {

using C = tournament::ActionErrorCode;
using N = tournament::NoticeCode;

namespace {

// The refusals that can name a row of an imported list (detail: the row).
bool namesListRow(C code) {
  return code == C::NameNotUtf8 || code == C::BadBirthDate || code == C::BadTitle ||
         code == C::BadFideId || code == C::BadFederation;
}

}  // namespace

Phrase actionErrorPhrase(C code) {
  switch (code) {
    case C::EventExists:
      return {"the event already exists", "赛事已存在"};
    case C::EventNameEmpty:
      return {"the event needs a name", "赛事需要名称"};
    case C::SectionExists:
      return {"a section of that name already exists", "已有同名组别"};
    case C::NoSuchSection:
      return {"there is no section of that name", "没有该名称的组别"};
    case C::BadRoundCount:
      return {"a section has 1 to 99 rounds, not {}", "组别轮数须为 1 至 99，不能是 {}"};
    case C::NameEmpty:
      return {"the name is empty", "姓名为空"};
    case C::NameNotUtf8:
      return {"the name (or club or id) is not valid UTF-8 or holds a control character",
              "姓名（或俱乐部、编号）不是有效的 UTF-8，或含有控制字符"};
    case C::NoSuchPlayer:
      return {"there is no player with pairing number {}", "没有编排号为 {} 的棋手"};
    case C::RoundNotNext:
      return {"the next round to pair is round {}", "下一个要编排的是第 {} 轮"};
    case C::RoundBeyondSchedule:
      return {"round {} is past the section's number of rounds", "第 {} 轮超出了本组别的轮数"};
    case C::NoSuchRound:
      return {"round {} is not paired", "第 {} 轮尚未编排"};
    case C::NoSuchBoard:
      return {"there is no board {} in that round", "该轮没有第 {} 台"};
    case C::PlayerTwiceInRound:
      return {"player {} appears twice in the pairing", "棋手 {} 在编排中出现两次"};
    case C::PlayerPairedWithSelf:
      return {"player {} is paired against himself", "棋手 {} 被编排与自己对局"};
    case C::PlayerNotAvailable:
      return {"player {} is not available in this round (late entry, withdrawn or a requested bye)",
              "棋手 {} 本轮不能参赛（迟报名、已退赛或申请了轮空）"};
    case C::PlayerLeftUnpaired:
      return {"player {} is available but not in the pairing (record a bye or a withdrawal first)",
              "棋手 {} 可参赛但不在编排中（请先记录轮空或退赛）"};
    case C::RoundHasResults:
      return {"round {} already has results or incidents", "第 {} 轮已有结果或事件记录"};
    case C::NotLastRound:
      return {"only the last paired round (round {}) can be unpaired",
              "只能取消最后一轮（第 {} 轮）的编排"};
    case C::RoundAlreadyPaired:
      return {"round {} is already paired", "第 {} 轮已经编排"};
    case C::GameFinished:
      return {"the game on board {} already has a final result", "第 {} 台的对局已有最终结果"};
    case C::FinalResultNeedsCorrection:
      return {"board {} already has a final result", "第 {} 台已有最终结果"};
    case C::ForfeitNotDue:
      return {"the arrival is within the default time: no forfeit (Laws 6.7.1)",
              "到达时间在迟到弃权时限之内：不判负（棋规 6.7.1）"};
    case C::MissingArticle:
      return {"a penalty needs the article of the Laws it applies", "处罚须注明所依据的棋规条款"};
    case C::MissingSeconds:
      return {"a time penalty needs its amount", "时间处罚须注明时长"};
    case C::AlreadyWithdrawn:
      return {"player {} has already withdrawn", "棋手 {} 已经退赛"};
    case C::NotAdjourned:
      return {"the game on board {} is not adjourned", "第 {} 台的对局没有封局"};
    case C::EnvelopeExists:
      return {"board {} already has a sealed envelope awaiting resumption",
              "第 {} 台已有待续赛的封棋信封"};
    case C::BadCustodyChange:
      return {"the envelope of board {} was already opened or settled",
              "第 {} 台的封棋信封已拆开或已了结"};
    case C::NoEnvelope:
      return {"board {} has no envelope", "第 {} 台没有封棋信封"};
    case C::EnvelopeOpened:
      return {"the envelope of board {} was already opened", "第 {} 台的封棋信封已拆开"};
    case C::MissingUsedTime:
      return {"the classic rules need the claimant's used time (classic 10.13(2))",
              "传统规则需要申请方已用时间（旧规则 10.13(2)）"};
    case C::NoTimeControl:
      return {"the section has no time control, so the classic time limit is unknown",
              "本组别没有用时规定，因此无法确定传统规则的时限"};
    case C::BadResultForPenalty:
      return {
          "under Laws 12.9.6 the offender loses: the result must be a win for the opponent or 0-0",
          "按棋规 12.9.6 违规方判负：结果须为对手胜或 0-0"};
    case C::MissingSealedMove:
      return {
          "the sealed move is missing (for a lost envelope: the move the sealer states, I.12.1)",
          "缺少封棋着法（信封遗失时：以封棋方陈述的着法为准，I.12.1）"};
    case C::MissingRoundCount:
      return {"an exclusion needs its number of rounds (Laws 12.9.8)",
              "停赛须注明轮数（棋规 12.9.8）"};
    case C::BadPairingNumber:
      return {"pairing number {} is not one of 1 to the number of players, or is given twice",
              "编排号 {} 不在 1 至棋手人数之间，或重复出现"};
    case C::MissingScore:
      return {"Laws 12.9.5 needs the offender's reduced score in the game",
              "棋规 12.9.5 须注明违规方本局降低后的得分"};
    case C::NotAScoreReduction:
      return {"that score is not a lower normal score for the offender in this game (Laws 12.9.5)",
              "该得分不是违规方本局较低的正常得分（棋规 12.9.5）"};
    case C::BadClockTime:
      return {"a time is written YYYY-MM-DD HH:MM, or HH:MM on the round's date",
              "时间格式为 YYYY-MM-DD HH:MM，或本轮当天的 HH:MM"};
    case C::RoundNotStarted:
      return {"round {} has no recorded start", "第 {} 轮没有记录开始时间"};
    case C::NotInFideMode:
      return {"the section is not in FIDE mode (FIDE mode cannot be turned on again once left)",
              "本组别不在 FIDE 模式（退出后不能再开启）"};
    case C::ConfirmationNeeded:
      return {"leaving FIDE mode needs the arbiter's confirmation", "退出 FIDE 模式须经裁判确认"};
    case C::EnvelopeNotLost:
      return {
          "board {}: only the game of a lost envelope is annulled and replayed (Guidelines I.12.2)",
          "第 {} 台：只有封棋信封遗失的对局才作废重赛（指南 I.12.2）"};
    case C::ClockErrorTooLate:
      return {
          "board {}: a clock error is corrected only if pointed out before either player's first "
          "move at resumption (Guidelines I.13)",
          "第 {} 台：棋钟错误只有在续赛后任一方走第一步之前提出才予更正（指南 I.13）"};
    case C::ReplySealNotAllowed:
      return {
          "board {}: the reply is sealed only when the sealer is absent, the replier present and "
          "the sealed move legal (Guidelines I.9.3)",
          "第 {} 台：只有封棋方缺席、应着方在场且封棋着法合法时，应着方才封存应着（指南 I.9.3）"};
    case C::PlayerHasBeenPaired:
      return {
          "player {} has been paired and cannot be removed; withdraw the player instead (C.04.2 "
          "3.2)",
          "棋手 {} 已被编排，不能删除；请改为退赛（C.04.2 3.2）"};
    case C::BadBirthDate:
      return {"the birth date must be a real date YYYY-MM-DD (or a year YYYY)",
              "出生日期须为真实日期 YYYY-MM-DD（或年份 YYYY）"};
    case C::BadTitle:
      return {"the title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty",
              "称号须为 GM、IM、WGM、FM、WIM、CM、WFM、WCM 或空"};
    case C::SettingFixedByPairing:
      return {"the pairing system cannot change once a round is paired",
              "已有轮次编排后不能更改编排制度"};
    case C::SettingFixedByResults:
      return {
          "the rules profile, rate, time control, default time and scoring cannot change once "
          "results are recorded (penalties and forfeits were judged under them)",
          "已有结果后不能更改规则、棋赛类型、用时规定、迟到弃权时限和计分（处罚和弃权已按其判定）"};
    case C::LaterRoundsPairedOn:
      return {
          "this changes round {}, which later rounds were paired on (C.04.2 4.3: their pairings "
          "stand)",
          "此更改涉及第 {} 轮，而之后的轮次已据此编排（C.04.2 4.3：这些编排保持不变）"};
    case C::MissedRoundByeNeedsRules:
      return {
          "round {} was missed by a late entry: C.04.2 2.4 gives zero there unless the event's "
          "regulations allow a bye",
          "第 {} 轮是迟到报名者缺赛的轮次：按 C.04.2 2.4 计零分，除非竞赛规程允许轮空"};
    case C::LotNeedsRoundRobin:
      return {
          "numbers are drawn by lot in a round robin (C.05); a Swiss numbers its players by the "
          "initial ranking (C.04.2 art. 2)",
          "只有循环赛才抽签确定编号（C.05）；瑞士制按初始排名给棋手编号（C.04.2 第 2 条）"};
    case C::FiftyExtensionFixedBeforePlay:
      return {
          "the extended fifty-move counts cannot change once round 1 is paired: the organiser "
          "announces them before the event (classic 10.12)",
          "第 1 轮编排后不能再改五十回合延长：组织者必须在赛前明确宣布（旧规则 10.12）"};
    case C::InitialColourFixedByPairing:
      return {
          "the initial colour cannot change once round 1 is paired (its colours were allocated "
          "with it, C.04.3 5.2.5)",
          "第 1 轮编排后不能再改首轮颜色（第 1 轮的颜色按其分配，C.04.3 5.2.5）"};
    case C::AccelerationFixedByPairing:
      return {
          "the acceleration cannot change once a round is paired (its virtual points paired those "
          "rounds, C.04.7)",
          "已有轮次编排后，加速编排不能再更改（这些轮次按其虚拟分编排，C.04.7）"};
    case C::AccelerationNeedsSwiss:
      return {"a round robin has no acceleration (C.04.7 accelerates a Swiss)",
              "循环赛没有加速编排（C.04.7 只用于瑞士制）"};
    case C::EditionFixedByPairing:
      return {
          "the Dutch edition cannot change once round 1 is paired (its rounds were paired by that "
          "edition's criteria, C.04.3)",
          "第 1 轮编排后，荷兰制版本不能再更改（已编排的轮次按该版本的标准编排，C.04.3）"};
    case C::EditionNeedsSwiss:
      return {
          "a round robin is paired by the Berger tables, not by an edition of the Dutch system "
          "(C.04.3)",
          "循环赛按贝格尔表编排，不使用荷兰制的任何版本（C.04.3）"};
    case C::ForbiddenPairWithSelf:
      return {"player {} cannot be forbidden to meet himself: give two players",
              "棋手 {} 不能被禁止与自己对局：请给出两名棋手"};
    case C::NoForbiddenPair:
      return {"those two players are not a forbidden pair", "这两名棋手不是禁止配对"};
    case C::ForbiddenPairInRoundRobin:
      return {
          "a round robin cannot avoid a pairing (C.05 Annex 1): forbidden pairs are for a Swiss",
          "循环赛无法回避任何配对（C.05 附件1）：禁止配对只用于瑞士制"};
    case C::BadForbiddenRounds:
      return {"the rounds of a forbidden pair must lie within 1-{}",
              "禁止配对的轮次必须在 1-{} 之内"};
    case C::BadAbsenceLimit:
      return {"{} absences: the absences before a withdrawal must be 0 (never) to 99",
              "{} 次缺席：退赛前的缺席次数须为 0（从不）到 99"};
    case C::UnratedNeedsPlayedResult:
      return {
          "board {}: only 1-0, 1/2-1/2 or 0-1 can be an unrated game of less than one move (TRF "
          "W/D/L)",
          "第 {} 台：不足一步的对局（不计等级分，TRF W/D/L）只能是 1-0、1/2-1/2 或 0-1"};
    case C::NoResults:
      return {"the batch of results is empty", "这批结果是空的"};
    case C::BoardGivenTwice:
      return {"board {} is given twice", "第 {} 台出现了两次"};
    case C::BoardWithoutResult:
      return {"board {} has no result in the batch", "这批结果中第 {} 台没有结果"};
    case C::RatingsUsedByPairing:
      return {
          "the ratings were used to pair {} round(s): a new rating list is refused after round 1",
          "等级分已用于编排 {} 轮：第 1 轮之后不接受新的等级分名单"};
    case C::BadFideId:
      return {"a FIDE id is 1 to 11 digits", "FIDE 编号为 1 至 11 位数字"};
    case C::BadFederation:
      return {"the federation must be a FIDE/IOC code such as CHN, ENG, GER",
              "协会须为 FIDE/IOC 代码，如 CHN、ENG、GER"};
    case C::DuplicateFideId:
      return {"that FIDE id is registered already (player {})", "该 FIDE 编号已登记（棋手 {}）"};
    case C::ByeAfterWithdrawal:
      return {
          "the player withdrew from round {} on: no bye can be given for a later round (C.04.2 "
          "3.2)",
          "该棋手自第 {} 轮起退出：之后的轮次不能给予轮空（C.04.2 3.2）"};
    case C::WithdrawFromPairedRound:
      return {
          "that round is already paired: enter the result of the player's game there (a forfeit if "
          "he does not play) and withdraw him from round {}",
          "该轮已编排：请录入该棋手在该轮的对局结果（如不出场则判负），并自第 {} 轮起让其退出"};
    case C::RoundsBelowPaired:
      return {"{} rounds are paired already: the section cannot have fewer",
              "已编排 {} 轮：本组轮数不能更少"};
    case C::RoundRobinRounds:
      return {
          "a round robin of these players has {} rounds a cycle (C.05 Annex 1): give that number "
          "or twice it",
          "这些棋手的循环赛每循环 {} 轮（C.05 附件1）：请设为该数或其两倍"};
    case C::MissingPosition:
      return {
          "the envelope needs the position before the sealed move: the moves or a FEN (Guidelines "
          "I.2 b; classic 13.2(2))",
          "封棋信封需要封着前的局面：着法或 FEN（指南 I.2 b；旧规则 13.2(2)）"};
    case C::BadEnvelopeFen:
      return {"the FEN is not a legal position (at column {})", "FEN 不是合法局面（第 {} 列）"};
    case C::BadEnvelopeMoves:
      return {"the move at ply {} of the game is unreadable or illegal",
              "对局第 {} 个半回合的着法无法识别或不合法"};
    case C::BadEnvelopeNumbering:
      return {"the move numbers of the game do not follow (at ply {})",
              "对局的回合编号不连续（第 {} 个半回合）"};
    case C::MovesDoNotReachFen:
      return {"the moves and the FEN disagree: the moves do not reach that position",
              "着法与 FEN 不一致：着法走不到该局面"};
    case C::SealerNotToMove:
      return {
          "the sealer is not the side to move in that position (Guidelines I.1.1; classic 13.1)",
          "封棋者不是该局面中的行棋方（指南 I.1.1；旧规则 13.1）"};
    case C::WrongMoveNumber:
      return {
          "the position is at move {}: the sealed move's number must be that (Guidelines I.2 e; "
          "classic 13.2(5))",
          "该局面为第 {} 回合：封着的回合数须与之相同（指南 I.2 e；旧规则 13.2(5)）"};
    case C::BadResumeTime:
      return {"the resumption must be written YYYY-MM-DD HH:MM", "续赛时间须写为 YYYY-MM-DD HH:MM"};
    case C::BadSealTime:
      return {"the time of sealing must be written YYYY-MM-DD HH:MM",
              "封棋时间须写为 YYYY-MM-DD HH:MM"};
    case C::EarlySealingNotInProfile:
      return {
          "early sealing (the rest of the session added to the sealer's time) is the classic "
          "rules' 13.1(2); this section plays under the FIDE Laws",
          "提前封棋（本节剩余时间计入封棋者用时）是旧规则 13.1(2) 的规定；本组采用国际棋联规则"};
    case C::ClockSettingBelowFloor:
      return {
          "classic 12.4: the time set would leave {} less than 5 minutes, or less than a minute a "
          "move, before the time control",
          "旧规则 12.4：所设时间会使{}在时限前剩余不足 5 分钟，或每步不足 1 分钟"};
    case C::AccelerationNotPaired:
      return {
          "Arbiter pairs the Dubov and Burstein systems by real scores only (no C.04.7 "
          "acceleration)",
          "Arbiter 只按实际积分编排杜波夫制和伯斯坦制（不使用 C.04.7 加速）"};
    case C::EditionNeedsDutch:
      return {"only the Dutch system (C.04.3) has editions", "只有荷兰制（C.04.3）有版本之分"};
  }
  return {};
}

std::string actionErrorText(const tournament::ActionError& error, Language language) {
  const int d = error.detail;
  if (error.code == C::NameEmpty && d > 0)
    return fmt::format(
        fmt::runtime(
            Phrase{"player {} of the list has no name", "名单中第 {} 名棋手没有姓名"}.in(language)),
        d);
  if (error.code == C::ClockSettingBelowFloor)
    return fmt::format(fmt::runtime(actionErrorPhrase(error.code).in(language)),
                       (d == 1 ? Phrase{"White", "白方"} : Phrase{"Black", "黑方"}).in(language));
  const std::string_view words = actionErrorPhrase(error.code).in(language);
  if (words.empty())
    return std::string(
        Phrase{"the event file refused the change", "赛事文件拒绝了此更改"}.in(language));
  std::string text = fmt::format(fmt::runtime(words), d);
  if (namesListRow(error.code) && d > 0)
    text = fmt::format(
               fmt::runtime(Phrase{"player {} of the list: ", "名单中第 {} 名棋手："}.in(language)),
               d) +
           text;
  if (!error.hint.empty())
    text += fmt::format(
        fmt::runtime(Phrase{" (did you mean {}?)", "（是否应为 {}？）"}.in(language)), error.hint);
  return text;
}

Phrase noticePhrase(N code) {
  switch (code) {
    case N::ResultCorrected:
      return {"board {}: a final result was corrected", "第 {} 台：已更正最终结果"};
    case N::AutoAdjourned:
      return {"board {} of the previous round had no result and is now marked adjourned",
              "上一轮第 {} 台没有结果，现标记为封局"};
    case N::FullPointByeDeprecated:
      return {"full-point byes are deprecated (C.04.1)", "不建议使用一分轮空（C.04.1）"};
    case N::PairingNumbersChanged:
      return {"the pairing numbers were renumbered by rating, title and name (C.04.2 art. 2)",
              "编排号已按等级分、称号和姓名重新编排（C.04.2 第 2 条）"};
    case N::LateEntry:
      return {
          "late entry: first round {}; missed rounds score zero (C.04.2 2.4) unless the event's "
          "regulations allow a bye for them",
          "迟报名：从第 {} 轮开始；缺席轮次得零分（C.04.2 2.4），除非竞赛规程允许这些轮次轮空"};
    case N::RoundUnpairedWithResults:
      return {"round {} had results or incidents; they were discarded (Undo restores them)",
              "第 {} 轮原有结果或事件记录，已被丢弃（撤销可恢复）"};
    case N::EnvelopeSettled:
      return {
          "board {}: the game ended before resumption; the envelope is settled unopened "
          "(Guidelines I.6)",
          "第 {} 台：对局在续赛前已结束，信封不再拆开（指南 I.6）"};
    case N::ScoreAppliesWhenFinished:
      return {
          "board {}: the game has no result yet; the score set by the penalty counts once it has "
          "one",
          "第 {} 台：对局尚无结果；处罚所定的得分在有结果后生效"};
    case N::ArbiterMustDecide:
      return {"board {}: the rules could not decide; the arbiter decides and enters the result",
              "第 {} 台：规则无法判定；由裁判决定并录入结果"};
    case N::SecondHalfPointBye:
      return {"FIDE mode: player {} already has a half-point bye; this is a second one",
              "FIDE 模式：棋手 {} 已有一次半分轮空；这是第二次"};
    case N::DuplicateName:
      return {"player {} has the same name as another: check it is not a duplicate",
              "棋手 {} 与另一名棋手同名：请确认不是重复登记"};
    case N::AlreadyRegistered:
      return {"player {} of the list is registered already; skipped",
              "名单中的棋手 {} 已登记；已跳过"};
    case N::NothingChanged:
      return {"nothing changed: the event already holds that", "没有改变：赛事中已是如此"};
    case N::AbsentAtCheckIn:
      return {"player {} is not checked in: a zero-point bye (C.04.2 3.3)",
              "棋手 {} 未报到：零分轮空（C.04.2 3.3）"};
    case N::WithdrawnAfterAbsences:
      return {"player {} has reached the limit of absences: withdrawn from the next round",
              "棋手 {} 缺席已达上限：自下一轮起退出"};
    case N::NumberAfterLot:
      return {
          "the numbers were drawn by lot (C.05): the new player takes number {} after them; draw "
          "the lot again to include him",
          "编号已抽签确定（C.05）：新棋手排在其后，编号为 {}；如需让他参加抽签，请重新抽签"};
    case N::NumbersClosedUp:
      return {"the numbers above {} moved down by one; the others stay",
              "编号大于 {} 的棋手依次前移一位，其余编号不变"};
    case N::PairingNumberMoved:
      return {"renumbered: {} -> {}", "编号变更：{} -> {}"};
  }
  return {};
}

std::string noticeText(const tournament::Notice& notice, Language language) {
  return fmt::format(fmt::runtime(noticePhrase(notice.code).in(language)), notice.detail,
                     notice.to);
}

std::string refusedLine(std::string_view reason, Language language) {
  return fmt::format(
      fmt::runtime(
          Phrase{"refused: {}; nothing was changed", "拒绝：{}；未作任何改动"}.in(language)),
      reason);
}

std::string badValueLine(std::string_view reason, Language language) {
  return fmt::format(
      fmt::runtime(Phrase{"{}; nothing was changed", "{}；未作任何改动"}.in(language)), reason);
}

std::string noteLine(std::string_view notice, Language language) {
  return fmt::format(fmt::runtime(Phrase{"note: {}", "注意：{}"}.in(language)), notice);
}

}  // namespace words
