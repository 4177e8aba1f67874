// SPDX-License-Identifier: MIT
#pragma once

#include "domain/rating/title_norms.h"
#include "domain/tournament/section.h"
#include "reports/norm_certificate.h"

#include <optional>
#include <string>

namespace service {

// The certificate of a title result (B.01 1.4, form IT1) of the player with
// pairing number `pairingNumber` for `title`: the section's particulars
// (place, dates, chief arbiter, rounds), the player as registered, the
// games for norms of service::sectionNorms with each opponent's name,
// title, federation, FIDE id and rating, and the assessment with its
// working. `waived`: the event is one of 1.4.3a-d. nullopt when there is
// no such player.
std::optional<reports::NormCertificate> normCertificate(const std::string& eventName,
                                                        const tournament::Section& section,
                                                        int pairingNumber, rating::NormTitle title,
                                                        bool waived);

}  // namespace service
