// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

namespace tournament {

// The action that adds a section an organizer has just set up: it starts in
// FIDE mode (C.02.03 §7, rules-reference §5: "a FIDE mode that is on by
// default"); leaving it is an action of its own (LeaveFideMode) after the
// double warning. A section imported from a TRF keeps what the file says.
inline AddSection newSection(SectionSettings settings) {
  settings.fideMode = true;
  return AddSection{std::move(settings)};
}

}  // namespace tournament
