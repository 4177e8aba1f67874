// SPDX-License-Identifier: MIT
#include "domain/tournament/rules_differences.h"

#include <array>

namespace tournament {

namespace {

using T = RuleTopic;

// FIDE: the Laws of Chess 2023 (and their Guidelines). Classic: the
// client's older Laws, ../shared/client-texts/003 (the same text in 002).
constexpr std::array<RuleDifference, 23> Table{{
    {T::LateArrival, "late arrival", "6.7.1",
     "default time set by the event, 0 if unspecified; a later arrival loses", "classic 10.15",
     "more than one hour late loses", "对局开始或封局续赛开始后,棋手迟到赛桌1小时以上者判负"},
    {T::BothLate, "both players late", "6.7.2",
     "White's clock runs; past the default time both lose by forfeit", "classic 10.17",
     "both more than one hour late: both lose", "双方均迟到棋盘旁达1小时以上则对局双方均判负"},
    {T::IllegalMove, "illegal move", "7.5.5",
     "the position is reinstated; 2 minutes to the opponent (1 in rapid/blitz); the second "
     "illegal move loses (a draw if the opponent cannot mate)",
     "classic 8.1",
     "the position before it is restored and play goes on, no penalty; if it cannot be "
     "restored the game is annulled and replayed",
     "应将局面恢复到该着法未走出之前的形势.然后,倘若不能按此要求恢复原来局面,则对局应作废重下"},
    {T::DisplacedPieces, "displaced pieces", "7.4",
     "set back; if the position cannot be determined, the last identifiable one; play goes on",
     "classic 8.2",
     "the position before the accident is restored and play goes on; if it cannot be "
     "restored, the game is annulled and replayed",
     "应将局面恢复到事故发生前的形势,然后继续对局,倘若不能按此要求恢复原来局面,对局应作废重下"},
    {T::WrongInitialPosition, "wrong initial position", "7.2.1",
     "the game is cancelled and a new game played", "classic 8.5",
     "the game is annulled and replayed (the same rule, the old article)",
     "如果在对局过程中发现棋子的原始位置摆错了,对局应作废重下"},
    {T::ColoursReversed, "colours reversed", "7.3",
     "fewer than 10 moves by each player: a new game with the right colours; else play on",
     "classic 8.6",
     "past a quarter of the first period's time: play on; before it, a new game with the right "
     "colours if the schedule allows",
     "如果此时赛时已过第一时限所规定的四分之一,对局应继续进行,倘若未逾四分之一,在不对比赛时间表"
     "构成严重干扰的前提下,裁判员可以重新安排棋子颜色正确的对局"},
    {T::BoardTurnedWrongly, "board placed wrongly", "7.2.2",
     "the position is transferred to a correctly placed board; play goes on", "classic 8.7",
     "the same rule, the old article", "应将弈成的局面移到正确放置的棋盘上再继续对局"},
    {T::RapidPenalty, "time penalties in rapid and blitz", "A.3 / B.3", "1 minute instead of 2",
     "classic (none)", "the text has no rapid or blitz appendix", ""},
    {T::InsufficientMaterial, "insufficient material", "5.2.2",
     "a dead position: neither player can mate by any series of legal moves (material test: "
     "bishops of one colour, any number)",
     "classic 10.4", "only K v K, K v K+B, K v K+N, K+B v K+B with bishops on one colour",
     "(1)单王对单王 (2)单王对王单象或王单马 (3)王单象对王单象,且双方的象是同以格象"},
    {T::LoneKing, "defective sealed move or flag against a player who cannot win", "6.9 / I.8",
     "a draw when the opponent cannot mate by any series of legal moves (helpmate test)",
     "classic 10.5", "a draw only when the player who would win has a bare king",
     "只剩单王的一方不能作胜方.如果剩单王一方的对方超时,或封棋着法不合规则,则以应判作和棋"},
    {T::ThreefoldArticle, "threefold repetition", "9.2.1 / 9.2.2",
     "claimed with the written move or on the board", "classic 10.10(1) / 10.10(2)",
     "the same two forms, under the old article numbers",
     "相同局面即将第3次出现,行棋方先在记录纸上写下着法 ... 相同局面刚于第3次出现"},
    {T::FiftyMoves, "fifty-move rule", "9.3.1 / 9.3.2",
     "claimed with the written move (clock 99 and a quiet move) or on the board", "classic 10.12",
     "proved on the board only: a claim at 99 half-moves is incorrect",
     "行棋方提出和棋要求并证实至少在最近连续50回合中,双方没有吃过任何一子,也没有走动任何一兵"},
    {T::FiftyMoveExtension, "fifty moves in named endings", "9.3",
     "50 moves in every position; no extension", "classic 10.12",
     "the organiser may raise the count above 50 for endings announced before the event "
     "(section setting --fifty-extension, e.g. KRBvKR=100; fixed once round 1 is paired)",
     "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关局面,组织者必须在赛前明确宣布"},
    {T::AutomaticDraws, "fivefold repetition and 75 moves", "9.6.1 / 9.6.2",
     "the game is drawn without a claim", "classic (none)",
     "no such rule: the game goes on and a later claim is judged on its merits", ""},
    {T::IncorrectClaim, "incorrect draw claim", "9.5.3",
     "2 minutes added to the opponent's remaining time (1 in rapid/blitz); never a loss",
     "classic 10.13(2)",
     "5 minutes added to the claimant's used time; if that passes the time limit, he loses",
     "经审验,提和理由不成立,裁判应在提和方已用赛时上加上5分钟.如果这样做意味提和方已超过"
     "时限,判提和方负"},
    {T::Flag, "flag fall", "6.9",
     "the flag loses unless the opponent cannot mate by any series of legal moves", "classic 10.14",
     "the flag loses; a draw when the opponent has a bare king (10.5)",
     "在规定时间内没有完成规定着数的一方判负"},
    {T::BothFlags, "both flags down, the first unknown", "III.3.1",
     "the game goes on; drawn if it happens in the last period", "classic 12.8", "the game goes on",
     "如果双方小旗同时降落,而裁判不能断定何方的小旗先落下,则对局应该继续"},
    {T::EnvelopeContents, "the envelope", "I.2",
     "names, position, times, sealer, move number, draw offer, resumption", "classic 13.2",
     "names, position, times, sealer, move number",
     "(1)双方姓名 (2)封棋时的局面 (3)每方所用的时间 (4)封棋方姓名 (5)封棋时的着数"},
    {T::EarlySealing, "sealing before the session's end", "I.1", "no rule of its own",
     "classic 13.1(2)", "the rest of the session is added to the sealer's used time",
     "行棋方在比赛规定结束时间未到提前封棋,应把离地间所剩的所有时间全都加在人的棋钟所用时间上"},
    {T::LateReplier, "late player at resumption", "I.10",
     "a sealed move that ended the game stands; otherwise the absent player loses",
     "classic 10.15, 14.3",
     "the exceptions (mate, stalemate, 10.4 position) are the absent sealer's only; an absent "
     "replier loses whatever the sealed move, the envelope unopened",
     "如果封棋方迟到,在出现下列情况之一时,则裁判判法不同 ... 如果非封棋方未到,他的钟应该开动,"
     "但封棋信封却必须等到他到达时才能打开"},
    {T::PresentPlayerFlag, "present player's flag while the sealer is absent", "6.9",
     "the flag loses unless the sealer cannot mate", "classic 10.15(3)",
     "the present player who oversteps the time loses (10.14)",
     "出席方超过时限,按第10.14条规定判该棋手负"},
    {T::DefectiveClock, "defective clock replaced", "6.10.1",
     "the arbiter sets the times on the new clock by his best judgement", "classic 12.4",
     "he may not add used time that leaves less than 5 minutes, or less than a minute a move, "
     "before the time control",
     "不得加时使一方所留时间 (1),离时限不足5分钟,或者 (2)按离时限所剩时间计算,每着棋不足1分钟"},
    {T::ClockCorrection, "clock error at resumption", "I.13",
     "corrected only if pointed out before either player's first move", "classic 14.6",
     "also after the first move when the arbiter finds the consequences very severe",
     "但如果裁判认为将由此引起非常严重的后果,可予以纠正"},
}};

}  // namespace

std::span<const RuleDifference> ruleDifferences() { return Table; }

std::string_view articleOf(RuleTopic topic, RulesProfile profile) {
  for (const auto& row : Table)
    if (row.topic == topic)
      return profile == RulesProfile::Classic ? row.classicArticle : row.fideArticle;
  return {};
}

}  // namespace tournament
