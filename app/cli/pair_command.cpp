// SPDX-License-Identifier: MIT
// `arbiter pair <file.trf> [--system dutch|dubov|burstein|berger] [--output <file>] [--explain]`:
// pairs the next round and prints it in the pair-list format engines use.
// `arbiter pair <event-file> --section NAME [...]`: pairs the section's next
// round and stores it (one audited, undoable transaction). `arbiter pair
// <event-file> --all`: the next round of every section, each in its own
// transaction, and a summary of what was paired and what was refused. The
// two kinds of file are told apart by their content.
#include "app/cli/command.h"
#include "app/cli/dutch_settings.h"
#include "app/cli/engine_failure_text.h"
#include "app/cli/event_support.h"
#include "app/cli/pair_explain.h"
#include "app/cli/pairing_review.h"
#include "app/cli/section_loader.h"
#include "app/cli/team_swiss_explain.h"
#include "app/cli/trf_file.h"
#include "app/service/every_section_pairing.h"
#include "app/service/next_round.h"
#include "app/service/next_team_round.h"
#include "app/service/round_pairing.h"
#include "domain/interchange/pair_list.h"
#include "domain/tournament/vocabulary.h"

#include <Poco/Util/Option.h>
#include <fmt/format.h>

#include <expected>
#include <ostream>
#include <sstream>
#include <variant>

namespace cli {
namespace {

// A round as an engine made it: the pair list and, when asked, the explanation.
struct EngineRound {
  interchange::PairList list;
  std::string explanation;
};

// The engine's round (service::pairNextRound) with its explanation when
// asked; the error is the reason in words.
std::expected<EngineRound, std::string> withExplanation(
    const std::expected<service::EngineRound, service::EngineFailure>& round, bool explain,
    int players, int plannedRounds) {
  if (!round) {
    return std::unexpected(describeEngineFailure(round.error(), players, plannedRounds,
                                                 "section edit --rounds, XXR/142 in a TRF"));
  }
  EngineRound result{round->list, {}};
  if (explain) {
    std::ostringstream text;
    if (round->bursteinExplanation)
      explainBurstein(round->state, std::get<pairing::Pairing>(round->made),
                      *round->bursteinExplanation, text);
    else if (round->dubovExplanation)
      explainDubov(round->state, std::get<pairing::Pairing>(round->made), *round->dubovExplanation,
                   text);
    else if (const auto* dutchRound = std::get_if<pairing::Pairing>(&round->made))
      explainDutch(round->state, *dutchRound, text);
    else
      explainBerger(round->state, std::get<pairing::RoundRobinRound>(round->made), text);
    result.explanation = text.str();
  }
  return result;
}

// --system: the engine (default: the section's system, or the TRF's 192
// record's).
service::PairingEngine engineOption(const Arguments& args, tournament::PairingSystem fallback) {
  if (!args.has("system")) return service::engineOf(fallback);
  const auto engine = service::engineNamed(args.valueOr("system", ""));
  if (!engine) throw UsageError{"--system must be dutch, dubov, burstein or berger"};
  return *engine;
}

// Why the section's next round cannot be paired yet, or "" when it can.
std::string notReadyReason(const tournament::Section& section) {
  const auto notReady = service::whyNotReady(section);
  if (!notReady) return {};
  if (notReady->code == service::NotReadyCode::AllRoundsPaired)
    return fmt::format("all {} rounds of section '{}' are paired", notReady->round,
                       section.settings.name);
  return fmt::format(
      "round {} has no result on board{} {}; enter the results (or mark a game "
      "adjourned) first",
      notReady->round, notReady->boards.size() > 1 ? "s" : "", fmt::join(notReady->boards, ", "));
}

class PairCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"pair"}; }
  std::string synopsis() const override { return "<file.trf|event-file>"; }
  std::string summary() const override {
    return "pair the next round of a TRF or of an event file's section (Dutch, Dubov or "
           "Burstein Swiss, or Berger)";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(
        Poco::Util::Option("system", "",
                           "dutch, dubov, burstein or berger (default: the file's 192 "
                           "record or the section's system, else dutch)")
            .argument("system"));
    options.addOption(
        Poco::Util::Option("output", "o", "write the pair list to this file").argument("file"));
    addValueOption(options, "edition", "2026|2017",
                   "the edition of the Dutch rules (C.04.3; default: the TRF's 192 record or "
                   "the section's edition, else 2026; an event file refuses another than the "
                   "section's)");
    options.addOption(Poco::Util::Option("explain", "", "explain the pairing instead"));
    addValueOption(options, "section", "NAME", "event file: the section to pair");
    addValueOption(options, "initial-colour", "white|black",
                   "event file, round 1: the colour drawn for the top player (C.04.3 5.2.5), "
                   "stored with the round; default: the section's");
    addValueOption(options, "start", "\"YYYY-MM-DD HH:MM\"",
                   "event file: scheduled start of the round");
    addFlagOption(options, "dry-run", "event file: show the pairing without storing it");
    addFlagOption(options, "all",
                  "event file: pair the next round of every section, each in a transaction of "
                  "its own, and say which were paired and which refused (exit 76 when one was "
                  "refused for another reason than having every round paired)");
    addArbiterOption(options);
  }

  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 1) throw UsageError{"expected one TRF or event file"};
    if (!isEventFile(args.positional[0])) return pairTrf(args, console);
    return args.has("all") ? pairEverySection(args, console) : pairEventSection(args, console);
  }

private:
  // A team TRF: the next round of a team round robin or a team Swiss
  // (C.04.6) as pairs of team numbers.
  static int pairTeams(const interchange::TrfDocument& doc, const std::string& path,
                       const Arguments& args, Console& console) {
    if (args.has("system")) throw UsageError{"--system applies to individual events"};
    pairing::TeamSwissExplanation explanation;
    const auto list = service::pairNextTeamRound(doc.state, *doc.teams, &explanation);
    if (!list) {
      const auto* table = std::get_if<pairing::RoundRobinFailureCode>(&list.error());
      console.err << "arbiter pair: " << path << ": "
                  << (table == nullptr
                          ? describeTeamSwissFailure(
                                std::get<pairing::TeamSwissFailure>(list.error()))
                          : describeEngineFailure(*table, static_cast<int>(doc.teams->teams.size()),
                                                  doc.state.totalRounds, "142"))
                  << '\n';
      return Refused;
    }
    std::string text;
    if (args.has("explain")) {
      if (doc.state.system == tournament::PairingSystem::RoundRobin)
        throw UsageError{"--explain applies to individual events and team Swiss events"};
      std::ostringstream out;
      explainTeamSwiss(*doc.teams, doc.state.roundsRecorded() + 1, explanation, out);
      text = out.str();
    } else {
      text = interchange::writePairList(*list);
    }
    if (const auto output = args.value("output")) {
      if (!writeTextFile(*output, text, "pair", console)) return CannotCreate;
    } else {
      console.out << text;
    }
    return Success;
  }

  static int pairTrf(const Arguments& args, Console& console) {
    const std::string& path = args.positional[0];
    for (const char* option : {"section", "initial-colour", "start", "arbiter", "dry-run", "all"})
      if (args.has(option))
        throw UsageError{fmt::format("--{} applies to event files, not to a TRF", option)};
    int exitCode = Success;
    const auto doc = loadTrfFile(path, "pair", console, exitCode);
    if (!doc) return exitCode;
    printTrfIssues(*doc, path, console);
    if (doc->teams) return pairTeams(*doc, path, args, console);
    const auto& type = doc->tournamentType;
    if (type && type->support == interchange::TournamentTypeSupport::NotSupported &&
        !args.has("system")) {
      console.err << fmt::format(
          "arbiter pair: {}:{}:5: record 192 '{}' is a system Arbiter does not pair "
          "(Dutch, Dubov, Burstein or Berger; --system chooses one)\n",
          path, type->line, type->code);
      return Refused;
    }
    pairing::DutchOptions dutch = dutchSettings(args);
    dutch.explain = args.has("explain");
    const auto round = withExplanation(
        service::pairNextRound(doc->state, engineOption(args, doc->state.system), dutch),
        args.has("explain"), static_cast<int>(doc->state.players.size()), doc->state.totalRounds);
    if (!round) {
      console.err << "arbiter pair: " << path << ": " << round.error() << '\n';
      return Refused;
    }
    const std::string text =
        args.has("explain") ? round->explanation : interchange::writePairList(round->list);
    if (const auto output = args.value("output")) {
      if (!writeTextFile(*output, text, "pair", console)) return CannotCreate;
    } else {
      console.out << text;
    }
    return Success;
  }

  static int pairEventSection(const Arguments& args, Console& console) {
    const std::string& path = args.positional[0];
    std::optional<tournament::Color> drawn;
    if (args.has("initial-colour")) drawn = colorOption(args, "initial-colour");
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section = namedSection(repo.event(), args, "pair", path, console);
      if (section == nullptr) return static_cast<int>(Usage);
      if (drawn && !section->rounds.empty())
        throw UsageError{
            "--initial-colour is drawn before round 1; round 1 is paired (the section's "
            "colour is fixed, C.04.3 5.2.5)"};
      pairing::DutchOptions dutch = dutchSettings(args);
      // The section's edition pairs its rounds (C.04.3); a round paired by
      // another edition would be stored under the section's name.
      if (dutch.edition && *dutch.edition != section->settings.edition)
        throw UsageError{fmt::format(
            "--edition {} contradicts section \"{}\", which is paired by the {} edition of "
            "C.04.3 (section edit --edition changes it before round 1 is paired)",
            tournament::codeOf(*dutch.edition), section->settings.name,
            tournament::codeOf(section->settings.edition))};
      if (const auto reason = notReadyReason(*section); !reason.empty()) {
        console.err << "arbiter pair: refused: " << reason << "; nothing was changed\n";
        return static_cast<int>(Refused);
      }
      const auto engine = engineOption(args, section->settings.pairing);
      dutch.explain = args.has("explain");
      const auto round = withExplanation(
          service::pairNextRound(*section, engine, dutch, drawn), args.has("explain"),
          static_cast<int>(section->players.size()), section->settings.rounds);
      if (!round) {
        console.err << "arbiter pair: refused: " << round.error() << "; nothing was changed\n";
        return static_cast<int>(Refused);
      }
      const tournament::SetPairing action =
          service::nextRoundAction(*section, round->list, engine, args.valueOr("start", ""), drawn);
      if (args.has("dry-run")) {
        // The round as it would be stored, printed from an in-memory copy.
        const auto preview = service::previewPairing(repo.event(), action);
        if (!preview) {
          console.err << "arbiter pair: refused: " << actionErrorText(preview.error()) << '\n';
          return static_cast<int>(Refused);
        }
        if (args.has("explain"))
          console.out << round->explanation;
        else
          printRound(*preview, action.round, console);
        console.out << "(dry run: nothing was stored)\n";
        return writeOutput(args, round->list, console);
      }
      const int stored = applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        if (args.has("explain"))
          console.out << round->explanation;
        else
          printRound(*repo.event().section(action.section), action.round, console);
      });
      if (stored != Success) return stored;
      return writeOutput(args, round->list, console);
    });
  }

  // --all: every section's next round by its own system, one transaction
  // each (service::pairEverySection), then one line per section.
  static int pairEverySection(const Arguments& args, Console& console) {
    for (const char* option :
         {"section", "system", "edition", "explain", "initial-colour", "dry-run", "output"})
      if (args.has(option))
        throw UsageError{fmt::format(
            "--{} applies to one section; --all pairs every section by its own settings", option)};
    const std::string& path = args.positional[0];
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& session) -> int {
      const auto outcomes =
          service::pairEverySection(session, arbiterName(args), args.valueOr("start", ""));
      int paired = 0;
      int refused = 0;
      for (const auto& outcome : outcomes) {
        console.out << fmt::format("section \"{}\": ", outcome.section);
        if (outcome.paired()) {
          ++paired;
          console.out << fmt::format("round {} paired: {} board{}{}\n", outcome.round,
                                     outcome.boards, outcome.boards == 1 ? "" : "s",
                                     outcome.bye ? fmt::format(", bye {}", *outcome.bye) : "");
          continue;
        }
        const tournament::Section& section = *session.event().section(outcome.section);
        if (outcome.notReady && outcome.notReady->code == service::NotReadyCode::AllRoundsPaired) {
          console.out << "nothing to pair: " << notReadyReason(section) << '\n';
          continue;
        }
        ++refused;
        console.out << fmt::format("round {} refused: ", outcome.round);
        if (outcome.notReady)
          console.out << notReadyReason(section);
        else if (outcome.engineFailure)
          console.out << describeEngineFailure(*outcome.engineFailure,
                                               static_cast<int>(section.players.size()),
                                               section.settings.rounds, "section edit --rounds");
        else if (outcome.refused->refused)
          console.out << actionErrorText(*outcome.refused->refused);
        else
          console.out << "the pairing breaks an absolute criterion ("
                      << outcome.refused->review.findingCodes << ')';
        console.out << '\n';
      }
      console.out << fmt::format(
          "{} section{}: {} paired, {} refused (each section is a "
          "transaction of its own)\n",
          outcomes.size(), outcomes.size() == 1 ? "" : "s", paired, refused);
      return refused == 0 ? static_cast<int>(Success) : static_cast<int>(Refused);
    });
  }

  // --output: the pair list (also of a dry run, which stores nothing else).
  static int writeOutput(const Arguments& args, const interchange::PairList& list,
                         Console& console) {
    if (const auto output = args.value("output"))
      if (!writeTextFile(*output, interchange::writePairList(list), "pair", console))
        return static_cast<int>(CannotCreate);
    return static_cast<int>(Success);
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PairCommand)
