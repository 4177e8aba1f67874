// SPDX-License-Identifier: MIT
// arbiter player import <event-file> [--section NAME] <players.csv | file.trf>
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/service/player_list.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <ostream>
#include <variant>

namespace cli {
namespace {

std::string_view csvErrorText(tournament::PlayerCsvErrorCode code) {
  using C = tournament::PlayerCsvErrorCode;
  switch (code) {
    case C::Empty:
      return "the file is empty (a header line is required)";
    case C::UnknownColumn:
      return "unknown column (name, rating, rapid, blitz, national, fide_id, national_id, title, "
             "federation, sex, birth, club, club_elo, club_elo_games, class_points, or another "
             "name the README lists, such as 姓名, 等级分, Elo, Fed, FIDE ID)";
    case C::DuplicateColumn:
      return "column named twice";
    case C::NoNameColumn:
      return "the header has no 'name' column";
    case C::UnterminatedQuote:
      return "a quoted field is not closed";
    case C::FieldCount:
      return "more fields than header columns";
    case C::EmptyName:
      return "the name is empty";
    case C::NotUtf8:
      return "neither UTF-8, UTF-16 with a byte order mark, nor GB18030 text (save the file as "
             "UTF-8)";
    case C::BadRating:
      return "a rating must be a whole number from 0 to 4000";
    case C::BadSex:
      return "sex must be m or f";
    case C::BadDate:
      return "a birth date must be a real date YYYY-MM-DD, or YYYY";
    case C::BadTitle:
      return "a title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty";
    case C::BadFideId:
      return "a FIDE id is 1 to 11 digits";
    case C::BadFederation:
      return "a federation must be a FIDE/IOC code such as CHN, ENG, GER";
    case C::BadClubNumber:
      return "club_elo must be 0 to 4000, club_elo_games 0 or more, class_points a whole number";
    case C::FieldTooLong:
      return "a field is longer than 1000 bytes (no real value is)";
  }
  return "bad input";
}

std::string_view encodingName(service::TextEncoding encoding) {
  switch (encoding) {
    case service::TextEncoding::Utf16LittleEndian:
      return "UTF-16 (little-endian, with a byte order mark)";
    case service::TextEncoding::Utf16BigEndian:
      return "UTF-16 (big-endian, with a byte order mark)";
    case service::TextEncoding::Gb18030:
      return "GB18030 (a spreadsheet's CSV saved on a Chinese Windows)";
    case service::TextEncoding::Utf8:
      break;
  }
  return "UTF-8";
}

class PlayerImportCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "import"}; }
  std::string synopsis() const override { return "<event-file> <players.csv | file.trf>"; }
  std::string summary() const override {
    return "register a list of players from CSV or TRF (one transaction)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    if (args.positional.size() < 2) throw UsageError{"missing the player list file"};
    expectPositionals(args, 2);
    const std::string listPath = args.positional[1];
    std::ifstream in(listPath, std::ios::binary);
    if (!in) {
      console.err << "arbiter: cannot open " << listPath << '\n';
      return NoInput;
    }
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& session) -> int {
      const auto* target = namedSection(session.event(), args, "player import", path, console);
      if (target == nullptr) return Usage;
      const std::string section = target->settings.name;
      const auto rate = target->settings.rate;
      auto list = service::readPlayerList(listPath, text, rate);
      if (!list) {
        if (const auto* trf = std::get_if<interchange::TrfError>(&list.error())) {
          console.err << fmt::format("arbiter: {}:{}:{}: not a readable TRF file (error {})\n",
                                     listPath, trf->line, trf->column, static_cast<int>(trf->code));
        } else {
          const auto& e = std::get<tournament::PlayerCsvError>(list.error());
          console.err << fmt::format("arbiter: {}:{}:{}: {}{}\n", listPath, e.line, e.column,
                                     csvErrorText(e.code),
                                     e.hint.empty() ? "" : " (did you mean " + e.hint + "?)");
        }
        return BadInput;
      }
      if (list->encoding != service::TextEncoding::Utf8)
        console.out << fmt::format("note: the file is read as {}\n", encodingName(list->encoding));
      if (list->semicolons)
        console.out << "note: fields separated by ';' (a spreadsheet's CSV in a locale whose "
                       "decimal mark is a comma)\n";
      const auto imported =
          service::importPlayers(session, section, std::move(list->players), arbiterName(args));
      if (!imported) return refusal(session, imported.error(), console);
      printNotices(imported->applied, console);
      console.out << fmt::format("registered {} players in '{}'\n", imported->registered, section);
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerImportCommand)
