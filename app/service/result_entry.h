// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/event_session.h"
#include "domain/tournament/action.h"

#include <expected>
#include <string>
#include <variant>

namespace service {

// A board's result as a front end showed it, or as it is stored.
struct BoardResultView {
  tournament::GameResult result = tournament::GameResult::Pending;
  bool unrated = false;  // a game of less than one move (TRF W D L; B.02 5.1)
  bool operator==(const BoardResultView&) const = default;
};

// A result typed at a front end: the board, the result, and the result the
// front end showed for that board when it was typed. Replacing the shown
// result is what the arbiter decided (a front end asks before it replaces
// a final result), so it is entered as a correction.
struct ResultEntry {
  std::string section;
  int round = 0;
  int board = 0;  // the stored board number
  BoardResultView result;
  BoardResultView shown;
  std::string who;  // the audit row's name (arbiter and station)
  // Replacing a final result is a correction (kept in the log). A desk
  // asks before it replaces the result it showed, so its entries are; the
  // command line's only with --correct.
  bool correction = true;
  // C.04.2 4.3: also when later rounds were paired on the round's results
  // (their pairings stand); the front end asked first.
  bool force = false;
};

// The board's stored result is no longer the one the front end showed:
// another desk or program entered `stored` since. Nothing was written; the
// front end asks as for any overwrite and enters again with `stored` shown.
struct ResultChangedMeanwhile {
  BoardResultView stored;
};

using ResultEntryError = std::variant<tournament::ActionError, ResultChangedMeanwhile>;

// The stored result of board `board` of round `round` of `section` (Pending
// when there is no such board: the domain then refuses the entry).
BoardResultView storedResult(const tournament::Event& event, const std::string& section, int round,
                             int board);

// Enters `entry` in one audited transaction, checked inside that
// transaction against the result stored now (not against what the front
// end last read): refused with ResultChangedMeanwhile when it differs from
// entry.shown, unless it already is entry.result (the same result typed at
// two desks). The domain's refusals come back as ActionError. Throws
// persistence::StorageError on environment failures.
std::expected<persistence::Applied, ResultEntryError> enterResult(EventSession& session,
                                                                  const ResultEntry& entry);

}  // namespace service
