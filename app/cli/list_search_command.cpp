// SPDX-License-Identifier: MIT
// arbiter list search <list-file> <query> [--federation FED] [--limit N] [--rate R]
// Searches a FIDE players list (TXT or XML as downloaded) or a national CSV
// list by FIDE id, national id or name.
#include "app/cli/event_support.h"
#include "app/cli/toolkit_messages.h"
#include "app/service/rating_lists.h"

#include <fmt/format.h>

#include <chrono>
#include <ostream>

namespace cli {
namespace {

interchange::ListRate listRateOption(const Arguments& args) {
  const std::string rate = args.valueOr("rate", "standard");
  if (rate == "standard") return interchange::ListRate::Standard;
  if (rate == "rapid") return interchange::ListRate::Rapid;
  if (rate == "blitz") return interchange::ListRate::Blitz;
  throw UsageError{"--rate must be standard, rapid or blitz"};
}

class ListSearchCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"list", "search"}; }
  std::string synopsis() const override { return "<list-file> <id | name ...>"; }
  std::string summary() const override {
    return "find players in a FIDE players list (TXT, XML) or a national CSV list";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "federation", "FED", "only players of this federation (e.g. NOR)");
    addValueOption(o, "limit", "N", "at most N players (default 20)");
    addValueOption(o, "rate", "RATE",
                   "the rate of a single-rate FIDE list: standard (default), rapid, blitz");
    addFlagOption(o, "timing", "print the load and search times on stderr");
  }
  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() < 2) throw UsageError{"give the list file and what to search"};
    std::string query;
    for (std::size_t i = 1; i < args.positional.size(); ++i)
      query += (i > 1 ? " " : "") + args.positional[i];
    const auto started = std::chrono::steady_clock::now();
    auto list = service::loadRatingList(args.positional[0], listRateOption(args));
    if (!list) return listError(list.error(), console);
    const auto loaded = std::chrono::steady_clock::now();
    const interchange::ListQuery search{
        query, args.valueOr("federation", ""),
        static_cast<std::size_t>(intOptionOr(args, "limit", 1, 10000, 20))};
    const auto found = list->index.search(search);
    const auto searched = std::chrono::steady_clock::now();
    for (const auto* entry : found) printEntry(*entry, console.out);
    if (found.empty()) console.out << "no player found\n";
    if (args.has("timing")) {
      using std::chrono::duration;
      console.err << fmt::format("{} players loaded in {:.2f} s; search {:.3f} ms\n",
                                 list->index.size(), duration<double>(loaded - started).count(),
                                 duration<double, std::milli>(searched - loaded).count());
    }
    return Success;
  }

  static int listError(const service::ListFileError& error, Console& console) {
    if (error.cannotOpen) {
      console.err << fmt::format("cannot open {}\n", error.path);
      return NoInput;
    }
    console.err << fmt::format("{}: {}\n", error.path, ratingListErrorText(error.error));
    return BadInput;
  }

  static void printEntry(const interchange::RatingListEntry& e, std::ostream& out) {
    const std::string id = e.fideId != 0 ? std::to_string(e.fideId) : e.nationalId;
    std::string title = e.title;
    if (!e.womenTitle.empty() && e.womenTitle != e.title)
      title += (title.empty() ? "" : "/") + e.womenTitle;
    const auto rating = [](int r) { return r > 0 ? std::to_string(r) : std::string("-"); };
    out << fmt::format("{:<10} {:<40} {:<3} {:<7} std {:>4} rpd {:>4} blz {:>4}{}{}{}\n", id,
                       e.name, e.federation, title, rating(e.standard), rating(e.rapid),
                       rating(e.blitz), e.national > 0 ? fmt::format(" nat {}", e.national) : "",
                       e.birthYear > 0 ? fmt::format(" b.{}", e.birthYear) : "",
                       e.inactive ? " inactive" : "");
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ListSearchCommand)
