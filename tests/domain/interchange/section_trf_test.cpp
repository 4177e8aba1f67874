// SPDX-License-Identifier: MIT
// A section's settings through TRF export and import: the header records
// (C.04 Annex 2: 022 place, 042/052 dates as YYYY/MM/DD, 102 chief arbiter,
// 112 deputies, 122 time control) and the `###` lines for what TRF has no
// record for come back as they were.
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"

#include <gtest/gtest.h>

namespace interchange {
namespace {

tournament::Section handBuiltSection() {
  tournament::Section section;
  auto& s = section.settings;
  s.name = "Masters";
  s.place = "Graz";
  s.startDate = "2026-05-01";
  s.endDate = "2026-05-09";
  s.chiefArbiter = "Li Wei";
  s.deputies = {"Anna Berg", "Tom Ode"};
  s.timeControl = *tournament::parseTimeControl("40/90+30,30+30");
  s.rules = tournament::RulesProfile::Classic;
  s.rate = tournament::RateOfPlay::Rapid;
  s.pairing = tournament::PairingSystem::RoundRobin;
  s.defaultTimeMinutes = 30;
  s.drawOffer = tournament::DrawOfferRule::NotBeforeMove;
  s.drawOfferMove = 30;
  s.tieBreaks = {"SB", "DE", "WIN"};
  s.tieBreakEdition = "2026";
  s.rounds = 3;
  tournament::Player anna;
  anna.id = 1;
  anna.pairingNumber = 1;
  anna.name = "Anna";
  section.players = {anna};
  return section;
}

TEST(SectionTrf, ExportWritesTheHeaderRecordsAndCommentsInOrder) {
  const std::string text = writeTrf(sectionToTrf(handBuiltSection()), TrfFormat::Trf16);
  EXPECT_EQ(text.substr(0, text.find("001 ")),
            "012 Masters\n"
            "022 Graz\n"
            "042 2026/05/01\n"
            "052 2026/05/09\n"
            "102 Li Wei\n"
            "112 Anna Berg\n"
            "112 Tom Ode\n"
            "122 40/90+30,30+30\n"
            "### rules: classic\n"
            "### rate of play: rapid\n"
            "### default time: 30 min\n"
            "### draw offers: not before move 30\n"
            "### tie-breaks: SB DE WIN (2026)\n"
            "192 BERGER_ROUNDROBIN\n");
}

// TRF26 (C.02.03 Annex A): 142 rounds, then 192 the tournament type, for a
// round robin and for a Dutch Swiss; TRF16 says nothing for the Dutch default.
TEST(SectionTrf, Record192NamesTheSystem) {
  tournament::Section section = handBuiltSection();
  std::string text = writeTrf(sectionToTrf(section), TrfFormat::Trf26);
  EXPECT_NE(text.find("\n142 3\n192 BERGER_ROUNDROBIN\n001 "), std::string::npos) << text;
  section.settings.pairing = tournament::PairingSystem::DutchSwiss;
  text = writeTrf(sectionToTrf(section), TrfFormat::Trf26);
  EXPECT_NE(text.find("\n142 3\n192 FIDE_DUTCH_2026\n001 "), std::string::npos) << text;
  EXPECT_EQ(writeTrf(sectionToTrf(section), TrfFormat::Trf16).find("192"), std::string::npos);
}

// Files exported before 192 said the round robin in a comment: still read.
TEST(SectionTrf, ImportReadsTheOldRoundRobinComment) {
  const auto doc = readTrf(
      "012 Old\n### pairing system: round robin (Berger)\n"
      "001    1      Anna\n001    2      Bert\nXXR 1\n");
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_TRUE(imported.has_value());
  EXPECT_EQ(imported->action.settings.pairing, tournament::PairingSystem::RoundRobin);
}

// A section pairs by Dutch or Berger only: a Dubov file (192 on line 2) is
// refused with the line.
TEST(SectionTrf, ImportRefusesASystemASectionCannotUse) {
  const auto doc =
      readTrf("012 Dubov Open\n192 FIDE_DUBOV\n001    1      Anna\n001    2      Bert\nXXR 5\n");
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_FALSE(imported.has_value());
  EXPECT_EQ(imported.error().code, ImportErrorCode::SystemNotSupported);
  EXPECT_EQ(imported.error().line, 2);
}

TEST(SectionTrf, ImportOfOurOwnExportGivesTheSettingsBack) {
  const tournament::Section section = handBuiltSection();
  const auto doc = readTrf(writeTrf(sectionToTrf(section), TrfFormat::Trf16));
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_TRUE(imported.has_value());
  EXPECT_EQ(imported->action.settings, section.settings);
  EXPECT_TRUE(imported->adjustments.empty())
      << static_cast<int>(imported->adjustments.front().code);
}

}  // namespace
}  // namespace interchange
