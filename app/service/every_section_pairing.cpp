// SPDX-License-Identifier: MIT
#include "app/service/every_section_pairing.h"

namespace service {

std::vector<SectionPairingOutcome> pairEverySection(EventSession& session, const std::string& who,
                                                    const std::string& start) {
  std::vector<std::string> names;
  for (const auto& section : session.event().sections) names.push_back(section.settings.name);
  std::vector<SectionPairingOutcome> outcomes;
  for (const auto& name : names) {
    // The event as stored now: each section is paired on what is committed.
    const tournament::Section& section = *session.event().section(name);
    SectionPairingOutcome outcome;
    outcome.section = name;
    outcome.round = static_cast<int>(section.rounds.size()) + 1;
    if (auto notReady = whyNotReady(section)) {
      outcome.notReady = std::move(notReady);
      outcomes.push_back(std::move(outcome));
      continue;
    }
    const auto engine = engineOf(section.settings.pairing);
    const auto round = pairNextRound(section, engine);
    if (!round) {
      outcome.engineFailure = round.error();
      outcomes.push_back(std::move(outcome));
      continue;
    }
    auto stored =
        storePairing(session, nextRoundAction(section, round->list, engine, start), false, who);
    if (!stored) {
      outcome.refused = std::move(stored.error());
    } else {
      outcome.boards = static_cast<int>(round->list.boards.size());
      outcome.bye = round->list.bye;
    }
    outcomes.push_back(std::move(outcome));
  }
  return outcomes;
}

}  // namespace service
