// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/published_section.h"
#include "domain/tournament/tournament_state.h"
#include "reports/claim_report.h"
#include "reports/standings_table.h"

#include <QString>

#include <functional>
#include <optional>
#include <string>

namespace gui {

// The crosstable of `table` as an HTML fragment in the current language:
// the N×N grid of a round robin (C.05 Annex 1), the Swiss crosstable
// otherwise - what the desk's Crosstable tab shows and its exports print.
std::string crosstableHtml(const tournament::TournamentState& state,
                           const reports::StandingsTable& table);

// The formats the desk writes standings in.
enum class StandingsFormat { Html, Csv, Pdf };

// Writes the current standings of `section` (its own rule, as the desk shows
// them; with the crosstable for HTML and PDF) to `path`, in the current language. PDF is the HTML
// document printed by QTextDocument/QPrinter. Returns why it failed as a sentence, or nullopt.
std::optional<QString> exportStandings(const service::PublishedSection& section,
                                       StandingsFormat format, const QString& path);

// Writes the pairings of round `round` (1-based) of `state` to `path` as
// HTML or PDF (Csv is not offered for pairings and is refused), in the
// current language. Returns why it failed as a sentence, or nullopt.
std::optional<QString> exportPairings(const tournament::TournamentState& state, int round,
                                      StandingsFormat format, const QString& path);

// Writes the claim report to `path`: HTML with SVG diagrams, or PDF (by
// the ".pdf" suffix) with the diagrams drawn by BoardWidget. Returns why it
// failed as a sentence, or nullopt.
std::optional<QString> exportClaimReport(const reports::ClaimCase& claim, const QString& path);

// Writes a document by the suffix of `path`: ".pdf" the HTML on pages with
// `runningTitle` in the running header (app/pdf), ".csv" the bytes `csv`
// gives (UTF-8 with a byte-order mark, as spreadsheets read it), anything
// else the HTML itself. Returns why it failed as a sentence, or nullopt.
std::optional<QString> saveDocument(const std::string& html,
                                    const std::function<std::string()>& csv,
                                    const std::string& runningTitle, const QString& path);

}  // namespace gui
