// SPDX-License-Identifier: MIT
// `arbiter rating`: each player's rating change and new rating or class
// under FIDE B.02, the club Elo or the class-point ladder.
#include "app/cli/command.h"
#include "app/cli/section_loader.h"
#include "app/cli/standings_output.h"
#include "domain/rating/class_points.h"
#include "domain/rating/club_elo.h"
#include "domain/rating/fide_rating.h"
#include "domain/standings/section_view.h"
#include "domain/text/utf8.h"

#include <Poco/Util/Option.h>
#include <Poco/Util/OptionSet.h>
#include <fmt/format.h>

#include <charconv>
#include <chrono>
#include <ostream>

namespace cli {
namespace {

using Poco::Util::Option;

std::string signedNumber(int value) { return fmt::format("{:+d}", value); }

std::string hundredths(int value) {
  return fmt::format("{}{}.{:02d}", value < 0 ? "-" : "", std::abs(value) / 100,
                     std::abs(value) % 100);
}

std::string className(const rating::ClassName& name) {
  switch (name.kind) {
    case rating::ClassName::Kind::Unclassed:
      return "无级别";
    case rating::ClassName::Kind::Class:
      return fmt::format("{}级", name.number);
    case rating::ClassName::Kind::Kyu:
      return fmt::format("{}级", name.number);
    case rating::ClassName::Kind::Dan:
      return fmt::format("{}段", name.number);
  }
  return {};
}

int currentYear() {
  const auto now = std::chrono::system_clock::now();
  return static_cast<int>(
      std::chrono::year_month_day(std::chrono::floor<std::chrono::days>(now)).year());
}

class RatingCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"rating"}; }
  std::string synopsis() const override { return "<file.trf | event file>"; }
  std::string summary() const override {
    return "rating changes: FIDE B.02, the club Elo or the class-point ladder";
  }

  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(Option("section", "", "section of an event file").argument("S"));
    options.addOption(
        Option("system", "", "fide (default), club-elo or class-points").argument("SYSTEM"));
    options.addOption(
        Option("rate", "", "FIDE list: standard (default) or rapid-blitz").argument("RATE"));
    options.addOption(
        Option("year", "", "the event's year, for the FIDE under-18 K (default: this year)")
            .argument("YYYY"));
    options.addOption(Option("new-player", "",
                             "FIDE: start number of a player with fewer than 30 rated games "
                             "(repeatable)")
                          .argument("N")
                          .repeatable(true));
    options.addOption(
        Option("naming", "", "class-points: classes (30..1, default) or levels (级/段)")
            .argument("NAMING"));
  }

  int run(const Arguments& args, Console& console) const override {
    const std::string system = args.valueOr("system", "fide");
    if (system != "fide" && system != "club-elo" && system != "class-points")
      throw UsageError{"--system must be fide, club-elo or class-points"};
    int exitCode = Success;
    const auto section = loadSection(args, "rating", console, exitCode);
    if (!section) return exitCode;
    const auto& state = section->section.state;
    const int rounds = standings::lastPairedRound(state);
    console.out << fmt::format("{} - {} after round {}\n", state.name, system, rounds);
    if (system == "fide")
      printFide(args, state, rounds, console.out);
    else if (system == "club-elo")
      printClubElo(state, rounds, console.out);
    else
      printClassPoints(args, state, rounds, console.out);
    return Success;
  }

private:
  static int number(const std::string& text, const char* option) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size())
      throw UsageError{fmt::format("--{} needs a number", option)};
    return value;
  }

  static void printFide(const Arguments& args, const tournament::TournamentState& state, int rounds,
                        std::ostream& out) {
    rating::FideRatingOptions options;
    const std::string rate = args.valueOr("rate", "standard");
    if (rate != "standard" && rate != "rapid-blitz")
      throw UsageError{"--rate must be standard or rapid-blitz"};
    options.rate =
        rate == "standard" ? rating::RatingRate::Standard : rating::RatingRate::RapidBlitz;
    options.eventYear = args.has("year") ? number(*args.value("year"), "year") : currentYear();
    if (args.has("new-player"))
      for (const auto& n : args.options.at("new-player"))
        options.newPlayers.push_back(number(n, "new-player"));
    out << fmt::format("{:>4}  {} {:>5} {:>5} {:>3} {:>6} {:>6} {:>6} {:>5} {:>5}\n", "SNo",
                       text::column("Name", 28), "Rtg", "Games", "K", "Score", "Exp.", "Change",
                       "New", "Perf");
    for (const auto& r : rating::fideRatingChanges(state, rounds, options)) {
      const auto& player = state.players[static_cast<std::size_t>(r.startNumber - 1)];
      const std::string after = r.ratingAfter ? std::to_string(*r.ratingAfter) : "-";
      const std::string perf = r.performance ? std::to_string(*r.performance) : "-";
      if (r.initial) {
        const std::string note =
            r.initial->ignored     ? "unrated: event ignored (8.2.1)"
            : r.initial->published ? "initial rating (8.2)"
                                   : fmt::format("unrated: Ru {} not published", r.initial->rating);
        out << fmt::format("{:>4}  {} {:>5} {:>5} {:>3} {:>6} {:>6} {:>6} {:>5} {:>5}  {}\n",
                           r.startNumber, text::column(player.name, 28), "-", r.games, "-", "-",
                           "-", "-", after, perf, note);
        continue;
      }
      out << fmt::format("{:>4}  {} {:>5} {:>5} {:>3} {:>6} {:>6} {:>6} {:>5} {:>5}\n",
                         r.startNumber, text::column(player.name, 28), r.ratingBefore, r.games,
                         r.change.k, hundredths(r.change.scoreHundredths),
                         hundredths(r.change.expectedHundredths), signedNumber(r.change.change),
                         after, perf);
    }
  }

  static void printClubElo(const tournament::TournamentState& state, int rounds,
                           std::ostream& out) {
    out << fmt::format("{:>4}  {} {:>5} {:>6} {:>5} {:>5}  {}\n", "SNo", text::column("Name", 28),
                       "Old", "Change", "New", "Games", "Title");
    const auto initial = rating::clubPlayersOf(state);
    for (const auto& r : rating::clubEloChanges(state, rounds, initial)) {
      const auto& player = state.players[static_cast<std::size_t>(r.startNumber - 1)];
      const auto title = rating::clubTitle(r.after);
      out << fmt::format(
          "{:>4}  {} {:>5} {:>6} {:>5} {:>5}  {}\n", r.startNumber, text::column(player.name, 28),
          r.before.rating, signedNumber(r.after.rating - r.before.rating), r.after.rating,
          r.after.gamesWithRated,
          title ? std::string(rating::clubTitleName(*title)) : std::string("(provisional)"));
    }
  }

  static void printClassPoints(const Arguments& args, const tournament::TournamentState& state,
                               int rounds, std::ostream& out) {
    const std::string naming = args.valueOr("naming", "classes");
    if (naming != "classes" && naming != "levels")
      throw UsageError{"--naming must be classes or levels"};
    const auto scheme =
        naming == "classes" ? rating::ClassNaming::Classes30To1 : rating::ClassNaming::KyuDan;
    const std::vector<int> initial = rating::classPointsOf(state);
    out << fmt::format("{:>4}  {} {:>6} {:>6} {:>6}  {}\n", "SNo", text::column("Name", 28), "Old",
                       "Change", "New", "Class");
    for (const auto& r : rating::classPointChanges(state, rounds, initial)) {
      const auto& player = state.players[static_cast<std::size_t>(r.startNumber - 1)];
      const auto before = rating::className(r.before, scheme);
      const auto after = rating::className(r.after, scheme);
      out << fmt::format("{:>4}  {} {:>6} {:>6} {:>6}  {}{}\n", r.startNumber,
                         text::column(player.name, 28), r.before, signedNumber(r.after - r.before),
                         r.after, className(after),
                         before == after ? "" : " (was " + className(before) + ")");
    }
  }
};

}  // namespace

ARBITER_REGISTER_COMMAND(RatingCommand)

}  // namespace cli
