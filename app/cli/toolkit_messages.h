// SPDX-License-Identifier: MIT
#pragma once
// English text for the codes of the organizer's toolkit (rating lists,
// batch results, prize tables, title norms, the game collection).

#include "domain/interchange/game_collection.h"
#include "domain/interchange/rating_list.h"
#include "domain/interchange/rating_list_update.h"
#include "domain/rating/title_norms.h"
#include "domain/standings/prize_table_text.h"
#include "domain/tournament/batch_results.h"

#include <string>
#include <string_view>

namespace cli {

std::string ratingListErrorText(const interchange::RatingListError& error);
std::string batchErrorText(const tournament::BatchError& error);
std::string prizeTableErrorText(const standings::PrizeTableError& error);
std::string_view normTitleName(rating::NormTitle title);
// The requirement with its article, e.g. "1.4.5a titleholders (CM, WCM not counted)".
std::string_view normRequirementText(rating::NormRequirement requirement);
std::string_view gameMatchText(interchange::GameMatchStatus status);

}  // namespace cli
