// SPDX-License-Identifier: MIT
// `arbiter verify <file.pgn>... [--format text|tsv|json]`: replays every
// game of PGN files with the rules core and gives one verdict per game:
// legal plies and the first move that cannot be played, syntax problems
// with their place, the first automatic end (Laws 5.1.1, 5.2, 9.6) and the
// plies where a threefold (9.2) or fifty-move (9.3) claim is valid.
// --notation lenient also reads a scoresheet's moves in the movetext (003:
// 马g1-f3, 车ad3, 象b5xc6, （=后）; 002: en passant, en pt, 0-0; other
// languages, figurines) and names each move so read, with its place, ply
// and form; strict SAN (the PGN standard) is the default.
//   text: for people, only games with something to say, then a summary
//   tsv:  exactly the pgn-expect/1 lines of the corpus README
//   json: {"files":[{"file":..., "games":[...]}]}, streamed game by game
// Exit: 0 every game legal, 1 some main line has a move that cannot be
// played, 65 no illegal move but malformed PGN or FEN, 66 a file cannot be
// opened, 64 usage.
#include "app/cli/chess_messages.h"
#include "app/cli/command.h"
#include "app/cli/json_output.h"
#include "app/cli/notation_option.h"
#include "app/cli/pgn_text.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_reader.h"
#include "domain/chess/verdict_tsv.h"
#include "domain/text/utf8.h"
#include "domain/tournament/vocabulary.h"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Stringifier.h>
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <ostream>

namespace cli {
namespace {

enum class Format { Text, Tsv, Json };

Poco::JSON::Object::Ptr failureJson(const chess::MoveFailure& failure) {
  Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
  object->set("ply", failure.ply);
  object->set("move", failure.token);
  object->set("kind", std::string(chess::moveFaultName(failure.fault)));
  object->set("why", describeFailure(failure));
  object->set("line", failure.place.line);
  object->set("column", failure.place.column);
  Poco::JSON::Array::Ptr candidates = new Poco::JSON::Array;
  for (const auto& san : failure.candidates) candidates->add(san);
  object->set("candidates", candidates);
  return object;
}

Poco::JSON::Array::Ptr pliesJson(const std::vector<int>& plies) {
  Poco::JSON::Array::Ptr array = new Poco::JSON::Array;
  for (int ply : plies) array->add(ply);
  return array;
}

Poco::JSON::Object::Ptr verdictJson(const chess::GameVerdict& v) {
  Poco::JSON::Object::Ptr game = new Poco::JSON::Object;
  game->set("index", v.index);
  game->set("line", v.firstLine);
  game->set("plies", v.plies);
  game->set("setup", chess::setupName(v));
  game->set("illegal",
            v.failure ? Poco::Dynamic::Var(failureJson(*v.failure)) : Poco::Dynamic::Var());
  Poco::JSON::Array::Ptr problems = new Poco::JSON::Array;
  for (const auto& problem : v.problems) {
    Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
    object->set("line", problem.place.line);
    object->set("column", problem.place.column);
    object->set("token", chess::pgnProblemToken(problem));
    object->set("message", describeProblem(problem));
    problems->add(object);
  }
  game->set("syntax", problems);
  Poco::JSON::Object::Ptr lax = new Poco::JSON::Object;
  lax->set("count", v.laxCount);
  if (v.laxCount > 0) {
    lax->set("firstPly", v.laxFirstPly);
    lax->set("firstMove", v.laxFirstToken);
  }
  game->set("lax", lax);
  Poco::JSON::Array::Ptr lenient = new Poco::JSON::Array;  // --notation lenient only
  for (const auto& move : v.lenientMoves) {
    Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
    object->set("ply", move.ply);
    object->set("move", move.token);
    object->set("line", move.place.line);
    object->set("column", move.place.column);
    Poco::JSON::Array::Ptr forms = new Poco::JSON::Array;
    for (const char* code : notationFormCodes(move.forms)) forms->add(std::string(code));
    object->set("forms", forms);
    lenient->add(object);
  }
  game->set("readLeniently", lenient);
  Poco::JSON::Array::Ptr variations = new Poco::JSON::Array;
  for (const auto& failure : v.variationFailures) variations->add(failureJson(failure));
  game->set("variationErrors", variations);
  Poco::JSON::Object::Ptr end = new Poco::JSON::Object;
  end->set("status", std::string(chess::gameEndName(v.end)));
  if (v.end != chess::GameEnd::Ongoing) end->set("ply", v.endPly);
  game->set("end", end);
  game->set("resultTag", v.resultTag ? Poco::Dynamic::Var(*v.resultTag) : Poco::Dynamic::Var());
  game->set("resultMarker",
            v.resultMarker ? Poco::Dynamic::Var(*v.resultMarker) : Poco::Dynamic::Var());
  Poco::JSON::Array::Ptr written = new Poco::JSON::Array;
  for (const auto& claim : v.threefoldWritten) {
    Poco::JSON::Object::Ptr object = new Poco::JSON::Object;
    object->set("ply", claim.ply);
    Poco::JSON::Array::Ptr moves = new Poco::JSON::Array;
    for (const auto& san : claim.moves) moves->add(san);
    object->set("moves", moves);
    written->add(object);
  }
  Poco::JSON::Object::Ptr claims = new Poco::JSON::Object;
  claims->set("threefoldOnBoard", pliesJson(v.threefoldOnBoard));
  claims->set("threefoldWithMove", written);
  claims->set("fiftyOnBoard", pliesJson(v.fiftyOnBoard));
  claims->set("fiftyWithMove", pliesJson(v.fiftyWritten));
  game->set("claims", claims);
  return game;
}

// "8 (after 4...), 12-18 (after 6... to 9...)".
std::string pliesText(const chess::GameVerdict& v, const std::vector<int>& plies) {
  std::string text;
  for (std::size_t i = 0; i < plies.size();) {
    std::size_t j = i;
    while (j + 1 < plies.size() && plies[j + 1] == plies[j] + 1) ++j;
    if (!text.empty()) text += ", ";
    auto after = [&](int ply) {
      return ply == 0 ? std::string("the start") : moveNumberText(v, ply);
    };
    if (j == i) {
      text += std::to_string(plies[i]) + " (after " + after(plies[i]) + ")";
    } else {
      text += std::to_string(plies[i]) + "-" + std::to_string(plies[j]) + " (after " +
              after(plies[i]) + " to " + after(plies[j]) + ")";
    }
    i = j + 1;
  }
  return text;
}

void printText(const std::string& file, const chess::PgnGame& game, const chess::GameVerdict& v,
               chess::DrawRules rules, std::ostream& out) {
  // The articles of the profile (classic 10.10, 10.12).
  const bool classic = rules == chess::DrawRules::Classic;
  const bool quiet = v.legal() && v.problems.empty() && v.laxCount == 0 &&
                     v.variationFailures.empty() && v.end == chess::GameEnd::Ongoing &&
                     v.threefoldOnBoard.empty() && v.threefoldWritten.empty() &&
                     v.fiftyOnBoard.empty() && v.fiftyWritten.empty() &&
                     v.setup != chess::GameSetup::FenUnreadable &&
                     v.setup != chess::GameSetup::Variant && !v.moveNumber;
  if (quiet) return;
  out << file << ':' << v.firstLine << ": game " << v.index + 1 << " ("
      << game.tag("White").value_or("?") << " - " << game.tag("Black").value_or("?") << "), "
      << v.plies << " legal plies\n";
  if (v.setup == chess::GameSetup::FenUnreadable) {
    out << "  " << file << ':' << v.fenPlace.line << ':' << v.fenPlace.column
        << ": the FEN tag cannot be read";
    if (v.fenError) out << " (" << describeFenError(*v.fenError) << ')';
    out << ": nothing checked\n";
  }
  if (v.setup == chess::GameSetup::Variant)
    out << "  variant '" << v.setupDetail << "': nothing checked\n";
  if (v.setup == chess::GameSetup::FenWithProblems)
    out << "  FEN read leniently: " << v.setupDetail << '\n';
  if (v.failure) {
    out << "  " << file << ':' << v.failure->place.line << ':' << v.failure->place.column << ": "
        << describeFailure(*v.failure) << " at " << moveNumberText(v, v.failure->ply) << ' '
        << v.failure->token << " (ply " << v.failure->ply << "); the main line stops here\n";
  }
  for (const auto& problem : v.problems) {
    out << "  " << file << ':' << problem.place.line << ':' << problem.place.column << ": "
        << text::validUtf8(describeProblem(problem)) << '\n';
  }
  if (v.moveNumber)  // PGN 8.2.2
    out << "  " << file << ':' << v.moveNumber->place.line << ':' << v.moveNumber->place.column
        << ": warning: move number " << v.moveNumber->written << " where move "
        << v.moveNumber->expected << " was due\n";
  for (const auto& failure : v.variationFailures) {
    out << "  " << file << ':' << failure.place.line << ':' << failure.place.column
        << ": in a variation, " << describeFailure(failure) << ' ' << moveNumberText(v, failure.ply)
        << ' ' << failure.token << '\n';
  }
  if (!v.lenientMoves.empty()) {
    // --notation lenient: each move the strict reading would not take, where
    // it is and the form it was written in.
    out << "  " << v.lenientMoves.size() << " move(s) read leniently (not standard SAN):\n";
    for (const auto& move : v.lenientMoves)
      out << "    " << file << ':' << move.place.line << ':' << move.place.column << ": ply "
          << move.ply << ", " << moveNumberText(v, move.ply) << ' ' << move.token << ": "
          << notationFormsText(move.forms) << '\n';
  } else if (v.laxCount > 0) {
    out << "  " << v.laxCount << " move(s) not in standard SAN, the first "
        << moveNumberText(v, v.laxFirstPly) << ' ' << v.laxFirstToken << '\n';
  }
  if (v.end != chess::GameEnd::Ongoing) {
    out << "  automatic end: " << describeEnd(v.end, rules) << " at ply " << v.endPly;
    if (v.endPly > 0) out << " (after " << moveNumberText(v, v.endPly) << ')';
    if (v.plies > v.endPly) out << "; " << v.plies - v.endPly << " more plies were written";
    out << '\n';
  }
  if (!v.threefoldOnBoard.empty()) {
    out << "  threefold claim valid on the board (" << (classic ? "classic 10.10(2)" : "Laws 9.2.2")
        << ") at plies " << pliesText(v, v.threefoldOnBoard) << '\n';
  }
  for (const auto& claim : v.threefoldWritten) {
    out << "  threefold claim valid at ply " << claim.ply << " with the written move "
        << moveNumberText(v, claim.ply + 1);
    for (std::size_t i = 0; i < claim.moves.size(); ++i)
      out << (i ? " or " : " ") << claim.moves[i];
    out << (classic ? " (classic 10.10(1))\n" : " (Laws 9.2.1)\n");
  }
  if (!v.fiftyOnBoard.empty()) {
    out << "  fifty-move claim valid on the board (" << (classic ? "classic 10.12" : "Laws 9.3.2")
        << ") at plies " << pliesText(v, v.fiftyOnBoard) << '\n';
  }
  if (!v.fiftyWritten.empty()) {
    out << "  fifty-move claim valid with a written move (Laws 9.3.1) at plies "
        << pliesText(v, v.fiftyWritten) << '\n';
  }
}

class VerifyCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"verify"}; }
  std::string synopsis() const override { return "<file.pgn>..."; }
  std::string summary() const override {
    return "replay PGN games: illegal moves, automatic ends, valid draw claims";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(
        Poco::Util::Option("format", "", "text (default), tsv (pgn-expect/1 lines) or json")
            .argument("FORMAT"));
    options.addOption(Poco::Util::Option("rules", "",
                                         "fide (default) or classic: the automatic ends and "
                                         "claims (classic: old 10.4 list, no fivefold/75, no "
                                         "fifty-move claim with a written move)")
                          .argument("PROFILE"));
    options.addOption(
        Poco::Util::Option("notation", "", NotationOptionHelp).argument("strict|lenient"));
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.empty()) throw UsageError{"expected at least one PGN file"};
    const std::string formatName = args.valueOr("format", "text");
    Format format = Format::Text;
    if (formatName == "tsv") {
      format = Format::Tsv;
    } else if (formatName == "json") {
      format = Format::Json;
    } else if (formatName != "text") {
      throw UsageError{"unknown format '" + formatName + "' (text, tsv or json)"};
    }
    const auto profile = tournament::rulesProfileFromCode(args.valueOr("rules", "fide"));
    if (!profile)
      throw UsageError{fmt::format("--rules must be {}", tournament::rulesProfileCodes())};
    const Reading reading{tournament::drawRulesOf(*profile), notationOption(args)};
    Totals totals;
    if (format == Format::Json) console.out << "{\"files\":[";
    bool firstFile = true;
    for (const std::string& file : args.positional) {
      std::ifstream in(file, std::ios::binary);
      if (!in || std::filesystem::is_directory(file)) {
        console.err << "arbiter verify: cannot open '" << file << "'\n";
        totals.missingFile = true;
        continue;
      }
      if (format == Format::Json) {
        console.out << (firstFile ? "" : ",") << "{\"file\":";
        writeJson(console.out, Poco::Dynamic::Var(file));
        console.out << ",\"games\":[";
      } else if (format == Format::Tsv && args.positional.size() > 1) {
        console.out << "# file: " << file << '\n';
      }
      firstFile = false;
      ++totals.filesRead;
      verifyFile(file, in, format, reading, console, totals);
      if (format == Format::Json) console.out << "]}";
    }
    if (format == Format::Json) console.out << "]}\n";
    if (format == Format::Text && totals.filesRead > 0) {
      console.out << totals.games << " games, " << totals.plies << " legal plies; "
                  << totals.illegal << " with a move that cannot be played, " << totals.malformed
                  << " with PGN or FEN problems\n";
    }
    if (totals.missingFile) return NoInput;
    if (totals.illegal > 0) return Finding;
    return totals.malformed > 0 ? BadInput : Success;
  }

private:
  struct Reading {
    chess::DrawRules rules;
    chess::SanMode notation;
  };
  struct Totals {
    std::size_t games = 0;
    std::size_t plies = 0;
    std::size_t illegal = 0;
    std::size_t malformed = 0;
    bool missingFile = false;
    std::size_t filesRead = 0;
  };

  static void verifyFile(const std::string& file, std::istream& in, Format format,
                         const Reading& reading, Console& console, Totals& totals) {
    std::error_code ignored;
    const auto size = std::filesystem::file_size(file, ignored);
    chess::PgnReader reader(in, reading.notation);
    chess::GameVerifier verifier(reading.rules, reading.notation);
    chess::PgnGame game;
    chess::GameVerdict verdict;
    std::size_t games = 0;
    while (reader.next(game)) {
      verifier.verify(game, verdict);
      ++games;
      ++totals.games;
      totals.plies += static_cast<std::size_t>(verdict.plies);
      if (!verdict.legal()) ++totals.illegal;
      if (!verdict.problems.empty() || verdict.setup == chess::GameSetup::FenUnreadable)
        ++totals.malformed;
      if (format == Format::Tsv) {
        console.out << chess::toPgnExpectLine(verdict) << '\n';
      } else if (format == Format::Json) {
        if (games > 1) console.out << ',';
        writeJson(console.out, verdictJson(verdict));
      } else {
        printText(file, game, verdict, reading.rules, console.out);
      }
      if (console.interactive && games % 4096 == 0 && size > 0) {
        console.err << '\r' << file << ": " << games << " games ("
                    << 100 * reader.bytesRead() / size << "%)" << std::flush;
      }
    }
    if (console.interactive && games >= 4096)
      console.err << '\r' << std::string(file.size() + 30, ' ') << '\r';
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::VerifyCommand)
