// SPDX-License-Identifier: MIT
#include "reports/envelope_label.h"

#include "reports/board_diagram.h"
#include "reports/markup.h"
#include "reports/record_words.h"

#include <fmt/format.h>

namespace reports {
namespace {

std::string playerText(const tournament::Section& section, int id) {
  const auto* p = section.player(id);
  if (p == nullptr) return {};
  std::string text = fmt::format("{} {}", p->pairingNumber, p->name);
  if (!p->title.empty()) text = p->title + " " + text;
  return text;
}

// A label's heading is never broken inside a word ("Resumptio/n"): a long
// FEN or move list beside it takes the room it needs from the values.
constexpr std::string_view Heading = "<th style=\"white-space:nowrap\">";

std::string row(std::string_view label, std::string_view value) {
  return fmt::format("<tr>{}{}</th><td colspan=\"3\">{}</td></tr>\n", Heading, label, value);
}

std::string label(const EventHeader& header, const SectionRecords& records,
                  const tournament::Envelope& e, Language language, bool newPage) {
  const tournament::Section& section = *records.section;
  const RecordWords& words = recordWords(language);
  const DocumentWords& document = documentWords(language);
  const bool zh = language == Language::Zh;
  const bool classic = section.settings.rules == tournament::RulesProfile::Classic;
  const auto* round = section.round(e.round);
  const auto* board = round == nullptr ? nullptr : round->board(e.board);
  const int white = board == nullptr ? 0 : board->white;
  const int black = board == nullptr ? 0 : board->black;
  const auto colourName = [&](tournament::Color c) {
    return c == tournament::Color::White ? document.white : document.black;
  };
  const auto sideName = [&](tournament::Color c) {
    return fmt::format(fmt::runtime(zh ? "{}（{}）" : "{} ({})"),
                       playerText(section, c == tournament::Color::White ? white : black),
                       colourName(c));
  };

  std::string html = fmt::format(
      "<table class=\"envelope-label\" width=\"100%\" style=\"width:100%;border:2px solid #000;"
      "page-break-inside:avoid;margin:0 0 18pt 0{}\">\n"
      "<tr><th colspan=\"4\" style=\"font-size:1.3em;text-align:center\">{}</th></tr>\n",
      newPage ? ";page-break-before:always" : "",
      escapeMarkup(fmt::format(fmt::runtime(words.envelopeLabel), e.round, e.board)));
  // Guidelines I.2 / classic 13.2, field by field.
  html += row(escapeMarkup(words.event), escapeMarkup(eventTitle(header)));
  html += row(escapeMarkup(document.white), escapeMarkup(playerText(section, white)));  // I.2 a
  html += row(escapeMarkup(document.black), escapeMarkup(playerText(section, black)));
  html += row(escapeMarkup(words.sealer), escapeMarkup(sideName(e.sealer)));  // I.2 d
  html += row(escapeMarkup(words.moveNumber), std::to_string(e.moveNumber));  // I.2 e
  html += row(
      escapeMarkup(words.timeUsed),  // I.2 c
      escapeMarkup(fmt::format("{} {} · {} {}", document.white, durationText(e.whiteUsedSeconds),
                               document.black, durationText(e.blackUsedSeconds))));
  html += row(escapeMarkup(words.drawOffer),  // I.2 f
              escapeMarkup(e.drawOfferBy ? fmt::format(fmt::runtime(words.drawOfferBy),
                                                       sideName(*e.drawOfferBy))
                                         : words.noDrawOffer));
  // I.2: when it was sealed, as entered; an envelope of an older file has
  // only the time it was recorded (the log's, UTC).
  if (!e.sealedAt.empty())
    html += row(escapeMarkup(words.sealedAt), escapeMarkup(e.sealedAt));
  else if (const auto it = records.envelopeSealedAt.find(e.id);
           it != records.envelopeSealedAt.end())
    html += row(escapeMarkup(words.sealedAt), escapeMarkup(minuteText(it->second) + " UTC"));
  html += row(escapeMarkup(words.resumption), escapeMarkup(e.resumeAt));  // I.2 g
  if (!e.resumePlace.empty()) html += row(escapeMarkup(words.venue), escapeMarkup(e.resumePlace));

  // I.2 b: the position before the sealed move, as a diagram and a FEN.
  std::string position;
  if (!e.fenBefore.empty()) {
    DiagramOptions options;
    options.squareSize = 30;
    if (const auto svg = boardDiagramSvg(e.fenBefore, options); svg)
      position += "<div class=\"diagram\">" + *svg + "</div>\n";
    const std::size_t space = e.fenBefore.find(' ');
    const bool blackToMove =
        space != std::string::npos && e.fenBefore.compare(space + 1, 1, "b") == 0;
    position +=
        fmt::format("<p>{}</p><p><code>{}</code></p>",
                    escapeMarkup(fmt::format(fmt::runtime(words.toMove),
                                             blackToMove ? document.black : document.white)),
                    escapeMarkup(e.fenBefore));
  }
  html += row(escapeMarkup(words.position), position);
  if (!e.movesBefore.empty())
    html += row(escapeMarkup(words.movesPlayed), escapeMarkup(e.movesBefore));
  // Room to sign: the players and the arbiter who checks the label (I.3).
  html += fmt::format(
      "<tr>{}{}</th><td><br/><br/>{}</td><td><br/><br/>{}</td><td><br/><br/>{}</td></tr>\n",
      Heading, escapeMarkup(document.signature), escapeMarkup(document.white),
      escapeMarkup(document.black), escapeMarkup(words.arbiter));
  html +=
      fmt::format("<tr><td colspan=\"4\" style=\"font-size:0.85em\">{} · {}</td></tr>\n</table>\n",
                  escapeMarkup(classic ? words.checkedByClassic : words.checkedBy),
                  escapeMarkup(classic ? (zh ? "旧规则 13.2" : "classic rules 13.2")
                                       : (zh ? "指南 I.2" : "Guidelines I.2")));
  return html;
}

}  // namespace

std::string envelopeLabelsSection(const EventHeader& header, const SectionRecords& records,
                                  int round, int board, Language language) {
  std::string html;
  // One label a page: each is cut out and stuck on its own envelope.
  for (const auto& e : records.section->envelopes)
    if (e.round == round && (board == 0 || e.board == board))
      html += label(header, records, e, language, !html.empty());
  return html;
}

}  // namespace reports
