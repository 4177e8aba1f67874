// SPDX-License-Identifier: MIT
#pragma once

// Storing a round's pairing, however it was made (paired by the engine, set
// from a pair list, edited by hand): the pairing checker's verdict first
// (C.04.2 1.4), then one audited transaction.

#include "app/service/event_session.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/tournament/action.h"
#include "domain/tournament/section.h"

#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace service {

// The checker's findings on a Swiss round as it would be stored (none for a
// round robin, whose table is fixed by C.05 Annex 1).
struct PairingReview {
  std::optional<pairing::CheckReport> report;  // a Dutch section (C.04.3)
  // A Dubov or Burstein section (C.04.4.1, C.04.4.2): what its checker says.
  struct OtherSwiss {
    std::vector<pairing::Violation> violations;
    bool sameAsOurs = false;
    std::string firstDifference;  // the article's short label ("C7", "4.3")
    bool oursBetter = false;
  };
  std::optional<OtherSwiss> otherSwiss;
  // The findings kept in the audit row when the arbiter overrides them:
  // short codes "C1:3-5 C4:7".
  std::string findingCodes;
  bool breaksAbsoluteCriterion() const { return !findingCodes.empty(); }
};

// Why a pairing was not stored: the domain refused the action, or it
// breaks an absolute criterion (C1-C4) and was not forced.
struct PairingRefusal {
  std::optional<tournament::ActionError> refused;
  PairingReview review;
};

struct StoredPairing {
  persistence::Applied applied;
  PairingReview review;
};

// The section as it would be once `action` is stored (nothing is stored).
std::expected<tournament::Section, tournament::ActionError> previewPairing(
    const tournament::Event& event, const tournament::SetPairing& action);

// The checker's findings on the round as `action` would store it.
std::expected<PairingReview, tournament::ActionError> reviewPairing(
    const tournament::Event& event, const tournament::SetPairing& action);

// Reviews and stores `action` by `who` (one transaction, audited,
// undoable). A pairing that breaks an absolute criterion is refused unless
// `force`; forced, its findings are kept in the audit row.
std::expected<StoredPairing, PairingRefusal> storePairing(EventSession& session,
                                                          tournament::SetPairing action, bool force,
                                                          const std::string& who);

// Round `round` of `section` with board `board` changed to `white` -
// `black` (pairing numbers); the players it displaces take the seats the two
// left, so a swap of two opponents or of colours is one edit. The result
// replaces the round (SetPairing::replace) and is stored with storePairing.
std::expected<tournament::SetPairing, tournament::ActionError> editedPairing(
    const tournament::Section& section, int round, int board, int white, int black);

}  // namespace service
