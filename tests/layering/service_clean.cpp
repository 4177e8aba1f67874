// SPDX-License-Identifier: MIT
// The control: must compile with app/service's include path (the guard in
// front), so the forbidden probes fail for the guard and nothing else.
#include "app/service/round_results.h"
#include "domain/chess/position.h"
#include "persistence/event_repository.h"
#include "reports/standings_html.h"

#include <fmt/format.h>

#include <string>

std::string layeringControl() { return fmt::format("{}", 1); }
