// SPDX-License-Identifier: MIT
// `arbiter claim <file.pgn> [--game N] --ply P [--kind threefold|fifty]
// [--move SAN] [--notation strict|lenient] [--rules fide|classic] [--rate standard|rapid|blitz]
// [--used MIN] [--limit MIN] [--fifty-extension ENDING=MOVES,...] [--format text|json]`: checks one
// draw claim at P_P (the position after P half-moves) of game N (1 = first) by the side to move
// there, on the board or with a written move (Laws 9.2, 9.3), and for an incorrect claim states the
// consequence under the rules profile (FIDE 9.5.3 / A.3, or the classic rules' art. 10.13). Under
// the classic rules the organiser's extended counts for named endings (old Laws 10.12) may be given
// as a section announces them. Exit: 0 the claim is correct, 1 incorrect (or the game was already
// over), 65 the game or ply cannot be found or the move cannot be read,
// 66 the file cannot be opened, 64 usage.
#include "app/cli/claim_json.h"
#include "app/cli/claim_record.h"
#include "app/cli/command.h"
#include "app/cli/fifty_extension_option.h"
#include "app/cli/json_output.h"
#include "app/cli/notation_option.h"
#include "app/cli/pgn_text.h"
#include "app/service/claim_words.h"
#include "domain/chess/verdict_tsv.h"
#include "domain/tournament/vocabulary.h"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Stringifier.h>
#include <fmt/format.h>

#include <charconv>
#include <ostream>

namespace cli {
namespace {

int parseCount(const std::string& text, const std::string& what) {
  int value = -1;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 0) {
    throw UsageError{what + " must be a whole number, not '" + text + "'"};
  }
  return value;
}

void printConsequence(const chess::ClaimVerdict& verdict, const tournament::ClaimPenalty& penalty,
                      const tournament::ClaimPenaltyJudgement& judgement, std::optional<int> limit,
                      std::ostream& out) {
  const char* claimant = colorName(verdict.claimant);
  const char* opponent = colorName(~verdict.claimant);
  const int minutes = penalty.seconds / 60;
  if (penalty.clock == tournament::PenaltyClock::OpponentRemaining) {
    out << "Consequence (FIDE Laws 2023, " << penalty.article << "): " << minutes
        << (minutes == 1 ? " minute" : " minutes") << " added to " << opponent
        << "'s remaining time; the game continues";
  } else {
    out << "Consequence (classic rules, art. " << penalty.article << "): " << minutes
        << " minutes added to " << claimant << "'s used time; " << claimant
        << " loses if that exceeds the time limit";
    if (judgement.undecided) {
      out << " (give --used and --limit to decide)";
    } else if (judgement.outcome == tournament::ClaimPenaltyOutcome::ClaimantLoses) {
      out << ": used time becomes " << *judgement.claimantUsedAfter / 60
          << " min, over the limit of " << *limit / 60 << " min, so " << claimant << " LOSES";
    } else {
      out << ": used time becomes " << *judgement.claimantUsedAfter / 60
          << " min, within the limit";
    }
  }
  if (penalty.declaredMoveMustBePlayed && !verdict.writtenSan.empty()) {
    out << "; the written move " << verdict.writtenSan << " must be played";
  }
  out << ".\n";
}

class ClaimCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"claim"}; }
  std::string synopsis() const override { return "<file.pgn> --ply P"; }
  std::string summary() const override {
    return "check a threefold or fifty-move draw claim at one moment of a game";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    using Poco::Util::Option;
    options.addOption(
        Option("game", "", "game number in the file, 1 = first (default 1)").argument("N"));
    options.addOption(
        Option("ply", "", "the claim's moment: after P half-moves (0 = start)").argument("P"));
    options.addOption(Option("kind", "", "threefold or fifty (default: both)").argument("KIND"));
    options.addOption(
        Option("move", "", "the written, intended move (Laws 9.2.1, 9.3.1)").argument("SAN"));
    options.addOption(Option("notation", "", NotationOptionHelp).argument("strict|lenient"));
    options.addOption(Option("rules", "", "fide (default) or classic").argument("PROFILE"));
    options.addOption(Option("rate", "", "standard (default), rapid or blitz").argument("RATE"));
    options.addOption(
        Option("used", "", "classic rules: the claimant's used time, minutes").argument("MIN"));
    options.addOption(
        Option("limit", "", "classic rules: the time limit, minutes").argument("MIN"));
    options.addOption(Option("fifty-extension", "",
                             "classic rules: the organiser's extended counts for named endings "
                             "(old Laws 10.12), e.g. KRBvKR=100")
                          .argument("ENDING=MOVES,..."));
    options.addOption(Option("format", "", "text (default) or json").argument("FORMAT"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 1) throw UsageError{"expected one PGN file"};
    if (!args.value("ply")) throw UsageError{"--ply is required"};
    const int gameNumber = parseCount(args.valueOr("game", "1"), "--game");
    if (gameNumber < 1) throw UsageError{"--game counts from 1"};
    const int ply = parseCount(*args.value("ply"), "--ply");
    const std::string kindName = args.valueOr("kind", "both");
    service::ClaimQuestion question;
    question.ply = ply;
    question.kinds = claimKinds(kindName);
    question.writtenMove = args.value("move");
    const auto profile = tournament::rulesProfileFromCode(args.valueOr("rules", "fide"));
    if (!profile)
      throw UsageError{fmt::format("--rules must be {}", tournament::rulesProfileCodes())};
    const auto rate = tournament::rateFromCode(args.valueOr("rate", "standard"));
    if (!rate) throw UsageError{fmt::format("--rate must be {}", tournament::rateCodes())};
    question.profile = *profile;
    question.rate = *rate;
    if (const auto list = args.value("fifty-extension"))
      question.fiftyMoveExtensions = readFiftyExtensions(*list);
    requireClassicForExtensions(question.fiftyMoveExtensions, question.profile);
    const std::string format = args.valueOr("format", "text");
    if (format != "text" && format != "json") throw UsageError{"--format must be text or json"};
    const bool json = format == "json";
    if (args.value("used"))
      question.claimantUsedSeconds = 60 * parseCount(*args.value("used"), "--used");
    if (args.value("limit"))
      question.timeLimitSeconds = 60 * parseCount(*args.value("limit"), "--limit");

    const std::string& file = args.positional.front();
    const auto record = readRecordedGame(file, gameNumber, question.profile, notationOption(args));
    if (!record) {
      console.err << "arbiter claim: " << record.error().message << '\n';
      return record.error().exitCode;
    }
    const chess::PgnGame& game = record->game;
    const chess::GameVerdict& verdict = record->verdict;
    Poco::JSON::Object::Ptr report = new Poco::JSON::Object;
    report->set("file", file);
    report->set("game", gameNumber);
    report->set("line", game.firstLine);
    report->set("white", std::string(game.tag("White").value_or("?")));
    report->set("black", std::string(game.tag("Black").value_or("?")));
    report->set("ply", ply);
    if (!json) {
      console.out << "Game " << gameNumber << " (" << game.tag("White").value_or("?") << " - "
                  << game.tag("Black").value_or("?") << "), " << file << ':' << game.firstLine
                  << '\n';
    }

    const auto judged = service::judgeClaim(*record, question);
    if (!judged)
      return reportError(judged.error(), question.writtenMove, verdict,
                         tournament::drawRulesOf(question.profile), file, ply,
                         json ? report : Poco::JSON::Object::Ptr(), console);
    const bool anyValid = judged->valid;
    const bool written = question.writtenMove.has_value();
    Poco::JSON::Array::Ptr claims = new Poco::JSON::Array;
    for (const auto& [kind, claim] : judged->verdicts) {
      if (json) {
        claims->add(claimVerdictJson(claim, kind, written, ply));
      } else {
        printVerdict(claim, kind, written, ply, question.profile, console.out);
      }
    }
    if (json) {
      report->set("correct", anyValid);
      report->set("gameOver", Poco::Dynamic::Var());
      report->set("claims", claims);
      report->set("consequence", anyValid ? Poco::Dynamic::Var()
                                          : Poco::Dynamic::Var(consequenceJson(
                                                judged->verdicts.front().second, *judged->penalty,
                                                question.profile, *judged->judgement)));
      writeJson(console.out, report);
      console.out << '\n';
    } else if (!anyValid) {
      printConsequence(judged->verdicts.front().second, *judged->penalty, *judged->judgement,
                       question.timeLimitSeconds, console.out);
    }
    return anyValid ? Success : Finding;
  }

private:
  // Errors go to stderr as text; a game already over is an answer (in
  // `report` when the output is JSON).
  static int reportError(const chess::ClaimError& error,
                         const std::optional<std::string>& writtenMove,
                         const chess::GameVerdict& verdict, chess::DrawRules rules,
                         const std::string& file, int ply, Poco::JSON::Object::Ptr report,
                         Console& console) {
    switch (error.code) {
      case chess::ClaimErrorCode::PlyOutOfRange:
        console.err << "arbiter claim: ply " << ply << " is beyond the legal main line ("
                    << verdict.plies << " plies)";
        if (verdict.failure) {
          console.err << "; " << file << ':' << verdict.failure->place.line << ':'
                      << verdict.failure->place.column << ": " << describeFailure(*verdict.failure)
                      << ' ' << verdict.failure->token;
        }
        console.err << '\n';
        return BadInput;
      case chess::ClaimErrorCode::UnreadableMove:
        console.err << "arbiter claim: '" << writtenMove.value_or("") << "' is not a move\n";
        return BadInput;
      case chess::ClaimErrorCode::GameAlreadyOver:
        if (report) {
          Poco::JSON::Object::Ptr over = new Poco::JSON::Object;
          over->set("ply", error.endPly);
          over->set("end", std::string(chess::gameEndName(verdict.end)));
          report->set("correct", false);
          report->set("gameOver", over);
          report->set("claims", Poco::JSON::Array::Ptr(new Poco::JSON::Array));
          report->set("consequence", Poco::Dynamic::Var());
          writeJson(console.out, report);
          console.out << '\n';
          return Finding;
        }
        console.out << "The game had already ended at ply " << error.endPly << ": "
                    << describeEnd(verdict.end, rules) << "; there is nothing to claim.\n";
        return Finding;
    }
    return Internal;
  }

  static void printVerdict(const chess::ClaimVerdict& v, chess::ClaimKind kind, bool written,
                           int ply, tournament::RulesProfile profile, std::ostream& out) {
    // The article is the profile's own: today's Laws, or the older Laws of
    // classic 10.10 and 10.12, named as printConsequence does.
    const bool classic = profile == tournament::RulesProfile::Classic;
    const std::string source = classic ? "classic rules, art. " : "Laws ";
    out << (kind == chess::ClaimKind::Threefold ? "Threefold repetition" : "Fifty-move rule")
        << " claim by " << colorName(v.claimant) << " at ply " << ply;
    if (written)
      out << " with the written move "
          << (v.writtenSan.empty() ? std::string("(illegal)") : v.writtenSan);
    out << " (" << source << v.article
        << "): " << (v.valid ? "CORRECT, the game is drawn" : "INCORRECT") << '\n';
    if (!v.valid) out << "  Reason: " << service::claimFlawText(v.flaw) << ".\n";
    if (kind == chess::ClaimKind::Threefold) {
      out << "  The position (" << (classic ? source + v.article : std::string("Laws 9.2.3"))
          << ": same player to move, same pieces, same castling and en-passant rights) stood at:\n";
      for (const auto& ref : v.occurrences) {
        out << "    " << service::plyText(ref)
            << (ref.ply > ply ? " (the written move, not played)" : "") << '\n';
      }
    } else {
      out << "  Half-moves without capture or pawn move: " << v.halfmoveClock << " ("
          << v.requiredHalfmoves << " needed";
      if (v.extension)  // classic 10.12, the organiser's count for the ending
        out << ": " << v.extension->moves << " moves for "
            << chess::endingText(v.extension->ending);
      out << "); the last capture or"
          << " pawn move: "
          << (v.lastCaptureOrPawnMove ? service::plyText(*v.lastCaptureOrPawnMove)
                                      : std::string("none since the start"))
          << '\n';
    }
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ClaimCommand)
