// SPDX-License-Identifier: MIT
#include "app/gui/models/report_export.h"

#include "app/gui/models/gui_standings.h"
#include "app/gui/text/report_labels.h"
#include "app/gui/views/board_widget.h"
#include "app/pdf/pdf_document.h"
#include "reports/crosstable_grid.h"
#include "reports/crosstable_html.h"
#include "reports/markup.h"
#include "reports/pairings_html.h"
#include "reports/standings_csv.h"
#include "reports/standings_html.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPrinter>
#include <QTextDocument>
#include <QUrl>

#include <fmt/format.h>

namespace gui {
namespace {

std::string standingsDocument(const tournament::TournamentState& state,
                              const reports::StandingsTable& table) {
  const auto labels = standingsLabels();
  return reports::htmlPage(
      table.event, labels.lang,
      fmt::format("<h1>{}</h1>\n{}{}", reports::escapeMarkup(table.event),
                  reports::standingsSection(table, labels), crosstableHtml(state, table)));
}

std::optional<QString> writeFile(const QString& path, const std::string& bytes) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
          static_cast<qint64>(bytes.size()))
    return QCoreApplication::translate("gui::Export", "Cannot write %1: %2")
        .arg(path, file.errorString());
  return std::nullopt;
}

// Prints an HTML document to a PDF file with QTextDocument and QPrinter;
// `document` may already hold image resources.
std::optional<QString> printPdf(const std::string& html, const QString& path,
                                QTextDocument& document) {
  document.setHtml(QString::fromStdString(html));
  QPrinter printer(QPrinter::HighResolution);
  printer.setOutputFormat(QPrinter::PdfFormat);
  printer.setOutputFileName(path);
  document.print(&printer);
  if (!QFile::exists(path))
    return QCoreApplication::translate("gui::Export", "Cannot write %1.").arg(path);
  return std::nullopt;
}

std::optional<QString> printPdf(const std::string& html, const QString& path) {
  QTextDocument document;
  return printPdf(html, path, document);
}

}  // namespace

std::string crosstableHtml(const tournament::TournamentState& state,
                           const reports::StandingsTable& table) {
  const auto labels = standingsLabels();
  return state.system == tournament::PairingSystem::RoundRobin
             ? reports::crosstableGridSection(state, table, labels)
             : reports::crosstableSection(state, table, labels);
}

std::optional<QString> exportStandings(const service::PublishedSection& section,
                                       StandingsFormat format, const QString& path) {
  const auto& state = section.state;
  const auto table = gui::standingsTable(section);
  if (!table) return table.error();
  switch (format) {
    case StandingsFormat::Html:
      return writeFile(path, standingsDocument(state, *table));
    case StandingsFormat::Csv:
      return writeFile(path, reports::standingsCsv(*table, standingsLabels(), true));
    case StandingsFormat::Pdf:
      return printPdf(standingsDocument(state, *table), path);
  }
  return std::nullopt;
}

std::optional<QString> exportPairings(const tournament::TournamentState& state, int round,
                                      StandingsFormat format, const QString& path) {
  if (round < 1 || round > state.roundsRecorded())
    return QCoreApplication::translate("gui::Export", "Round %1 has not been paired.").arg(round);
  const std::string html =
      reports::pairingsPage(state, reports::roundPairings(state, round), pairingsLabels());
  switch (format) {
    case StandingsFormat::Html:
      return writeFile(path, html);
    case StandingsFormat::Pdf:
      return printPdf(html, path);
    case StandingsFormat::Csv:
      break;
  }
  return QCoreApplication::translate("gui::Export", "Pairings are written as HTML or PDF.");
}

std::optional<QString> exportClaimReport(const reports::ClaimCase& claim, const QString& path) {
  if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
    return writeFile(path, reports::claimReportPage(claim, claimLabels()));
  reports::ClaimCase printable = claim;
  printable.diagramsAsImages = true;
  // QTextDocument has no SVG: every position the report may show is drawn
  // as an image named board:<ply>.
  std::vector<int> plies{claim.request.ply};
  for (const auto& occurrence : claim.verdict.occurrences) plies.push_back(occurrence.ply);
  if (claim.verdict.lastCaptureOrPawnMove)
    plies.push_back(claim.verdict.lastCaptureOrPawnMove->ply);
  QTextDocument document;
  BoardWidget board;
  board.resize(288, 288);
  for (const int ply : plies) {
    if (claim.line == nullptr || !board.setLinePosition(*claim.line, ply)) continue;
    document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("board:%1").arg(ply)),
                         board.grab().toImage());
  }
  return printPdf(reports::claimReportPage(printable, claimLabels()), path, document);
}

std::optional<QString> saveDocument(const std::string& html,
                                    const std::function<std::string()>& csv,
                                    const std::string& runningTitle, const QString& path) {
  if (path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) {
    pdf::PdfOptions options;
    options.runningTitle = runningTitle;
    if (const auto written = pdf::writePdf(html, path.toStdString(), options); !written)
      return QCoreApplication::translate("gui::Export", "Cannot write %1.")
          .arg(QDir::toNativeSeparators(path));
    return std::nullopt;
  }
  return writeFile(path, path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive) ? csv() : html);
}

}  // namespace gui
