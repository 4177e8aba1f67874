// SPDX-License-Identifier: MIT
// arbiter unseal <event-file> --section NAME --round R --board B [--sealer-absent]
//   [--replier-absent] [--stated-move SAN] [--check STATUS] [--replier-cannot-mate] [--annul]
//   [--seal-reply SAN [--reply-resume "YYYY-MM-DD HH:MM"] [--reply-place TEXT]]
#include "app/cli/event_support.h"
#include "app/service/envelope_opening.h"
#include "domain/tournament/position_checks.h"

#include <fmt/format.h>

#include <array>
#include <ostream>

namespace cli {
namespace {

using tournament::SealedMoveStatus;

constexpr std::array<std::pair<std::string_view, SealedMoveStatus>, 7> Statuses{{
    {"legal", SealedMoveStatus::Legal},
    {"checkmate", SealedMoveStatus::Checkmate},
    {"stalemate", SealedMoveStatus::Stalemate},
    {"dead", SealedMoveStatus::DeadPosition},
    {"ambiguous", SealedMoveStatus::Ambiguous},
    {"unreadable", SealedMoveStatus::Unreadable},
    {"illegal", SealedMoveStatus::Illegal},
}};

// What was wrong with a defective sealed move, as the rules core read it
// (I.8: ambiguous, impossible to interpret, or illegal); the arbiter's own
// finding, when the core could not read the envelope, is not detailed.
std::string defectText(const tournament::SealedMoveReading& reading) {
  switch (reading.status) {
    case SealedMoveStatus::Ambiguous: {
      std::string origins;
      for (std::size_t i = 0; i < reading.ambiguousOrigins.size(); ++i)
        origins += (i == 0                                     ? ""
                    : i + 1 == reading.ambiguousOrigins.size() ? " and "
                                                               : ", ") +
                   reading.ambiguousOrigins[i];
      return fmt::format("the sealed move is ambiguous (it fits the pieces on {})", origins);
    }
    case SealedMoveStatus::Unreadable:
      return "the sealed move cannot be read as a move";
    case SealedMoveStatus::Illegal:
      return "the sealed move is illegal in the envelope's position";
    default:
      return "the sealed move is ambiguous, unreadable or illegal";
  }
}

// What the stored outcome means: the verdict (which rule decided) read
// together with the board's stored result (the message is made from what
// was stored, never separately).
std::string outcomeText(const tournament::Envelope& e, tournament::GameResult stored,
                        const tournament::SealedMoveReading& reading) {
  using V = tournament::ResumptionVerdict;
  using tournament::GameResult;
  const std::string result(tournament::resultText(stored));
  const bool drawn = stored == GameResult::Draw;
  const std::string sealer = e.sealer == tournament::Color::White ? "White" : "Black";
  const std::string replier = e.sealer == tournament::Color::White ? "Black" : "White";
  switch (e.verdict) {
    case V::NotResumed:
      return "not resumed";
    case V::Continue:
      // classic 14.2 "当封棋着法在枯盘上摆出来以后,才能开动非封棋方的棋钟".
      return "the sealed move is legal: make it and start the replier's clock (I.9; classic "
             "14.2)";
    case V::SealedMoveEndedGame:
      return fmt::format("the sealed move ended the game: {} (I.8, I.10; classic 10.15(1)(2))",
                         result);
    case V::DefectiveSealedMove:
      if (drawn)
        return fmt::format(
            "{}, but {} (the replier) cannot win: drawn, {} (I.8 with 6.9; classic 10.5)",
            defectText(reading), replier, result);
      return fmt::format("{}: the sealer ({}) loses, {} (I.8; classic 10.16)", defectText(reading),
                         sealer, result);
    case V::AbsentPlayerLoses: {
      const bool sealerLost = stored == tournament::winFor(e.sealer == tournament::Color::White
                                                               ? tournament::Color::Black
                                                               : tournament::Color::White);
      return fmt::format(
          "the {} ({}) was absent past the default time and loses, {} (I.10; classic 10.15)",
          sealerLost ? "sealer" : "replier", sealerLost ? sealer : replier, result);
    }
    case V::BothAbsent:
      return fmt::format("both players absent past the default time: both lose, {} (classic 10.17)",
                         result);
    case V::PresentPlayerFlagged:
      if (drawn)
        return fmt::format(
            "{} (present) overstepped the time while the sealer was absent, but the sealer cannot "
            "win: drawn, {} (6.9; classic 10.5)",
            replier, result);
      return fmt::format(
          "{} (present) overstepped the time while the sealer was absent and loses, {} (6.9; "
          "classic 10.15(3), 10.14)",
          replier, result);
    case V::ArbiterMustDecide:
      return "the sealed move could not be checked: the arbiter must decide and enter the result";
    case V::Annulled:  // classic 14.5(2) "如果不能重新摆成封棋时的局面,对局当作废重下"
      return "the envelope is lost and the position cannot be re-established: the game is annulled "
             "and replayed (I.12.2; classic 14.5(2))";
  }
  return "";
}

class UnsealCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"unseal"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "open an envelope at resumption and apply Guidelines I.8-I.12 (classic 10.15/10.16)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addFlagOption(o, "sealer-absent", "the sealer was not present by the default time");
    addFlagOption(o, "replier-absent", "the replier was not present by the default time");
    addValueOption(o, "stated-move", "SAN",
                   "lost envelope: the move the sealer says he sealed (I.12.1)");
    addValueOption(
        o, "check", "STATUS",
        "the arbiter's reading of the sealed move when the envelope holds no position the rules "
        "core can read: legal, checkmate, stalemate, dead, ambiguous, unreadable, illegal");
    addFlagOption(o, "annul",
                  "lost envelope, the position cannot be re-established: annul the game, to be "
                  "replayed (I.12.2)");
    addFlagOption(o, "present-flagged",
                  "the sealer absent, the present replier overstepped the time (classic "
                  "10.15(3); 6.9)");
    addFlagOption(
        o, "replier-cannot-mate",
        "the replier cannot mate by any legal series (Laws 6.9): a defective sealed move draws");
    addValueOption(o, "seal-reply", "SAN",
                   "the sealer absent, the replier seals his reply in a new envelope instead of "
                   "moving (I.9.3)");
    addValueOption(o, "reply-resume", "\"YYYY-MM-DD HH:MM\"",
                   "when play resumes after the sealed reply (default: as before)");
    addValueOption(o, "reply-place", "TEXT",
                   "where play resumes after the sealed reply (default: as before)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    std::optional<SealedMoveStatus> arbiterFinding;
    if (auto text = args.value("check")) {
      for (const auto& [name, status] : Statuses)
        if (name == *text) arbiterFinding = status;
      if (!arbiterFinding)
        throw UsageError{
            "--check must be legal, checkmate, stalemate, dead, ambiguous, unreadable or illegal"};
    }
    tournament::ResumeGame observed;
    observed.section = where.section;
    observed.round = where.round;
    observed.board = where.board;
    observed.sealerPresent = !args.has("sealer-absent");
    observed.replierPresent = !args.has("replier-absent");
    observed.statedMove = args.valueOr("stated-move", "");
    observed.annul = args.has("annul");
    observed.sealedReply = args.valueOr("seal-reply", "");
    observed.replyResumeAt = args.valueOr("reply-resume", "");
    observed.replyResumePlace = args.valueOr("reply-place", "");
    observed.presentPlayerFlagged = args.has("present-flagged");
    if (args.has("replier-cannot-mate")) observed.replierCanMate = false;
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& session) -> int {
      const auto opened =
          service::openEnvelope(session, observed, arbiterFinding, arbiterName(args));
      if (!opened) return refusal(session, opened.error(), console);
      printNotices(opened->applied, console);
      const auto& e = *opened->applied.envelope;
      if (!observed.sealedReply.empty()) {
        console.out << fmt::format(
            "the sealed move is legal; the reply {}. {} is sealed in envelope {}, kept by the "
            "arbiter until the sealer arrives (I.9.3)\n",
            e.moveNumber, e.sealedMove, e.id);
        return Success;
      }
      // The move the opening read (I.12.1: the stated one for a lost envelope).
      const auto* section = session.event().section(where.section);
      const auto reading = tournament::readSealedMove(
          e, observed.statedMove.empty() ? e.sealedMove : observed.statedMove,
          section != nullptr ? section->settings.rules : tournament::RulesProfile::Fide2023);
      console.out << fmt::format("envelope {} (sealed move {}. {}): {}\n", e.id, e.moveNumber,
                                 e.sealedMove, outcomeText(e, opened->result, reading));
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::UnsealCommand)
