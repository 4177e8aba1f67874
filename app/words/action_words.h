// SPDX-License-Identifier: MIT
#pragma once

#include "app/words/language.h"
#include "domain/tournament/action.h"

#include <string>

namespace words {

// The words of a refusal code, "{}" standing for the error's detail (a
// pairing number, a board, a round); both halves empty for a value that
// is no code. Phrases: no capital, no full stop (words::sentence makes one).
Phrase actionErrorPhrase(tournament::ActionErrorCode code);
// The refusal as a phrase in `language`, the detail filled in; a row of an
// imported list is named first ("player 3 of the list: ...") and a hint
// follows ("... (did you mean CHN?)").
std::string actionErrorText(const tournament::ActionError& error, Language language);

// The words of a notice code ("{}": the detail; PairingNumberMoved: the old
// then the new number); both halves empty for a value that is no code.
Phrase noticePhrase(tournament::NoticeCode code);
// The notice as a phrase in `language`.
std::string noticeText(const tournament::Notice& notice, Language language);

// A refusal's report line: "refused: REASON; nothing was changed".
std::string refusedLine(std::string_view reason, Language language);
// A malformed value's report line: "REASON; nothing was changed".
std::string badValueLine(std::string_view reason, Language language);
// A notice's report line: "note: NOTICE".
std::string noteLine(std::string_view notice, Language language);

}  // namespace words
