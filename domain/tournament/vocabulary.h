// SPDX-License-Identifier: MIT
#pragma once

// The one spelling of the codes every front end reads and writes (command
// options, JSON, the TRF's ### comments, the audit text): rules profile,
// rate of play, pairing system, bye kind, acceleration, Dutch edition, penalty option, late side. A
// code read back gives the value it was written for; anything else reads as nullopt. The event file
// keeps its own storage codes (persistence/event_rows.cpp: "fide2023" for the FIDE profile, as
// files of every schema version hold it).

#include "domain/tournament/action.h"
#include "domain/tournament/incident.h"
#include "domain/tournament/player.h"
#include "domain/tournament/rules_profile.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string_view>

namespace tournament {

std::string_view codeOf(RulesProfile profile);  // "fide", "classic"
std::string_view codeOf(RateOfPlay rate);       // "standard", "rapid", "blitz"
std::string_view codeOf(PairingSystem system);  // "dutch", "round-robin"
std::string_view codeOf(ByeKind kind);          // "pairing", "half", "full", "zero"
std::string_view codeOf(Acceleration a);        // "none", "baku"
std::string_view codeOf(DutchEdition edition);  // "2026", "2017"
// Laws 12.9.1 .. 12.9.9: "warning", "time-to-opponent", "time-deducted",
// "score-raised", "score-reduced", "game-lost", "fine", "exclusion", "expulsion".
std::string_view codeOf(PenaltyOption option);
std::string_view codeOf(LateSide side);  // "white", "black", "both"

std::optional<RulesProfile> rulesProfileFromCode(std::string_view code);
std::optional<RateOfPlay> rateFromCode(std::string_view code);
std::optional<PairingSystem> pairingSystemFromCode(std::string_view code);
std::optional<ByeKind> byeKindFromCode(std::string_view code);
std::optional<Acceleration> accelerationFromCode(std::string_view code);
std::optional<DutchEdition> dutchEditionFromCode(std::string_view code);
// A penalty option by its code or its article ("12.9.2").
std::optional<PenaltyOption> penaltyOptionFromCode(std::string_view code);
std::optional<LateSide> lateSideFromCode(std::string_view code);

// "fide or classic", "standard, rapid or blitz", ...: the codes for a
// usage message.
std::string_view rulesProfileCodes();
std::string_view rateCodes();
std::string_view pairingSystemCodes();
std::string_view byeKindCodes();
std::string_view accelerationCodes();
std::string_view dutchEditionCodes();
std::string_view penaltyOptionCodes();
std::string_view lateSideCodes();

}  // namespace tournament
