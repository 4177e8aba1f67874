// SPDX-License-Identifier: MIT
// arbiter player add <event-file> [--section NAME] --name NAME [--rating R] [...]
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class PlayerAddCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "add"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "register a player in a section (pairing numbers by C.04.2)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "name", "NAME", "the player's name (any script)", true);
    addValueOption(o, "rating", "R", "FIDE standard rating");
    addValueOption(o, "rapid", "R", "FIDE rapid rating");
    addValueOption(o, "blitz", "R", "FIDE blitz rating");
    addValueOption(o, "national", "R", "national rating");
    addValueOption(o, "fide-id", "ID", "FIDE id");
    addValueOption(o, "national-id", "ID", "national id");
    addValueOption(o, "title", "T", "GM, IM, WGM, FM, WIM, CM, WFM, WCM");
    addValueOption(o, "federation", "F", "federation, e.g. CHN");
    addValueOption(o, "birth", "YYYY-MM-DD", "birth date");
    addValueOption(o, "sex", "m|f", "sex");
    addValueOption(o, "club", "NAME", "club");
    addValueOption(o, "club-elo", "R", "the club Elo (default 1500)");
    addValueOption(o, "club-elo-games", "N", "valid club games so far (10 give a title)");
    addValueOption(o, "class-points", "P", "class points (default 0, 无级别)");
    addFlagOption(o, "rerank",
                  "after round 1: rank the list again with the new player (C.04.2 art. 2, until "
                  "round 4 is paired); without it every number stays and he takes the next one");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    tournament::Player p;
    p.name = args.valueOr("name", "");
    p.ratings.standard = intOptionOr(args, "rating", 0, 4000, 0);
    p.ratings.rapid = intOptionOr(args, "rapid", 0, 4000, 0);
    p.ratings.blitz = intOptionOr(args, "blitz", 0, 4000, 0);
    p.ratings.national = intOptionOr(args, "national", 0, 4000, 0);
    p.clubRatings.elo = intOptionOr(args, "club-elo", 0, 4000, p.clubRatings.elo);
    p.clubRatings.eloGames = intOptionOr(args, "club-elo-games", 0, 100000, 0);
    p.clubRatings.classPoints = intOptionOr(args, "class-points", -100000, 100000, 0);
    p.fideId = args.valueOr("fide-id", "");
    p.nationalId = args.valueOr("national-id", "");
    p.title = args.valueOr("title", "");
    p.federation = args.valueOr("federation", "");
    p.club = args.valueOr("club", "");
    p.birthDate = args.valueOr("birth", "");
    const std::string sex = args.valueOr("sex", "");
    if (sex == "m")
      p.sex = tournament::Sex::Male;
    else if (sex == "f")
      p.sex = tournament::Sex::Female;
    else if (!sex.empty())
      throw UsageError{"--sex must be m or f"};
    const tournament::AddPlayers action{sectionOption(args), {p}, false, args.has("rerank")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        const std::string name = sectionIn(repo.event(), action.section);
        int number = 0;
        for (const auto& player : repo.event().section(name)->players)
          if (player.id == repo.event().nextPlayerId() - 1) number = player.pairingNumber;
        console.out << fmt::format("registered {} in '{}' as pairing number {}\n", p.name, name,
                                   number);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerAddCommand)
