// SPDX-License-Identifier: MIT
#include "reports/claim_report.h"

#include "domain/chess/fen.h"
#include "reports/board_diagram.h"
#include "reports/markup.h"

#include <fmt/format.h>

namespace reports {
namespace {

std::string plain(const std::string& pattern, const auto&... values) {
  return fmt::format(fmt::runtime(pattern), values...);
}

std::string filled(const std::string& pattern, const auto&... values) {
  return escapeMarkup(plain(pattern, values...));
}

// "12... Nf6 (ply 24)" as players name a moment of the game.
std::string plyText(const chess::PlyReference& ref, const ClaimLabels& labels) {
  if (ref.ply == 0) return labels.startPosition;
  return fmt::format("{}{} {} ({})", ref.moveNumber, ref.mover == chess::Color::White ? "." : "...",
                     ref.san, ref.ply);
}

const std::string& colourName(chess::Color c, const ClaimLabels& labels) {
  return c == chess::Color::White ? labels.white : labels.black;
}

const std::string& flawText(chess::ClaimFlaw flaw, const ClaimLabels& labels) {
  static const std::string none;
  switch (flaw) {
    case chess::ClaimFlaw::TooFewOccurrences:
      return labels.tooFewOccurrences;
    case chess::ClaimFlaw::ClockTooLow:
      return labels.clockTooLow;
    case chess::ClaimFlaw::WrittenMoveIsZeroing:
      return labels.writtenMoveIsZeroing;
    case chess::ClaimFlaw::WrittenMoveEndsGame:
      return labels.writtenMoveEndsGame;
    case chess::ClaimFlaw::WrittenMoveIllegal:
      return labels.writtenMoveIllegal;
    case chess::ClaimFlaw::NoWrittenMoveClaim:
      return labels.noWrittenMoveClaim;
    case chess::ClaimFlaw::None:
      return none;
  }
  return none;
}

// A figure with the diagram of P_ply of the main line, the move that led
// there highlighted.
std::string positionFigure(const ClaimCase& claim, int ply, const std::string& caption) {
  const chess::MainLineRecord& line = *claim.line;
  if (ply < 0 || ply >= static_cast<int>(line.positions.size())) return {};
  if (claim.diagramsAsImages)
    return fmt::format(
        "<figure>\n<img src=\"board:{}\" width=\"288\" height=\"288\" alt=\"\" />"
        "<figcaption>{}</figcaption>\n</figure>\n",
        ply, caption);
  DiagramOptions options;
  options.squareSize = 32;
  if (ply > 0) {
    const chess::Move move = line.moves[static_cast<std::size_t>(ply - 1)];
    options.highlights = {chess::squareName(move.from()), chess::squareName(move.to())};
  }
  const auto svg =
      boardDiagramSvg(chess::toFen(line.positions[static_cast<std::size_t>(ply)]), options);
  if (!svg) return {};
  return fmt::format("<figure>\n{}<figcaption>{}</figcaption>\n</figure>\n", *svg, caption);
}

std::string threefoldSection(const ClaimCase& claim, const ClaimLabels& labels) {
  const auto& request = claim.request;
  std::string html =
      fmt::format("<h2>{}</h2>\n<ol class=\"occurrences\">\n", escapeMarkup(labels.occurrences));
  std::string figures;
  int firstPly = -1;
  for (const auto& occurrence : claim.verdict.occurrences) {
    const bool written = request.writtenMove && occurrence.ply == request.ply + 1;
    const std::string text = written ? filled(labels.afterWrittenMove, claim.verdict.writtenSan)
                                     : escapeMarkup(plyText(occurrence, labels));
    html += fmt::format("<li>{}</li>\n", text);
    if (firstPly < 0) firstPly = occurrence.ply;
    // The written move's position equals the earlier occurrences (that is
    // the claim); its diagram is the first occurrence's placement.
    figures += positionFigure(claim, written ? firstPly : occurrence.ply, text);
  }
  html += "</ol>\n";
  if (claim.verdict.occurrences.empty())
    figures = positionFigure(claim, request.ply, filled(labels.claimedPosition, request.ply));
  return html + "<div class=\"diagrams\">\n" + figures + "</div>\n";
}

std::string fiftySection(const ClaimCase& claim, const ClaimLabels& labels) {
  const auto& verdict = claim.verdict;
  std::string html = "<ul class=\"fifty\">\n";
  html += fmt::format("<li>{}</li>\n", verdict.lastCaptureOrPawnMove
                                           ? filled(labels.lastZeroingMove,
                                                    plyText(*verdict.lastCaptureOrPawnMove, labels))
                                           : escapeMarkup(labels.noZeroingMove));
  html += fmt::format("<li>{}</li>\n</ul>\n", filled(labels.halfmoveClock, verdict.halfmoveClock));
  html += "<div class=\"diagrams\">\n";
  if (verdict.lastCaptureOrPawnMove)
    html += positionFigure(claim, verdict.lastCaptureOrPawnMove->ply,
                           escapeMarkup(plyText(*verdict.lastCaptureOrPawnMove, labels)));
  html +=
      positionFigure(claim, claim.request.ply, filled(labels.claimedPosition, claim.request.ply));
  return html + "</div>\n";
}

std::string consequenceText(const ClaimCase& claim, const ClaimLabels& labels) {
  if (claim.verdict.valid || !claim.penalty) return {};
  const auto& penalty = *claim.penalty;
  const int minutes = penalty.seconds / 60;
  const chess::Color claimant = claim.verdict.claimant;
  // Laws 9.5.3 / A.3: time to the opponent; classic art. 10.13: to the claimant's used time.
  std::string text =
      penalty.clock == tournament::PenaltyClock::OpponentRemaining
          ? plain(labels.opponentTime, minutes, colourName(~claimant, labels), penalty.article)
          : plain(labels.claimantTime, minutes, colourName(claimant, labels), penalty.article);
  if (penalty.declaredMoveMustBePlayed && !claim.verdict.writtenSan.empty())
    text += fmt::format(" {}", plain(labels.moveMustBePlayed, claim.verdict.writtenSan));
  return text;
}

}  // namespace

ClaimSummary summarizeClaim(const ClaimCase& claim, const ClaimLabels& labels) {
  const auto& verdict = claim.verdict;
  return {plain(verdict.valid ? labels.valid : labels.invalid, verdict.article),
          verdict.valid ? std::string() : flawText(verdict.flaw, labels),
          consequenceText(claim, labels)};
}

std::string claimReportPage(const ClaimCase& claim, const ClaimLabels& labels) {
  const auto& verdict = claim.verdict;
  const bool threefold = claim.request.kind == chess::ClaimKind::Threefold;
  std::string body = fmt::format("<h1>{}</h1>\n", escapeMarkup(labels.title));
  body += fmt::format(
      "<p class=\"game\"><b>{}:</b> {} – {}{}</p>\n", escapeMarkup(labels.game),
      escapeMarkup(claim.white), escapeMarkup(claim.black),
      claim.event.empty() ? std::string() : fmt::format(", {}", escapeMarkup(claim.event)));
  body +=
      fmt::format("<p class=\"claim\"><b>{}:</b> {}, {}", escapeMarkup(labels.claim),
                  escapeMarkup(threefold ? labels.threefold : labels.fifty),
                  filled(labels.claimAt, colourName(verdict.claimant, labels), claim.request.ply));
  if (claim.request.writtenMove)
    body += fmt::format(
        ", {}", filled(labels.writtenMove, verdict.writtenSan.empty() ? *claim.request.writtenMove
                                                                      : verdict.writtenSan));
  body += "</p>\n";
  const ClaimSummary summary = summarizeClaim(claim, labels);
  body += fmt::format("<h2>{}</h2>\n<p class=\"{}\">{} {}</p>\n", escapeMarkup(labels.verdict),
                      verdict.valid ? "verdict-valid" : "verdict-invalid",
                      escapeMarkup(summary.verdict), escapeMarkup(summary.reason));
  if (claim.line != nullptr)
    body += threefold ? threefoldSection(claim, labels) : fiftySection(claim, labels);
  if (!summary.consequence.empty())
    body += fmt::format("<h2>{}</h2>\n<p class=\"consequence\">{}</p>\n",
                        escapeMarkup(labels.consequence), escapeMarkup(summary.consequence));
  return htmlPage(labels.title, labels.lang, body);
}

}  // namespace reports
