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

// TRF26 (C.02.03 Annex A): 142 rounds, 152 the initial colour (before round
// 1: White, as the pairing gives it), then 192 the tournament type, for a
// round robin and for a Dutch Swiss (202/212 the tie-breaks after it);
// TRF16 says nothing for the Dutch default.
TEST(SectionTrf, Record192NamesTheSystem) {
  tournament::Section section = handBuiltSection();
  std::string text = writeTrf(sectionToTrf(section), TrfFormat::Trf26);
  EXPECT_NE(
      text.find("\n142 3\n152 W\n192 BERGER_ROUNDROBIN\n202 SB,DE,WIN\n212 PTS,SB,DE,WIN\n001 "),
      std::string::npos)
      << text;
  section.settings.pairing = tournament::PairingSystem::DutchSwiss;
  text = writeTrf(sectionToTrf(section), TrfFormat::Trf26);
  EXPECT_NE(
      text.find("\n142 3\n152 W\n192 FIDE_DUTCH_2025\n202 SB,DE,WIN\n212 PTS,SB,DE,WIN\n001 "),
      std::string::npos)
      << text;
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

// A section pairs by Dutch, Dubov, Burstein or Berger: a Dubov file with
// C.04.7 acceleration (192 on line 2) is refused with the line; the Dubov
// and Burstein codes give sections of those systems.
TEST(SectionTrf, ImportRefusesASystemASectionCannotUse) {
  const auto doc = readTrf(
      "012 Dubov Open\n192 FIDE_DUBOV_BAKU\n001    1      Anna\n001    2      Bert\nXXR 5\n");
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_FALSE(imported.has_value());
  EXPECT_EQ(imported.error().code, ImportErrorCode::SystemNotSupported);
  EXPECT_EQ(imported.error().line, 2);
  for (const auto& [code, system] :
       {std::pair{std::string("FIDE_DUBOV"), tournament::PairingSystem::DubovSwiss},
        std::pair{std::string("FIDE_BURSTEIN"), tournament::PairingSystem::BursteinSwiss}}) {
    const auto typed =
        readTrf("012 Open\n192 " + code + "\n001    1      Anna\n001    2      Bert\nXXR 5\n");
    ASSERT_TRUE(typed.has_value());
    const auto section = sectionFromTrf(*typed, "");
    ASSERT_TRUE(section.has_value()) << code;
    EXPECT_EQ(section->action.settings.pairing, system);
  }
}

TEST(SectionTrf, ImportOfOurOwnExportGivesTheSettingsBack) {
  const tournament::Section section = handBuiltSection();
  const auto doc = readTrf(writeTrf(sectionToTrf(section), TrfFormat::Trf16));
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_TRUE(imported.has_value());
  // Before round 1 the file says the colour the pairing gives, White
  // (C.04.3 5.2.5), and the import keeps it as the section's.
  tournament::SectionSettings expected = section.settings;
  expected.initialColour = tournament::Color::White;
  EXPECT_EQ(imported->action.settings, expected);
  EXPECT_TRUE(imported->adjustments.empty())
      << static_cast<int>(imported->adjustments.front().code);
}

// Issue 15 item 19: exported for an event, 012 is the event's name (the
// section's in a ### line, read back by the import), 062/072 count the
// players and the rated ones, 092 names the system, 132 the round dates as
// YY/MM/DD in columns 92-99, 102-109 (C.04 Annex 2).
TEST(SectionTrf, AsAReportOfTheEventTheHeaderNamesTheEvent) {
  tournament::Section section = handBuiltSection();
  section.settings.pairing = tournament::PairingSystem::DutchSwiss;
  tournament::Player bert;
  bert.id = 2;
  bert.pairingNumber = 2;
  bert.name = "Bert";
  bert.ratings.rapid = 2100;  // the section's rate is rapid
  section.players.push_back(bert);
  tournament::Round one;
  one.number = 1;
  one.start = "2026-05-01 14:00";
  one.boards.push_back({1, 1, 2, tournament::GameResult::Draw, {}, {}, false});
  tournament::Round two;
  two.number = 2;
  two.start = "2026-05-02 14:00";
  two.startedAt = "2026-05-03 09:30";  // played as started
  two.boards.push_back({1, 2, 1, tournament::GameResult::Draw, {}, {}, false});
  section.rounds = {one, two};
  tournament::Event event;
  event.name = "Spring Festival";
  const std::string text = writeTrf(sectionToTrf(event, section), TrfFormat::Trf16);
  const std::string dates = "132" + std::string(88, ' ') + "26/05/01  26/05/03";
  // In record order: 012, 022, 042, 052, 062, 072, 092, 102, 112, 122, 132.
  EXPECT_EQ(text.substr(0, text.find("\n102")),
            "012 Spring Festival\n022 Graz\n042 2026/05/01\n052 2026/05/09\n062 2\n072 1\n"
            "092 Swiss system, FIDE Dutch (C.04.3)")
      << text;
  EXPECT_NE(text.find("\n" + dates + "\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\n### section: Masters\n"), std::string::npos) << text;
  const auto doc = readTrf(text);
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_TRUE(imported.has_value());
  EXPECT_EQ(imported->action.settings.name, "Masters");
}

}  // namespace
}  // namespace interchange
