// SPDX-License-Identifier: MIT
#pragma once

#include <initializer_list>

class QTableView;

namespace gui {

// The look every table of the desk shares: rows as high as the font needs
// (CJK glyphs are taller than Latin ones; sizes come from the font, so they
// follow the screen's scaling), no word wrap, and text too long for its
// column elided at the end; the models give the whole text as a tooltip.
void setUpTable(QTableView* view);

// Sizes the columns to their contents (Chinese and Latin alike are measured
// in the view's font), then caps the name columns at MaxNameEms em so that
// one very long name cannot push the other columns off the screen: such a
// name is elided and its tooltip shows it whole. The name columns then
// share the width the other columns leave, on every resize: the table fills
// the view and the names are the widest columns.
void fitColumns(QTableView* view, std::initializer_list<int> nameColumns);

constexpr int MaxNameEms = 28;

}  // namespace gui
