// SPDX-License-Identifier: MIT
// arbiter section draw-lots <event-file> [--section NAME] [--seed N]: a round
// robin's numbers drawn by lot before round 1 (C.05), audited.
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/service/lot_draw.h"

#include <fmt/format.h>

#include <charconv>
#include <ostream>

namespace cli {
namespace {

class SectionDrawLotsCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"section", "draw-lots"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "draw a round robin's numbers by lot before round 1 (C.05)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME",
                   "the section, a round robin (needed when the event has several)");
    addValueOption(o, "seed", "N", "the draw's seed, to repeat a draw (default: random)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    std::uint64_t seed = service::randomSeed();
    if (const auto text = args.value("seed")) {
      const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), seed);
      if (error != std::errc{} || end != text->data() + text->size())
        throw UsageError{
            fmt::format("--seed '{}': expected a whole number from 0 to {}", *text, UINT64_MAX)};
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const auto* section = namedSection(repo.event(), args, "section draw-lots", path, console);
      if (section == nullptr) return Usage;
      const auto action = service::numbersByLot(*section, seed);
      const auto before = section->players;
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("numbers drawn by lot (seed {}):\n", seed);
        for (std::size_t k = 0; k < action.order.size(); ++k)
          for (const auto& player : before)
            if (player.pairingNumber == action.order[k])
              console.out << fmt::format("{:>4}  {} (was {})\n", k + 1, player.name,
                                         player.pairingNumber);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SectionDrawLotsCommand)
