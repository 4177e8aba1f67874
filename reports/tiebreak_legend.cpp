// SPDX-License-Identifier: MIT
#include "reports/tiebreak_legend.h"

#include "domain/standings/tiebreak.h"
#include "reports/markup.h"

#include <fmt/format.h>

namespace reports {
namespace {

using standings::TieBreakKind;

struct KindWords {
  const char* english;
  const char* chinese;
  const char* article;  // the C.07 article, or "2026" for the codes new in that text
};

KindWords kindWords(TieBreakKind kind) {
  switch (kind) {
    case TieBreakKind::BH:
      return {"Buchholz: the sum of the opponents' scores", "布赫霍尔茨分：对手积分之和", "8.1"};
    case TieBreakKind::FB:
      return {"Fore Buchholz: Buchholz with the last round counted as a draw",
              "预布赫霍尔茨分：末轮按和棋计的布赫霍尔茨分", "8.3"};
    case TieBreakKind::AOB:
      return {"Average of the opponents' Buchholz", "对手布赫霍尔茨分的平均值", "8.2"};
    case TieBreakKind::SB:
      return {"Sonneborn-Berger: the scores of the opponents beaten, plus half of those drawn",
              "索伯分：所胜对手积分之和加所和对手积分之半", "9.1"};
    case TieBreakKind::PS:
      return {"Progressive score: the sum of the scores after each round", "累进分：每轮后积分之和",
              "7.5"};
    case TieBreakKind::KS:
      return {"Koya: points against the opponents who scored at least half",
              "科亚分：对得分过半对手所得积分", "9.2"};
    case TieBreakKind::ARO:
      return {"Average rating of the opponents", "对手平均等级分", "10.1"};
    case TieBreakKind::TPR:
      return {"Tournament performance rating", "比赛表现分", "10.2"};
    case TieBreakKind::PTP:
      return {"Perfect tournament performance", "完美表现分", "10.3"};
    case TieBreakKind::APRO:
      return {"Average performance rating of the opponents", "对手平均表现分", "10.4"};
    case TieBreakKind::APPO:
      return {"Average perfect performance of the opponents", "对手平均完美表现分", "10.5"};
    case TieBreakKind::WIN:
      return {"Number of wins (forfeits and byes included)", "胜局数（含弃权胜与轮空）", "7.1"};
    case TieBreakKind::WON:
      return {"Games won over the board", "实战胜局数", "7.2"};
    case TieBreakKind::BPG:
      return {"Games played with Black", "执黑对局数", "7.3"};
    case TieBreakKind::BWG:
      return {"Games won with Black", "执黑胜局数", "7.4"};
    case TieBreakKind::REP:
      return {"Rounds the player elected to play", "选择参赛的轮数", "7.6"};
    case TieBreakKind::STD:
      return {"Standard points (1, ½, 0 per game)", "标准积分（每局1、½、0）", "2026"};
    case TieBreakKind::TPN:
      return {"Tournament pairing number (lower first)", "编排号（小者在前）", "2026"};
    case TieBreakKind::RTNG:
      return {"Own rating", "本人等级分", "2026"};
    case TieBreakKind::DE:
      return {"Direct encounter among the tied players", "相互间对局成绩", "6"};
  }
  return {"", "", ""};
}

std::string modifiers(const standings::TieBreak& tieBreak, Language language) {
  const bool zh = language == Language::Zh;
  std::string out;
  if (tieBreak.cutLowest > 0 && tieBreak.cutHighest > 0)
    out += zh ? fmt::format("，去掉最高{}个与最低{}个", tieBreak.cutHighest, tieBreak.cutLowest)
              : fmt::format(", without the {} highest and {} lowest", tieBreak.cutHighest,
                            tieBreak.cutLowest);
  else if (tieBreak.cutLowest > 0)
    out += zh ? fmt::format("，去掉最低{}个", tieBreak.cutLowest)
              : fmt::format(", without the {} lowest", tieBreak.cutLowest);
  if (tieBreak.limitHalfPoints != 0)
    out += zh ? fmt::format("，界限调整{}个半分", tieBreak.limitHalfPoints)
              : fmt::format(", limit moved by {} half-points", tieBreak.limitHalfPoints);
  if (tieBreak.unratedRating)
    out += zh ? fmt::format("，无等级分者按{}计", *tieBreak.unratedRating)
              : fmt::format(", unrated players counted as {}", *tieBreak.unratedRating);
  if (tieBreak.reverse) out += zh ? "，次序相反" : ", in reverse order";
  return out;
}

}  // namespace

std::string tieBreakWords(std::string_view code, Language language) {
  const auto tieBreak = standings::parseTieBreak(code);
  if (!tieBreak) return std::string(code);
  const KindWords words = kindWords(tieBreak->kind);
  const bool zh = language == Language::Zh;
  const bool modified = tieBreak->cutLowest > 0 || tieBreak->limitHalfPoints != 0 ||
                        tieBreak->unratedRating || tieBreak->reverse;
  return fmt::format("{}{} (C.07 {}{})", zh ? words.chinese : words.english,
                     modifiers(*tieBreak, language), words.article, modified ? ", 14" : "");
}

std::string tieBreakLegendHtml(const std::vector<std::string>& codes, Language language) {
  if (codes.empty()) return {};
  std::string html = fmt::format("<h3>{}</h3>\n<dl class=\"legend\">\n",
                                 escapeMarkup(documentWords(language).tieBreakLegend));
  for (const auto& code : codes)
    html += fmt::format("<dt>{}</dt><dd>{}</dd>\n", escapeMarkup(code),
                        escapeMarkup(tieBreakWords(code, language)));
  html += "</dl>\n";
  return html;
}

}  // namespace reports
