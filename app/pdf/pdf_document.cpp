// SPDX-License-Identifier: MIT
#include "app/pdf/pdf_document.h"

#include <QAbstractTextDocumentLayout>
#include <QFont>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QTextTableFormat>

#include <cmath>
#include <regex>
#include <set>
#include <string_view>
#include <utility>

namespace pdf {
namespace {

// The page (1-based) holding document height `y`, pages being `pageHeight` tall.
int pageAt(double y, double pageHeight) { return static_cast<int>(std::floor(y / pageHeight)) + 1; }

QRectF blockRect(QTextDocument& doc, const QTextBlock& block) {
  return doc.documentLayout()->blockBoundingRect(block);
}

// Moves every heading whose next block starts on a later page to the top of
// that page (no heading left alone at a page foot). Returns true if any moved.
// The heading is pushed down by a top margin, not a page break before it:
// Qt lays a table after a block with PageBreak_AlwaysBefore out where the
// block would have been, so the heading vanished off the pages drawn and
// the tables after it stayed behind (seen in a final report whose category
// standings put a heading at a page foot).
bool keepHeadingsWithNext(QTextDocument& doc, double pageHeight) {
  // Qt lays a document out lazily: without a finished layout the rects
  // below are of a partial one, and moves went wrong (a final report lost
  // its last pages). documentSize() finishes it.
  doc.documentLayout()->documentSize();
  bool moved = false;
  for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
    if (block.blockFormat().headingLevel() == 0) continue;
    const QTextBlock next = block.next();
    if (!next.isValid()) continue;
    const QRectF here = blockRect(doc, block);
    const QRectF there = blockRect(doc, next);
    const int page = pageAt(here.top() + 0.5, pageHeight);
    if (pageAt(there.top() + 0.5, pageHeight) <= page) continue;
    QTextCursor cursor(block);
    QTextBlockFormat format = block.blockFormat();
    format.setTopMargin(format.topMargin() + page * pageHeight - here.top() + 1);
    cursor.setBlockFormat(format);
    moved = true;
  }
  return moved;
}

// The top and bottom (document coordinates) of the text of row `r` of
// `table`, of every row when `r` is negative; top > bottom when empty.
std::pair<double, double> textExtent(QTextDocument& doc, QTextTable* table, int r) {
  double top = 1e300;
  double bottom = -1e300;
  for (int row = std::max(r, 0); row < (r < 0 ? table->rows() : r + 1); ++row)
    for (int c = 0; c < table->columns(); ++c) {
      const QTextTableCell cell = table->cellAt(row, c);
      if (!cell.isValid() || cell.row() != row) continue;
      for (auto it = cell.begin(); !it.atEnd(); ++it) {
        const QTextBlock block = it.currentBlock();
        if (!block.isValid()) continue;
        const QRectF rect = blockRect(doc, block);
        top = std::min(top, rect.top());
        bottom = std::max(bottom, rect.bottom());
      }
    }
  return {top, bottom};
}

void collectTables(QTextFrame* frame, std::vector<QTextTable*>& tables) {
  for (QTextFrame* child : frame->childFrames()) {
    if (auto* table = qobject_cast<QTextTable*>(child)) tables.push_back(table);
    collectTables(child, tables);
  }
}

// Moves the first table laid inside another table's cell (a result slip, one
// to a row of the slips' table) that a page break cuts and that fits on one
// page to the top of the next page. Qt keeps a row of a table on one page
// but splits a table nested in it between its own rows. The table gets a
// page break before it, not a top margin: Qt carries the row holding a
// table pushed past the break to the next page as well, and the margin
// would stand as blank space at the top of that page. Returns true if one
// moved; the caller repeats, each move changing the layout of what follows.
// A table moves once (`moved`), so the repetition ends.
bool keepFirstCutNestedTableWhole(QTextDocument& doc, double pageHeight,
                                  std::set<const QTextTable*>& moved) {
  doc.documentLayout()->documentSize();
  std::vector<QTextTable*> tables;
  collectTables(doc.rootFrame(), tables);
  for (QTextTable* table : tables) {
    if (qobject_cast<QTextTable*>(table->parentFrame()) == nullptr || moved.contains(table))
      continue;
    const auto [top, bottom] = textExtent(doc, table, -1);
    if (top > bottom) continue;
    const int page = pageAt(top + 0.5, pageHeight);
    if (pageAt(bottom - 0.5, pageHeight) == page || bottom - top >= pageHeight) continue;
    QTextTableFormat format = table->format();
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    table->setFormat(format);
    moved.insert(table);
    return true;
  }
  return false;
}

std::vector<RowPlacement> placeRows(QTextDocument& doc, double pageHeight) {
  std::vector<QTextTable*> tables;
  collectTables(doc.rootFrame(), tables);
  std::vector<RowPlacement> rows;
  for (std::size_t t = 0; t < tables.size(); ++t) {
    QTextTable* table = tables[t];
    for (int r = 0; r < table->rows(); ++r) {
      const auto [top, bottom] = textExtent(doc, table, r);
      if (top > bottom) continue;
      const int first = pageAt(top + 0.5, pageHeight);
      rows.push_back({static_cast<int>(t), r, first, pageAt(bottom - 0.5, pageHeight),
                      top / pageHeight - (first - 1)});
    }
  }
  return rows;
}

// Qt Svg reads SVG Tiny 1.2, which has no dominant-baseline: a <text> with
// dominant-baseline="central" (the board diagrams' pieces and coordinates)
// would sit above its point. Its baseline is moved down by 0.35 em instead,
// where a browser puts the central baseline of these fonts.
std::string centralBaselinesMoved(const std::string& svg) {
  static const std::regex Text(R"re(<text\b[^>]*dominant-baseline="central"[^>]*>)re");
  static const std::regex Y(R"re( y="([-0-9.]+)")re");
  static const std::regex Size(R"re(font-size="([0-9.]+)")re");
  static const std::regex Central(R"re( dominant-baseline="central")re");
  std::string out;
  auto at = svg.cbegin();
  for (std::sregex_iterator it(svg.begin(), svg.end(), Text), end; it != end; ++it) {
    out.append(at, (*it)[0].first);
    at = (*it)[0].second;
    std::string tag = it->str();
    std::smatch y;
    std::smatch size;
    if (std::regex_search(tag, y, Y)) {
      const double fontSize = std::regex_search(tag, size, Size) ? std::stod(size[1]) : 16.0;
      const std::string moved =
          QStringLiteral(" y=\"%1\"").arg(std::stod(y[1]) + 0.35 * fontSize).toStdString();
      tag = y.prefix().str() + moved + y.suffix().str();
    }
    out += std::regex_replace(tag, Central, "");
  }
  out.append(at, svg.cend());
  return out;
}

// QTextDocument draws no SVG: every inline <svg>…</svg> of the document (the
// board diagrams, the charts) is drawn by Qt Svg into an image of the PDF's
// resolution, added to `doc` as a resource and put in its place as an <img>
// of the SVG's own size in CSS pixels (the layout scales those to the
// device). An SVG Qt Svg cannot read is left out, as before.
QString withSvgAsImages(const std::string& html, QTextDocument& doc, double dotsPerCssPixel) {
  std::string out;
  std::size_t at = 0;
  for (int n = 0;; ++n) {
    const std::size_t open = html.find("<svg", at);
    const std::size_t close = open == std::string::npos ? open : html.find("</svg>", open);
    if (close == std::string::npos) break;
    out.append(html, at, open - at);
    at = close + std::string_view("</svg>").size();
    const std::string svg = centralBaselinesMoved(html.substr(open, at - open));
    QSvgRenderer renderer(QByteArray(svg.data(), static_cast<qsizetype>(svg.size())));
    const QSize size = renderer.defaultSize();
    if (!renderer.isValid() || size.isEmpty()) continue;
    QImage image((QSizeF(size) * dotsPerCssPixel).toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    painter.end();
    const QString name = QStringLiteral("arbiter-svg:%1").arg(n);
    doc.addResource(QTextDocument::ImageResource, QUrl(name), image);
    out += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
               .arg(name)
               .arg(size.width())
               .arg(size.height())
               .toStdString();
  }
  out.append(html, at, std::string::npos);
  return QString::fromStdString(out);
}

}  // namespace

QPageLayout pageLayout(const PdfOptions& options) {
  return QPageLayout(QPageSize(options.paper == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter),
                     options.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                     QMarginsF(options.marginMillimetres, options.marginMillimetres,
                               options.marginMillimetres, options.marginMillimetres),
                     QPageLayout::Millimeter);
}

std::expected<PdfLayout, PdfError> writePdf(const std::string& html, const std::string& path,
                                            const PdfOptions& options) {
  QPdfWriter writer(QString::fromStdString(path));
  writer.setResolution(300);
  writer.setCreator(QStringLiteral("Arbiter"));
  writer.setTitle(QString::fromStdString(options.runningTitle));
  writer.setPageLayout(pageLayout(options));
  auto layout = paintDocument(html, writer, options);
  if (!layout) return std::unexpected(PdfError{"cannot write " + path});
  return layout;
}

std::expected<PdfLayout, PdfError> paintDocument(const std::string& html, QPagedPaintDevice& device,
                                                 const PdfOptions& options) {
  QPainter painter;
  if (!painter.begin(&device)) return std::unexpected(PdfError{"cannot paint the document"});

  // Sans-serif text; CJK glyphs come from WenQuanYi (or Noto CJK) by name,
  // and from fontconfig's fallback for anything else.
  QFont font;
  font.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei"),
                    QStringLiteral("Noto Sans CJK SC")});
  font.setPointSizeF(options.fontPoints);
  QFont headerFont = font;
  headerFont.setPointSizeF(std::max(7.0, options.fontPoints - 2));

  const int resolution = device.logicalDpiX();
  const QRectF area = device.pageLayout().paintRectPixels(resolution);
  const double headerHeight = QFontMetricsF(headerFont, &device).height() * 2;
  const double bodyHeight = area.height() - headerHeight;

  QTextDocument doc;
  doc.documentLayout()->setPaintDevice(&device);
  doc.setDefaultFont(font);
  doc.setHtml(withSvgAsImages(html, doc, resolution / 96.0));
  doc.setPageSize(QSizeF(area.width(), bodyHeight));
  for (int pass = 0; pass < 8 && keepHeadingsWithNext(doc, bodyHeight); ++pass) {
  }
  std::set<const QTextTable*> movedTables;
  while (keepFirstCutNestedTableWhole(doc, bodyHeight, movedTables)) {
  }

  // documentSize() finishes the layout after the last move, so the page
  // count covers the whole document.
  const int pages = static_cast<int>(
      std::ceil(doc.documentLayout()->documentSize().height() / bodyHeight - 1e-6));
  const QString title = QString::fromStdString(options.runningTitle);
  for (int page = 0; page < pages; ++page) {
    if (page > 0) device.newPage();
    painter.setFont(headerFont);
    const QRectF header(0, 0, area.width(), headerHeight * 0.7);
    painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, title);
    painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter,
                     QStringLiteral("%1 / %2").arg(page + 1).arg(pages));
    painter.drawLine(QPointF(0, headerHeight * 0.75), QPointF(area.width(), headerHeight * 0.75));
    painter.save();
    painter.translate(0, headerHeight - page * bodyHeight);
    const QRectF clip(0, page * bodyHeight, area.width(), bodyHeight);
    painter.setClipRect(clip);
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = clip;
    doc.documentLayout()->draw(&painter, context);
    painter.restore();
  }
  if (!painter.end()) return std::unexpected(PdfError{"cannot finish the document"});
  return PdfLayout{pages, placeRows(doc, bodyHeight)};
}

}  // namespace pdf
