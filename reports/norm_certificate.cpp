// SPDX-License-Identifier: MIT
// The certificate of a title result (FIDE B.01 1.4, form IT1), in English
// and Chinese.
#include "reports/norm_certificate.h"

#include "reports/csv_record.h"
#include "reports/markup.h"

#include <fmt/format.h>

#include <array>
#include <cstdlib>
#include <map>

namespace reports {
namespace {

struct Words {
  std::string_view heading, regulation, achieved, notAchieved;
  std::array<std::string_view, 4> norms;  // GM, IM, WGM, WIM
  std::string_view particulars, player, fideId, federation, titleHeld, birthDate, event, section,
      place, dates, chiefArbiter, rounds, games;
  std::string_view opponents, round, colour, white, black, opponent, title, rating, counted, result;
  std::string_view counts, otherFederations, ownFederation, titleholders, byTitle;
  std::string_view working, ratingSum, average, points, score, difference, performance, needed,
      noScore, floorRaised, requirements, requirement, have, need, met, notMet, waived;
  std::array<std::string_view, 9> requirementNames;  // in NormRequirement's order
  std::string_view signature, date;
};

constexpr Words English{
    "Certificate of title result",
    "FIDE Title Regulations B.01, 1.4 (form IT1)",
    "achieved",
    "not achieved",
    {"GM norm", "IM norm", "WGM norm", "WIM norm"},
    "Particulars",
    "Player",
    "FIDE ID",
    "Federation",
    "Title held",
    "Date of birth",
    "Event",
    "Section",
    "Place",
    "Dates",
    "Chief arbiter",
    "Rounds",
    "Games for the norm",
    "Opponents",
    "Round",
    "Colour",
    "White",
    "Black",
    "Opponent",
    "Title",
    "Rating",
    "Rating counted",
    "Result",
    "The opponents counted",
    "From other federations",
    "From the player's federation",
    "Titleholders (CM, WCM not counted)",
    "By title",
    "Working",
    "Sum of the ratings counted",
    "Average rating of the opponents Ra (1.4.7, rounded .5 up)",
    "Points",
    "Score (1.4.9, whole percent, .5 up)",
    "dp (table 1.4.9)",
    "Performance rating Rp = Ra + dp (1.4.8)",
    "Points the norm needed against these opponents",
    "no score gives the norm against these opponents",
    "1.4.6b-c: the opponent of round {} raised from {} to the rating floor {}",
    "Requirements",
    "Requirement",
    "Have",
    "Need",
    "met",
    "NOT MET",
    "waived (1.4.3a-d)",
    {"1.4.1 games", "1.4.3 opponents from other federations", "1.4.4a own federation, at most 3/5",
     "1.4.4b one federation, at most 2/3", "1.4.5a titleholders, at least 50 %",
     "1.4.5b-e holders of the title or above", "1.4.8a average rating Ra",
     "1.4.8b score in % (at least 35)", "1.4.8 performance Rp"},
    "Chief arbiter's signature",
    "Date",
};

constexpr Words Chinese{
    "称号成绩证明书",
    "国际棋联称号条例 B.01 第 1.4 条（IT1 表）",
    "已达到",
    "未达到",
    {"国际特级大师（GM）标准", "国际大师（IM）标准", "女子国际特级大师（WGM）标准",
     "女子国际大师（WIM）标准"},
    "基本情况",
    "棋手",
    "国际棋联编号",
    "协会",
    "现有称号",
    "出生日期",
    "赛事",
    "组别",
    "地点",
    "日期",
    "裁判长",
    "轮数",
    "计入标准的对局数",
    "对手",
    "轮次",
    "执棋",
    "白",
    "黑",
    "对手",
    "称号",
    "等级分",
    "计入的等级分",
    "结果",
    "计入的对手",
    "来自其他协会",
    "来自棋手本协会",
    "有称号者（候选大师、女子候选大师不计）",
    "按称号",
    "计算过程",
    "计入等级分之和",
    "对手平均等级分 Ra（第 1.4.7 条，0.5 进位）",
    "得分",
    "得分率（第 1.4.9 条，取整百分数，0.5 进位）",
    "dp（第 1.4.9 条表）",
    "表现等级分 Rp = Ra + dp（第 1.4.8 条）",
    "对这些对手达到标准所需的得分",
    "对这些对手任何得分都达不到标准",
    "第 1.4.6b-c 条：第 {} 轮的对手由 {} 提高到等级分下限 {}",
    "各项要求",
    "要求",
    "实有",
    "所需",
    "满足",
    "未满足",
    "免除（第 1.4.3a-d 条）",
    {"第 1.4.1 条 对局数", "第 1.4.3 条 其他协会的对手", "第 1.4.4a 条 本协会对手至多 3/5",
     "第 1.4.4b 条 同一协会对手至多 2/3", "第 1.4.5a 条 有称号的对手至少 50%",
     "第 1.4.5b-e 条 持有该称号或更高称号的对手", "第 1.4.8a 条 平均等级分 Ra",
     "第 1.4.8b 条 得分率（至少 35%）", "第 1.4.8 条 表现等级分 Rp"},
    "裁判长签名",
    "日期",
};

const Words& wordsOf(Language language) { return language == Language::Zh ? Chinese : English; }

std::string pointsText(int halfPoints) {
  return halfPoints % 2 != 0 ? fmt::format("{}.5", halfPoints / 2)
                             : fmt::format("{}", halfPoints / 2);
}

std::string resultText(int points) { return points == 2 ? "1" : points == 1 ? "½" : "0"; }

bool atMost(rating::NormRequirement requirement) {
  return requirement == rating::NormRequirement::OwnFederation ||
         requirement == rating::NormRequirement::OneFederation;
}

std::string dates(const NormCertificate& c) {
  if (c.startDate.empty() || c.endDate.empty() || c.startDate == c.endDate)
    return c.startDate.empty() ? c.endDate : c.startDate;
  return c.startDate + " – " + c.endDate;
}

// "GM 3, IM 2, FM 1": the opponents' titles, strongest first.
std::string titleCounts(const NormCertificate& c) {
  static constexpr std::array<std::string_view, 8> Order = {"GM",  "IM", "WGM", "FM",
                                                            "WIM", "CM", "WFM", "WCM"};
  std::string text;
  for (const auto title : Order) {
    int count = 0;
    for (const auto& game : c.games) count += game.title == title ? 1 : 0;
    if (count > 0) text += fmt::format("{}{} {}", text.empty() ? "" : ", ", title, count);
  }
  return text.empty() ? "–" : text;
}

int fromFederation(const NormCertificate& c, bool own) {
  int count = 0;
  for (const auto& game : c.games)
    if (!game.federation.empty() && game.federation != "FID")
      count += (game.federation == c.federation) == own ? 1 : 0;
  return count;
}

const rating::NormCheck* checkOf(const rating::NormAssessment& a, rating::NormRequirement r) {
  for (const auto& check : a.checks)
    if (check.requirement == r) return &check;
  return nullptr;
}

std::string row(std::string_view label, std::string_view value) {
  return fmt::format("<tr><th>{}</th><td>{}</td></tr>\n", escapeMarkup(label), escapeMarkup(value));
}

}  // namespace

int ratingCounted(const NormCertificate& certificate, std::size_t game) {
  const auto& a = certificate.assessment;
  if (a.raisedGame && static_cast<std::size_t>(*a.raisedGame) == game) return a.floor;
  const int rating = certificate.games[game].rating;
  return rating > 0 ? rating : 1400;  // 1.4.6d
}

std::string normCertificateHtml(const NormCertificate& c, Language language) {
  const Words& w = wordsOf(language);
  const auto& a = c.assessment;
  const std::string norm(w.norms[static_cast<std::size_t>(a.title)]);
  const std::string title = fmt::format("{}: {}", w.heading, c.player);
  std::string body =
      fmt::format("<h1>{}</h1>\n<p>{}</p>\n<h2>{} – {}</h2>\n", escapeMarkup(w.heading),
                  escapeMarkup(w.regulation), escapeMarkup(norm),
                  escapeMarkup(a.achieved ? w.achieved : w.notAchieved));
  body += fmt::format("<h3>{}</h3>\n<table class=\"particulars\">\n", escapeMarkup(w.particulars));
  body += row(w.player, c.player) + row(w.fideId, c.fideId) + row(w.federation, c.federation) +
          row(w.titleHeld, c.titleHeld) + row(w.birthDate, c.birthDate) + row(w.event, c.event) +
          row(w.section, c.section) + row(w.place, c.place) + row(w.dates, dates(c)) +
          row(w.chiefArbiter, c.chiefArbiter) + row(w.rounds, std::to_string(c.rounds)) +
          row(w.games, std::to_string(a.games));
  body += "</table>\n";

  body += fmt::format(
      "<h3>{}</h3>\n<table class=\"opponents\">\n<thead><tr><th>{}</th><th>{}</th><th>{}</th>"
      "<th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
      escapeMarkup(w.opponents), escapeMarkup(w.round), escapeMarkup(w.colour),
      escapeMarkup(w.opponent), escapeMarkup(w.title), escapeMarkup(w.federation),
      escapeMarkup(w.fideId), escapeMarkup(w.rating), escapeMarkup(w.counted),
      escapeMarkup(w.result));
  for (std::size_t i = 0; i < c.games.size(); ++i) {
    const auto& game = c.games[i];
    body += fmt::format(
        "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
        game.round, escapeMarkup(game.colour == 'W' ? w.white : w.black),
        escapeMarkup(game.opponent), escapeMarkup(game.title), escapeMarkup(game.federation),
        escapeMarkup(game.fideId), game.rating > 0 ? std::to_string(game.rating) : "–",
        ratingCounted(c, i), resultText(game.points));
  }
  body += "</tbody>\n</table>\n";

  body += fmt::format("<h3>{}</h3>\n<table class=\"particulars\">\n", escapeMarkup(w.counts));
  body += row(w.otherFederations, std::to_string(fromFederation(c, false))) +
          row(w.ownFederation, std::to_string(fromFederation(c, true)));
  if (const auto* titled = checkOf(a, rating::NormRequirement::Titleholders))
    body += row(w.titleholders, std::to_string(titled->have));
  body += row(w.byTitle, titleCounts(c)) + "</table>\n";

  body += fmt::format("<h3>{}</h3>\n", escapeMarkup(w.working));
  if (a.raisedGame)
    body +=
        fmt::format("<p>{}</p>\n",
                    escapeMarkup(fmt::format(fmt::runtime(w.floorRaised),
                                             c.games[static_cast<std::size_t>(*a.raisedGame)].round,
                                             a.raisedFrom, a.floor)));
  body += "<table class=\"particulars\">\n";
  body += row(w.ratingSum, std::to_string(a.ratingSum)) +
          row(w.average, fmt::format("{} / {} = {}", a.ratingSum, a.games, a.average)) +
          row(w.points, fmt::format("{} / {}", pointsText(a.points), a.games)) +
          row(w.score, fmt::format("{} %", a.percentage)) +
          row(w.difference, fmt::format("{:+}", a.difference)) +
          row(w.performance, fmt::format("{} {} {} = {}", a.average, a.difference < 0 ? "-" : "+",
                                         std::abs(a.difference), a.performance)) +
          row(w.needed, a.pointsNeeded ? pointsText(*a.pointsNeeded) : std::string(w.noScore));
  body += "</table>\n";

  body += fmt::format(
      "<h3>{}</h3>\n<table class=\"requirements\">\n<thead><tr><th>{}</th><th>{}</th><th>{}</th>"
      "<th></th></tr></thead>\n<tbody>\n",
      escapeMarkup(w.requirements), escapeMarkup(w.requirement), escapeMarkup(w.have),
      escapeMarkup(w.need));
  for (const auto& check : a.checks)
    body += fmt::format(
        "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{} {}</td><td>{}</td></tr>\n",
        escapeMarkup(w.requirementNames[static_cast<std::size_t>(check.requirement)]), check.have,
        atMost(check.requirement) ? "≤" : "≥", check.need,
        escapeMarkup(check.waived ? w.waived
                     : check.met  ? w.met
                                  : w.notMet));
  body += "</tbody>\n</table>\n";
  body += fmt::format(
      "<p class=\"signature\">{} ({}): ______________________ &#160; {}: ____________</p>\n",
      escapeMarkup(w.signature), escapeMarkup(c.chiefArbiter), escapeMarkup(w.date));
  return htmlPage(title, languageTag(language), body);
}

std::string normCertificateCsv(const NormCertificate& c, bool excelBom) {
  const auto& a = c.assessment;
  std::string csv = excelBom ? CsvBom : "";
  static constexpr std::array<std::string_view, 4> Norms = {"GM", "IM", "WGM", "WIM"};
  const std::vector<std::pair<std::string, std::string>> fields = {
      {"norm", std::string(Norms[static_cast<std::size_t>(a.title)])},
      {"achieved", a.achieved ? "yes" : "no"},
      {"player", c.player},
      {"fide_id", c.fideId},
      {"federation", c.federation},
      {"title_held", c.titleHeld},
      {"birth_date", c.birthDate},
      {"event", c.event},
      {"section", c.section},
      {"place", c.place},
      {"start_date", c.startDate},
      {"end_date", c.endDate},
      {"chief_arbiter", c.chiefArbiter},
      {"rounds", std::to_string(c.rounds)},
      {"games", std::to_string(a.games)},
      {"rating_sum", std::to_string(a.ratingSum)},
      {"average_rating", std::to_string(a.average)},
      {"points", pointsText(a.points)},
      {"percentage", std::to_string(a.percentage)},
      {"dp", std::to_string(a.difference)},
      {"performance", std::to_string(a.performance)},
      {"points_needed", a.pointsNeeded ? pointsText(*a.pointsNeeded) : ""},
  };
  appendCsvRecord(csv, {"field", "value"});
  for (const auto& [field, value] : fields) appendCsvRecord(csv, {field, value});
  appendCsvRecord(csv, {});
  appendCsvRecord(csv, {"round", "colour", "opponent", "title", "federation", "fide_id", "rating",
                        "rating_counted", "result"});
  for (std::size_t i = 0; i < c.games.size(); ++i) {
    const auto& game = c.games[i];
    appendCsvRecord(
        csv, {std::to_string(game.round), std::string(1, game.colour), game.opponent, game.title,
              game.federation, game.fideId, game.rating > 0 ? std::to_string(game.rating) : "",
              std::to_string(ratingCounted(c, i)),
              game.points == 2   ? "1"
              : game.points == 1 ? "0.5"
                                 : "0"});
  }
  return csv;
}

}  // namespace reports
