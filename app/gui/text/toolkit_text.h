// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/rating_lists.h"
#include "domain/interchange/game_collection.h"
#include "domain/interchange/rating_list_update.h"
#include "domain/rating/title_norms.h"
#include "domain/standings/prize_table_text.h"

#include <QString>

#include <cstdint>

namespace gui {

// The desk's sentences for the codes of the organizer's toolkit (rating
// lists, prize tables, title norms, the game collection), in the current
// language.

// "list.txt: line 3, column 114: a rating must be ..." or "Cannot open ...".
QString listFileErrorText(const service::ListFileError& error);
// What a rating list changes: "standard rating", "title", ...
QString listFieldText(interchange::ListField field);
// "line 4, column 18: a condition is ..." (the table's file is named by the caller).
QString prizeTableErrorText(const standings::PrizeTableError& error);
QString normTitleText(rating::NormTitle title);
// The requirement with its article of B.01 1.4.
QString normRequirementText(rating::NormRequirement requirement);
QString gameMatchText(interchange::GameMatchStatus status);

}  // namespace gui
