// SPDX-License-Identifier: MIT
#pragma once

// The `###` comment lines a section's TRF export writes for settings TRF has
// no record for, and the import reads back (section_trf.h).

#include <string_view>

namespace interchange::comments {

inline constexpr std::string_view Rules = "### rules: ";        // "classic"
inline constexpr std::string_view Rate = "### rate of play: ";  // "rapid" | "blitz"
// Written before record 192 took its place; still read.
inline constexpr std::string_view RoundRobin = "### pairing system: round robin (Berger)";
inline constexpr std::string_view DefaultTime = "### default time: ";  // "<minutes> min"
inline constexpr std::string_view DrawOffersFrom = "### draw offers: not before move ";  // "<move>"
inline constexpr std::string_view DrawOffersByConsent =
    "### draw offers: with the arbiter's consent";
inline constexpr std::string_view TieBreaks = "### tie-breaks: ";  // "A B C[ (edition)]"
inline constexpr std::string_view Section = "### section: ";  // the section's name (012: event)
// An adjourned game: "round R, board B: ..." (an export with one is refused
// unless asked for). TRF16 has no code for it: the reader marks the game of
// that board (from the round's boards line) adjourned.
inline constexpr std::string_view Adjourned = "### warning: adjourned game, ";
// TRF has no board numbers: "### boards, round R: B:W-B B:W-B ..." gives each
// board's number with its White and Black start numbers.
inline constexpr std::string_view Boards = "### boards, round ";
// C.05: the pairing numbers were drawn by lot (a round robin).
inline constexpr std::string_view NumbersByLot = "### numbers drawn by lot";
// C.04.2 2.4 and 3.2: TRF has no record for the round a late entry enters
// or a withdrawal takes effect (its blocks read Z, or are blank): "N from
// round R, N from round R, ..." by start number.
inline constexpr std::string_view LateEntries = "### late entries: ";
inline constexpr std::string_view Withdrawals = "### withdrawals: ";

}  // namespace interchange::comments
