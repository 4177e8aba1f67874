// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"
#include "reports/section_records.h"
#include "reports/site_model.h"
#include "reports/start_list.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

namespace reports {

// The printed documents of `arbiter report KIND` (and the desk's exports).
enum class DocumentKind : std::uint8_t {
  StartList,             // "start-list"
  Pairings,              // "pairings": by board
  PairingsAlphabetical,  // "pairings-alpha": player -> board, colour
  ResultSlips,           // "slips": pairing cards / result slips
  Standings,             // "standings": with the event header and the tie-break legend
  Crosstable,            // "crosstable": Swiss, or the N×N grid of a round robin
  // "final": the start list, every round's pairings, the standings, the categories, the
  // crosstable, the rating report, (an event file) every round's incident log, and the charts
  // (score and rank progression of the top 8, results by round)
  Final,
  Ratings,         // "ratings": FIDE B.02 per game and player; club Elo, class points
  Incidents,       // "incidents": the arbiter's incident log of a round
  EnvelopeLabels,  // "envelope-label": the sealed-move envelope labels of a round
  Categories,      // "categories": the category standings of the section's categories
};

// Reads a kind's name as listed above; nullopt otherwise.
std::optional<DocumentKind> parseDocumentKind(std::string_view name);

// What a document needs beyond the section.
struct DocumentRequest {
  DocumentKind kind = DocumentKind::Standings;
  // pairings, slips, incidents, envelope labels: the round (0 = the latest);
  // standings, categories: after round (0 = the last complete); ratings: rounds 1..round (0 =
  // all paired)
  int round = 0;
  Language language = Language::En;
  StartListOrder order = StartListOrder::ByNumber;
  bool charts = true;  // the final report's SVG charts (app/pdf draws them into a PDF)
  int board = 0;       // envelope labels: only this board (0 = every envelope of the round)
};

// Why a document cannot be made.
enum class DocumentError : std::uint8_t {
  NoSuchRound,   // the round asked for is not paired
  NoStandings,   // no complete round yet (or an adjourned game)
  NoRecords,     // incidents and envelopes are kept in an event file, not in a TRF
  NoEnvelope,    // no envelope is stored for that round (or board)
  NoCategories,  // the section names no categories (its settings; a TRF has none)
};

// The whole HTML5 document, titled by the event and section. The rating
// report, the incident log and the envelope labels also read `records`
// (the event file's section: its settings, incidents and envelopes); the
// last two refuse without them (NoRecords).
std::expected<std::string, DocumentError> documentPage(const SiteSection& section,
                                                       const DocumentRequest& request,
                                                       const SectionRecords& records = {});

}  // namespace reports
