// SPDX-License-Identifier: MIT
#include "app/service/norm_certificate.h"

#include "app/service/title_norms.h"

namespace service {

std::optional<reports::NormCertificate> normCertificate(const std::string& eventName,
                                                        const tournament::Section& section,
                                                        int pairingNumber, rating::NormTitle title,
                                                        bool waived) {
  const auto* player = section.playerByNumber(pairingNumber);
  if (player == nullptr) return std::nullopt;
  const auto norms = sectionNorms(section, waived, pairingNumber);
  if (norms.empty()) return std::nullopt;
  const auto& s = section.settings;
  reports::NormCertificate certificate{player->name,
                                       player->fideId,
                                       player->federation,
                                       player->title,
                                       player->birthDate,
                                       eventName,
                                       s.name,
                                       s.place,
                                       s.startDate,
                                       s.endDate,
                                       s.chiefArbiter,
                                       s.rounds,
                                       waived,
                                       {},
                                       norms[0].assessments[static_cast<std::size_t>(title)]};
  for (std::size_t i = 0; i < norms[0].sources.size(); ++i) {
    const auto& source = norms[0].sources[i];
    const auto* opponent = section.playerByNumber(source.opponent);
    certificate.games.push_back(
        {source.round, source.white ? 'W' : 'B', opponent ? opponent->name : std::string(),
         opponent ? opponent->title : std::string(),
         opponent ? opponent->federation : std::string(),
         opponent ? opponent->fideId : std::string(), opponent ? opponent->ratings.standard : 0,
         norms[0].input.games[i].points});
  }
  return certificate;
}

}  // namespace service
