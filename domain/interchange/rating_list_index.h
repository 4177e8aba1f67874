// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/rating_list.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace interchange {

// What an organizer types to find a player in a list.
struct ListQuery {
  // A FIDE id or national id (digits), or a name or its beginning in any
  // case, with or without diacritics and punctuation ("carlsen m",
  // "Núñez"); words in another order ("magnus carlsen") are found too.
  std::string text = {};
  std::string federation = {};  // e.g. "NOR"; empty = any
  std::size_t limit = 20;
};

// A rating list held in memory with what makes it searchable in
// milliseconds: the entries ordered by FIDE id, national id and by name
// key (tournament::searchKey) for binary search. Building it takes the
// entries; they are not changed afterwards.
class RatingListIndex {
public:
  explicit RatingListIndex(std::vector<RatingListEntry> entries);

  const std::vector<RatingListEntry>& entries() const { return m_entries; }
  std::size_t size() const { return m_entries.size(); }

  // The entry with this FIDE id (or national id), or nullptr.
  const RatingListEntry* byFideId(std::uint32_t id) const;
  const RatingListEntry* byNationalId(std::string_view id) const;

  // Entries matching the query, at most `limit`: an id first; then names
  // whose key begins with the query's key, in name order; then, for a query
  // of several words, names holding every word at the start of one of
  // theirs (any order; a scan of the keys).
  std::vector<const RatingListEntry*> search(const ListQuery& query) const;

private:
  std::string_view key(std::uint32_t entry) const;

  std::vector<RatingListEntry> m_entries;
  std::string m_keys;                      // every name key, back to back
  std::vector<std::uint32_t> m_keyStarts;  // entry i's key: [starts[i], starts[i+1])
  std::vector<std::uint32_t> m_byId;       // entry numbers with a FIDE id, by id
  std::vector<std::uint32_t> m_byNationalId;
  std::vector<std::uint32_t> m_byName;  // entry numbers by key
};

}  // namespace interchange
