// SPDX-License-Identifier: MIT
// arbiter prizes <event-file> [--section NAME] [--table prizes.txt] [--format text|csv|html]
// [--language en|zh] The prize list after the last round: the section's standings with the
// organizer's prize table (place and category prizes, one per player,
// ties by tie-break, shared or Hort): the one given, else the section's own
// (`section edit --prizes FILE`).
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/toolkit_messages.h"
#include "app/service/prize_list.h"
#include "reports/event_header.h"
#include "reports/prize_list.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <ostream>

namespace cli {
namespace {

class PrizesCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"prizes"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "the prize list from the final standings"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "table", "FILE",
                   "the prize table (README: Prizes); default: the section's (section edit "
                   "--prizes)");
    addValueOption(o, "format", "FORMAT", "text (default), csv or html");
    addValueOption(o, "language", "LANG", "the language of the html page: en (default) or zh");
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const std::string format = args.valueOr("format", "text");
    if (format != "text" && format != "csv" && format != "html")
      throw UsageError{"--format must be text, csv or html"};
    const std::string language = args.valueOr("language", "en");
    if (language != "en" && language != "zh") throw UsageError{"--language must be en or zh"};
    const auto tablePath = args.value("table");
    std::string tableText;
    if (tablePath) {
      std::ifstream in(*tablePath, std::ios::binary);
      if (!in) {
        console.err << fmt::format("cannot open {}\n", *tablePath);
        return NoInput;
      }
      tableText.assign(std::istreambuf_iterator<char>(in), {});
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* found = namedSection(repo.event(), args, "prizes", path, console);
      if (found == nullptr) return Usage;
      if (!tablePath && found->settings.prizeTable.empty()) {
        console.err << fmt::format(
            "section '{}' has no prize table: give --table FILE, or keep one with the section "
            "(section edit --prizes FILE)\n",
            found->settings.name);
        return Refused;
      }
      const auto list =
          service::prizeList(*found, tablePath ? std::string_view(tableText)
                                               : std::string_view(found->settings.prizeTable));
      if (!list) {
        if (const auto* table = std::get_if<standings::PrizeTableError>(&list.error())) {
          console.err << fmt::format("{}: {}\n",
                                     tablePath ? *tablePath : "the section's prize table",
                                     prizeTableErrorText(*table));
          return BadInput;
        }
        if (std::holds_alternative<standings::TieBreakListError>(list.error())) {
          console.err << "the section's tie-break list does not read\n";
          return BadInput;
        }
        const auto error = std::get<standings::StandingsError>(list.error());
        console.err << (error == standings::StandingsError::AdjournedGame
                            ? "an adjourned game has no result yet: no final standings\n"
                            : "no round has been paired\n");
        return Refused;
      }
      const auto lines = reports::prizeListLines(*found, list->awards, list->clubAwards);
      if (format == "csv") {
        console.out << reports::prizeListCsv(lines);
        return Success;
      }
      if (format == "html") {
        reports::EventHeader header;
        header.event = repo.event().name;
        header.section = found->settings.name;
        console.out << reports::prizeListHtml(
            reports::eventTitle(header), list->rounds, lines,
            language == "zh" ? reports::Language::Zh : reports::Language::En);
        return Success;
      }
      console.out << fmt::format("Prize list after round {}\n", list->rounds);
      for (const auto& line : lines)
        console.out << fmt::format(
            "{:<12} {:>2}. {:>4} {:<32} {:>10}{}{}\n", line.category, line.place,
            line.startNumber > 0 ? std::to_string(line.startNumber) : "", line.name,
            line.amount != 0 ? reports::amountText(line.amount) : "",
            line.item.empty() ? "" : "  " + line.item,
            line.sharedWith > 0 ? fmt::format("  (shared by {})", line.sharedWith) : "");
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PrizesCommand)
