// SPDX-License-Identifier: MIT
#pragma once

#include "reports/event_header.h"
#include "reports/language.h"
#include "reports/section_records.h"

#include <string>

namespace reports {

// The labels of the sealed-move envelopes of round `round` (only board
// `board` when it is not 0), one bordered label each, kept whole on a page.
// Guidelines I.2 (classic 13.2): the event, round and board, both players and
// their colours, the position before the sealed move as a board diagram
// (SVG) with the side to move and its FEN, the moves played, the time used
// by each player, who sealed, the number of the sealed move, a draw offer
// still open, when it was sealed and the date, time and venue of
// resumption; lines for the signatures. The sealed move itself is never
// printed: the label is on the outside of the envelope. "" when the round
// (or board) has no envelope. Each label after the first starts a page. `records.section` must be
// set.
std::string envelopeLabelsSection(const EventHeader& header, const SectionRecords& records,
                                  int round, int board, Language language);

}  // namespace reports
