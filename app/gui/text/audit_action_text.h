// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

namespace gui {

// An audit log action (domain/tournament/action_text.cpp: a command and its
// key=value fields, as the command line would type it) in the desk's
// language: `result section="Open" round=3 board=6 result=1-0` reads
// "Result: section Open, round 3, board 6, result 1-0" (成绩：组别 Open，轮次
// 3，台次 6，结果 1-0). Values stay as stored (names, results, numbers); a
// word the table does not know stays as it is, so nothing is ever hidden.
QString auditActionText(const std::string& action);

}  // namespace gui
