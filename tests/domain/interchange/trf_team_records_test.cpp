// SPDX-License-Identifier: MIT
// The team records of TRF16 (013) and TRF-2026 (192 team codes, 240 for
// teams, 300, 310, 320, 330, 352, 362): read into a team event, refused at
// their place when unreadable, written back so that the file reads the same.
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"
#include "domain/tournament/team_rounds.h"
#include "tests/domain/interchange/corpus_file.h"
#include "tests/domain/standings/team_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

namespace interchange {
namespace {

using standings::testing::FourTeamTrf;
using tournament::ForfeitedMatch;
using tournament::RoundResult;

// The fixture with game points primary and the other records a team file
// may hold (columns as in the TRF-2026 text, shared/design/team-events.md 1.4).
std::string withEveryRecord() {
  std::string text(FourTeamTrf);
  text.replace(text.find("FIDE_TEAM_MP_GP"), 15, "FIDE_TEAM_GP_MP");
  return text +
         "300   2   1   3    2    1\n"
         "320  2.0  3.0           4\n"
         "330 -+   3   2   3\n"
         "240 H   1    4\n";
}

TEST(TrfTeamRecords, TeamsRostersColoursAndMatchPointsAreRead) {
  const auto doc = readTrf(FourTeamTrf);
  ASSERT_TRUE(doc.has_value());
  ASSERT_TRUE(doc->teams.has_value());
  const auto& event = *doc->teams;
  ASSERT_EQ(event.teams.size(), 4u);
  EXPECT_EQ(event.teams[2].number, 3);
  EXPECT_EQ(event.teams[2].name, "Team Three");
  EXPECT_EQ(event.teams[2].shortName, "Three");
  EXPECT_EQ(event.teams[2].roster, (std::vector<int>{5, 6}));
  EXPECT_EQ(event.settings.colourSequence, "WB");
  EXPECT_EQ(event.settings.boards(), 2);
  EXPECT_EQ(event.settings.matchPoints, (tournament::MatchPointScheme{4, 2, 0}));
  EXPECT_EQ(event.settings.primary, tournament::PrimaryScore::MatchPoints);
  // C.04.6 1.4: without 320 the PAB is worth a draw: 1 MP, 1 GP (half of 2 boards).
  EXPECT_EQ(event.settings.pabMatchValue(), 2);
  EXPECT_EQ(event.settings.pabGameValue(), 2);
  EXPECT_EQ(doc->teams->teamOf(6), 3);
}

TEST(TrfTeamRecords, LineupsPairingByesForfeitedMatchesAndTeamByesAreRead) {
  const auto doc = readTrf(withEveryRecord());
  ASSERT_TRUE(doc.has_value());
  const auto& event = *doc->teams;
  // 192 FIDE_TEAM_GP_MP: game points first (C.04.6 1.2).
  EXPECT_EQ(event.settings.primary, tournament::PrimaryScore::GamePoints);
  ASSERT_EQ(event.lineups.size(), 1u);
  EXPECT_EQ(event.lineups[0], (tournament::Lineup{2, 1, 3, {2, 1}}));
  // 320: MP 2.0 and GP 3.0; no PAB in rounds 1 and 2, team 4 in round 3.
  EXPECT_EQ(event.settings.pabMatchPoints, 4);
  EXPECT_EQ(event.settings.pabGamePoints, 6);
  EXPECT_EQ(event.pairingByes, (std::vector<int>{0, 0, 4}));
  ASSERT_EQ(event.forfeitedMatches.size(), 1u);
  EXPECT_EQ(event.forfeitedMatches[0],
            (ForfeitedMatch{3, 2, 3, ForfeitedMatch::Outcome::BlackWins}));
  // 240 in a team file names team 4, not player 4.
  ASSERT_EQ(event.byes.size(), 1u);
  EXPECT_EQ(event.byes[0], (tournament::TeamBye{4, 1, RoundResult::HalfPointBye}));
  EXPECT_TRUE(doc->state.plannedByes.empty());
}

TEST(TrfTeamRecords, ATeamRoundRobinIsARoundRobin) {
  std::string text(FourTeamTrf);
  text.replace(text.find("FIDE_TEAM_MP_GP"), 15, "FIDE_TEAM_DOUBLEROUNDROBIN");
  const auto doc = readTrf(text);
  ASSERT_TRUE(doc.has_value());
  // C.05 Annex 1 pairs teams too: no "system not paired" issue.
  EXPECT_EQ(doc->state.system, tournament::PairingSystem::RoundRobin);
  EXPECT_TRUE(doc->issues.empty());
  EXPECT_EQ(doc->teams->settings.primary, tournament::PrimaryScore::MatchPoints);
}

TEST(TrfTeamRecords, Trf16TeamsAreNumberedInTheirOrder) {
  const std::string text =
      "001    1      A                                                                  0.0\n"
      "001    2      B                                                                  0.0\n"
      "001    3      C                                                                  0.0\n"
      "013 Second Club                        3    1\n"
      "013 First Club                         2\n";
  const auto doc = readTrf(text);
  ASSERT_TRUE(doc.has_value());
  ASSERT_EQ(doc->teams->teams.size(), 2u);
  EXPECT_EQ(doc->teams->teams[0].number, 1);
  EXPECT_EQ(doc->teams->teams[0].name, "Second Club");
  EXPECT_EQ(doc->teams->teams[0].roster, (std::vector<int>{3, 1}));
  EXPECT_EQ(doc->teams->teams[1].roster, (std::vector<int>{2}));
  EXPECT_EQ(doc->format, TrfFormat::Trf16);
}

TEST(TrfTeamRecords, AnUnreadableValueIsRefusedAtItsColumn) {
  const std::string base(FourTeamTrf);
  const int lines = static_cast<int>(std::count(base.begin(), base.end(), '\n'));
  const auto badType = readTrf(base + "330 +=   3   2   3\n");
  ASSERT_FALSE(badType.has_value());
  EXPECT_EQ(badType.error().code, TrfErrorCode::BadRecordValue);
  EXPECT_EQ(badType.error().line, lines + 1);
  EXPECT_EQ(badType.error().column, 5);
  const auto badColour = readTrf(base + "352 WXWB\n");
  ASSERT_FALSE(badColour.has_value());
  EXPECT_EQ(badColour.error().column, 6);
  std::string member = "310   5 Five";
  member.resize(73, ' ');
  const auto badMember = readTrf(base + member + "  9x\n");
  ASSERT_FALSE(badMember.has_value());
  EXPECT_EQ(badMember.error().column, 74);
  // Team numbers run 1..T: a team 6 after team 4 is refused at its line.
  std::string six = "310   6 Six";
  six.resize(73, ' ');
  const auto gap = readTrf(base + six + "    1\n");
  ASSERT_FALSE(gap.has_value());
  EXPECT_EQ(gap.error().line, lines + 1);
  EXPECT_EQ(gap.error().column, 5);
}

TEST(TrfTeamRecords, WrittenRecordsReadBackAsTheSameEvent) {
  const auto doc = readTrf(withEveryRecord());
  ASSERT_TRUE(doc.has_value());
  const std::string written = writeTrf(*doc, TrfFormat::Trf26);
  const auto again = readTrf(written);
  ASSERT_TRUE(again.has_value()) << written;
  EXPECT_EQ(again->teams, doc->teams);
  EXPECT_EQ(writeTrf(*again, TrfFormat::Trf26), written);
  // Columns of TRF-2026: 310 number 5-7, name 9-40, members from 74.
  EXPECT_NE(written.find("\n310   3 Team Three                       Three"
                         "                              5    6\n"),
            std::string::npos)
      << written;
  EXPECT_NE(written.find("\n330 -+   3   2   3\n"), std::string::npos);
  EXPECT_NE(written.find("\n320  2.0  3.0           4\n"), std::string::npos);
}

TEST(TrfTeamRecords, Trf16KeepsTheTeamsAs013) {
  const auto doc = readTrf(FourTeamTrf);
  ASSERT_TRUE(doc.has_value());
  const auto written = writeTrf(*doc, TrfFormat::Trf16);
  EXPECT_NE(written.find("\n013 Team Three                         5    6\n"), std::string::npos)
      << written;
  const auto again = readTrf(written);
  ASSERT_TRUE(again.has_value());
  // 013 has no field for the short name; names and rosters come back.
  ASSERT_EQ(again->teams->teams.size(), 4u);
  for (std::size_t t = 0; t < 4; ++t) {
    EXPECT_EQ(again->teams->teams[t].name, doc->teams->teams[t].name);
    EXPECT_EQ(again->teams->teams[t].roster, doc->teams->teams[t].roster);
  }
}

// Every team file of the corpus (the team Swiss pairing cases and the team
// tie-break tournaments) reads, makes matches of its board games, and its
// teams come back from our TRF-2026 export.
TEST(TrfTeamRecordsSlow, EveryCorpusTeamFileReadsAndRoundTrips) {
  namespace fs = std::filesystem;
  const fs::path corpus = ARBITER_CORPUS_DIR;
  int files = 0;
  for (const auto* folder : {"pairing/team-swiss", "team-tiebreaks"})
    for (const auto& entry : fs::directory_iterator(corpus / folder)) {
      if (entry.path().extension() != ".trf") continue;
      SCOPED_TRACE(entry.path().string());
      const auto doc = readTrf(test::slurp(entry.path()));
      ASSERT_TRUE(doc.has_value());
      ASSERT_TRUE(doc->teams.has_value());
      const auto rounds =
          tournament::teamRounds(doc->state, *doc->teams, doc->state.roundsRecorded());
      EXPECT_TRUE(rounds.has_value());
      const auto again = readTrf(writeTrf(*doc, TrfFormat::Trf26));
      ASSERT_TRUE(again.has_value());
      EXPECT_EQ(again->teams, doc->teams);
      ++files;
    }
  EXPECT_EQ(files, 161);
}

// 192 for a team Swiss (C.04.6 1.2, 1.7, 4.2.2; the corpus README's
// table): TYPEA / TYPEB / neither chooses the colour preferences; the first
// of MP and GP is primary, a second one is used for colours; bare
// FIDE_TEAM is FIDE_TEAM_TYPEA_MP_GP. No "system not paired" warning.
TEST(TrfTeamRecords, TheTeamSwissCodeGivesTheColourRules) {
  using tournament::PrimaryScore;
  using Kind = tournament::TeamColourPreferences;
  struct Case {
    const char* code;
    Kind kind;
    PrimaryScore primary;
    bool secondary;
  };
  for (const auto& c : {Case{"FIDE_TEAM", Kind::TypeA, PrimaryScore::MatchPoints, true},
                        Case{"FIDE_TEAM_TYPEB_GP", Kind::TypeB, PrimaryScore::GamePoints, false},
                        Case{"FIDE_TEAM_TYPEA_GP_MP", Kind::TypeA, PrimaryScore::GamePoints, true},
                        Case{"FIDE_TEAM_MP_GP", Kind::None, PrimaryScore::MatchPoints, true},
                        Case{"FIDE_TEAM_MP", Kind::None, PrimaryScore::MatchPoints, false}}) {
    std::string text(FourTeamTrf);
    text.replace(text.find("FIDE_TEAM_MP_GP"), 15, c.code);
    const auto doc = readTrf(text);
    ASSERT_TRUE(doc && doc->teams) << c.code;
    EXPECT_EQ(doc->teams->settings.colourPreferences, c.kind) << c.code;
    EXPECT_EQ(doc->teams->settings.primary, c.primary) << c.code;
    EXPECT_EQ(doc->teams->settings.secondaryScoreForColours, c.secondary) << c.code;
    for (const auto& issue : doc->issues)
      EXPECT_NE(issue.code, TrfIssueCode::TournamentTypeNotSupported) << c.code;
  }
}

TEST(TrfTeamRecords, ImportRefusesATeamTournament) {
  const auto doc = readTrf(FourTeamTrf);
  ASSERT_TRUE(doc.has_value());
  const auto imported = sectionFromTrf(*doc, "");
  ASSERT_FALSE(imported.has_value());
  EXPECT_EQ(imported.error().code, ImportErrorCode::TeamEvent);
}

}  // namespace
}  // namespace interchange
