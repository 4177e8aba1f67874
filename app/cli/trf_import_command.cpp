// SPDX-License-Identifier: MIT
// `arbiter trf import <file.trf> <event-file> [--section NAME] [--rounds R]`:
// creates a section from a TRF (players, paired rounds, results, byes) in
// one audited, undoable action, listing every adjustment (an event file
// that does not exist is created with it); a file that cannot be imported
// faithfully is refused and the event file is unchanged.
#include "app/cli/event_support.h"
#include "app/cli/trf_file.h"
#include "domain/interchange/section_trf.h"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

namespace cli {
namespace {

using interchange::ImportAdjustmentCode;
using interchange::ImportErrorCode;

std::string errorText(const interchange::ImportError& e) {
  const std::string where = fmt::format("player {}, round {}", e.player, e.round);
  switch (e.code) {
    case ImportErrorCode::ForfeitWithoutOpponent:
      return where + ": a forfeit without an opponent cannot be stored as a board";
    case ImportErrorCode::AsymmetricPairing:
      return where + ": the opponent does not list this player back";
    case ImportErrorCode::ResultsDisagree:
      return where + ": the two results are not one game result";
    case ImportErrorCode::GameWithoutColour:
      return where + ": the game has no White and Black";
    case ImportErrorCode::TooManyRounds:
      return fmt::format("{} rounds: a section has at most 99", e.round);
    case ImportErrorCode::SystemNotSupported:
      return fmt::format(
          "line {}, column 5: record 192 names a pairing system a section cannot use "
          "(Dutch Swiss or Berger round robin only)",
          e.line);
    case ImportErrorCode::TeamEvent:
      return "a team tournament (team records 013 or 310): an event file cannot hold teams yet; "
             "'arbiter standings' ranks its teams from the file";
  }
  return "cannot be imported";
}

std::string adjustmentText(const interchange::ImportAdjustment& a) {
  const std::string where = fmt::format("player {}, round {}", a.player, a.round);
  switch (a.code) {
    case ImportAdjustmentCode::RecordNotKept:
      return "not kept (no place in the event file): " + a.text;
    case ImportAdjustmentCode::RanksNotKept:
      return fmt::format("the ranks of {} players are not kept (standings are computed)", a.player);
    case ImportAdjustmentCode::BlankRoundAsAbsence:
      return where + ": blank round stored as an absence (exported as Z)";
    case ImportAdjustmentCode::AccelerationNotKept:
      return "acceleration (XXA/250) virtual points are not kept";
    case ImportAdjustmentCode::StatedPointsNotKept:
      return fmt::format("player {}: the stated points differ from the results; the results count",
                         a.player);
    case ImportAdjustmentCode::RoundsFromFile:
      return fmt::format("no XXR/142 record: the section gets {} rounds", a.round);
    case ImportAdjustmentCode::TimeControlNotRead:
      return "time control not in the form 40/90+30,30+30, dropped: " + a.text;
    case ImportAdjustmentCode::PlayerFieldChanged:
      return fmt::format("player {}: {} '{}' {}", a.player, playerFieldName(a.field), a.text,
                         a.after.empty() ? "is not valid, not kept" : "read as " + a.after);
    case ImportAdjustmentCode::PenaltyScoreNotKept:
      return where + ": a score set by a penalty (299) on a bye or an unfinished game is not kept";
  }
  return "adjusted";
}

class TrfImportCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"trf", "import"}; }
  std::string synopsis() const override { return "<file.trf> <event-file>"; }
  std::string summary() const override {
    return "create a section from a TRF: players, paired rounds, results and byes";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the new section's name (default: the TRF's 012 name)");
    addValueOption(o, "rounds", "R", "the number of rounds when the TRF has no XXR/142");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 2) throw UsageError{"expected a TRF file and an event file"};
    const std::string& trfPath = args.positional[0];
    int exitCode = Success;
    const auto doc = loadTrfFile(trfPath, "trf import", console, exitCode);
    if (!doc) return exitCode;
    printTrfIssues(*doc, trfPath, console);
    auto imported = interchange::sectionFromTrf(*doc, args.valueOr("section", ""));
    if (!imported) {
      console.err << "arbiter trf import: " << trfPath << ": " << errorText(imported.error())
                  << "; nothing was imported\n";
      return BadInput;
    }
    auto& action = imported->action;
    if (args.has("rounds")) action.settings.rounds = intOption(args, "rounds", 1, 99);
    if (action.settings.name.empty()) throw UsageError{"the TRF has no 012 name: give --section"};
    for (const auto& adjustment : imported->adjustments)
      console.err << trfPath << ": warning: " << adjustmentText(adjustment) << '\n';
    const auto report = [&] {
      console.out << fmt::format("section '{}' imported: {} players, {} of {} rounds paired\n",
                                 action.settings.name, action.players.size(), action.rounds.size(),
                                 action.settings.rounds);
    };
    const std::string& eventPath = args.positional[1];
    // A file that does not exist yet is created holding the imported section
    // (the event named as the TRF's 012); a refusal leaves no file behind.
    if (!std::filesystem::exists(eventPath)) {
      try {
        if (auto created = service::createEvent(
                eventPath, doc->state.name.empty() ? action.settings.name : doc->state.name, action,
                arbiterName(args));
            !created) {
          console.err << "arbiter: refused: " << actionErrorText(created.error())
                      << "; nothing was created\n";
          return Refused;
        }
      } catch (const persistence::StorageError& error) {
        return storageFailure(error, eventPath, console);
      }
      console.out << "created " << eventPath << '\n';
      report();
      return Success;
    }
    return withEventFile(eventPath, console, persistence::OpenMode::Existing,
                         [&](auto& repo) -> int {
                           return applyAction(repo, action, args, console,
                                              [&](const persistence::Applied&) { report(); });
                         });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::TrfImportCommand)
