// SPDX-License-Identifier: MIT
#include "reports/report_documents.h"

#include "reports/charts_svg.h"
#include "reports/crosstable_grid.h"
#include "reports/crosstable_html.h"
#include "reports/event_header.h"
#include "reports/markup.h"
#include "reports/pairings_alphabetical.h"
#include "reports/pairings_html.h"
#include "reports/result_slips.h"
#include "reports/round_pairings.h"
#include "reports/standings_html.h"
#include "reports/tiebreak_legend.h"

#include <fmt/format.h>

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

}  // namespace

std::optional<DocumentKind> parseDocumentKind(std::string_view name) {
  if (name == "start-list") return DocumentKind::StartList;
  if (name == "pairings") return DocumentKind::Pairings;
  if (name == "pairings-alpha") return DocumentKind::PairingsAlphabetical;
  if (name == "slips") return DocumentKind::ResultSlips;
  if (name == "standings") return DocumentKind::Standings;
  if (name == "crosstable") return DocumentKind::Crosstable;
  if (name == "final") return DocumentKind::Final;
  return std::nullopt;
}

std::expected<std::string, DocumentError> documentPage(const SiteSection& section,
                                                       const DocumentRequest& request) {
  const Language language = request.language;
  const int recorded = section.state.roundsRecorded();
  const int complete = static_cast<int>(section.standingsAfter.size());
  std::string body = eventHeaderHtml(section.header, language);
  switch (request.kind) {
    case DocumentKind::StartList:
      body += startListSection(section.state, request.order, language);
      break;
    case DocumentKind::Pairings:
    case DocumentKind::PairingsAlphabetical:
    case DocumentKind::ResultSlips: {
      const int round = request.round == 0 ? recorded : request.round;
      if (round < 1 || round > recorded) return std::unexpected(DocumentError::NoSuchRound);
      const RoundPairings pairings = roundPairings(section.state, round);
      body += request.kind == DocumentKind::Pairings
                  ? pairingsSection(section.state, pairings, pairingsLabels(language))
              : request.kind == DocumentKind::PairingsAlphabetical
                  ? alphabeticalPairingsSection(section.state, pairings, language)
                  : resultSlipsSection(section.header, section.state, pairings, language);
      break;
    }
    case DocumentKind::Standings: {
      const int round = request.round == 0 ? complete : request.round;
      if (complete == 0) return std::unexpected(DocumentError::NoStandings);
      if (round < 1 || round > complete) return std::unexpected(DocumentError::NoSuchRound);
      body += standingsPart(section, round, language);
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
      if (complete > 0)
        body += standingsPart(section, complete, language) + crosstablePart(section, language);
      if (request.charts) {
        std::vector<int> top;
        if (complete > 0)
          for (const auto& line : section.standingsAfter.back().lines)
            if (top.size() < 8) top.push_back(line.player.startNumber);
        body += fmt::format("<figure>{}</figure>\n<figure>{}</figure>\n",
                            lineChartSvg(scoreProgression(section.state, top, language)),
                            resultDistributionSvg(resultCounts(section.state), language));
      }
      break;
  }
  return htmlPage(eventTitle(section.header), languageTag(language), body);
}

}  // namespace reports
