// SPDX-License-Identifier: MIT
// arbiter player import <event-file> --section NAME <players.csv | file.trf>
#include "app/cli/event_support.h"
#include "domain/interchange/trf_reader.h"
#include "domain/tournament/player_csv.h"
#include "domain/tournament/player_validation.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <ostream>

namespace cli {
namespace {

std::string_view csvErrorText(tournament::PlayerCsvErrorCode code) {
  using C = tournament::PlayerCsvErrorCode;
  switch (code) {
    case C::Empty:
      return "the file is empty (a header line is required)";
    case C::UnknownColumn:
      return "unknown column (name, rating, rapid, blitz, national, fide_id, national_id, title, "
             "federation, sex, birth, club, club_elo, club_elo_games, class_points)";
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
      return "not valid UTF-8";
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
  }
  return "bad input";
}

// A TRF player as a registration: the rating goes to the section's rate.
tournament::Player fromTrf(const tournament::PlayerRecord& r, tournament::RateOfPlay rate) {
  tournament::Player p;
  p.name = r.name;
  p.title = r.title;
  p.federation = r.federation;
  p.fideId = r.fideId;
  p.birthDate = r.birthDate;
  std::replace(p.birthDate.begin(), p.birthDate.end(), '/', '-');
  tournament::readFieldsAsMeant(p);  // TRF forms ("g", "1987.09.23"), as `trf import` reads them
  p.sex = r.sex == 'm'                   ? tournament::Sex::Male
          : r.sex == 'w' || r.sex == 'f' ? tournament::Sex::Female
                                         : tournament::Sex::Unknown;
  (rate == tournament::RateOfPlay::Rapid   ? p.ratings.rapid
   : rate == tournament::RateOfPlay::Blitz ? p.ratings.blitz
                                           : p.ratings.standard) = r.rating;
  return p;
}

bool looksLikeTrf(const std::string& path, const std::string& text) {
  std::string lower = path;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return lower.ends_with(".trf") || lower.ends_with(".txt") || text.starts_with("012 ") ||
         text.starts_with("001 ");
}

class PlayerImportCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "import"}; }
  std::string synopsis() const override { return "<event-file> <players.csv | file.trf>"; }
  std::string summary() const override {
    return "register a list of players from CSV or TRF (one transaction)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section", true);
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
    const std::string section = sectionOption(args);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      std::vector<tournament::Player> players;
      if (looksLikeTrf(listPath, text)) {
        auto document = interchange::readTrf(text);
        if (!document) {
          console.err << fmt::format("arbiter: {}:{}:{}: not a readable TRF file (error {})\n",
                                     listPath, document.error().line, document.error().column,
                                     static_cast<int>(document.error().code));
          return BadInput;
        }
        const auto* target = repo.event().section(section);
        const auto rate = target ? target->settings.rate : tournament::RateOfPlay::Standard;
        for (const auto& record : document->state.players) players.push_back(fromTrf(record, rate));
      } else {
        auto read = tournament::readPlayerCsv(text);
        if (!read) {
          const auto& e = read.error();
          console.err << fmt::format("arbiter: {}:{}:{}: {}{}\n", listPath, e.line, e.column,
                                     csvErrorText(e.code),
                                     e.hint.empty() ? "" : " (did you mean " + e.hint + "?)");
          return BadInput;
        }
        if (tournament::csvSeparator(text) == ';')
          console.out << "note: fields separated by ';' (a spreadsheet's CSV in a locale whose "
                         "decimal mark is a comma)\n";
        players = std::move(*read);
      }
      // Importing a list twice does not double the field (matched by FIDE
      // id, else name and birth date; each skipped row is noted).
      const tournament::AddPlayers action{section, std::move(players), true};
      const auto before = [&] {
        const auto* s = repo.event().section(section);
        return s ? s->players.size() : 0;
      };
      const std::size_t registered = before();
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("registered {} players in '{}'\n", before() - registered,
                                   section);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerImportCommand)
