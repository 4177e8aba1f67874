// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_document.h"

#include <string>

namespace interchange {

// Writes `doc` as a TRF file in `format`, LF line ends, no trailing blanks.
//
// Layout: a 012 line from `state.name` unless a kept line holds one; the
// kept lines that stood before the players; in TRF26 the records 142
// (rounds), 152 (initial colour), 162 (scoring, when not 1/½/0), 192 (the
// system), 202/212 (`doc.tieBreaks`), 240 (planned byes, every round),
// 250 (acceleration), 260 (forbidden pairs, one record a pair) and 299
// (scores set by a penalty,
// Laws 12.9.4 / 12.9.5; in TRF16 a note and the same records as `###`
// comments, since TRF16 has no record for them); the 001 lines; the kept lines that
// stood after them; in TRF16 the extensions XXR, XXC, XXS and bbpPairings'
// BBW/BBD/BBL/BBZ/BBF/BBU (scoring, when not 1/½/0), XXA (acceleration) and
// XXP (the forbidden pairs that hold in the round to be paired: XXP has no
// rounds), with the planned byes of the round to be paired as blocks after
// the paired rounds (the form bbpPairings and JaVaFo read; TRF16 has no
// place for later ones: a note and their 240 records as `###` comments,
// which only Arbiter reads back). A record is not
// generated when a kept line already has its code. Text fields longer than
// their columns are cut to fit. A pending result is written "?" and an
// adjourned one "X" (162's unknown result) in TRF26; both as a blank result
// after the opponent in TRF16 (the section's `###` lines tell them apart).
//
// Reading the output and writing it again gives the same bytes.
std::string writeTrf(const TrfDocument& doc, TrfFormat format);

// The 001 line of one player in `format` with `extraBlocks` (planned byes
// after the paired rounds, written as blocks in TRF16).
std::string writePlayerLine(const tournament::PlayerRecord& player, TrfFormat format,
                            const std::vector<tournament::RoundEntry>& extraBlocks = {});

}  // namespace interchange
