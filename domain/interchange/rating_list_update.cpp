// SPDX-License-Identifier: MIT
#include "domain/interchange/rating_list_update.h"

#include "domain/tournament/pairing_numbers.h"

#include <charconv>
#include <string>

namespace interchange {

namespace {

// The title the event records: the open title, else the women's title,
// when it is one the registration accepts.
std::string titleOf(const RatingListEntry& entry) {
  for (const auto* title : {&entry.title, &entry.womenTitle})
    if (!title->empty() && tournament::titleRank(*title) != tournament::titleRank(""))
      return *title;
  return {};
}

const RatingListEntry* entryFor(const tournament::Player& player, const RatingListIndex& list) {
  if (!player.nationalId.empty())
    if (const auto* entry = list.byNationalId(player.nationalId)) return entry;
  if (player.fideId.empty()) return nullptr;
  std::uint32_t id = 0;
  const auto& text = player.fideId;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (ec != std::errc{} || ptr != text.data() + text.size()) return nullptr;
  return list.byFideId(id);
}

}  // namespace

tournament::Player playerFromList(const RatingListEntry& entry) {
  tournament::Player player;
  player.name = entry.name;
  if (entry.fideId != 0) player.fideId = std::to_string(entry.fideId);
  player.nationalId = entry.nationalId;
  player.federation = entry.federation;
  player.sex = entry.sex == 'M'   ? tournament::Sex::Male
               : entry.sex == 'F' ? tournament::Sex::Female
                                  : tournament::Sex::Unknown;
  player.title = titleOf(entry);
  if (entry.birthYear > 0) player.birthDate = std::to_string(entry.birthYear);
  player.ratings.standard = entry.standard;
  player.ratings.rapid = entry.rapid;
  player.ratings.blitz = entry.blitz;
  player.ratings.national = entry.national;
  return player;
}

std::string_view listFieldName(ListField field) {
  switch (field) {
    case ListField::Standard:
      return "standard";
    case ListField::Rapid:
      return "rapid";
    case ListField::Blitz:
      return "blitz";
    case ListField::National:
      return "national";
    case ListField::Title:
      return "title";
    case ListField::Federation:
      return "federation";
  }
  return "";
}

ListUpdate listUpdate(const tournament::Section& section, const RatingListIndex& list,
                      bool nationalList) {
  ListUpdate update;
  for (const auto& player : section.players) {
    const RatingListEntry* entry = entryFor(player, list);
    if (entry == nullptr) {
      if (!player.fideId.empty() || !player.nationalId.empty())
        update.notInList.push_back(player.pairingNumber);
      continue;
    }
    tournament::EditPlayer edit;
    edit.section = section.settings.name;
    edit.pairingNumber = player.pairingNumber;
    bool changed = false;
    const auto rating = [&](ListField field, int before, int after, std::optional<int>& slot) {
      if (after == 0 || after == before) return;
      update.changes.push_back(
          {player.pairingNumber, field, std::to_string(before), std::to_string(after)});
      slot = after;
      changed = true;
    };
    if (nationalList) {
      rating(ListField::National, player.ratings.national, entry->national, edit.national);
    } else {
      rating(ListField::Standard, player.ratings.standard, entry->standard, edit.standard);
      rating(ListField::Rapid, player.ratings.rapid, entry->rapid, edit.rapid);
      rating(ListField::Blitz, player.ratings.blitz, entry->blitz, edit.blitz);
    }
    const auto text = [&](ListField field, const std::string& before, const std::string& after,
                          std::optional<std::string>& slot) {
      if (after.empty() || after == before) return;
      update.changes.push_back({player.pairingNumber, field, before, after});
      slot = after;
      changed = true;
    };
    text(ListField::Title, player.title, titleOf(*entry), edit.title);
    text(ListField::Federation, player.federation, entry->federation, edit.federation);
    if (changed) update.edits.push_back(std::move(edit));
  }
  return update;
}

}  // namespace interchange
