// SPDX-License-Identifier: MIT
#include "reports/language.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace reports {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

const DocumentWords English{
    .startList = "Start list",
    .byNumber = "by pairing number",
    .alphabetical = "alphabetical",
    .byRating = "by rating",
    .pairingsAlpha = "Pairings of round {}, alphabetical",
    .resultSlips = "Result slips, round {}",
    .round = "Round",
    .board = "Board",
    .colour = "Colour",
    .white = "White",
    .black = "Black",
    .signature = "Signature",
    .result = "Result",
    .place = "Place",
    .dates = "Dates",
    .chiefArbiter = "Chief arbiter",
    .timeControl = "Time control",
    .rounds = "Rounds",
    .tieBreakLegend = "Tie-breaks",
    .birth = "Born",
    .fideId = "FIDE ID",
    .sex = "Sex",
    .scoreChart = "Score after each round",
    .rankChart = "Rank after each round",
    .ratingChart = "Rating change after each round (FIDE)",
    .ratingChange = "Rating change",
    .distributionChart = "Results by round",
    .charts = "Charts",
    .whiteWins = "White wins",
    .draws = "Draws",
    .blackWins = "Black wins",
    .forfeits = "Forfeits",
    .points = "Points",
    .rank = "Rank",
    .games = "Games",
    .opponent = "Opponent",
    .crosstable = "Crosstable",
    .standings = "Standings",
    .pairings = "Pairings",
    .players = "Players",
    .sections = "Sections",
    .player = "Player",
    .afterRound = "after round {}",
    .noRounds = "No round has been paired yet.",
    .language = "Language",
    .categories = "Category standings",
    .women = "Women",
    .juniors = "Under {}",
    .seniors = "{} and over",
    .ratingBand = "Rating {}-{}",
    .ratingUnder = "Rating under {}",
    .unrated = "Unrated",
    .hallScreen = "Hall screen",
    .noStandingsYet = "No standings yet: the first round is being played.",
    .categoryPlace = "Place",
    .overallRank = "Overall",
    .category = "Category",
    .nobodyInCategory = "Nobody in this category.",
    .prizeList = "Prize list after round {}",
    .prize = "Prize",
    .prizeShared = "Shared by",
};

const DocumentWords Chinese{
    .startList = "参赛名单",
    .byNumber = "按编号",
    .alphabetical = "按姓名",
    .byRating = "按等级分",
    .pairingsAlpha = "第{}轮对阵（按姓名）",
    .resultSlips = "第{}轮成绩单",
    .round = "轮次",
    .board = "台次",
    .colour = "执子",
    .white = "白方",
    .black = "黑方",
    .signature = "签名",
    .result = "结果",
    .place = "地点",
    .dates = "日期",
    .chiefArbiter = "裁判长",
    .timeControl = "用时",
    .rounds = "轮数",
    .tieBreakLegend = "对比分",
    .birth = "出生",
    .fideId = "FIDE编号",
    .sex = "性别",
    .scoreChart = "每轮后的积分",
    .rankChart = "每轮后的名次",
    .ratingChart = "每轮后的等级分变化（FIDE）",
    .ratingChange = "等级分变化",
    .distributionChart = "各轮结果",
    .charts = "图表",
    .whiteWins = "白胜",
    .draws = "和棋",
    .blackWins = "黑胜",
    .forfeits = "弃权",
    .points = "积分",
    .rank = "名次",
    .games = "对局",
    .opponent = "对手",
    .crosstable = "交叉表",
    .standings = "排名",
    .pairings = "对阵",
    .players = "棋手",
    .sections = "组别",
    .player = "棋手",
    .afterRound = "第{}轮后",
    .noRounds = "尚未编排任何一轮。",
    .language = "语言",
    .categories = "分类排名",
    .women = "女子",
    .juniors = "{}岁以下",
    .seniors = "{}岁及以上",
    .ratingBand = "等级分 {}-{}",
    .ratingUnder = "等级分{}以下",
    .unrated = "无等级分",
    .hallScreen = "赛场大屏",
    .noStandingsYet = "第一轮正在进行，暂无排名。",
    .categoryPlace = "组内名次",
    .overallRank = "总名次",
    .category = "类别",
    .nobodyInCategory = "本类别无棋手。",
    .prizeList = "第 {} 轮后的获奖名单",
    .prize = "奖项",
    .prizeShared = "平分人数",
};

}  // namespace

std::string_view languageTag(Language language) {
  return language == Language::Zh ? "zh-CN" : "en";
}

std::optional<Language> parseLanguage(std::string_view text) {
  const std::string tag = lower(text);
  if (tag == "en" || tag.starts_with("en-") || tag.starts_with("en_")) return Language::En;
  if (tag == "zh" || tag.starts_with("zh-") || tag.starts_with("zh_")) return Language::Zh;
  return std::nullopt;
}

Language preferredLanguage(std::string_view acceptLanguage, Language fallback) {
  // language-range [ ";q=" qvalue ], comma separated.
  std::optional<Language> best;
  double bestWeight = 0;
  while (!acceptLanguage.empty()) {
    const std::size_t comma = acceptLanguage.find(',');
    std::string_view item = acceptLanguage.substr(0, comma);
    acceptLanguage.remove_prefix(comma == std::string_view::npos ? acceptLanguage.size()
                                                                 : comma + 1);
    double weight = 1;
    if (const std::size_t semicolon = item.find(';'); semicolon != std::string_view::npos) {
      const std::string parameter = lower(item.substr(semicolon + 1));
      if (const std::size_t q = parameter.find("q="); q != std::string::npos)
        weight = std::strtod(parameter.c_str() + q + 2, nullptr);
      item = item.substr(0, semicolon);
    }
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    const auto language = parseLanguage(item);
    if (language && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best.value_or(fallback);
}

const DocumentWords& documentWords(Language language) {
  return language == Language::Zh ? Chinese : English;
}

PairingsLabels pairingsLabels(Language language) {
  if (language == Language::En) return {};
  return {.lang = "zh-CN",
          .heading = "第{}轮对阵",
          .board = "台",
          .startNumber = "编号",
          .white = "白方",
          .black = "黑方",
          .points = "分",
          .rating = "等级分",
          .result = "结果",
          .absences = "轮空与缺席",
          .pairingBye = "编排轮空",
          .halfPointBye = "半分轮空",
          .fullPointBye = "整分轮空",
          .zeroPointBye = "缺席（零分轮空）",
          .adjourned = "封局"};
}

StandingsLabels standingsLabels(Language language) {
  if (language == Language::En) return {};
  return {.lang = "zh-CN",
          .heading = "第{}轮后排名",
          .crosstableHeading = "第{}轮后交叉表",
          .rank = "名次",
          .startNumber = "编号",
          .title = "称号",
          .name = "姓名",
          .federation = "协会",
          .rating = "等级分",
          .points = "积分",
          .round = "第{}轮"};
}

}  // namespace reports
