// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"
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
  Final,                 // "final": everything above in one document, with the charts
};

// Reads a kind's name as listed above; nullopt otherwise.
std::optional<DocumentKind> parseDocumentKind(std::string_view name);

// What a document needs beyond the section.
struct DocumentRequest {
  DocumentKind kind = DocumentKind::Standings;
  int round =
      0;  // pairings and slips: the round (0 = the latest); standings: after round (0 = last)
  Language language = Language::En;
  StartListOrder order = StartListOrder::ByNumber;
  bool charts = true;  // the final report's SVG charts (off for PDF: QTextDocument draws no SVG)
};

// Why a document cannot be made.
enum class DocumentError : std::uint8_t {
  NoSuchRound,  // the round asked for is not paired
  NoStandings,  // no complete round yet (or an adjourned game)
};

// The whole HTML5 document, titled by the event and section.
std::expected<std::string, DocumentError> documentPage(const SiteSection& section,
                                                       const DocumentRequest& request);

}  // namespace reports
