// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <expected>
#include <string>
#include <vector>

class QPageLayout;
class QPagedPaintDevice;

namespace pdf {

enum class PaperSize : std::uint8_t { A4, Letter };

// How a document is laid out on paper.
struct PdfOptions {
  PaperSize paper = PaperSize::A4;
  bool landscape = false;
  std::string runningTitle;  // left of the running header (the event); UTF-8
  double fontPoints = 10;    // body text; 11 or more for wall sheets (pairings)
  double marginMillimetres = 15;
};

// Where a table row landed: the pages (1-based) of its top and of its
// bottom, and how far down its first page its text starts.
struct RowPlacement {
  int table = 0;  // 0-based, in document order
  int row = 0;    // 0-based within the table (header rows included)
  int firstPage = 0;
  int lastPage = 0;
  double topOnPage = 0;  // the text's top, as a fraction of the page's body height
};

// What was written, for checks: the page count and the place of every row.
struct PdfLayout {
  int pages = 0;
  std::vector<RowPlacement> rows;
};

struct PdfError {
  std::string message;  // English, names the file
};

// Renders `html` (a document of reports/: HTML subset that QTextDocument
// reads) to a PDF at `path`:
//  - inline SVG (diagrams, charts) drawn by Qt Svg as images at the PDF's
//    resolution, at the SVG's size (CSS pixels, 96 to the inch);
//  - the paper size and margins of `options`;
//  - a running header on every page: the title at the left, "n / m" at the
//    right, a rule below;
//  - table header rows (<thead>) repeated on every page a table spans;
//  - a table row never split across pages when it fits on one page, nor a
//    table inside a table's cell (a result slip) that fits on one page; no
//    heading (h1-h3) left alone at the foot of a page: it moves to the next;
//  - fonts embedded (subsets), CJK glyphs from the installed fonts (Debian
//    fonts-wqy-microhei).
// Needs a QGuiApplication (offscreen is enough). Fails when the file
// cannot be written.
std::expected<PdfLayout, PdfError> writePdf(const std::string& html, const std::string& path,
                                            const PdfOptions& options);

// The same rendering onto `device` as its page layout stands (a QPrinter
// the user set up in the print dialog; writePdf sets pageLayout(options) on
// its QPdfWriter first). Fails when the device cannot be painted.
std::expected<PdfLayout, PdfError> paintDocument(const std::string& html, QPagedPaintDevice& device,
                                                 const PdfOptions& options);

// The paper, orientation and margins of `options`.
QPageLayout pageLayout(const PdfOptions& options);

}  // namespace pdf
