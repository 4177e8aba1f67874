// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/rating_list_index.h"
#include "domain/tournament/action.h"

#include <cstdint>
#include <string>
#include <vector>

namespace interchange {

// A registration from a list entry: name, FIDE id (or national id),
// federation, sex, title (the open title, else the women's), birth year,
// and the ratings the list has.
tournament::Player playerFromList(const RatingListEntry& entry);

// What a newer list changes for one registered player.
enum class ListField : std::uint8_t { Standard, Rapid, Blitz, National, Title, Federation };
struct ListChange {
  int pairingNumber = 0;
  ListField field = ListField::Standard;
  std::string before;
  std::string after;
  bool operator==(const ListChange&) const = default;
};

// The changes a list makes to a section's players, found by FIDE id (a
// national list: by national id, else FIDE id): the ratings the list
// carries (a FIDE list: standard, rapid, blitz; a national one: national),
// the title and the federation. A rating the list does not give (0) is
// not taken away. `edits` are the same changes as one edit per player.
struct ListUpdate {
  std::vector<ListChange> changes;
  std::vector<int> notInList;  // pairing numbers of players with an id the list lacks
  std::vector<tournament::EditPlayer> edits;
};
ListUpdate listUpdate(const tournament::Section& section, const RatingListIndex& list,
                      bool nationalList);

// The names of the fields, for the change list ("standard", "title", ...).
std::string_view listFieldName(ListField field);

}  // namespace interchange
