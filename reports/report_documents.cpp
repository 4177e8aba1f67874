// SPDX-License-Identifier: MIT
#include "reports/report_documents.h"

#include "reports/category_standings.h"
#include "reports/charts_svg.h"
#include "reports/crosstable_grid.h"
#include "reports/crosstable_html.h"
#include "reports/envelope_label.h"
#include "reports/event_header.h"
#include "reports/incident_log.h"
#include "reports/markup.h"
#include "reports/pairings_alphabetical.h"
#include "reports/pairings_html.h"
#include "reports/rating_report.h"
#include "reports/result_slips.h"
#include "reports/round_pairings.h"
#include "reports/standings_html.h"
#include "reports/tiebreak_legend.h"

#include <fmt/format.h>

#include <algorithm>

namespace reports {
namespace {

std::string standingsPart(const SiteSection& section, int round, Language language) {
  const StandingsTable& table = section.standingsAfter[static_cast<std::size_t>(round - 1)];
  return standingsSection(table, standingsLabels(language)) +
         tieBreakLegendHtml(table.tieBreakCodes, language);
}

std::string crosstablePart(const SiteSection& section, Language language) {
  const StandingsLabels labels = standingsLabels(language);
  return section.roundRobin
             ? crosstableGridSection(section.state, section.standingsAfter.back(), labels)
             : crosstableSection(section.state, section.standingsAfter.back(), labels);
}

// How the section is rated: the section's rate and year (fideRatingOptions),
// and the club systems for a classic section (its records' settings).
RatingReportInput ratingInput(const SiteSection& section, const SectionRecords& records,
                              int rounds) {
  RatingReportInput input;
  input.rounds = rounds;
  input.fide = fideRatingOptions(section);
  input.club = records.section != nullptr &&
               records.section->settings.rules == tournament::RulesProfile::Classic;
  return input;
}

}  // namespace

std::optional<DocumentKind> parseDocumentKind(std::string_view name) {
  if (name == "start-list") return DocumentKind::StartList;
  if (name == "pairings") return DocumentKind::Pairings;
  if (name == "pairings-alpha") return DocumentKind::PairingsAlphabetical;
  if (name == "slips") return DocumentKind::ResultSlips;
  if (name == "standings") return DocumentKind::Standings;
  if (name == "crosstable") return DocumentKind::Crosstable;
  if (name == "final") return DocumentKind::Final;
  if (name == "ratings") return DocumentKind::Ratings;
  if (name == "incidents") return DocumentKind::Incidents;
  if (name == "envelope-label") return DocumentKind::EnvelopeLabels;
  if (name == "categories") return DocumentKind::Categories;
  return std::nullopt;
}

std::expected<std::string, DocumentError> documentPage(const SiteSection& section,
                                                       const DocumentRequest& request,
                                                       const SectionRecords& records) {
  const Language language = request.language;
  const int recorded = section.state.roundsRecorded();
  const int complete = static_cast<int>(section.standingsAfter.size());
  const int round = request.round == 0 ? recorded : request.round;
  std::string body = eventHeaderHtml(section.header, language);
  switch (request.kind) {
    case DocumentKind::Ratings:
      if (round < 1 || round > recorded) return std::unexpected(DocumentError::NoSuchRound);
      body += ratingReportSection(section.state, ratingInput(section, records, round), language);
      break;
    case DocumentKind::Incidents:
    case DocumentKind::EnvelopeLabels: {
      if (records.section == nullptr) return std::unexpected(DocumentError::NoRecords);
      const int paired = static_cast<int>(records.section->rounds.size());
      const int asked = request.round == 0 ? paired : request.round;
      if (asked < 1 || asked > paired) return std::unexpected(DocumentError::NoSuchRound);
      if (request.kind == DocumentKind::Incidents) {
        body += incidentLogSection(records, asked, language);
        break;
      }
      const std::string labels =
          envelopeLabelsSection(section.header, records, asked, request.board, language);
      if (labels.empty()) return std::unexpected(DocumentError::NoEnvelope);
      // The labels alone: each carries the event; no event header to cut away.
      return htmlPage(eventTitle(section.header), languageTag(language), labels);
    }
    case DocumentKind::StartList:
      body += startListSection(section.state, request.order, language);
      break;
    case DocumentKind::Pairings:
    case DocumentKind::PairingsAlphabetical:
    case DocumentKind::ResultSlips: {
      if (round < 1 || round > recorded) return std::unexpected(DocumentError::NoSuchRound);
      const RoundPairings pairings = roundPairings(section.state, round);
      body += request.kind == DocumentKind::Pairings
                  ? pairingsSection(section.state, pairings, pairingsLabels(language))
              : request.kind == DocumentKind::PairingsAlphabetical
                  ? alphabeticalPairingsSection(section.state, pairings, language)
                  : resultSlipsSection(section.header, section.state, pairings, language);
      break;
    }
    case DocumentKind::Standings:
    case DocumentKind::Categories: {
      const int after = request.round == 0 ? complete : request.round;
      if (request.kind == DocumentKind::Categories && section.categories.empty())
        return std::unexpected(DocumentError::NoCategories);
      if (complete == 0) return std::unexpected(DocumentError::NoStandings);
      if (after < 1 || after > complete) return std::unexpected(DocumentError::NoSuchRound);
      const StandingsTable& table = section.standingsAfter[static_cast<std::size_t>(after - 1)];
      body += request.kind == DocumentKind::Standings
                  ? standingsPart(section, after, language)
                  : categoryStandingsSection(section, table, language);
      break;
    }
    case DocumentKind::Crosstable:
      if (complete == 0) return std::unexpected(DocumentError::NoStandings);
      body += crosstablePart(section, language);
      break;
    case DocumentKind::Final:
      body += startListSection(section.state, StartListOrder::ByNumber, language);
      for (int r = 1; r <= recorded; ++r)
        body += pairingsSection(section.state, roundPairings(section.state, r),
                                pairingsLabels(language));
      if (complete > 0) {
        body += standingsPart(section, complete, language);
        if (!section.categories.empty())
          body += categoryStandingsSection(section, section.standingsAfter.back(), language);
        body += crosstablePart(section, language);
      }
      if (recorded > 0)
        body +=
            ratingReportSection(section.state, ratingInput(section, records, recorded), language);
      // An event file's incident logs, round by round (a TRF has none).
      if (records.section != nullptr)
        for (int r = 1; r <= static_cast<int>(records.section->rounds.size()); ++r)
          body += incidentLogSection(records, r, language);
      // Each chart in a block of its own (Qt's HTML has no <figure>: it ran
      // the charts into the paragraph before them, one block taller than a
      // page, and the PDF lost them).
      if (request.charts) {
        std::vector<int> top;
        if (complete > 0)
          for (const auto& line : section.standingsAfter.back().lines)
            if (top.size() < 8) top.push_back(line.player.startNumber);
        body += fmt::format("<div class=\"figure\">{}</div>\n",
                            lineChartSvg(scoreProgression(section.state, top, language)));
        if (complete > 0)
          body += fmt::format(
              "<div class=\"figure\">{}</div>\n",
              lineChartSvg(rankProgression(section.state, section.standingsAfter, top, language)));
        body += fmt::format("<div class=\"figure\">{}</div>\n",
                            resultDistributionSvg(resultCounts(section.state), language));
      }
      break;
  }
  return htmlPage(eventTitle(section.header), languageTag(language), body);
}

}  // namespace reports
