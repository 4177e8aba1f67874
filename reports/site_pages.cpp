// SPDX-License-Identifier: MIT
#include "reports/site_pages.h"

#include "reports/category_standings.h"
#include "reports/charts_svg.h"
#include "reports/crosstable_grid.h"
#include "reports/crosstable_html.h"
#include "reports/hall_page.h"
#include "reports/markup.h"
#include "reports/pairings_alphabetical.h"
#include "reports/pairings_html.h"
#include "reports/points_format.h"
#include "reports/program_footer.h"
#include "reports/result_text.h"
#include "reports/round_pairings.h"
#include "reports/standings_html.h"
#include "reports/tiebreak_legend.h"

#include <fmt/format.h>

#include <charconv>
#include <optional>

namespace reports {
namespace {

constexpr Language Languages[] = {Language::En, Language::Zh};

std::string_view slug(Language language) { return language == Language::Zh ? "zh" : "en"; }

// The style of every site page: readable from 360 px (tables scroll inside
// their own box) to a desktop.
constexpr std::string_view SiteStyle =
    R"(body{font-family:sans-serif;margin:0;color:#111;line-height:1.4}
header{background:#123;color:#fff;padding:8px 12px;display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between}
header a{color:#fff}main{padding:8px 12px;max-width:1200px}
h1{font-size:1.3em;margin:0.4em 0}h2{font-size:1.1em}
nav.rounds a,nav.pages a{display:inline-block;padding:4px 8px;margin:2px;border:1px solid #888;border-radius:4px;text-decoration:none}
nav.rounds a[aria-current]{background:#123;color:#fff}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:0.5em 0}th,td{border:1px solid #999;padding:2px 6px;text-align:left;white-space:nowrap}
th{background:#eee}td.num{text-align:right}tr:nth-child(even) td{background:#f7f7f7}
dl.event-header{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}dl.event-header dt{font-weight:bold}
dl.legend dt{font-weight:bold;float:left;clear:left;margin-right:8px}
svg.chart{max-width:100%;height:auto}
footer.program{padding:8px 12px;font-size:0.8em;color:#666})";

struct PageContext {
  const SiteModel& model;
  Language language;
  std::string path;  // the page's own path
};

// The path from the page at `from` back to the site root ("", "../", "../../").
std::string rootOf(std::string_view from) {
  std::string up;
  for (char c : from)
    if (c == '/') up += "../";
  return up;
}

std::string page(const PageContext& context, std::string_view title, std::string_view body,
                 bool refresh) {
  const DocumentWords& words = documentWords(context.language);
  const std::string root = rootOf(context.path);
  const std::string rest = context.path.substr(context.path.find('/') + 1);
  std::string switcher;
  for (const Language other : Languages)
    switcher +=
        other == context.language
            ? fmt::format("<strong>{}</strong> ", other == Language::Zh ? "中文" : "English")
            : fmt::format("<a class=\"lang-switch\" hreflang=\"{}\" href=\"{}{}/{}\">{}</a> ",
                          languageTag(other), root, slug(other), rest,
                          other == Language::Zh ? "中文" : "English");
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{}"
      "<title>{}</title>\n<style>\n{}\n</style>\n</head>\n<body>\n"
      "<header><a href=\"{}{}/index.html\">{}</a><nav class=\"language\" aria-label=\"{}\">{}</nav>"
      "</header>\n<main>\n{}</main>\n{}</body>\n</html>\n",
      languageTag(context.language),
      refresh ? "<meta http-equiv=\"refresh\" content=\"60\">\n" : "", escapeMarkup(title),
      SiteStyle, root, slug(context.language), escapeMarkup(context.model.event),
      escapeMarkup(words.language), switcher, body, programFooter());
}

std::string wrap(std::string_view table) {
  return fmt::format("<div class=\"scroll\">{}</div>\n", table);
}

// Links to every round of a section; the current one marked.
std::string roundLinks(std::string_view prefix, int current, int last) {
  std::string html = "<nav class=\"rounds\">";
  for (int r = 1; r <= last; ++r)
    html += r == current
                ? fmt::format("<a aria-current=\"page\" href=\"{}{}.html\">{}</a>", prefix, r, r)
                : fmt::format("<a href=\"{}{}.html\">{}</a>", prefix, r, r);
  return html + "</nav>\n";
}

// The category standings page: when the section names categories and has standings.
bool hasCategoryPage(const SiteSection& section) {
  return !section.categories.empty() && !section.standingsAfter.empty();
}

std::string sectionPages(const SiteSection& section, Language language) {
  const DocumentWords& words = documentWords(language);
  std::string html = "<nav class=\"pages\">";
  const int standings = static_cast<int>(section.standingsAfter.size());
  if (standings > 0)
    html += fmt::format("<a href=\"standings-{}.html\">{}</a>", standings,
                        escapeMarkup(words.standings));
  if (section.state.roundsRecorded() > 0)
    html += fmt::format("<a href=\"round-{}.html\">{}</a>", section.state.roundsRecorded(),
                        escapeMarkup(words.pairings));
  if (standings > 0)
    html += fmt::format("<a href=\"crosstable.html\">{}</a>", escapeMarkup(words.crosstable));
  if (hasCategoryPage(section))
    html += fmt::format("<a href=\"categories.html\">{}</a>", escapeMarkup(words.categories));
  html += fmt::format("<a href=\"charts.html\">{}</a>", escapeMarkup(words.charts));
  html += fmt::format("<a href=\"hall.html\">{}</a></nav>\n", escapeMarkup(words.hallScreen));
  return html;
}

bool roundPending(const tournament::TournamentState& state, int round) {
  for (const auto& player : state.players)
    if (static_cast<int>(player.rounds.size()) >= round) {
      const auto result = player.rounds[static_cast<std::size_t>(round - 1)].result;
      if (result == tournament::RoundResult::Pending ||
          result == tournament::RoundResult::Adjourned)
        return true;
    }
  return false;
}

std::string eventIndex(const PageContext& context) {
  const DocumentWords& words = documentWords(context.language);
  std::string body = fmt::format("<h1>{}</h1>\n<h2>{}</h2>\n<ul class=\"sections\">\n",
                                 escapeMarkup(context.model.event), escapeMarkup(words.sections));
  for (std::size_t k = 0; k < context.model.sections.size(); ++k) {
    const SiteSection& section = context.model.sections[k];
    const int rounds = section.state.roundsRecorded();
    body += fmt::format(
        "<li><a href=\"s{}/{}\">{}</a>", k + 1,
        rounds > 0 ? fmt::format("round-{}.html", rounds) : "charts.html",
        escapeMarkup(section.header.section.empty() ? section.state.name : section.header.section));
    if (rounds > 0) {
      body += " — " + escapeMarkup(words.round) + ": ";
      for (int r = 1; r <= rounds; ++r)
        body += fmt::format("<a href=\"s{}/round-{}.html\">{}</a> ", k + 1, r, r);
      if (!section.standingsAfter.empty())
        body += fmt::format("· <a href=\"s{}/standings-{}.html\">{}</a>", k + 1,
                            section.standingsAfter.size(), escapeMarkup(words.standings));
    } else {
      body += " — " + escapeMarkup(words.noRounds);
    }
    body += "</li>\n";
  }
  body += "</ul>\n";
  return page(context, context.model.event, body, false);
}

std::string roundPage(const PageContext& context, const SiteSection& section, int round) {
  const RoundPairings pairings = roundPairings(section.state, round);
  std::string body = eventHeaderHtml(section.header, context.language);
  body += sectionPages(section, context.language);
  body += roundLinks("round-", round, section.state.roundsRecorded());
  body += wrap(pairingsSection(section.state, pairings, pairingsLabels(context.language)));
  body += wrap(alphabeticalPairingsSection(section.state, pairings, context.language));
  const bool live = round == section.state.roundsRecorded() && roundPending(section.state, round);
  return page(context, fmt::format("{} — {}", eventTitle(section.header), round), body, live);
}

std::string standingsPage(const PageContext& context, const SiteSection& section, int round) {
  const StandingsTable& table = section.standingsAfter[static_cast<std::size_t>(round - 1)];
  std::string body = eventHeaderHtml(section.header, context.language);
  body += sectionPages(section, context.language);
  body += roundLinks("standings-", round, static_cast<int>(section.standingsAfter.size()));
  body += wrap(standingsSection(table, standingsLabels(context.language)));
  body += tieBreakLegendHtml(table.tieBreakCodes, context.language);
  return page(context, eventTitle(section.header), body, false);
}

std::string crosstablePage(const PageContext& context, const SiteSection& section) {
  const StandingsTable& table = section.standingsAfter.back();
  std::string body = eventHeaderHtml(section.header, context.language);
  body += sectionPages(section, context.language);
  const StandingsLabels labels = standingsLabels(context.language);
  body += wrap(section.roundRobin ? crosstableGridSection(section.state, table, labels)
                                  : crosstableSection(section.state, table, labels));
  return page(context, eventTitle(section.header), body, false);
}

std::string categoriesPage(const PageContext& context, const SiteSection& section) {
  std::string body = eventHeaderHtml(section.header, context.language);
  body += sectionPages(section, context.language);
  body += wrap(categoryStandingsSection(section, section.standingsAfter.back(), context.language));
  return page(context, eventTitle(section.header), body, false);
}

std::vector<int> topPlayers(const SiteSection& section, std::size_t count) {
  std::vector<int> numbers;
  if (!section.standingsAfter.empty())
    for (const auto& line : section.standingsAfter.back().lines)
      if (numbers.size() < count) numbers.push_back(line.player.startNumber);
  return numbers;
}

std::string chartsPage(const PageContext& context, const SiteSection& section) {
  std::string body = eventHeaderHtml(section.header, context.language);
  body += sectionPages(section, context.language);
  const std::vector<int> top = topPlayers(section, 8);
  body += fmt::format("<figure>{}</figure>\n",
                      lineChartSvg(scoreProgression(section.state, top, context.language)));
  if (!section.standingsAfter.empty())
    body += fmt::format("<figure>{}</figure>\n",
                        lineChartSvg(rankProgression(section.state, section.standingsAfter, top,
                                                     context.language)));
  body += fmt::format("<figure>{}</figure>\n",
                      resultDistributionSvg(resultCounts(section.state), context.language));
  return page(context, eventTitle(section.header), body, false);
}

std::string playerPage(const PageContext& context, const SiteSection& section,
                       const ProgressByPlayer& ranks, const ProgressByPlayer& ratingChanges,
                       int number) {
  const DocumentWords& words = documentWords(context.language);
  const auto& player = *section.state.player(number);
  std::string body = eventHeaderHtml(section.header, context.language);
  body += sectionPages(section, context.language);
  body += fmt::format(
      "<h2>{} {}</h2>\n<div class=\"scroll\"><table class=\"games\"><thead><tr>"
      "<th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
      number, escapeMarkup(player.name), escapeMarkup(words.round), escapeMarkup(words.colour),
      escapeMarkup(words.opponent), escapeMarkup(words.result), escapeMarkup(words.points));
  const PairingsLabels labels = pairingsLabels(context.language);
  for (std::size_t r = 0; r < player.rounds.size(); ++r) {
    const auto& entry = player.rounds[r];
    const auto* opponent = section.state.player(entry.opponent);
    const int after = static_cast<int>(r) + 1;
    const tournament::HalfPoints scored =
        section.state.scoreAfter(player, after) - section.state.scoreAfter(player, after - 1);
    const std::string colour = !entry.color                               ? ""
                               : *entry.color == tournament::Color::White ? words.white
                                                                          : words.black;
    body += fmt::format(
        "<tr><td class=\"num\"><a href=\"round-{}.html\">{}</a></td><td>{}</td><td>{}</td>"
        "<td>{}</td><td class=\"num\">{}</td></tr>\n",
        r + 1, r + 1, escapeMarkup(colour),
        opponent != nullptr
            ? fmt::format("<a href=\"player-{}.html\">{} {}</a>", opponent->startNumber,
                          opponent->startNumber, escapeMarkup(opponent->name))
            : escapeMarkup(byeText(entry.result, labels)),
        opponent != nullptr ? escapeMarkup(resultMark(entry.result)) : pointsText(scored),
        pointsText(section.state.scoreAfter(player, after)));
  }
  body += "</tbody></table></div>\n";
  body += fmt::format("<figure>{}</figure>\n",
                      lineChartSvg(scoreProgression(section.state, {number}, context.language)));
  if (!section.standingsAfter.empty())
    body += fmt::format(
        "<figure>{}</figure>\n",
        lineChartSvg(rankProgression(section.state, ranks, {number}, context.language)));
  const LineChart rating =
      ratingProgression(section.state, number, ratingChanges, context.language);
  if (!rating.series.empty()) body += fmt::format("<figure>{}</figure>\n", lineChartSvg(rating));
  return page(context, fmt::format("{} — {}", player.name, eventTitle(section.header)), body,
              false);
}

std::string rootIndex(const SiteModel& model) {
  // The reader's language from the browser, else the event's; links without script.
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{}</title>\n<script>\n(function(){{var "
      "l=navigator.languages||[navigator.language||''];"
      "var pick='{}';l.some(function(t){{t=String(t).toLowerCase();"
      "if(t.indexOf('zh')===0){{pick='zh';return true;}}if(t.indexOf('en')===0){{pick='en';return "
      "true;}}"
      "return "
      "false;}});location.replace(pick+'/index.html');}})();\n</script>\n</head>\n<body>\n<h1>{}</"
      "h1>\n"
      "<p><a href=\"en/index.html\" hreflang=\"en\">English</a> · "
      "<a href=\"zh/index.html\" hreflang=\"zh-CN\">中文</a></p>\n</body>\n</html>\n",
      languageTag(model.language), escapeMarkup(model.event), slug(model.language),
      escapeMarkup(model.event));
}

// Reads "prefix<N>.html" into N.
std::optional<int> numbered(std::string_view name, std::string_view prefix) {
  if (!name.starts_with(prefix) || !name.ends_with(".html")) return std::nullopt;
  name.remove_prefix(prefix.size());
  name.remove_suffix(5);
  int n = 0;
  const auto [end, ec] = std::from_chars(name.data(), name.data() + name.size(), n);
  if (ec != std::errc() || end != name.data() + name.size() || name.starts_with('0'))
    return std::nullopt;
  return n;
}

}  // namespace

std::vector<std::string> sitePaths(const SiteModel& model) {
  std::vector<std::string> paths{"index.html"};
  for (const Language language : Languages) {
    const std::string l(slug(language));
    paths.push_back(l + "/index.html");
    for (std::size_t k = 0; k < model.sections.size(); ++k) {
      const SiteSection& section = model.sections[k];
      const std::string s = fmt::format("{}/s{}/", l, k + 1);
      for (int r = 1; r <= section.state.roundsRecorded(); ++r)
        paths.push_back(fmt::format("{}round-{}.html", s, r));
      for (std::size_t r = 1; r <= section.standingsAfter.size(); ++r)
        paths.push_back(fmt::format("{}standings-{}.html", s, r));
      if (!section.standingsAfter.empty()) paths.push_back(s + "crosstable.html");
      if (hasCategoryPage(section)) paths.push_back(s + "categories.html");
      paths.push_back(s + "charts.html");
      paths.push_back(s + "hall.html");
      for (const auto& player : section.state.players)
        paths.push_back(fmt::format("{}player-{}.html", s, player.startNumber));
    }
  }
  return paths;
}

SiteRenderer::SiteRenderer(const SiteModel& model) : m_model(model) {
  for (const SiteSection& section : model.sections)
    m_progress.push_back({ranksByRound(section.standingsAfter),
                          ratingChangesByRound(section.state, fideRatingOptions(section))});
}

std::optional<SitePage> sitePage(const SiteModel& model, std::string_view path) {
  return SiteRenderer(model).page(path);
}

std::optional<SitePage> SiteRenderer::page(std::string_view path) const {
  const SiteModel& model = m_model;
  if (path == "index.html") return SitePage{std::string(path), rootIndex(model)};
  const std::size_t slash = path.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const std::string_view lang = path.substr(0, slash);
  if (lang != "en" && lang != "zh") return std::nullopt;
  const PageContext context{model, lang == "zh" ? Language::Zh : Language::En, std::string(path)};
  std::string_view rest = path.substr(slash + 1);
  if (rest == "index.html") return SitePage{context.path, eventIndex(context)};
  // "s<k>/<page>"
  const std::size_t sectionEnd = rest.find('/');
  const auto k = sectionEnd == std::string_view::npos
                     ? std::nullopt
                     : numbered(fmt::format("{}.html", rest.substr(0, sectionEnd)), "s");
  if (!k || *k < 1 || *k > static_cast<int>(model.sections.size())) return std::nullopt;
  const SiteSection& section = model.sections[static_cast<std::size_t>(*k - 1)];
  const std::string_view name = rest.substr(sectionEnd + 1);
  const int standings = static_cast<int>(section.standingsAfter.size());
  if (const auto r = numbered(name, "round-"); r && *r >= 1 && *r <= section.state.roundsRecorded())
    return SitePage{context.path, roundPage(context, section, *r)};
  if (const auto r = numbered(name, "standings-"); r && *r >= 1 && *r <= standings)
    return SitePage{context.path, standingsPage(context, section, *r)};
  if (const auto n = numbered(name, "player-"); n && section.state.player(*n) != nullptr) {
    const Progress& progress = m_progress[static_cast<std::size_t>(*k - 1)];
    return SitePage{context.path,
                    playerPage(context, section, progress.ranks, progress.ratingChanges, *n)};
  }
  if (name == "charts.html") return SitePage{context.path, chartsPage(context, section)};
  if (name == "hall.html")
    return SitePage{context.path, hallPage(context.model.event, section, context.language)};
  if (standings > 0 && name == "crosstable.html")
    return SitePage{context.path, crosstablePage(context, section)};
  if (hasCategoryPage(section) && name == "categories.html")
    return SitePage{context.path, categoriesPage(context, section)};
  return std::nullopt;
}

}  // namespace reports
