// SPDX-License-Identifier: MIT
#include "reports/record_words.h"

#include "domain/tournament/draw_reason.h"

#include <fmt/format.h>

namespace reports {
namespace {

const RecordWords English{
    .ratingReport = "Rating report after round {}",
    .fideHeading = "FIDE rating changes (B.02)",
    .standardRate = "Standard rating list",
    .rapidBlitzRate = "Rapid and blitz rating lists",
    .rating = "Rating",
    .k = "K",
    .score = "Score",
    .expected = "Expected",
    .change = "Change",
    .newRating = "New rating",
    .performance = "Performance",
    .opponentRating = "Opp. rating",
    .difference = "Difference",
    .gameChange = "K × (W − We)",
    .sum = "Total",
    .gamesOf = "Games of {}",
    .initialRating = "initial rating (B.02 8.2)",
    .eventIgnored = "unrated: the event is ignored (B.02 8.2.1)",
    .notPublished = "unrated: Ru {} is not published (B.02 7.1.4, 7.2.1)",
    .kLegend =
        "K (B.02 8.3.3): 40 for a player under 18 rated below 2300, 10 for a player who "
        "has reached 2400, 20 otherwise; K × games is at most 700. The change is "
        "K × Σ(W − We), rounded to the nearest whole number.",
    .expectedLegend =
        "We: the expected score of table 8.1.2 for the rating difference; a "
        "difference of more than 400 counts as 400 (8.3.1).",
    .noRatedGames = "No game of rounds 1-{} is rated.",
    .clubHeading = "Club Elo",
    .before = "Before",
    .after = "After",
    .gamesCounted = "Games counted",
    .title = "Title",
    .provisional = "no title yet (fewer than 10 games)",
    .classHeading = "Class points",
    .classColumn = "Class",
    .unclassed = "Unclassed",
    .classNumber = "Class {}",
    .kyu = "{} kyu",
    .dan = "{} dan",
    .was = " (was {})",
    .incidentLog = "Incident log, round {}",
    .noIncidents = "No incident is recorded in round {}.",
    .recordedAt = "Recorded (UTC)",
    .concerning = "Concerning",
    .incident = "Incident",
    .decision = "Decision",
    .bothPlayers = "both players",
    .atMove = "move {}",
    .sealedMove = "Sealed move",
    .sealedAtMove = "move {} sealed by {}",
    .envelopeLabel = "Sealed move envelope — round {}, board {}",
    .event = "Event",
    .sealer = "Sealed by",
    .moveNumber = "Number of the sealed move",
    .timeUsed = "Time used",
    .drawOffer = "Draw offer still open",
    .noDrawOffer = "none",
    .drawOfferBy = "made by {}",
    .sealedAt = "Sealed at",
    .resumption = "Resumption",
    .venue = "Venue",
    .position = "Position before the sealed move",
    .toMove = "{} to move",
    .movesPlayed = "Moves played",
    .arbiter = "Arbiter",
    .checkedByClassic = "Checked and kept by the arbiter (classic rules 13.3)",
    .checkedBy = "Checked and kept by the arbiter (Guidelines I.3)",
    .noEnvelopes = "No envelope is stored for round {}.",
};

const RecordWords Chinese{
    .ratingReport = "第{}轮后等级分报告",
    .fideHeading = "FIDE 等级分变化（B.02）",
    .standardRate = "标准棋等级分",
    .rapidBlitzRate = "快棋与超快棋等级分",
    .rating = "等级分",
    .k = "K",
    .score = "得分",
    .expected = "预期得分",
    .change = "变化",
    .newRating = "新等级分",
    .performance = "表现分",
    .opponentRating = "对手等级分",
    .difference = "分差",
    .gameChange = "K × (W − We)",
    .sum = "合计",
    .gamesOf = "{}的对局",
    .initialRating = "初始等级分（B.02 8.2）",
    .eventIgnored = "无等级分：本次比赛不计（B.02 8.2.1）",
    .notPublished = "无等级分：Ru {} 不予公布（B.02 7.1.4、7.2.1）",
    .kLegend =
        "K 值（B.02 8.3.3）：18岁以下且等级分低于2300者为40，等级分曾达到2400者为10，"
        "其他为20；K × 对局数不超过700。变化为 K × Σ(W − We)，四舍五入为整数。",
    .expectedLegend = "We：按分差查表 8.1.2 所得的预期得分；分差超过400按400计（8.3.1）。",
    .noRatedGames = "第1-{}轮没有计算等级分的对局。",
    .clubHeading = "俱乐部等级分",
    .before = "原分",
    .after = "新分",
    .gamesCounted = "有效盘数",
    .title = "称号",
    .provisional = "无称号（不足10盘）",
    .classHeading = "级别分",
    .classColumn = "级别",
    .unclassed = "无级别",
    .classNumber = "{}级",
    .kyu = "{}级",
    .dan = "{}段",
    .was = "（原{}）",
    .incidentLog = "第{}轮裁判记录",
    .noIncidents = "第{}轮没有记录任何事件。",
    .recordedAt = "记录时间（UTC）",
    .concerning = "当事人",
    .incident = "事件",
    .decision = "裁决",
    .bothPlayers = "双方",
    .atMove = "第{}回合",
    .sealedMove = "封棋",
    .sealedAtMove = "第{}回合由{}封棋",
    .envelopeLabel = "封棋信封 — 第{}轮 第{}台",
    .event = "比赛",
    .sealer = "封棋方",
    .moveNumber = "封棋时的着数",
    .timeUsed = "所用时间",
    .drawOffer = "未答复的提和",
    .noDrawOffer = "无",
    .drawOfferBy = "由{}提出",
    .sealedAt = "封棋时间",
    .resumption = "续赛时间",
    .venue = "续赛地点",
    .position = "封棋时的局面（封着之前）",
    .toMove = "{}走",
    .movesPlayed = "已走着法",
    .arbiter = "裁判",
    .checkedByClassic = "由裁判查验并保管（旧规则 13.3）",
    .checkedBy = "由裁判查验并保管（指南 I.3）",
    .noEnvelopes = "第{}轮没有封棋信封。",
};

bool zh(Language language) { return language == Language::Zh; }

std::string pick(Language language, std::string_view en, std::string_view chinese) {
  return std::string(zh(language) ? chinese : en);
}

std::string scoreText(tournament::HalfPoints points) {
  return points % 2 == 0 ? std::to_string(points / 2)
                         : (points > 1 ? std::to_string(points / 2) : std::string()) + "½";
}

}  // namespace

const RecordWords& recordWords(Language language) { return zh(language) ? Chinese : English; }

std::string verdictText(const tournament::Incident& i, Language language) {
  using tournament::Verdict;
  switch (i.verdict) {
    case Verdict::Recorded:
      return pick(language, "recorded", "已记录");
    case Verdict::OnTime:
      return pick(language, "on time", "准时");
    case Verdict::LateWithinDefaultTime:
      return fmt::format(
          fmt::runtime(pick(language,
                            "late by {}, within the default time: the time is lost on the clock",
                            "迟到 {}，在迟到弃权时限之内：迟到时间从棋钟上扣除")),
          durationText(i.seconds));
    case Verdict::ForfeitProposed:
      return fmt::format(
          fmt::runtime(pick(language, "late by {}, past the default time: forfeit proposed",
                            "迟到 {}，超过迟到弃权时限：建议判负")),
          durationText(i.seconds));
    case Verdict::ForfeitApplied:
      return pick(language, "forfeit applied", "已判弃权负");
    case Verdict::TimePenalty:
      return pick(language, "time penalty", "时间处罚");
    case Verdict::GameLost:
      return pick(language, "game lost", "判负");
    case Verdict::GameDrawn:
      switch (tournament::drawReason(i)) {
        case tournament::DrawReason::BareKing:
          return pick(language, "game drawn: the opponent has a bare king", "和棋：对方只剩单王");
        case tournament::DrawReason::BothFlagsLastPeriod:
          return pick(language,
                      "game drawn: both flags fell in the last period, the first unknown "
                      "(Guidelines III.3.1)",
                      "和棋：双方在最后阶段均超时，无法确定先后（准则 III.3.1）");
        case tournament::DrawReason::OpponentCannotMate:
          break;
      }
      return pick(language, "game drawn: the opponent cannot mate", "和棋：对手无法将死");
    case Verdict::ArbiterMustDecide:
      return pick(language, "the arbiter decides (a loss, or a draw if the opponent cannot mate)",
                  "由裁判决定（判负；若对手无法将死则为和棋）");
    case Verdict::ClaimCorrect:
      return pick(language, "claim correct: the game is drawn", "申请正确：和棋");
    case Verdict::PositionRestored:
      // Laws 7.5.1: the position before the irregularity (Laws 7.4.1: before the illegal move).
      return i.kind == tournament::IncidentKind::IllegalMove
                 ? pick(language,
                        "the position before the illegal move is restored and play goes on",
                        "恢复违例着法之前的局面，对局继续")
                 : pick(language, "the position before it is restored and play goes on",
                        "恢复之前的局面，对局继续");
    case Verdict::GameAnnulled:
      // Laws 7.1 / 7.4.1: a position that cannot be restored (an illegal move,
      // displaced pieces) annuls the game; a wrong start (initial position,
      // colours, board) has a new game played.
      return i.kind == tournament::IncidentKind::IllegalMove ||
                     (i.kind == tournament::IncidentKind::IrregularPosition &&
                      i.note == "displaced")
                 ? pick(language,
                        "the position cannot be restored: the game is annulled and replayed",
                        "局面无法恢复：对局作废并重赛")
                 : pick(language, "the game is annulled and a new game played",
                        "对局作废，重新开始新的对局");
    case Verdict::GameContinues:
      // Guidelines III.3.1 for both flags; Laws 7.2 / 7.3 for a wrong board or colours.
      return i.kind == tournament::IncidentKind::Flag
                 ? pick(language, "both flags down, the first unknown: the game goes on",
                        "双方落旗，先后不明：对局继续")
                 : pick(
                       language,
                       "the game goes on (on a correctly placed board, or with the colours played)",
                       "对局继续（在正确摆放的棋盘上，或按已执颜色继续）");
    case Verdict::ClockSet:
      return fmt::format(
          fmt::runtime(pick(language, "the new clock is set: White {} used, Black {} used",
                            "重新设置棋钟：白方已用 {}，黑方已用 {}")),
          durationText(i.seconds), durationText(i.count));
  }
  return {};
}

std::string penaltyOptionText(tournament::PenaltyOption option, Language language) {
  using tournament::PenaltyOption;
  switch (option) {
    case PenaltyOption::None:
      return {};
    case PenaltyOption::Warning:
      return pick(language, "12.9.1 a warning", "12.9.1 警告");
    case PenaltyOption::TimeToOpponent:
      return pick(language, "12.9.2 more time for the opponent", "12.9.2 增加对手的剩余时间");
    case PenaltyOption::TimeDeducted:
      return pick(language, "12.9.3 less time for the offender", "12.9.3 减少违规方的剩余时间");
    case PenaltyOption::OpponentScoreRaised:
      return pick(language, "12.9.4 the opponent's score in the game raised",
                  "12.9.4 提高对手本局得分");
    case PenaltyOption::OffenderScoreReduced:
      return pick(language, "12.9.5 the offender's score in the game reduced",
                  "12.9.5 降低违规方本局得分");
    case PenaltyOption::GameLost:
      return pick(language, "12.9.6 the game declared lost", "12.9.6 判本局负");
    case PenaltyOption::Fine:
      return pick(language, "12.9.7 a fine announced in advance", "12.9.7 事先宣布的罚款");
    case PenaltyOption::Exclusion:
      return pick(language, "12.9.8 exclusion from rounds", "12.9.8 停赛若干轮");
    case PenaltyOption::Expulsion:
      return pick(language, "12.9.9 expulsion from the competition", "12.9.9 取消比赛资格");
  }
  return {};
}

std::string clockEffectText(const tournament::Incident& i, Language language) {
  using tournament::ClockEffect;
  switch (i.clock) {
    case ClockEffect::None:
    case ClockEffect::OwnClockRuns:
      return {};
    case ClockEffect::OpponentRemainingAdded:
      return fmt::format(fmt::runtime(pick(language, "add {} to the opponent's remaining time",
                                           "对手剩余时间增加 {}")),
                         durationText(i.seconds));
    case ClockEffect::OwnRemainingDeducted:
      return fmt::format(fmt::runtime(pick(language, "deduct {} from the offender's remaining time",
                                           "违规方剩余时间减少 {}")),
                         durationText(i.seconds));
    case ClockEffect::OwnUsedAdded:
      return fmt::format(fmt::runtime(pick(language, "add {} to the claimant's used time",
                                           "申请方已用时间增加 {}")),
                         durationText(i.seconds));
  }
  return {};
}

std::string durationText(int seconds) {
  const int h = seconds / 3600;
  const int m = seconds / 60 % 60;
  const int s = seconds % 60;
  return h > 0 ? fmt::format("{}:{:02}:{:02}", h, m, s) : fmt::format("{}:{:02}", m, s);
}

std::string articleText(const std::string& article, Language language) {
  constexpr std::string_view Classic = "classic ";
  if (article.empty()) return {};
  if (article.starts_with(Classic))
    return pick(language, "classic rules ", "旧规则 ") + article.substr(Classic.size());
  return pick(language, "Laws ", "棋规 ") + article;
}

std::string incidentKindText(tournament::IncidentKind kind, Language language) {
  using tournament::IncidentKind;
  switch (kind) {
    case IncidentKind::LateArrival:
      return pick(language, "Late arrival", "迟到");
    case IncidentKind::Penalty:
      return pick(language, "Penalty", "处罚");
    case IncidentKind::IllegalMove:
      return pick(language, "Illegal move", "违例着法");
    case IncidentKind::DrawClaim:
      return pick(language, "Draw claim", "和棋申请");
    case IncidentKind::Flag:
      return pick(language, "Flag fall", "落旗");
    case IncidentKind::DefectiveClock:
      return pick(language, "Defective clock", "棋钟故障");
    case IncidentKind::IrregularPosition:
      return pick(language, "Irregular position", "不正常局面");
  }
  return {};
}

std::string irregularityText(const std::string& note, Language language) {
  if (note == "displaced") return pick(language, "pieces displaced", "棋子移位");
  if (note == "initial-position") return pick(language, "wrong initial position", "初始局面摆错");
  if (note == "colours") return pick(language, "colours reversed", "执子颜色颠倒");
  if (note == "board") return pick(language, "board placed wrongly", "棋盘放置错误");
  return {};
}

std::string penaltyScoreText(const tournament::Incident& i, Language language) {
  using tournament::PenaltyOption;
  // Laws 12.9.4 / 12.9.5: `seconds` holds the score set, in half-points.
  if (i.option == PenaltyOption::OpponentScoreRaised)
    return fmt::format(fmt::runtime(pick(language, "the opponent's score in this game is {}",
                                         "对手本局得分为 {}")),
                       scoreText(i.seconds));
  if (i.option == PenaltyOption::OffenderScoreReduced)
    return fmt::format(fmt::runtime(pick(language, "the offender's score in this game is {}",
                                         "违规方本局得分为 {}")),
                       scoreText(i.seconds));
  return {};
}

std::string incidentDecisionText(const tournament::Incident& i, Language language) {
  std::vector<std::string> parts{verdictText(i, language)};
  if (const std::string option = penaltyOptionText(i.option, language); !option.empty())
    parts.push_back(option);
  using tournament::PenaltyOption;
  // Laws 12.9.8: `seconds` holds the rounds excluded; 12.9.4 / 12.9.5 the score set.
  if (i.option == PenaltyOption::Exclusion && i.seconds > 0)
    parts.push_back(fmt::format(fmt::runtime(pick(language, "{} round(s)", "{}轮")), i.seconds));
  else if (const std::string score = penaltyScoreText(i, language); !score.empty())
    parts.push_back(score);
  else if (const std::string clock = clockEffectText(i, language); !clock.empty())
    parts.push_back(clock);
  if (i.kind == tournament::IncidentKind::IllegalMove && i.count > 0)
    parts.push_back(
        fmt::format(fmt::runtime(pick(language, "illegal move no. {} by this player in this game",
                                      "该棋手本局第 {} 次违例着法")),
                    i.count));
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? "" : zh(language) ? "；" : "; ") + part;
  return text;
}

std::string envelopeStateText(const tournament::Envelope& e, tournament::RulesProfile profile,
                              Language language) {
  using tournament::Custody;
  using tournament::ResumptionVerdict;
  // The rule cited: the Guidelines' (FIDE) or the older Laws' article (classic).
  const bool classic = profile == tournament::RulesProfile::Classic;
  const auto said = [&](std::string_view en, std::string_view chinese, std::string_view guidelineEn,
                        std::string_view guidelineZh, std::string_view article) {
    const std::string rule =
        classic ? (article.empty() ? std::string() : articleText(std::string(article), language))
                : pick(language, guidelineEn, guidelineZh);
    const std::string text = pick(language, en, chinese);
    if (rule.empty()) return text;
    return zh(language) ? text + "（" + rule + "）" : text + " (" + rule + ")";
  };
  std::string custody;
  switch (e.custody) {
    case Custody::Sealed:
      custody = pick(language, "sealed", "已封存");
      break;
    case Custody::InArbitersKeeping:
      // classic 13.3 "裁判必须妥善保管好封棋信封".
      custody =
          said("kept by the arbiter", "由裁判保管", "Guidelines I.3", "指南 I.3", "classic 13.3");
      break;
    case Custody::Opened:
      // classic 14.2 "封棋信封必须在非封棋方在场时才能打开".
      custody =
          said("opened at resumption", "续赛时拆开", "Guidelines I.7", "指南 I.7", "classic 14.2");
      break;
    case Custody::Settled:
      // classic 14.2(1) "如果双方同意封棋作和并向裁判报告了他们的决定" - the game
      // ended by the players' agreement after the sealing.
      custody = said("not opened: the game ended before resumption", "未拆开：对局在续赛前已结束",
                     "Guidelines I.6", "指南 I.6", "classic 14.2(1)");
      break;
    case Custody::Lost:
      // classic 14.5 "如果根据第13条规定所记录好的封棋信封遗失".
      custody = said("lost", "遗失", "Guidelines I.12", "指南 I.12", "classic 14.5");
      break;
  }
  std::string verdict;
  switch (e.verdict) {
    case ResumptionVerdict::NotResumed:
      break;
    case ResumptionVerdict::Continue:
      verdict = pick(language, "a legal move: play continues", "着法合法：对局继续");
      break;
    case ResumptionVerdict::SealedMoveEndedGame:
      verdict = pick(language, "the sealed move ended the game", "封着结束了对局");
      break;
    case ResumptionVerdict::DefectiveSealedMove:
      // classic 10.16 "如封棋方的封着出现下列情况之一,则判封棋方负".
      verdict = said("the sealed move is ambiguous, unreadable or illegal",
                     "封着含糊、无法辨认或不合规则", "I.8", "I.8", "classic 10.16");
      break;
    case ResumptionVerdict::AbsentPlayerLoses:
      // classic 10.15 "封局续赛开始后,棋手迟到赛桌1小时以上者判负".
      verdict = said("the absent player loses", "缺席方判负", "I.10", "I.10", "classic 10.15");
      break;
    case ResumptionVerdict::BothAbsent:
      verdict = pick(language, "both players absent", "双方缺席");
      break;
    case ResumptionVerdict::PresentPlayerFlagged:
      // classic 10.15(3) "出席方超过时限,按第10.14条规定判该棋手负".
      verdict =
          said("the player present overstepped the time", "在场方超时", "", "", "classic 10.15(3)");
      break;
    case ResumptionVerdict::ArbiterMustDecide:
      verdict = pick(language, "the arbiter decides", "由裁判决定");
      break;
    case ResumptionVerdict::Annulled:
      // classic 14.5(2) "如果不能重新摆成封棋时的局面,对局当作废重下".
      verdict = said("the game is annulled and replayed", "对局作废并重赛", "I.12.2", "I.12.2",
                     "classic 14.5(2)");
      break;
  }
  if (verdict.empty()) return custody;
  return custody + (zh(language) ? "：" : ": ") + verdict;
}

}  // namespace reports
