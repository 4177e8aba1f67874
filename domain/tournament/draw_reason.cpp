// SPDX-License-Identifier: MIT
#include "domain/tournament/draw_reason.h"

namespace tournament {

DrawReason drawReason(const Incident& incident) {
  if (incident.kind == IncidentKind::Flag && incident.player == 0)
    return DrawReason::BothFlagsLastPeriod;
  return incident.article.starts_with("classic") ? DrawReason::BareKing
                                                 : DrawReason::OpponentCannotMate;
}

}  // namespace tournament
