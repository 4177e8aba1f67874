// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/game_verifier.h"
#include "reports/placement.h"

#include <QWidget>

#include <vector>

namespace gui {

// A chess diagram drawn with QPainter: the placement of a FEN, White at
// the bottom, files and ranks at the edges, some squares highlighted (the
// move that led to the position). Pieces are the Unicode figurines.
class BoardWidget : public QWidget {
  Q_OBJECT
public:
  explicit BoardWidget(QWidget* parent = nullptr);

  // Shows the placement of `fen` (only the first field is read) with the
  // squares `highlights` (0..63, a1 = 0) marked; an unreadable placement
  // shows an empty board and returns false.
  bool setPosition(const QString& fen, std::vector<int> highlights = {});
  // Shows P_ply of a replayed main line with the move that led there
  // highlighted; false (board unchanged) when the ply is not in the line.
  bool setLinePosition(const chess::MainLineRecord& line, int ply);
  // The piece letter on square 0..63 (' ' when empty).
  char pieceAt(int square) const { return m_squares[static_cast<std::size_t>(square)]; }

  QSize sizeHint() const override { return {360, 360}; }
  int heightForWidth(int width) const override { return width; }
  bool hasHeightForWidth() const override { return true; }

protected:
  void paintEvent(QPaintEvent* event) override;

private:
  reports::Squares m_squares{};
  std::vector<int> m_highlights;
};

}  // namespace gui
