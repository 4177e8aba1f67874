// SPDX-License-Identifier: MIT
#include "app/cli/event_support.h"

#include "app/cli/output_language.h"
#include "app/service/numbers_since_pairing.h"
#include "app/service/section_lookup.h"
#include "app/words/action_words.h"
#include "persistence/sqlite_database.h"

#include <Poco/Util/Option.h>
#include <fmt/format.h>

#include <charconv>
#include <cstdlib>
#include <ostream>

namespace cli {

void addValueOption(Poco::Util::OptionSet& options, const std::string& name,
                    const std::string& argument, const std::string& description, bool required) {
  options.addOption(Poco::Util::Option(name, "", description)
                        .required(required)
                        .repeatable(false)
                        .argument(argument));
}

void addFlagOption(Poco::Util::OptionSet& options, const std::string& name,
                   const std::string& description) {
  options.addOption(Poco::Util::Option(name, "", description).required(false).repeatable(false));
}

void addArbiterOption(Poco::Util::OptionSet& options) {
  addValueOption(options, "arbiter", "NAME", "who acts, for the audit log (default: $USER)");
}

std::string arbiterName(const Arguments& args) {
  if (auto name = args.value("arbiter"); name && !name->empty()) return *name;
  if (const char* user = std::getenv("USER"); user != nullptr && *user != '\0') return user;
  return "unknown";
}

std::string eventFileArgument(const Arguments& args) {
  if (args.positional.empty()) throw UsageError{"missing the event file"};
  return args.positional[0];
}

void expectPositionals(const Arguments& args, std::size_t count) {
  if (args.positional.size() > count)
    throw UsageError{fmt::format("unexpected argument '{}'", args.positional[count])};
}

namespace {
std::optional<int> parseInt(const std::string& text) {
  int value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}
}  // namespace

int intOption(const Arguments& args, const std::string& name, int min, int max) {
  const auto text = args.value(name);
  if (!text) throw UsageError{fmt::format("missing --{}", name)};
  const auto value = parseInt(*text);
  if (!value || *value < min || *value > max)
    throw UsageError{
        fmt::format("--{} must be a whole number from {} to {}, not '{}'", name, min, max, *text)};
  return *value;
}

int intOptionOr(const Arguments& args, const std::string& name, int min, int max, int fallback) {
  return args.has(name) ? intOption(args, name, min, max) : fallback;
}

int durationOption(const Arguments& args, const std::string& name) {
  const auto text = args.value(name);
  if (!text) throw UsageError{fmt::format("missing --{}", name)};
  const auto colon = text->find(':');
  const auto minutes = parseInt(text->substr(0, colon));
  const auto seconds =
      colon == std::string::npos ? std::optional(0) : parseInt(text->substr(colon + 1));
  const bool secondsOk = seconds && *seconds >= 0 && *seconds < 60 &&
                         (colon == std::string::npos || text->size() - colon == 3);
  if (!minutes || *minutes < 0 || *minutes > 100000 || !secondsOk)
    throw UsageError{
        fmt::format("--{} must be minutes or minutes:seconds (e.g. 95:30), not '{}'", name, *text)};
  return *minutes * 60 + *seconds;
}

tournament::Color colorOption(const Arguments& args, const std::string& name) {
  const auto text = args.value(name);
  if (text == "white") return tournament::Color::White;
  if (text == "black") return tournament::Color::Black;
  throw UsageError{fmt::format("--{} must be white or black", name)};
}

std::string sectionOption(const Arguments& args) { return args.valueOr("section", ""); }

std::string sectionIn(const tournament::Event& event, const std::string& name) {
  if (!name.empty()) return name;
  const auto only = service::findSection(event, std::nullopt);
  return only ? (*only)->settings.name : std::string();
}

void addBoardOptions(Poco::Util::OptionSet& options) {
  addValueOption(options, "section", "NAME", "the section (needed when the event has several)");
  addValueOption(options, "round", "R", "the round", true);
  addValueOption(options, "board", "B", "the board", true);
}

BoardRef boardOption(const Arguments& args) {
  return {sectionOption(args), intOption(args, "round", 1, 99), intOption(args, "board", 1, 9999)};
}

int withEventFile(const std::string& path, Console& console, persistence::OpenMode mode,
                  const std::function<int(service::EventSession&)>& job) {
  try {
    service::EventSession session(path, mode);
    if (const auto& backup = session.upgradeBackup())
      console.err << "arbiter: " << path
                  << " was written by an older Arbiter and has been upgraded; the file as it "
                     "was is kept as "
                  << *backup << '\n';
    return job(session);
  } catch (const persistence::StorageError& e) {
    return storageFailure(e, path, console);
  }
}

int storageFailure(const persistence::StorageError& e, const std::string& path, Console& console) {
  using persistence::StorageErrorCode;
  // Busy is said in words of its own; SQLite's ("database is locked") would
  // only puzzle the arbiter.
  if (e.code() == StorageErrorCode::Busy)
    console.err << "arbiter: " << path
                << " is being changed by another program (busy); nothing was changed, try again\n";
  else
    console.err << "arbiter: " << e.what() << '\n';
  switch (e.code()) {
    case StorageErrorCode::CannotOpen:
      return NoInput;
    case StorageErrorCode::AlreadyExists:
    case StorageErrorCode::ReadOnly:
      return CannotCreate;
    case StorageErrorCode::NotAnEventFile:
      return BadInput;
    case StorageErrorCode::NewerSchema:
      return Refused;
    case StorageErrorCode::Busy:
      return Busy;
    case StorageErrorCode::Corrupt:
    case StorageErrorCode::Io:
      return IoError;
    case StorageErrorCode::Internal:
      return Internal;
  }
  return Internal;
}

int applyAction(service::EventSession& session, const tournament::Action& action,
                const Arguments& args, Console& console,
                const std::function<void(const persistence::Applied&)>& success) {
  const auto named = withSectionNamed(session, action, console);
  if (!named) return Usage;
  return presentApplied(session, *named, session.apply(*named, arbiterName(args)), console,
                        success);
}

std::optional<tournament::Action> withSectionNamed(service::EventSession& session,
                                                   const tournament::Action& action,
                                                   Console& console) {
  tournament::Action named = action;
  bool unnamed = false;
  std::visit(
      [&](auto& a) {
        if constexpr (requires { a.section; }) {
          a.section = sectionIn(session.event(), a.section);
          unnamed = a.section.empty();
        }
      },
      named);
  if (unnamed) {
    const auto& event = session.event();
    console.err << "arbiter: "
                << (event.sections.empty()
                        ? ""
                        : "the event has several sections; name one with --section; ")
                << sectionList(event) << "; nothing was changed\n";
    return std::nullopt;
  }
  return named;
}

int presentApplied(service::EventSession& session, const tournament::Action& named,
                   const std::expected<persistence::Applied, tournament::ActionError>& applied,
                   Console& console,
                   const std::function<void(const persistence::Applied&)>& success) {
  if (!applied && applied.error().code == tournament::ActionErrorCode::LaterRoundsPairedOn) {
    const auto* section = session.event().section(tournament::actionSection(named));
    const int last = section != nullptr ? static_cast<int>(section->rounds.size()) : 0;
    console.err << "arbiter: refused: "
                << pairedOnText({tournament::actionSection(named), applied.error().detail, last})
                << "; nothing was changed\n";
    return Refused;
  }
  if (!applied) return refusal(session, applied.error(), console);
  printNotices(*applied, console);
  success(*applied);
  return Success;
}

void warnOfMovedNumbers(service::EventSession& session, const std::string& section,
                        Console& console) {
  const auto* found = session.event().section(sectionIn(session.event(), section));
  if (found == nullptr) return;
  const auto since = service::numbersSincePairing(*found, session.auditLog());
  if (since.moved.empty()) return;
  std::string moves;
  for (const auto& move : since.moved)
    moves += fmt::format("{}{} -> {}", moves.empty() ? "" : ", ", move.detail, move.to);
  console.err << fmt::format(
      "warning: pairing numbers changed since round {} was paired, so its printed sheets show the "
      "old numbers: {}\n",
      since.round, moves);
}

int refusal(service::EventSession& session, const tournament::ActionError& error,
            Console& console) {
  using C = tournament::ActionErrorCode;
  // A malformed value (a registration field) is bad input, not a rule's refusal.
  const bool badValue = error.code == C::NameEmpty || error.code == C::NameNotUtf8 ||
                        error.code == C::BadTitle || error.code == C::BadBirthDate ||
                        error.code == C::BadFideId || error.code == C::BadFederation;
  // An unknown section is a usage error: say which there are.
  if (error.code == C::NoSuchSection) {
    console.err << "arbiter: no section of that name; " << sectionList(session.event())
                << "; nothing was changed\n";
    return Usage;
  }
  const words::Language language = outputLanguage();
  console.err << "arbiter: "
              << (badValue ? words::badValueLine(actionErrorText(error), language)
                           : words::refusedLine(actionErrorText(error), language))
              << '\n';
  return badValue ? BadInput : Refused;
}

void printNotices(const persistence::Applied& applied, Console& console) {
  for (const auto& notice : applied.notices)
    console.out << words::noteLine(noticeText(notice), outputLanguage()) << '\n';
}

std::string sectionList(const tournament::Event& event) {
  if (event.sections.empty()) return "the event has no section yet";
  std::string names;
  for (const auto& section : event.sections)
    names += (names.empty() ? "" : ", ") + section.settings.name;
  return "the sections are: " + names;
}

std::string formatDuration(int seconds) {
  const char* sign = seconds < 0 ? "-" : "";
  seconds = std::abs(seconds);
  return fmt::format("{}{}:{:02}", sign, seconds / 60, seconds % 60);
}

}  // namespace cli
