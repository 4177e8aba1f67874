// SPDX-License-Identifier: MIT
// `arbiter trf export <event-file> --section NAME [--format trf16|trf26] [--output F]`:
// writes a section of an event file as a TRF (interchange/section_trf.h).
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/trf_file.h"
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_records.h"
#include "domain/interchange/trf_writer.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

// TRF16 carries the absences of the next round only: a bye asked for a
// later round is named, so that the organizer knows what other programs
// will not see.
void warnOfLaterByes(const tournament::Section& section, Console& console) {
  const auto byes = interchange::byesAfterNextRound(section);
  if (byes.empty()) return;
  std::string named;
  for (const auto& bye : byes) {
    const tournament::Player& player = *section.playerByNumber(bye.startNumber);
    named += fmt::format("{}player {} ({}): {} bye in round {}", named.empty() ? "" : "; ",
                         bye.startNumber, player.name,
                         byeKindName(player.requestedBye(bye.round)->kind), bye.round);
  }
  console.err << "trf export: warning: TRF16 has no record for a bye in a round after the next "
                 "one: "
              << named
              << ". The file carries them as ### 240 comments, which Arbiter's import reads "
                 "back and other programs ignore; --format trf26 writes record 240\n";
}

class TrfExportCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"trf", "export"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "write a section of an event file as TRF16 or TRF26 (players, rounds, results, byes)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "format", "trf16|trf26", "the TRF layout (default trf16)");
    addValueOption(o, "output", "FILE", "write to this file instead of standard output");
    o.addOption(Poco::Util::Option("with-adjourned", "",
                                   "export although a game is adjourned (the file says so)"));
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const auto format = formatOption(args).value_or(interchange::TrfFormat::Trf16);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section =
          namedSection(repo.event(), args, "trf export", path, console);
      if (section == nullptr) return static_cast<int>(Usage);
      // An adjourned game has no result: the file would not be a report of
      // the event (C.04.2 3.1; final standings are blocked the same way).
      if (section->hasAdjournedGames()) {
        if (!args.has("with-adjourned")) {
          console.err << "trf export: refused: an adjourned game has no result yet; enter it "
                         "(arbiter result) or export with --with-adjourned\n";
          return static_cast<int>(Refused);
        }
        console.err << "trf export: warning: adjourned games are written without a result and "
                       "marked in the file\n";
      }
      const std::string text =
          interchange::writeTrf(interchange::sectionToTrf(repo.event(), *section), format);
      if (text.find(interchange::AssignmentNote) != std::string::npos)
        console.err << "trf export: warning: TRF16 has no record for a score set by a penalty "
                       "(Laws 12.9.4/12.9.5): columns 81-84 count it, the round results cannot, "
                       "so a program that adds up the results sees other totals and refuses "
                       "the file (bbpPairings: the score does not match; FIDE's tie-break "
                       "program: Incorrect score); Arbiter's own import reads the ### 299 lines "
                       "back; --format trf26 writes record 299\n";
      if (format == interchange::TrfFormat::Trf16) warnOfLaterByes(*section, console);
      if (const auto output = args.value("output")) {
        if (!writeTextFile(*output, text, "trf export", console))
          return static_cast<int>(CannotCreate);
      } else {
        console.out << text;
      }
      return static_cast<int>(Success);
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::TrfExportCommand)
