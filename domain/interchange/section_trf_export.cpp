// SPDX-License-Identifier: MIT
// An event file's section written as a TRF document (C.04 Annex 2; TRF26).
#include "domain/interchange/section_trf.h"

#include "domain/interchange/section_trf_comments.h"

#include "domain/tournament/section_pairing_state.h"

#include <fmt/format.h>

#include <algorithm>

namespace interchange {

namespace {

using tournament::Section;

// C.04 Annex 2 dates are YYYY/MM/DD; the event stores YYYY-MM-DD.
std::string trfDate(std::string date) {
  std::replace(date.begin(), date.end(), '-', '/');
  return date;
}

std::string_view rateName(tournament::RateOfPlay rate) {
  switch (rate) {
    case tournament::RateOfPlay::Standard: return "standard";
    case tournament::RateOfPlay::Rapid: return "rapid";
    case tournament::RateOfPlay::Blitz: return "blitz";
  }
  return "standard";
}

// The header records the settings hold (C.04 Annex 2: 022 place, 042 start,
// 052 end, 102 chief arbiter, 112 deputy arbiters, 122 time control).
void addHeaderRecords(const tournament::SectionSettings& s, std::vector<KeptLine>& lines) {
  const auto add = [&](std::string_view code, const std::string& value) {
    if (!value.empty()) lines.push_back({fmt::format("{} {}", code, value), false});
  };
  add("022", s.place);
  add("042", trfDate(s.startDate));
  add("052", trfDate(s.endDate));
  add("102", s.chiefArbiter);
  for (const auto& deputy : s.deputies) add("112", deputy);
  if (!s.timeControl.periods.empty()) add("122", s.timeControl.spec());
}

// `###` comments for what a TRF has no record for, when not the default.
void addComments(const Section& section, std::vector<KeptLine>& lines) {
  const auto& s = section.settings;
  const auto comment = [&](std::string_view prefix, const std::string& value = {}) {
    lines.push_back({std::string(prefix) + value, false});
  };
  if (s.rules == tournament::RulesProfile::Classic) comment(comments::Rules, "classic");
  if (s.rate != tournament::RateOfPlay::Standard) comment(comments::Rate, std::string(rateName(s.rate)));
  if (s.pairing == tournament::PairingSystem::RoundRobin) comment(comments::RoundRobin);
  if (s.defaultTimeMinutes) comment(comments::DefaultTime, fmt::format("{} min", *s.defaultTimeMinutes));
  if (s.drawOffer == tournament::DrawOfferRule::NotBeforeMove)
    comment(comments::DrawOffersFrom, std::to_string(s.drawOfferMove));
  if (s.drawOffer == tournament::DrawOfferRule::ArbiterConsent) comment(comments::DrawOffersByConsent);
  if (!s.tieBreaks.empty())
    comment(comments::TieBreaks, fmt::format("{}{}", fmt::join(s.tieBreaks, " "),
                                             s.tieBreakEdition.empty() ? "" : " (" + s.tieBreakEdition + ")"));
  int adjourned = 0;
  for (const auto& round : section.rounds)
    for (const auto& board : round.boards)
      if (board.result == tournament::GameResult::Adjourned) ++adjourned;
  if (adjourned > 0) comment("### adjourned games: ", fmt::format("{} (written without a result)", adjourned));
  if (!section.incidents.empty()) comment("### incidents recorded: ", std::to_string(section.incidents.size()));
  if (!section.envelopes.empty()) comment("### adjournment envelopes: ", std::to_string(section.envelopes.size()));
}

}  // namespace

TrfDocument sectionToTrf(const Section& section) {
  TrfDocument doc;
  doc.state = tournament::pairingStateOf(section);
  addHeaderRecords(section.settings, doc.keptLines);
  addComments(section, doc.keptLines);
  return doc;
}

}  // namespace interchange
