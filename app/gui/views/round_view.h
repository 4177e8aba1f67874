// SPDX-License-Identifier: MIT
#pragma once

#include <QTableView>

namespace gui {

// The table of a round's boards with blind result entry: on any row, typing
// a result key (1 = 0 + - * or Space, see result_keys.h) enters the result
// of that board and moves to the next board, so a whole round is entered
// from the result slips without the mouse.
class RoundView : public QTableView {
  Q_OBJECT
public:
  explicit RoundView(QWidget* parent = nullptr);

protected:
  void keyPressEvent(QKeyEvent* event) override;
};

}  // namespace gui
