// SPDX-License-Identifier: MIT
#include "app/cli/section_loader.h"

#include "app/cli/event_support.h"
#include "app/cli/trf_file.h"
#include "app/service/section_lookup.h"
#include "domain/tournament/section.h"
#include "domain/tournament/section_pairing_state.h"

#include <fstream>
#include <ostream>

namespace cli {

bool isEventFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char head[16] = {};
  in.read(head, sizeof head);
  return in.gcount() == sizeof head && std::string(head, sizeof head - 1) == "SQLite format 3";
}

const tournament::Section* namedSection(const tournament::Event& event, const Arguments& args,
                                        const std::string& command, const std::string& path,
                                        Console& console) {
  const auto name = args.value("section");
  const auto section = service::findSection(event, name);
  if (section) return *section;
  console.err << "arbiter " << command << ": " << path << ": "
              << (section.error().code == service::SectionLookupCode::NoSuchSection
                      ? "no section '" + *name + "'"
                  : section.error().code == service::SectionLookupCode::SectionNotNamed
                      ? std::string("the event has several sections; name one with --section")
                      : std::string("the event has no section yet"))
              << "; " << sectionList(event) << '\n';
  return nullptr;
}

std::optional<LoadedSection> loadSection(const Arguments& args, const std::string& command,
                                         Console& console, int& exitCode) {
  if (args.positional.size() != 1) throw UsageError{"expected one file (a TRF or an event file)"};
  const std::string path = args.positional.front();
  if (isEventFile(path)) {
    std::optional<LoadedSection> loaded;
    exitCode = withEventFile(
        path, console, persistence::OpenMode::Existing, [&](service::EventSession& repo) {
          const tournament::Section* section =
              namedSection(repo.event(), args, command, path, console);
          if (section == nullptr) return static_cast<int>(Usage);
          loaded = LoadedSection{
              service::publishedSection(*section, tournament::pairingStateOf(*section)), path,
              std::nullopt};
          return static_cast<int>(Success);
        });
    return loaded;
  }
  if (args.has("section"))
    throw UsageError{"--section applies to event files; a TRF holds one section"};
  auto document = loadTrfFile(path, command, console, exitCode);
  if (!document) return std::nullopt;
  return LoadedSection{std::move(document->state), path, std::move(document->teams)};
}

}  // namespace cli
