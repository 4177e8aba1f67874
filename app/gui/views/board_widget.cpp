// SPDX-License-Identifier: MIT
#include "app/gui/views/board_widget.h"

#include "domain/chess/fen.h"

#include <QPainter>

#include <algorithm>

namespace gui {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("board"));
  m_squares.fill(' ');
  setMinimumSize(200, 200);
}

bool BoardWidget::setPosition(const QString& fen, std::vector<int> highlights) {
  const auto squares = reports::readPlacement(fen.toStdString());
  if (squares) {
    m_squares = *squares;
  } else {
    m_squares.fill(' ');
  }
  m_highlights = std::move(highlights);
  update();
  return squares.has_value();
}

bool BoardWidget::setLinePosition(const chess::MainLineRecord& line, int ply) {
  if (ply < 0 || ply >= static_cast<int>(line.positions.size())) return false;
  std::vector<int> highlights;
  if (ply > 0) {
    const chess::Move move = line.moves[static_cast<std::size_t>(ply - 1)];
    highlights = {static_cast<int>(move.from()), static_cast<int>(move.to())};
  }
  return setPosition(
      QString::fromStdString(chess::toFen(line.positions[static_cast<std::size_t>(ply)])),
      std::move(highlights));
}

void BoardWidget::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const int side = std::min(width(), height());
  const int margin = side / 18;
  const int square = (side - margin) / 8;
  const QColor light(0xf0, 0xd9, 0xb5);
  const QColor dark(0xb5, 0x88, 0x63);
  QFont pieceFont = font();
  pieceFont.setPixelSize(square * 4 / 5);
  QFont coordinateFont = font();
  coordinateFont.setPixelSize(std::max(8, margin * 2 / 3));
  for (int index = 0; index < 64; ++index) {
    const int file = index % 8;
    const int rank = index / 8;
    const QRect cell(margin + file * square, (7 - rank) * square, square, square);
    // a1 is a dark square (Laws 2.1).
    painter.fillRect(cell, (file + rank) % 2 == 1 ? light : dark);
    if (std::ranges::find(m_highlights, index) != m_highlights.end())
      painter.fillRect(cell, QColor(0xf6, 0xe0, 0x5e, 150));
    const char piece = m_squares[static_cast<std::size_t>(index)];
    if (piece == ' ') continue;
    painter.setFont(pieceFont);
    painter.setPen(Qt::black);
    painter.drawText(cell, Qt::AlignCenter,
                     QString::fromUtf8(reports::figurine(piece).data(),
                                       static_cast<qsizetype>(reports::figurine(piece).size())));
  }
  painter.setFont(coordinateFont);
  painter.setPen(palette().color(QPalette::WindowText));
  for (int i = 0; i < 8; ++i) {
    painter.drawText(QRect(margin + i * square, 8 * square, square, margin), Qt::AlignCenter,
                     QString(QChar('a' + i)));
    painter.drawText(QRect(0, (7 - i) * square, margin, square), Qt::AlignCenter,
                     QString(QChar('1' + i)));
  }
}

}  // namespace gui
