// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_document.h"
#include "domain/interchange/trf_issue.h"
#include "domain/interchange/trf_line.h"
#include "domain/tournament/team.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace interchange {

// True for the team records this reader turns into a TeamEvent: TRF16 013
// and TRF26 300, 310, 320, 330, 352, 362.
bool isTeamRecord(std::string_view code);

// Reads one team record into `event` (columns 1-based, inclusive):
//   013 (TRF16) name 5-36, members' start numbers at 37-40, 42-45, ...;
//       the team number is the record's order
//   310 number 5-7, name 9-40, short name 42-46, strength 48-53, MP 55-60,
//       GP 62-67, rank 69-71 (informative, not read), members at 74-77,
//       79-82, ... in registered board order
//   300 round 5-7, team 9-11, opponent 13-15, board 1's player 17-20, then
//       22-25, ... (0000 = an empty board)
//   320 PAB match points 5-8, game points 10-13, then the PAB team of
//       round 1, 2, ... at 15-17, 19-21, ... (blank = none)
//   330 type 5-6 (+- -+ --), round 8-10, white team 12-14, black team 16-18
//   352 the board colour sequence (W and B; its length is the boards)
//   362 match points: symbol TW, TD, TL at 5-6, 14-15, 23-24 (every nine
//       columns), its value at 7-10, 16-19, 25-28
// A value that cannot be read is refused at its column (BadRecordValue).
std::optional<TrfError> readTeamRecord(std::string_view code, const TrfLine& line, int lineNumber,
                                       tournament::TeamEvent& event);

// Completes a file's team event after every line is read: the 192 code
// (FIDE_TEAM_..._GP_MP or ..._GP: game points primary), the team byes of
// the 240 records (`byes`, team numbers in the start-number field), and
// the team numbers (1..T without gaps, else refused at the record).
// `teamLines` are the lines of the 013 and 310 records, in file order.
std::optional<TrfError> completeTeamEvent(tournament::TeamEvent& event,
                                          const std::vector<int>& teamLines,
                                          const std::optional<TournamentType>& type,
                                          const std::vector<tournament::PlannedBye>& byes,
                                          const std::vector<int>& byeLines);

// The team records of `event` as the writer writes them: TRF26 352, 362,
// one 310 per team (strength, MP, GP and rank left blank), 300, 320, 330
// and the team byes as 240; TRF16 one 013 per team (TRF16 has no record
// for the rest).
std::vector<std::string> teamRecordLines(const tournament::TeamEvent& event, TrfFormat format);

}  // namespace interchange
