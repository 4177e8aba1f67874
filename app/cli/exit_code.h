// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>

namespace cli {

// The documented exit codes of `arbiter` (README "Exit codes"). They follow
// BSD sysexits where one fits, so scripts can tell the cases apart.
enum ExitCode : int {
  Success = 0,        // the job was done; a verdict, if any, is favourable
  Finding = 1,        // the job was done and found something: an illegal move,
                      // an invalid claim, a violated pairing criterion
  Usage = 64,         // EX_USAGE: unknown command, bad or missing option
  BadInput = 65,      // EX_DATAERR: the input file or value is malformed
  NoInput = 66,       // EX_NOINPUT: an input file cannot be opened
  Internal = 70,      // EX_SOFTWARE: a bug; please report it
  CannotCreate = 73,  // EX_CANTCREAT: an output file cannot be created
  IoError = 74,       // EX_IOERR: reading or writing failed (disk, database)
  Busy = 75,          // EX_TEMPFAIL: the event file is locked by another writer
  Refused = 76,       // the event file is from a newer Arbiter, or the action
                      // is refused by the rules (nothing was changed)
};

// The exit codes in words, for `arbiter --help` and arbiter(1).
constexpr std::string_view ExitCodesText =
    "0 success, 1 finding (illegal move, invalid claim, violation),\n"
    "64 usage, 65 bad input, 66 no input file, 70 internal error,\n"
    "73 cannot create output, 74 I/O error, 75 event file busy, 76 refused\n";

}  // namespace cli
