// SPDX-License-Identifier: MIT
#include "app/service/rating_lists.h"

#include <cctype>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace service {

namespace {

std::string lowerExtension(const std::string& path) {
  std::string extension = std::filesystem::path(path).extension().string();
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return extension;
}

}  // namespace

ListFormat listFormatOf(const std::string& path) {
  const std::string extension = lowerExtension(path);
  if (extension == ".xml") return ListFormat::FideXml;
  if (extension == ".csv") return ListFormat::NationalCsv;
  return ListFormat::FideTxt;
}

std::expected<RatingList, ListFileError> loadRatingList(const std::string& path,
                                                        interchange::ListRate rate) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::unexpected(ListFileError{path, true});
  const ListFormat format = listFormatOf(path);
  std::expected<std::vector<interchange::RatingListEntry>, interchange::RatingListError> entries;
  if (format == ListFormat::FideXml) {
    entries = interchange::readFideXmlList(in, rate);
  } else if (format == ListFormat::NationalCsv) {
    std::ostringstream text;
    text << in.rdbuf();
    entries = interchange::readNationalCsvList(text.str());
  } else {
    entries = interchange::readFideTxtList(in, rate);
  }
  if (!entries) return std::unexpected(ListFileError{path, false, entries.error()});
  return RatingList{path, format, interchange::RatingListIndex(std::move(*entries))};
}

std::expected<tournament::AddPlayers, NotInList> addFromListAction(
    const tournament::Section& section, const RatingList& list,
    const std::vector<std::string>& ids) {
  tournament::AddPlayers action{section.settings.name, {}};
  NotInList missing;
  for (const std::string& id : ids) {
    const interchange::RatingListEntry* entry = list.index.byNationalId(id);
    if (entry == nullptr) {
      std::uint32_t number = 0;
      const auto [ptr, ec] = std::from_chars(id.data(), id.data() + id.size(), number);
      if (ec == std::errc{} && ptr == id.data() + id.size()) entry = list.index.byFideId(number);
    }
    if (entry == nullptr)
      missing.ids.push_back(id);
    else
      action.players.push_back(interchange::playerFromList(*entry));
  }
  if (!missing.ids.empty()) return std::unexpected(missing);
  return action;
}

interchange::ListUpdate previewListUpdate(const tournament::Section& section,
                                          const RatingList& list) {
  return interchange::listUpdate(section, list.index, list.format == ListFormat::NationalCsv);
}

tournament::UpdateRatings listUpdateAction(const tournament::Section& section,
                                           const RatingList& list, bool force) {
  return tournament::UpdateRatings{section.settings.name, previewListUpdate(section, list).edits,
                                   force, std::filesystem::path(list.path).filename().string()};
}

}  // namespace service
