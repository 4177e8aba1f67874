// SPDX-License-Identifier: MIT
#pragma once

// What the event-file commands share: the --arbiter option, reading
// numbers and durations from options, opening the event file with its
// failures mapped to exit codes, and applying one action per transaction.

#include "app/cli/command.h"
#include "app/service/event_session.h"
#include "domain/tournament/action.h"
#include "domain/tournament/later_pairings.h"
#include "domain/tournament/player_validation.h"

#include <expected>
#include <functional>
#include <optional>
#include <string>

namespace cli {

// Adds an option taking a value.
void addValueOption(Poco::Util::OptionSet& options, const std::string& name,
                    const std::string& argument, const std::string& description,
                    bool required = false);
// Adds a flag (no value).
void addFlagOption(Poco::Util::OptionSet& options, const std::string& name,
                   const std::string& description);
// Adds --arbiter NAME (who is recorded in the audit log; default $USER).
void addArbiterOption(Poco::Util::OptionSet& options);
// The arbiter's name: --arbiter, else $USER, else "unknown".
std::string arbiterName(const Arguments& args);

// The event file: the first positional argument (UsageError if missing).
std::string eventFileArgument(const Arguments& args);
// Refuses positional arguments beyond `count` (UsageError).
void expectPositionals(const Arguments& args, std::size_t count);
// An integer option in [min, max]; UsageError naming the option otherwise.
int intOption(const Arguments& args, const std::string& name, int min, int max);
int intOptionOr(const Arguments& args, const std::string& name, int min, int max, int fallback);
// A duration "M" or "M:SS" (minutes and seconds, e.g. "95:30"), in seconds;
// UsageError otherwise.
int durationOption(const Arguments& args, const std::string& name);
// "white" or "black" (UsageError otherwise).
tournament::Color colorOption(const Arguments& args, const std::string& name);
// The section named by --section; empty when not given (an action's empty
// section is the event's only one, applyAction).
std::string sectionOption(const Arguments& args);
// The section `name` names: itself, or when empty the event's only section
// (one section means that section); empty when the event has several or none.
std::string sectionIn(const tournament::Event& event, const std::string& name);

// A board named by --section, --round and --board.
struct BoardRef {
  std::string section;
  int round = 0;
  int board = 0;
};
void addBoardOptions(Poco::Util::OptionSet& options);
BoardRef boardOption(const Arguments& args);

// Opens the event file and runs `job`; StorageError becomes a message on
// stderr and its exit code (66 missing, 73 exists, 65 not an event file,
// 76 newer version, 75 busy, 74 I/O, 70 internal).
int withEventFile(const std::string& path, Console& console, persistence::OpenMode mode,
                  const std::function<int(service::EventSession&)>& job);
// Maps an event file's StorageError to its message on stderr and exit code.
int storageFailure(const persistence::StorageError& error, const std::string& path,
                   Console& console);

// Applies one action as one transaction. On success prints the notices
// then `success` (a line) and returns Success; on refusal prints why and
// returns Refused (nothing changed). An action without a section name is
// the event's only section's; with several sections it is refused (Usage).
int applyAction(service::EventSession& session, const tournament::Action& action,
                const Arguments& args, Console& console,
                const std::function<void(const persistence::Applied&)>& success);
// The first half of applyAction: `action` with its section named (the
// event's only one when it names none); nullopt after printing why when
// the event has several sections or none.
std::optional<tournament::Action> withSectionNamed(service::EventSession& session,
                                                   const tournament::Action& action,
                                                   Console& console);
// The second half: presents what storing `named` gave, as applyAction does.
int presentApplied(service::EventSession& session, const tournament::Action& named,
                   const std::expected<persistence::Applied, tournament::ActionError>& applied,
                   Console& console,
                   const std::function<void(const persistence::Applied&)>& success);

// Warns (stderr) when pairing numbers of `section` (empty: the only one)
// changed since its last round was paired: the printed sheets show the old
// numbers ("warning: ... 5 -> 6, 6 -> 5"). Nothing when none did.
void warnOfMovedNumbers(service::EventSession& session, const std::string& section,
                        Console& console);

// Prints why the domain refused an action (nothing changed) and returns
// the exit code: Usage for an unknown section (naming those there are),
// BadInput for a malformed value, Refused otherwise.
int refusal(service::EventSession& session, const tournament::ActionError& error, Console& console);
// Prints the notices of an applied action ("note: ...").
void printNotices(const persistence::Applied& applied, Console& console);

// English text for the domain's codes.
std::string actionErrorText(const tournament::ActionError& error);
// Why a change to a round later rounds were paired on needs --force,
// naming the rounds ("round 1 ... rounds 2-9 were paired on it").
std::string pairedOnText(const tournament::PairedOn& pairedOn);
// "the sections are: Open, Girls" (or "the event has no section yet").
std::string sectionList(const tournament::Event& event);
// "title", "birth date", "FIDE id", "federation", ... for messages.
std::string_view playerFieldName(tournament::PlayerField field);
// "half-point", "full-point", "zero-point", "pairing-allocated" (bye).
std::string_view byeKindName(tournament::ByeKind kind);
std::string noticeText(const tournament::Notice& notice);
std::string incidentText(const tournament::Incident& incident);
// "95:30" for 5730 seconds.
std::string formatDuration(int seconds);

}  // namespace cli
