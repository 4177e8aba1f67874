// SPDX-License-Identifier: MIT
#include "reports/incident_log.h"

#include "reports/markup.h"
#include "reports/record_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace reports {
namespace {

struct LogRow {
  std::string at;  // ISO time; "" when unknown (sorted last)
  int board = 0;
  std::string concerning;
  std::string what;
  std::string decision;
};

std::string playerName(const tournament::Section& section, int id) {
  const auto* player = section.player(id);
  return player == nullptr ? std::string()
                           : fmt::format("{} {}", player->pairingNumber, player->name);
}

std::string boardPlayers(const tournament::Section& section, int round, int board) {
  const auto* r = section.round(round);
  const auto* b = r == nullptr ? nullptr : r->board(board);
  if (b == nullptr) return {};
  return escapeMarkup(playerName(section, b->white)) + " – " +
         escapeMarkup(playerName(section, b->black));
}

std::string textAt(const std::map<int, std::string>& times, int id) {
  const auto it = times.find(id);
  return it == times.end() ? std::string() : it->second;
}

}  // namespace

std::string incidentLogSection(const SectionRecords& records, int round, Language language) {
  const tournament::Section& section = *records.section;
  const RecordWords& words = recordWords(language);
  const DocumentWords& document = documentWords(language);
  const bool zh = language == Language::Zh;
  std::vector<LogRow> rows;
  for (const auto& i : section.incidents) {
    if (i.round != round) continue;
    std::string what = incidentKindText(i.kind, language);
    if (i.kind == tournament::IncidentKind::IrregularPosition)
      if (const std::string detail = irregularityText(i.note, language); !detail.empty())
        what += (zh ? "：" : ": ") + detail;
    if (const std::string article = articleText(i.article, language); !article.empty())
      what += zh ? "（" + article + "）" : " (" + article + ")";
    // ply: the half-moves played when it happened; the move under way is ply / 2 + 1.
    if (i.ply > 0)
      what += (zh ? "，" : ", ") + fmt::format(fmt::runtime(words.atMove), i.ply / 2 + 1);
    std::string decision = incidentDecisionText(i, language);
    if (!i.note.empty() && i.kind != tournament::IncidentKind::IrregularPosition)
      decision += (zh ? "。" : ". ") + i.note;  // the arbiter's own words, as written
    rows.push_back({textAt(records.incidentRecordedAt, i.id), i.board,
                    i.player == 0 ? words.bothPlayers : playerName(section, i.player), what,
                    decision});
  }
  const bool classic = section.settings.rules == tournament::RulesProfile::Classic;
  for (const auto& e : section.envelopes) {
    if (e.round != round) continue;
    const auto* r = section.round(round);
    const auto* b = r == nullptr ? nullptr : r->board(e.board);
    const int sealerId =
        b == nullptr ? 0 : (e.sealer == tournament::Color::White ? b->white : b->black);
    // Guidelines I.1, classic 13.1: the sealing; the envelope's state since.
    std::string what = words.sealedMove + (zh ? "（" : " (") +
                       (classic ? articleText("classic 13.1", language)
                        : zh    ? "指南 I.1"
                                : "Guidelines I.1") +
                       (zh ? "）" : ")");
    rows.push_back(
        {textAt(records.envelopeSealedAt, e.id), e.board, playerName(section, sealerId), what,
         fmt::format(fmt::runtime(words.sealedAtMove), e.moveNumber,
                     e.sealer == tournament::Color::White ? document.white : document.black) +
             (zh ? "；" : "; ") + envelopeStateText(e, section.settings.rules, language)});
  }
  std::stable_sort(rows.begin(), rows.end(), [](const LogRow& a, const LogRow& b) {
    if (a.at.empty() != b.at.empty()) return b.at.empty();
    return a.at < b.at;
  });

  std::string html = fmt::format("<h2>{}</h2>\n",
                                 escapeMarkup(fmt::format(fmt::runtime(words.incidentLog), round)));
  if (rows.empty())
    return html + fmt::format("<p>{}</p>\n",
                              escapeMarkup(fmt::format(fmt::runtime(words.noIncidents), round)));
  html += fmt::format(
      "<table class=\"incident-log\">\n<thead><tr><th>{}</th><th>{}</th><th>{}</th>"
      "<th>{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
      escapeMarkup(words.recordedAt), escapeMarkup(document.board), escapeMarkup(document.players),
      escapeMarkup(words.concerning), escapeMarkup(words.incident), escapeMarkup(words.decision));
  for (const auto& row : rows)
    html += fmt::format(
        "<tr><td>{}</td><td "
        "class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
        escapeMarkup(minuteText(row.at)), row.board, boardPlayers(section, round, row.board),
        escapeMarkup(row.concerning), escapeMarkup(row.what), escapeMarkup(row.decision));
  return html + "</tbody>\n</table>\n";
}

}  // namespace reports
