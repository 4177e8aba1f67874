// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/published_section.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace gui {

// The working of a player's tie-breaks (Standings ▸ Enter on a player, or
// Players ▸ How the tie-breaks are made): per tie-break of the section's
// list its value, and under it the rounds that make it - the opponent (or
// the C.07 16.4 dummy opponent, or the pre-2023 virtual opponent, for an
// unplayed round), the opponent's value, the player's own points, what the
// round adds, and whether it is cut or a voluntarily unplayed round
// (standings::playerWorking; the numbers are the domain's).
class WorkingDialog : public QDialog {
  Q_OBJECT
public:
  // `rounds`: the standings' round (a complete round); `player`: the
  // start number.
  WorkingDialog(const service::PublishedSection& section, int rounds, int player,
                QWidget* parent = nullptr);

  // One top-level item per tie-break (code and name, value), one child per
  // round of its working.
  QTreeWidget* workingTree() const { return m_tree; }
  QLabel* headingLabel() const { return m_heading; }

  enum Column {
    WhatColumn,
    OpponentColumn,
    OpponentValueColumn,
    OwnColumn,
    AddsColumn,
    NoteColumn
  };

private:
  QLabel* m_heading = nullptr;
  QTreeWidget* m_tree = nullptr;
};

}  // namespace gui
