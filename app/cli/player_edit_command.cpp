// SPDX-License-Identifier: MIT
// arbiter player edit <event-file> [--section NAME] --player N [--name NAME] [--rating R] [...]
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::optional<int> ratingOption(const Arguments& args, const std::string& name) {
  if (!args.has(name)) return std::nullopt;
  return intOption(args, name, 0, 4000);
}

class PlayerEditCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "edit"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "correct a player's registration (renumbers before round 1 is paired, C.04.2 art. 2, "
           "unless the numbers were drawn by lot, C.05)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "player", "N", "pairing number", true);
    addValueOption(o, "name", "NAME", "the player's name (any script)");
    addValueOption(o, "rating", "R", "FIDE standard rating (0 = none)");
    addValueOption(o, "rapid", "R", "FIDE rapid rating");
    addValueOption(o, "blitz", "R", "FIDE blitz rating");
    addValueOption(o, "national", "R", "national rating");
    addValueOption(o, "fide-id", "ID", "FIDE id");
    addValueOption(o, "national-id", "ID", "national id");
    addValueOption(o, "title", "T", "GM, IM, WGM, FM, WIM, CM, WFM, WCM ('' = none)");
    addValueOption(o, "federation", "F", "federation, e.g. CHN");
    addValueOption(o, "birth", "YYYY-MM-DD", "birth date ('' = none)");
    addValueOption(o, "sex", "m|f|-", "sex (- = unknown)");
    addValueOption(o, "club", "NAME", "club");
    addValueOption(o, "club-elo", "R", "the club Elo (002; default 1500)");
    addValueOption(o, "club-elo-games", "N", "valid club games so far (002: 10 give a title)");
    addValueOption(o, "class-points", "P", "class points (004; default 0, 无级别)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    tournament::EditPlayer action;
    action.section = sectionOption(args);
    action.pairingNumber = intOption(args, "player", 1, 9999);
    action.name = args.value("name");
    action.fideId = args.value("fide-id");
    action.nationalId = args.value("national-id");
    action.title = args.value("title");
    action.federation = args.value("federation");
    action.birthDate = args.value("birth");
    action.club = args.value("club");
    action.standard = ratingOption(args, "rating");
    action.rapid = ratingOption(args, "rapid");
    action.blitz = ratingOption(args, "blitz");
    action.national = ratingOption(args, "national");
    if (args.has("club-elo")) action.clubElo = intOption(args, "club-elo", 0, 4000);
    if (args.has("club-elo-games"))
      action.clubEloGames = intOption(args, "club-elo-games", 0, 100000);
    if (args.has("class-points"))
      action.classPoints = intOption(args, "class-points", -100000, 100000);
    if (const auto sex = args.value("sex")) {
      if (*sex == "m")
        action.sex = tournament::Sex::Male;
      else if (*sex == "f")
        action.sex = tournament::Sex::Female;
      else if (*sex == "-")
        action.sex = tournament::Sex::Unknown;
      else
        throw UsageError{"--sex must be m, f or -"};
    }
    if (tournament::describeAction(action) ==
        tournament::describeAction(tournament::EditPlayer{action.section, action.pairingNumber}))
      throw UsageError{"nothing to change: give at least one field (e.g. --name, --rating)"};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("player {} edited\n", action.pairingNumber);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerEditCommand)
