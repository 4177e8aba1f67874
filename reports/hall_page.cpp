// SPDX-License-Identifier: MIT
#include "reports/hall_page.h"

#include "app/version/arbiter_version.h"

#include "reports/event_header.h"
#include "reports/markup.h"
#include "reports/pairings_alphabetical.h"
#include "reports/pairings_html.h"
#include "reports/round_pairings.h"
#include "reports/standings_html.h"

#include <fmt/format.h>

namespace reports {
namespace {

// Large type from the screen's width, white on near-black, zebra rows; the
// views are hidden until the script shows one (so that without script all
// three stay readable).
constexpr std::string_view HallStyle =
    R"(html,body{margin:0;background:#0b1020;color:#f4f4f4;font-family:sans-serif}
body{font-size:2.1vw;line-height:1.25;padding:0.6em 1.2em}
h1{font-size:1.5em;margin:0 0 0.3em}h2{font-size:1.2em;margin:0.2em 0 0.4em;color:#ffd54f}
table{border-collapse:collapse;width:100%}th,td{padding:0.15em 0.5em;text-align:left;white-space:nowrap}
th{border-bottom:2px solid #ffd54f}td.num{text-align:right}tr:nth-child(even) td{background:#18203a}
.scripted section.view{display:none}.scripted section.view.shown{display:block}
p.notice{font-size:1.2em}footer{position:fixed;bottom:0.3em;right:1em;font-size:0.6em;color:#889})";

// Shows one view at a time: every N seconds the next screenful of the view,
// or the next view; after the last view the page reloads.
constexpr std::string_view HallScript =
    R"((function () {
  var body = document.body;
  var every = Number(body.dataset.every);
  var asked = /[?&]every=(\d+)/.exec(location.search);
  if (asked && Number(asked[1]) >= 3 && Number(asked[1]) <= 600) every = Number(asked[1]);
  body.dataset.every = String(every);
  var views = document.querySelectorAll('section.view');
  var shown = 0;
  document.documentElement.classList.add('scripted');
  views[0].classList.add('shown');
  function turn() {
    var bottom = window.scrollY + window.innerHeight;
    if (bottom + 1 < document.documentElement.scrollHeight) {
      window.scrollBy(0, window.innerHeight * 0.9);
      return;
    }
    if (shown + 1 === views.length) { location.reload(); return; }
    views[shown].classList.remove('shown');
    shown += 1;
    views[shown].classList.add('shown');
    window.scrollTo(0, 0);
  }
  window.setInterval(turn, every * 1000);
  function fullScreen() {
    if (!document.fullscreenElement && document.documentElement.requestFullscreen)
      document.documentElement.requestFullscreen().catch(function () {});
  }
  document.addEventListener('click', fullScreen);
  document.addEventListener('keydown', function (e) { if (e.key === 'f' || e.key === 'F') fullScreen(); });
})();)";

}  // namespace

std::string hallPage(std::string_view event, const SiteSection& section, Language language) {
  const DocumentWords& words = documentWords(language);
  const tournament::TournamentState& state = section.state;
  const int round = state.roundsRecorded();
  const std::string heading =
      fmt::format("<h1>{}</h1>\n", escapeMarkup(eventTitle(section.header)));
  std::string byBoard;
  std::string alphabetical;
  if (round > 0) {
    const RoundPairings pairings = roundPairings(state, round);
    byBoard = pairingsSection(state, pairings, pairingsLabels(language));
    alphabetical = alphabeticalPairingsSection(state, pairings, language);
  } else {
    byBoard = alphabetical =
        fmt::format("<p class=\"notice\">{}</p>\n", escapeMarkup(words.noRounds));
  }
  const std::string standings =
      section.standingsAfter.empty()
          ? fmt::format("<p class=\"notice\">{}</p>\n",
                        escapeMarkup(round > 0 ? words.noStandingsYet : words.noRounds))
          : standingsSection(section.standingsAfter.back(), standingsLabels(language));
  const std::string body = fmt::format(
      "<section class=\"view\" id=\"by-board\">\n{0}{1}</section>\n"
      "<section class=\"view\" id=\"alphabetical\">\n{0}{2}</section>\n"
      "<section class=\"view\" id=\"standings\">\n{0}{3}</section>\n",
      heading, byBoard, alphabetical, standings);
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{} — {}</title>\n<style>\n{}\n</style>\n</head>\n<body data-every=\"{}\">\n{}"
      "<footer>{} · Arbiter {}</footer>\n<script>\n{}\n</script>\n</body>\n</html>\n",
      languageTag(language), escapeMarkup(words.hallScreen), escapeMarkup(event), HallStyle,
      HallDefaultSeconds, body, escapeMarkup(words.hallScreen), escapeMarkup(arbiterVersion()),
      HallScript);
}

}  // namespace reports
