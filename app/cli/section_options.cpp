// SPDX-License-Identifier: MIT
// The section settings options shared by `section add` and `section edit`.
#include "app/cli/section_options.h"
#include "app/cli/fifty_extension_option.h"
#include "app/cli/toolkit_messages.h"
#include "domain/tournament/vocabulary.h"

#include "domain/standings/prize_table_text.h"
#include "domain/standings/tiebreak_list.h"
#include "domain/tournament/scoring_spec.h"

#include <fmt/format.h>

#include <charconv>
#include <fstream>
#include <iterator>

namespace cli {
namespace {

std::vector<std::string> commaList(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    if (comma > start) items.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}

const char* categoryErrorText(tournament::CategoryErrorCode code) {
  using C = tournament::CategoryErrorCode;
  switch (code) {
    case C::Empty:
      return "an empty category";
    case C::Unknown:
      return "not a category";
    case C::AgeOutOfRange:
      static_assert(tournament::MinCategoryAge == 2 && tournament::MaxCategoryAge == 99);
      return "an age must be 2 to 99";
    case C::RatingOutOfRange:
      static_assert(tournament::MinCategoryRating == 100 && tournament::MaxCategoryRating == 4000);
      return "a rating must be 100 to 4000";
    case C::EmptyBand:
      return "the band's lowest rating is above its highest";
    case C::Duplicate:
      return "a category given twice";
  }
  return "not readable";
}

// --prizes FILE: the prize table's text, read and checked here so that a
// stored table always reads (standings/prize_table_text.h); "none" clears it.
std::string prizeTableOption(const std::string& path) {
  if (path == "none") return {};
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{fmt::format("--prizes: cannot open {}", path)};
  std::string text{std::istreambuf_iterator<char>(in), {}};
  if (const auto table = standings::readPrizeTable(text); !table)
    throw UsageError{fmt::format("--prizes {}: {}", path, prizeTableErrorText(table.error()))};
  return text;
}

// --absence bye|withdraw-after-N: the check-in rule (a zero-point bye; and
// withdrawn after N absences, N 1-99).
int absenceOption(const std::string& text) {
  if (text == "bye") return 0;
  constexpr std::string_view Prefix = "withdraw-after-";
  int limit = 0;
  if (text.starts_with(Prefix)) {
    const char* begin = text.data() + Prefix.size();
    const char* end = text.data() + text.size();
    const auto [ptr, error] = std::from_chars(begin, end, limit);
    if (error == std::errc{} && ptr == end && ptr != begin && limit >= 1 && limit <= 99)
      return limit;
  }
  throw UsageError{fmt::format(
      "--absence '{}': expected bye (a zero-point bye for each absence) or withdraw-after-N "
      "(withdrawn after N absences, N 1-99), e.g. withdraw-after-2",
      text)};
}

}  // namespace

void applySectionOptions(const Arguments& args, tournament::SectionSettings& s) {
  using namespace tournament;
  if (auto name = args.value("name")) s.name = *name;
  if (args.has("rounds")) s.rounds = intOption(args, "rounds", 1, 99);
  if (auto rules = args.value("rules")) {
    const auto profile = rulesProfileFromCode(*rules);
    if (!profile) throw UsageError{fmt::format("--rules must be {}", rulesProfileCodes())};
    s.rules = *profile;
  }
  if (auto spec = args.value("time-control")) {
    auto control = parseTimeControl(*spec);
    if (!control)
      throw UsageError{
          fmt::format("--time-control '{}': not a time control at column {} "
                      "(grammar: [moves/]minutes[+increment|dDelay], periods separated by commas, "
                      "e.g. 40/90+30,30+30)",
                      *spec, control.error().column + 1)};
    s.timeControl = *control;
    s.rate = impliedRate(*control);
  }
  if (auto rate = args.value("rate")) {
    const auto parsed = rateFromCode(*rate);
    if (!parsed) throw UsageError{fmt::format("--rate must be {}", rateCodes())};
    s.rate = *parsed;
  }
  if (args.has("default-time")) s.defaultTimeMinutes = intOption(args, "default-time", 0, 600);
  if (auto spec = args.value("scoring")) {
    auto scoring = parseScoring(*spec);
    if (!scoring)
      throw UsageError{
          fmt::format("--scoring '{}': expected win,draw,loss in points, multiples of 0.5 "
                      "with win > draw >= loss (e.g. 1,0.5,0 or 3,1,0)",
                      *spec)};
    s.scoring = *scoring;
  }
  if (auto pairing = args.value("pairing")) {
    const auto system = pairingSystemFromCode(*pairing);
    if (!system) throw UsageError{fmt::format("--pairing must be {}", pairingSystemCodes())};
    s.pairing = *system;
  }
  if (auto colour = args.value("initial-colour")) {
    if (*colour != "white" && *colour != "black" && *colour != "none")
      throw UsageError{"--initial-colour must be white, black or none"};
    if (*colour == "none")
      s.initialColour.reset();
    else
      s.initialColour = *colour == "white" ? Color::White : Color::Black;
  }
  if (auto acceleration = args.value("acceleration")) {
    const auto read = accelerationFromCode(*acceleration);
    if (!read) throw UsageError{fmt::format("--acceleration must be {}", accelerationCodes())};
    s.acceleration = *read;
  }
  if (auto edition = args.value("edition")) {
    const auto read = dutchEditionFromCode(*edition);
    if (!read) throw UsageError{fmt::format("--edition must be {}", dutchEditionCodes())};
    s.edition = *read;
  }
  if (auto place = args.value("place")) s.place = *place;
  if (auto date = args.value("start-date")) s.startDate = *date;
  if (auto date = args.value("end-date")) s.endDate = *date;
  if (auto chief = args.value("chief-arbiter")) s.chiefArbiter = *chief;
  if (auto deputies = args.value("deputies")) s.deputies = commaList(*deputies);
  if (auto list = args.value("tie-breaks")) {
    s.tieBreaks = commaList(*list);
    if (const auto read = standings::parseTieBreakList(s.tieBreaks); !read)
      throw UsageError{
          fmt::format("--tie-breaks: '{}' is not a C.07 tie-break with its modifiers "
                      "(e.g. BH/C1,BH,SB,DE,WIN)",
                      read.error().code)};
  }
  if (auto edition = args.value("tie-break-edition")) {
    if (!standings::parseEdition(*edition))
      throw UsageError{"--tie-break-edition must be 2026, 2023 or pre2023"};
    s.tieBreakEdition = *edition;
  }
  if (auto list = args.value("fifty-extension")) s.fiftyMoveExtensions = readFiftyExtensions(*list);
  requireClassicForExtensions(s.fiftyMoveExtensions, s.rules);
  if (auto list = args.value("categories")) {
    auto read = tournament::parseCategories(*list == "none" ? std::string() : *list);
    if (!read)
      throw UsageError{fmt::format(
          "--categories '{}': {} at column {} (a list of women, U<age> e.g. U12, S<age> e.g. S50, "
          "U<rating> e.g. U2000, <low>-<high> e.g. 1600-1799, unrated; or none)",
          *list, categoryErrorText(read.error().code), read.error().column)};
    s.categories = std::move(*read);
  }
  if (auto path = args.value("prizes")) s.prizeTable = prizeTableOption(*path);
  if (auto absence = args.value("absence")) s.withdrawAfterAbsences = absenceOption(*absence);
  if (auto draw = args.value("draw-offers")) {
    if (*draw == "free")
      s.drawOffer = DrawOfferRule::Free;
    else if (*draw == "arbiter")
      s.drawOffer = DrawOfferRule::ArbiterConsent;
    else {
      s.drawOffer = DrawOfferRule::NotBeforeMove;
      s.drawOfferMove = intOption(args, "draw-offers", 1, 500);
    }
  }
}

void addSectionOptions(Poco::Util::OptionSet& o) {
  addValueOption(o, "rules", "fide|classic", "rules profile (default fide: FIDE Laws 2023)");
  addValueOption(o, "rate", "standard|rapid|blitz",
                 "rate of play (default: implied by the time control)");
  addValueOption(o, "time-control", "SPEC",
                 "e.g. 40/90+30,30+30 ([moves/]minutes[+inc|dDelay], ...)");
  addValueOption(o, "default-time", "MINUTES",
                 "default time for late arrival (FIDE 0, classic 60)");
  addValueOption(o, "scoring", "W,D,L", "points for win, draw, loss (default 1,0.5,0)");
  addValueOption(o, "pairing", "dutch|dubov|burstein|round-robin",
                 "pairing system (default dutch)");
  addValueOption(
      o, "initial-colour", "white|black|none",
      "the colour drawn for the top player in round 1 (C.04.3 5.2.5; none = not drawn yet)");
  addValueOption(o, "acceleration", "baku|none",
                 "C.04.7 accelerated pairing of a Swiss: the Baku method's virtual points "
                 "(default none)");
  addValueOption(o, "edition", "2026|2017",
                 "the edition of the FIDE Dutch rules (C.04.3) the Swiss is paired and checked by "
                 "(default 2026; fixed once round 1 is paired)");
  addValueOption(o, "place", "TEXT", "venue");
  addValueOption(o, "start-date", "YYYY-MM-DD", "first day");
  addValueOption(o, "end-date", "YYYY-MM-DD", "last day");
  addValueOption(o, "chief-arbiter", "NAME", "chief arbiter");
  addValueOption(o, "deputies", "NAME,NAME", "deputy arbiters");
  addValueOption(o, "tie-breaks", "LIST", "FIDE C.07 codes in order, e.g. BH/C1,BH,SB");
  addValueOption(o, "tie-break-edition", "YEAR",
                 "C.07 text for unplayed rounds: 2026, 2023 or pre2023");
  addValueOption(o, "fifty-extension", "ENDING=MOVES,...|none",
                 "classic 10.12: the organiser's raised fifty-move count for named endings, "
                 "e.g. KRBvKR=100 (more than 50 moves; announced before the event)");
  addValueOption(o, "categories", "LIST|none",
                 "the category standings: women, U12, S50 (ages in the event's year), U2000, "
                 "1600-1799 (ratings), unrated");
  addValueOption(o, "prizes", "FILE|none",
                 "the prize table kept with the section (README: Prizes); `prizes` uses it");
  addValueOption(o, "absence", "bye|withdraw-after-N",
                 "the check-in rule: a zero-point bye for a player not checked in, and "
                 "withdrawn after N absences (default bye)");
  addValueOption(o, "draw-offers", "free|arbiter|N",
                 "Laws 9.1.1: no restriction, arbiter's consent, or not before move N");
}

}  // namespace cli
