// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "domain/tournament/section.h"

#include <QDialog>

#include <cstdint>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gui {

// Players ▸ Draw the numbers by lot: a round robin's numbers drawn before
// round 1 (C.05, service::numbersByLot). The draw is shown - each new
// number with its player and the number he had - and can be drawn again;
// Store keeps exactly the order shown (action()).
class LotDialog : public QDialog {
  Q_OBJECT
public:
  // `seed`: the first draw's (service::randomSeed() for a real one).
  LotDialog(const tournament::Section& section, std::uint64_t seed, QWidget* parent = nullptr);

  tournament::DrawNumbersByLot action() const { return m_draw; }
  QTableWidget* drawTable() const { return m_table; }
  QPushButton* drawAgainButton() const { return m_again; }
  QPushButton* storeButton() const { return m_store; }

private:
  void draw(std::uint64_t seed);

  const tournament::Section& m_section;
  tournament::DrawNumbersByLot m_draw;
  QTableWidget* m_table = nullptr;
  QPushButton* m_again = nullptr;
  QPushButton* m_store = nullptr;
};

}  // namespace gui
