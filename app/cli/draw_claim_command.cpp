// SPDX-License-Identifier: MIT
// arbiter draw-claim <event-file> --section NAME --round R --board B
//   (--pgn FILE [--game N] --ply P [--kind threefold|fifty] [--move SAN]
//    [--notation strict|lenient]
//    | --player white|black --verdict correct|incorrect)
//   [--used M[:SS]] [--move-number N]
// With a game record the rules core judges the claim (Laws 9.2, 9.3) and
// the claimant is the side to move at ply P; without one the arbiter gives
// the verdict. An incorrect claim's consequence follows the section's
// profile (FIDE 9.5.3 / A.3; classic 10.13(2)).
#include "app/cli/claim_record.h"
#include "app/cli/event_support.h"
#include "app/cli/notation_option.h"
#include "app/cli/pgn_text.h"
#include "app/service/board_claim.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class DrawClaimCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"draw-claim"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record a draw claim in the event and apply its consequence (Laws 9.5; classic 10.13)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "pgn", "FILE",
                   "the game record: the rules core judges the claim (Laws 9.2, 9.3)");
    addValueOption(o, "game", "N", "with --pgn: the game in the file, 1 = first (default 1)");
    addValueOption(o, "ply", "P", "with --pgn: the claim's moment, after P half-moves");
    addValueOption(o, "kind", "KIND", "with --pgn: threefold or fifty (default: either)");
    addValueOption(o, "move", "SAN", "with --pgn: the written, intended move (Laws 9.2.1, 9.3.1)");
    addValueOption(o, "notation", "strict|lenient",
                   std::string("with --pgn: the record's moves, ") + NotationOptionHelp);
    addValueOption(o, "player", "white|black",
                   "the claimant (with --pgn: the side to move at ply P)");
    addValueOption(o, "verdict", "correct|incorrect", "without --pgn: the claim's verdict");
    addValueOption(o, "used", "M[:SS]", "classic rules: the claimant's used time");
    addValueOption(
        o, "move-number", "N",
        "without --pgn, classic rules: the move number of the claim (for the time limit)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::RecordDrawClaim action;
    action.section = where.section;
    action.round = where.round;
    action.board = where.board;
    action.claimantUsedSeconds = args.has("used") ? durationOption(args, "used") : -1;
    RecordTags tags;
    if (args.has("pgn")) {
      if (args.has("verdict"))
        throw UsageError{"--verdict is decided by the rules core when --pgn is given"};
    } else {
      const std::string verdict = args.valueOr("verdict", "");
      if (verdict != "correct" && verdict != "incorrect")
        throw UsageError{"give --pgn FILE --ply P, or --verdict correct|incorrect"};
      if (!args.has("player")) throw UsageError{"--player is required without --pgn"};
      action.claimant = colorOption(args, "player");
      action.correct = verdict == "correct";
      action.moveNumber = intOptionOr(args, "move-number", 1, 1000, 0);
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      if (args.has("pgn")) {
        const auto* section = repo.event().section(sectionIn(repo.event(), where.section));
        if (section != nullptr) {
          if (const int code = judgeOnRecord(args, console, *section, action, tags);
              code != Success)
            return code;
        }
        warnIfAnotherGame(repo.event(), where, tags, console);
      }
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
        if (!applied.incident->note.empty()) console.out << "  " << applied.incident->note << '\n';
      });
    });
  }

private:
  // The record's [White], [Black] and [Round] tags.
  struct RecordTags {
    std::string white, black, round;
  };

  // Lower case, without blanks, commas and periods: "Wang, Fang" ~ "wangfang".
  static std::string folded(std::string_view name) {
    std::string out;
    for (char c : name) {
      if (c == ' ' || c == ',' || c == '.') continue;
      out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
  }

  // Issue 15 item 10: a record of another game judges the wrong claim. A
  // warning (not a refusal: names are written many ways) when the record's
  // players are not the board's (neither name folded contains the other)
  // or its round tag names another round.
  static void warnIfAnotherGame(const tournament::Event& event, const BoardRef& where,
                                const RecordTags& tags, Console& console) {
    const auto* section = event.section(sectionIn(event, where.section));
    const auto* round = section ? section->round(where.round) : nullptr;
    const auto* board = round ? round->board(where.board) : nullptr;
    if (board == nullptr) return;
    const auto check = [&](std::string_view side, const std::string& written, int id) {
      const auto* player = section->player(id);
      if (written.empty() || written == "?" || player == nullptr) return;
      const std::string a = folded(written), b = folded(player->name);
      if (a.find(b) == std::string::npos && b.find(a) == std::string::npos)
        console.err << fmt::format(
            "arbiter: warning: the record's {} is '{}', the board's is '{}': is it this game?\n",
            side, written, player->name);
    };
    check("White", tags.white, board->white);
    check("Black", tags.black, board->black);
    std::size_t digits = 0;
    while (digits < tags.round.size() && tags.round[digits] >= '0' && tags.round[digits] <= '9')
      ++digits;
    if (digits > 0 && digits < 6 && std::stoi(tags.round.substr(0, digits)) != where.round)
      console.err << fmt::format(
          "arbiter: warning: the record's round is '{}', the claim is in round {}\n", tags.round,
          where.round);
  }

  // Reads the record, runs the claim checker and fills the action. Prints
  // and returns the exit code when the record cannot be used.
  static int judgeOnRecord(const Arguments& args, Console& console,
                           const tournament::Section& section, tournament::RecordDrawClaim& action,
                           RecordTags& tags) {
    service::BoardClaim claim;
    claim.round = action.round;
    claim.board = action.board;
    claim.ply = intOption(args, "ply", 0, 100000);
    claim.kinds = claimKinds(args.valueOr("kind", "both"));
    claim.writtenMove = args.value("move");
    claim.claimantUsedSeconds = action.claimantUsedSeconds;
    const std::string file = args.valueOr("pgn", "");
    const auto record = readRecordedGame(file, intOptionOr(args, "game", 1, 100000, 1),
                                         section.settings.rules, notationOption(args));
    if (!record) {
      console.err << "arbiter: " << record.error().message << '\n';
      return record.error().exitCode;
    }
    tags = {std::string(record->game.tag("White").value_or("")),
            std::string(record->game.tag("Black").value_or("")),
            std::string(record->game.tag("Round").value_or(""))};
    auto recorded = service::recordedClaim(section, claim, *record);
    if (!recorded) {
      const chess::ClaimError& error = recorded.error();
      if (error.code == chess::ClaimErrorCode::GameAlreadyOver) {
        console.err << fmt::format(
            "arbiter: refused: the game had already ended at ply {}; there is nothing to "
            "claim; nothing was changed\n",
            error.endPly);
        return Refused;
      }
      console.err << (error.code == chess::ClaimErrorCode::PlyOutOfRange
                          ? fmt::format(
                                "arbiter: {}: ply {} is beyond the game's legal moves ({} plies)\n",
                                file, claim.ply, record->verdict.plies)
                          : fmt::format("arbiter: '{}' is not a move\n", args.valueOr("move", "")));
      return BadInput;
    }
    if (args.has("player") && colorOption(args, "player") != recorded->claimant)
      throw UsageError{
          fmt::format("--player: at ply {} it is {} to move, who is the one to claim", claim.ply,
                      recorded->claimant == tournament::Color::White ? "White" : "Black")};
    action = std::move(*recorded);
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::DrawClaimCommand)
