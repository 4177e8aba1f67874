// SPDX-License-Identifier: MIT
#include "domain/interchange/rating_list_index.h"

#include "domain/tournament/name_text.h"

#include <algorithm>
#include <charconv>
#include <numeric>

namespace interchange {

namespace {

std::vector<std::string_view> words(std::string_view key) {
  std::vector<std::string_view> out;
  std::size_t pos = 0;
  while (pos < key.size()) {
    const std::size_t end = std::min(key.find(' ', pos), key.size());
    out.push_back(key.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

// True when every query word begins a word of the key.
bool holdsEveryWord(std::string_view key, const std::vector<std::string_view>& queryWords) {
  return std::ranges::all_of(queryWords, [key](std::string_view word) {
    for (std::size_t at = key.find(word); at != std::string_view::npos; at = key.find(word, at + 1))
      if (at == 0 || key[at - 1] == ' ') return true;
    return false;
  });
}

bool allDigits(std::string_view text) {
  return !text.empty() && std::ranges::all_of(text, [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

RatingListIndex::RatingListIndex(std::vector<RatingListEntry> entries)
    : m_entries(std::move(entries)) {
  const auto count = static_cast<std::uint32_t>(m_entries.size());
  m_keyStarts.reserve(count + 1);
  for (const auto& entry : m_entries) {
    m_keyStarts.push_back(static_cast<std::uint32_t>(m_keys.size()));
    m_keys += tournament::searchKey(entry.name);
  }
  m_keyStarts.push_back(static_cast<std::uint32_t>(m_keys.size()));

  for (std::uint32_t i = 0; i < count; ++i) {
    if (m_entries[i].fideId != 0) m_byId.push_back(i);
    if (!m_entries[i].nationalId.empty()) m_byNationalId.push_back(i);
  }
  std::ranges::stable_sort(m_byId, {}, [this](std::uint32_t i) { return m_entries[i].fideId; });
  std::ranges::stable_sort(m_byNationalId, {}, [this](std::uint32_t i) -> std::string_view {
    return m_entries[i].nationalId;
  });
  m_byName.resize(count);
  std::iota(m_byName.begin(), m_byName.end(), 0u);
  std::ranges::stable_sort(m_byName, {}, [this](std::uint32_t i) { return key(i); });
}

std::string_view RatingListIndex::key(std::uint32_t entry) const {
  return std::string_view(m_keys).substr(m_keyStarts[entry],
                                         m_keyStarts[entry + 1] - m_keyStarts[entry]);
}

const RatingListEntry* RatingListIndex::byFideId(std::uint32_t id) const {
  const auto it = std::ranges::lower_bound(m_byId, id, {},
                                           [this](std::uint32_t i) { return m_entries[i].fideId; });
  return it != m_byId.end() && m_entries[*it].fideId == id ? &m_entries[*it] : nullptr;
}

const RatingListEntry* RatingListIndex::byNationalId(std::string_view id) const {
  const auto it = std::ranges::lower_bound(
      m_byNationalId, id, {},
      [this](std::uint32_t i) -> std::string_view { return m_entries[i].nationalId; });
  return it != m_byNationalId.end() && m_entries[*it].nationalId == id ? &m_entries[*it] : nullptr;
}

std::vector<const RatingListEntry*> RatingListIndex::search(const ListQuery& query) const {
  std::vector<const RatingListEntry*> found;
  const auto wanted = [&](const RatingListEntry& entry) {
    return (query.federation.empty() || entry.federation == query.federation) &&
           std::ranges::find(found, &entry) == found.end();
  };
  const auto add = [&](const RatingListEntry* entry) {
    if (entry && found.size() < query.limit && wanted(*entry)) found.push_back(entry);
  };
  const std::string queryKey = tournament::searchKey(query.text);
  if (allDigits(queryKey)) {
    std::uint32_t id = 0;
    const auto [ptr, ec] = std::from_chars(queryKey.data(), queryKey.data() + queryKey.size(), id);
    if (ec == std::errc{} && ptr == queryKey.data() + queryKey.size()) add(byFideId(id));
    add(byNationalId(queryKey));
    return found;
  }
  if (queryKey.empty() || query.limit == 0) return found;
  auto it = std::ranges::lower_bound(m_byName, std::string_view(queryKey), {},
                                     [this](std::uint32_t i) { return key(i); });
  for (; it != m_byName.end() && found.size() < query.limit && key(*it).starts_with(queryKey); ++it)
    add(&m_entries[*it]);
  const auto queryWords = words(queryKey);
  if (queryWords.size() < 2) return found;
  for (std::uint32_t i = 0; i < m_entries.size() && found.size() < query.limit; ++i)
    if (holdsEveryWord(key(i), queryWords)) add(&m_entries[i]);
  return found;
}

}  // namespace interchange
