// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/rating_list_index.h"
#include "domain/interchange/rating_list_update.h"
#include "domain/tournament/action.h"

#include <expected>
#include <string>
#include <vector>

namespace service {

// The forms of a rating list file: FIDE's TXT players list, FIDE's XML
// players list, a national list in CSV.
enum class ListFormat : std::uint8_t { FideTxt, FideXml, NationalCsv };

// A rating list loaded and indexed for search (interchange/rating_list_index.h).
struct RatingList {
  std::string path;
  ListFormat format = ListFormat::FideTxt;
  interchange::RatingListIndex index;
};

// The file could not be opened, or not read as a list (the reader's code
// and place).
struct ListFileError {
  std::string path;
  bool cannotOpen = false;
  interchange::RatingListError error = {interchange::RatingListErrorCode::Empty};
};

// The form of a file by its name (.txt, .xml, .csv; anything else is read
// as FIDE's TXT).
ListFormat listFormatOf(const std::string& path);

// Loads a list; `rate` is the rate of a single-rate FIDE list.
std::expected<RatingList, ListFileError> loadRatingList(
    const std::string& path, interchange::ListRate rate = interchange::ListRate::Standard);

// Some ids were not in the list (nothing was registered).
struct NotInList {
  std::vector<std::string> ids;
};

// The registration of the players with these FIDE ids (or national ids).
std::expected<tournament::AddPlayers, NotInList> addFromListAction(
    const tournament::Section& section, const RatingList& list,
    const std::vector<std::string>& ids);

// What the list would change for the section's players (shown and asked
// before applying).
interchange::ListUpdate previewListUpdate(const tournament::Section& section,
                                          const RatingList& list);

// The list's changes as one action.
tournament::UpdateRatings listUpdateAction(const tournament::Section& section,
                                           const RatingList& list, bool force);

}  // namespace service
