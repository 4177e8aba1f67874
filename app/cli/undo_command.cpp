// SPDX-License-Identifier: MIT
// arbiter undo <event-file>
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class UndoCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"undo"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "undo the last action not yet undone, or action --id N (audited compensating change)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "id", "N", "undo action #N of the log instead of the last one");
    addFlagOption(o, "force",
                  "undo also when later rounds were paired on what it changes (C.04.2 4.3)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const bool force = args.has("force");
      auto undone = args.has("id")
                        ? repo.undo(arbiterName(args), intOption(args, "id", 1, 1 << 30), force)
                        : repo.undo(arbiterName(args), force);
      if (!undone) {
        switch (undone.error().code) {
          case persistence::UndoErrorCode::NothingToUndo:
            console.err << "arbiter: nothing to undo\n";
            break;
          case persistence::UndoErrorCode::StateChanged:
            console.err << fmt::format(
                "arbiter: refused: the data changed since #{} in a way undo cannot reverse\n",
                undone.error().auditId);
            break;
          case persistence::UndoErrorCode::Irreversible:
            console.err << fmt::format(
                "arbiter: refused: #{} left FIDE mode, which cannot be re-entered; it cannot be "
                "undone\n",
                undone.error().auditId);
            break;
          case persistence::UndoErrorCode::NoSuchAction:
            console.err << fmt::format(
                "arbiter: refused: no action #{} that can be undone (see `arbiter log`)\n",
                undone.error().auditId);
            break;
          case persistence::UndoErrorCode::LaterActionsDepend:
            console.err << fmt::format(
                "arbiter: refused: later actions depend on #{}; undo them first\n",
                undone.error().auditId);
            break;
          case persistence::UndoErrorCode::LaterRoundsPairedOn:
            console.err << fmt::format("arbiter: refused: undoing #{}: {}; nothing was changed\n",
                                       undone.error().auditId,
                                       pairedOnText(undone.error().pairedOn));
            break;
          case persistence::UndoErrorCode::DamagedAudit:
            console.err << fmt::format("arbiter: the audit row #{} cannot be read back\n",
                                       undone.error().auditId);
            return IoError;
        }
        return Refused;
      }
      console.out << fmt::format("undone #{}: {} (log #{})\n", undone->undoneId, undone->action,
                                 undone->auditId);
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::UndoCommand)
